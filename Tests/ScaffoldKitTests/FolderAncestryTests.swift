import Foundation
import Testing

@testable import ScaffoldBase

@Suite("FolderAncestry")
struct FolderAncestryTests {
  @Test(
    "a folder's path and those above it, as the URL walk gave them",
    arguments: [
      "/", "/tmp", "/tmp/", "/a/b/c", "/a/./b/../c/", "/a//b", "/a/b/..", "/.hidden/x y/ü", "/../x", "/a/../../b",
      "/a/.", "/a/b/./", "/a/...", "/a/..b/c..",
    ])
  func sameAsTheURLWalk(path: String) {
    let folder = URL(fileURLWithPath: path, isDirectory: true)
    var walked: [String] = []
    var current = folder.standardizedFileURL
    while true {
      walked.append(current.path)
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { break }
      current = parent
    }
    #expect(FolderAncestry.paths(from: folder) == walked)
    // The file in each, as `appendingPathComponent` names it.
    for (path, url) in zip(FolderAncestry.paths(from: folder), walked) {
      #expect(
        FolderAncestry.path(".scaffold.yml", in: path)
          == URL(fileURLWithPath: url, isDirectory: true).appendingPathComponent(".scaffold.yml").path)
    }
  }

  @Test("a folder named relative to another: from its absolute path")
  func relativeFolder() {
    let base = URL(fileURLWithPath: "/base/dir/", isDirectory: true)
    let folder = URL(fileURLWithPath: "sub/../x", isDirectory: true, relativeTo: base)
    #expect(FolderAncestry.paths(from: folder) == ["/base/dir/x", "/base/dir", "/base", "/"])
  }
}
