import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a new file in the staging folder with plain POSIX calls. Foundation's `Data.write`
/// syncs every file to disk, which made staging a 200-module package slow. Nothing in staging is
/// visible until the rename that publishes it, so a killed process still leaves the output
/// absent or complete; what this gives up is the guarantee against a power cut, as `git` does.
enum StagedFile {
  static func create(at path: String, contents: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw POSIXFailure(code: errno, path: path) }
    defer { close(descriptor) }
    var bytes = Array(contents.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw POSIXFailure(code: errno, path: path)
      }
      offset += written
    }
  }
}

/// A failed POSIX call, described like Foundation's file errors.
struct POSIXFailure: Error, CustomStringConvertible {
  var code: Int32
  var path: String

  var description: String { String(cString: strerror(code)).lowercased() }
}
