import Foundation
import Testing

@testable import ScaffoldBase

@Suite("Files read as bytes")
struct FileBytesTests {
  @Test("a file's bytes exactly, whatever its size or encoding; nil for a folder or a missing file")
  func readsBytes() throws {
    let folder = try FileTree.temporaryDirectory()
    let cases: [[UInt8]] = [
      [], Array("struct Login {}\n".utf8), [0xFF, 0xFE, 0x00, 0x41],
      (0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 31) },
    ]
    for (index, bytes) in cases.enumerated() {
      let path = folder.appendingPathComponent("file\(index)").path
      #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
      #expect(FileBytes.read(atPath: path) == bytes, "case \(index)")
    }
    #expect(FileBytes.read(atPath: folder.path) == nil)
    #expect(FileBytes.read(atPath: folder.appendingPathComponent("absent").path) == nil)
  }

  @Test("a symbolic link is read through, as the file it names")
  func followsLinks() throws {
    let folder = try FileTree.temporaryDirectory()
    let target = folder.appendingPathComponent("target.swift")
    try Data("let x = 1\n".utf8).write(to: target)
    let link = folder.appendingPathComponent("link.swift")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    #expect(FileBytes.read(atPath: link.path) == Array("let x = 1\n".utf8))
  }
}
