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
  /// The folder at `path`, and those above it that are missing, by `mkdir` alone, as
  /// `createDirectory(atPath:withIntermediateDirectories: true)` makes them (a folder already
  /// there is fine; permissions 0777 less the umask). Foundation's took 0.1 ms of a one-module
  /// run for its eight folders: a path conversion and a `stat` each, and its first use.
  static func createFolder(at path: String) throws {
    if mkdir(path, 0o777) == 0 { return }
    var failure = errno
    if failure == ENOENT, let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.utf8.startIndex {
      try createFolder(at: String(path[..<slash]))
      if mkdir(path, 0o777) == 0 { return }
      failure = errno
    }
    if failure == EEXIST, isFolder(path) { return }
    throw POSIXFailure(code: failure, path: path)
  }

  private static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }

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
