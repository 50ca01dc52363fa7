import Foundation
import Testing

/// A run reads a package's records once: `.scaffold/` is listed once and each file in it opened
/// at most once, whichever stages need them (validation, linking, planning, the comparison with
/// the disk). Counted with strace on the real binary, so a stage that goes back to the disk on
/// its own is caught wherever it is.
@Suite("reads of .scaffold/ per run")
struct RecordReadsTests {
  /// Opens that succeeded of `.scaffold` and the files directly in it, by path, from an strace
  /// log. Failed opens (a record that does not exist yet) read nothing and are not counted.
  static func recordOpens(in log: String, root: URL) -> [String: Int] {
    let folder = root.standardizedFileURL.path + "/.scaffold"
    var opens: [String: Int] = [:]
    for line in log.split(separator: "\n") where line.contains("open") && !line.contains("= -1") {
      guard let start = line.firstIndex(of: "\""), let end = line[line.index(after: start)...].firstIndex(of: "\"")
      else { continue }
      let path = String(line[line.index(after: start)..<end]).replacingOccurrences(of: "/./", with: "/")
      guard path == folder || (path.hasPrefix(folder + "/") && !path.dropFirst(folder.count + 1).contains("/"))
      else { continue }
      opens[String(path.dropFirst(root.standardizedFileURL.path.count + 1)), default: 0] += 1
    }
    return opens
  }

  @Test(
    "viper Login in a package of three recorded modules, a re-run of one, update and remove each read the records once",
    arguments: [
      ["viper", "Login", "--package", "."], ["mvvm", "Cart", "--package", "."], ["update"],
      ["remove", "Profile", "--dry-run"], ["check"],
    ])
  func readsRecordsOnce(command: [String]) throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: "/usr/bin/strace"),
      "strace counts the opens; scripts/test installs it (apt-get install strace)")
    let parent = try ScaffoldBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: parent) }
    #expect(try ScaffoldBinary.run(["viper", "Catalog", "-o", ".", "-q"], in: parent).status == 0)
    let root = parent.appendingPathComponent("Catalog")
    #expect(try ScaffoldBinary.run(["mvvm", "Cart", "--package", ".", "-q"], in: root).status == 0)
    #expect(try ScaffoldBinary.run(["mvp", "Profile", "--package", ".", "-q"], in: root).status == 0)
    let trace = parent.appendingPathComponent("trace.log")
    let result = try ScaffoldBinary.runTraced(command + ["-q"], in: root, trace: trace)
    #expect(result.status == 0, "\(result.standardError)")
    let opens = Self.recordOpens(in: try String(contentsOf: trace, encoding: .utf8), root: root)
    // Every stage needs every record here (linking, routes, the package's other targets), so
    // each is read, and the folder listed, exactly once.
    #expect(opens[".scaffold"] == 1, "\(opens)")
    for module in ["Catalog", "Cart", "Profile"] {
      #expect(opens[".scaffold/\(module).json"] == 1, "\(module): \(opens)")
    }
    #expect(opens.values.allSatisfy { $0 == 1 }, "\(opens)")
  }

  @Test("the counter sees repeated opens, and ignores failed ones and deeper paths")
  func counterCountsWhatItShould() {
    let root = URL(fileURLWithPath: "/tmp/P")
    let log = """
      12 openat(AT_FDCWD, "/tmp/P/.scaffold", O_RDONLY|O_DIRECTORY) = 3
      12 openat(AT_FDCWD, "/tmp/P/.scaffold/A.json", O_RDONLY) = 3
      12 openat(AT_FDCWD, "/tmp/P/./.scaffold/A.json", O_RDONLY) = 3
      12 openat(AT_FDCWD, "/tmp/P/.scaffold/B.json", O_RDONLY) = -1 ENOENT (No such file or directory)
      12 openat(AT_FDCWD, "/tmp/P/.scaffold-1234/new/.scaffold/A.json", O_WRONLY|O_CREAT) = 4
      12 openat(AT_FDCWD, "/tmp/P/Sources/A/A.swift", O_RDONLY) = 3
      """
    #expect(Self.recordOpens(in: log, root: root) == [".scaffold": 1, ".scaffold/A.json": 2])
  }
}
