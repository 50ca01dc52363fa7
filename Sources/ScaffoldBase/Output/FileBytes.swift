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
    if case .bytes(let bytes) = contents(atPath: path) { return bytes }
    return nil
  }

  /// What is at a path, as a run that compares a plan with the disk needs to know it.
  package enum Contents {
    /// Nothing there (or a symbolic link to nothing).
    case absent
    case folder
    /// Something there that could not be opened or read as a file.
    case unreadable
    case bytes([UInt8])
  }

  /// The file at `path` by one `open` and one `fstat`: asking whether it exists first cost a
  /// `stat` more per file, and thousands of files are compared on every `update`.
  package static func contents(atPath path: String) -> Contents {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let failure = errno
      if failure == ENOENT || failure == ENOTDIR { return .absent }
      // Whether something is there that cannot be opened, as `stat` sees it.
      var status = stat()
      guard stat(path, &status) == 0 else { return .absent }
      return (status.st_mode & S_IFMT) == S_IFDIR ? .folder : .unreadable
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .unreadable }
    if (status.st_mode & S_IFMT) == S_IFDIR { return .folder }
    guard (status.st_mode & S_IFMT) == S_IFREG else { return .unreadable }
    return bytes(of: descriptor, size: Int(status.st_size)).map(Contents.bytes) ?? .unreadable
  }

  /// The bytes of the open file `descriptor`, whose size `size` was when it was opened.
  private static func bytes(of descriptor: Int32, size: Int) -> [UInt8]? {
    // The size is a hint: a file that grows meanwhile is read to its end all the same. Read
    // first straight into the array's storage (one more byte than the size, to see the end):
    // no zeroed buffer and no copy, for the thousands of files a big target's check reads.
    let expected = size + 1
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
