#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file's bytes by plain POSIX calls: runs read thousands of files (a target's Swift sources,
/// a package's generated files), and Foundation's `contents(atPath:)` costs several system calls
/// and a `Data` more per file.
package enum FileBytes {
  /// The file's bytes; `nil` when it cannot be opened or read (absent, a folder, no permission).
  package static func read(atPath path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
    // The size is a hint: a file that grows meanwhile is read to its end all the same.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(status.st_size) + 1)
    var chunk = [UInt8](repeating: 0, count: max(Int(status.st_size) + 1, 4096))
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in systemRead(descriptor, buffer.baseAddress, buffer.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[..<count])
    }
  }

  private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #else
      Darwin.read(descriptor, buffer, count)
    #endif
  }
}
