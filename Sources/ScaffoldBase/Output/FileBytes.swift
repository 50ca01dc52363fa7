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
    // The size is a hint: a file that grows meanwhile is read to its end all the same. Read
    // first straight into the array's storage (one more byte than the size, to see the end):
    // no zeroed buffer and no copy, for the thousands of files a big target's check reads.
    let expected = Int(status.st_size) + 1
    var failed = false
    var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, initialized in
      initialized = 0
      guard let start = buffer.baseAddress else { return }
      while initialized < expected {
        let count = systemRead(descriptor, start + initialized, expected - initialized)
        if count < 0 && errno == EINTR { continue }
        if count < 0 { failed = true }
        if count <= 0 { break }
        initialized += count
      }
    }
    if failed { return nil }
    if bytes.count < expected { return bytes }
    var chunk = [UInt8](repeating: 0, count: 4096)
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
