import Foundation
import Testing

@testable import ScaffoldBase

/// Staging makes its folders with `mkdir` (`StagedFile.createFolder`), as Foundation's
/// `createDirectory(atPath:withIntermediateDirectories: true)` made them before.
@Suite("Staging: folders made by mkdir")
struct StagedFolderTests {
  @Test("missing folders above are made, one already there is fine, and the umask applies")
  func makesFolders() throws {
    let root = try FileTree.temporaryDirectory().path
    let deep = root + "/a/b/c"
    try StagedFile.createFolder(at: deep)
    try StagedFile.createFolder(at: deep)
    try StagedFile.createFolder(at: root + "/a/b")
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: deep, isDirectory: &isFolder) && isFolder.boolValue)
    let made = try FileManager.default.attributesOfItem(atPath: deep)[.posixPermissions] as? Int
    let mask = umask(0)
    umask(mask)
    #expect(made == 0o777 & ~Int(mask))
    // Foundation's, for the same path, gives the same permissions.
    try FileManager.default.createDirectory(atPath: root + "/d/e", withIntermediateDirectories: true)
    #expect(try FileManager.default.attributesOfItem(atPath: root + "/d/e")[.posixPermissions] as? Int == made)
  }

  @Test("a file in the way, here or above, fails with the reason and the path")
  func fileInTheWay() throws {
    let root = try FileTree.temporaryDirectory().path
    try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/file"))
    for path in [root + "/file", root + "/file/below", root + "/file/below/deeper"] {
      #expect {
        try StagedFile.createFolder(at: path)
      } throws: { error in
        let failure = error as? POSIXFailure
        return failure?.code == (path.hasSuffix("/file") ? EEXIST : ENOTDIR) && failure?.path.hasPrefix(root) == true
      }
    }
  }
}
