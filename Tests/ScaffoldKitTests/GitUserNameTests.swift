import Foundation
import Testing

@testable import ScaffoldKit

/// `GitUserName` reads `user.name` as git does; git itself is the oracle, run on the same files.
@Suite("git's user name, read from its files")
struct GitUserNameTests {
  /// Config texts with the name git reads from each (`nil`: none).
  static let configs: [(text: String, name: String?)] = [
    ("[user]\n\tname = Jane Appleseed\n", "Jane Appleseed"),
    ("[User]\n  Name=Jane\n", "Jane"),
    ("[user] name = Inline Header\n", "Inline Header"),
    ("[user]\n\tname = \"  Quoted  Spaces \"\n", "  Quoted  Spaces "),
    ("[user]\n\tname = Jane # a comment\n", "Jane"),
    ("[user]\n\tname = \"Jane # not a comment\" ; a comment\n", "Jane # not a comment"),
    ("[user]\n\tname = First\n[core]\n\tname = Other\n[user]\n\tname = Last\n", "Last"),
    ("[user \"work\"]\n\tname = Subsection\n", nil),
    ("[core]\n\teditor = vim\n", nil),
    ("[user]\n\temail = jane@example.com\n", nil),
    ("[user]\n\tname = Jane \\\"JJ\\\" Appleseed\n", "Jane \"JJ\" Appleseed"),
    ("[user]\n\tname = Jane \\\n  Appleseed\n", "Jane   Appleseed"),
    ("; a comment\n# another\n[user]\n    name   =   Spaced   Out   \n", "Spaced   Out"),
    ("[user]\n\tname = Ünïcödé Nåme\n", "Ünïcödé Nåme"),
    ("[user]\n\tname =\n", nil),
  ]

  @Test("one file's text", arguments: configs.indices)
  func oneFile(index: Int) {
    let (text, name) = Self.configs[index]
    let answer = GitUserName.userName(inConfig: text)
    if let name {
      #expect(answer == .found(name), "\(text)")
    } else {
      #expect(answer == .found(nil) || answer == .found(""), "\(text)")
    }
  }

  @Test(
    "a section header is trimmed as Foundation trims blanks: tabs and space separators, by scalar",
    arguments: [
      "user", " user ", "\tuser\t", "\u{A0}user\u{3000}", "\u{2003} user \u{202F}", "", " ", "\t \u{A0}",
      "user \"work\"", " \u{301}user", "user\u{200B}", "us er",
    ])
  func headerTrimming(text: String) {
    #expect(GitUserName.trimmedBlanks(text[...]) == text.trimmingCharacters(in: .whitespaces))
  }

  @Test("an [include] is left to git")
  func includeNeedsGit() {
    #expect(GitUserName.userName(inConfig: "[include]\n\tpath = other\n[user]\n\tname = A\n") == .needsGit)
    #expect(GitUserName.userName(inConfig: "[includeIf \"gitdir:~/work/\"]\n\tpath = w\n") == .needsGit)
  }

  @Test("git reads the same name from the same global file", arguments: configs.indices)
  func matchesGit(index: Int) throws {
    let home = try Self.folder()
    defer { try? FileManager.default.removeItem(at: home) }
    try Data(Self.configs[index].text.utf8).write(to: home.appendingPathComponent(".gitconfig"))
    let environment = ["HOME": home.path, "GIT_CONFIG_NOSYSTEM": "1", "PATH": "/usr/bin:/bin"]
    let fromGit = try Self.git(["config", "user.name"], in: home, environment: environment)
    #expect(GitUserName.read(environment: environment, folder: home) == .found(fromGit), "\(Self.configs[index].text)")
  }

  @Test("the repository's file wins over the XDG one, which the home file wins over; as in git")
  func precedence() throws {
    let home = try Self.folder()
    defer { try? FileManager.default.removeItem(at: home) }
    let xdg = home.appendingPathComponent("xdg")
    try FileManager.default.createDirectory(at: xdg.appendingPathComponent("git"), withIntermediateDirectories: true)
    try Data("[user]\n\tname = From XDG\n".utf8).write(to: xdg.appendingPathComponent("git/config"))
    let environment = [
      "HOME": home.path, "XDG_CONFIG_HOME": xdg.path, "GIT_CONFIG_NOSYSTEM": "1", "PATH": "/usr/bin:/bin",
    ]
    #expect(GitUserName.read(environment: environment, folder: home) == .found("From XDG"))
    try Data("[user]\n\tname = From Home\n".utf8).write(to: home.appendingPathComponent(".gitconfig"))
    #expect(try Self.git(["config", "user.name"], in: home, environment: environment) == "From Home")
    #expect(GitUserName.read(environment: environment, folder: home) == .found("From Home"))
    let repository = home.appendingPathComponent("repo/Sources/Deep")
    try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
    _ = try Self.git(["init", "-q", home.appendingPathComponent("repo").path], in: home, environment: environment)
    _ = try Self.git(["config", "user.name", "From Repository"], in: repository, environment: environment)
    #expect(try Self.git(["config", "user.name"], in: repository, environment: environment) == "From Repository")
    #expect(GitUserName.read(environment: environment, folder: repository) == .found("From Repository"))
    // Outside the repository, its file does not count.
    #expect(GitUserName.read(environment: environment, folder: home) == .found("From Home"))
  }

  @Test("in a worktree (a `.git` file naming its folder), the repository's file counts; as in git")
  func worktree() throws {
    let home = try Self.folder()
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = ["HOME": home.path, "GIT_CONFIG_NOSYSTEM": "1", "PATH": "/usr/bin:/bin"]
    let repository = home.appendingPathComponent("repo")
    _ = try Self.git(["init", "-q", repository.path], in: home, environment: environment)
    _ = try Self.git(["config", "user.name", "From Repository"], in: repository, environment: environment)
    let identity = ["-c", "user.email=a@b.c", "-c", "user.name=A"]
    let commit = identity + ["commit", "-q", "--allow-empty", "-m", "first"]
    _ = try Self.git(commit, in: repository, environment: environment)
    _ = try Self.git(["worktree", "add", "-q", "../side"], in: repository, environment: environment)
    let inside = home.appendingPathComponent("side/Sources")
    try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
    #expect(try Self.git(["config", "user.name"], in: inside, environment: environment) == "From Repository")
    #expect(GitUserName.read(environment: environment, folder: inside) == .found("From Repository"))
  }

  @Test("git -c and GIT_CONFIG_COUNT set values no file holds: left to git")
  func commandLineValuesNeedGit() {
    let folder = URL(fileURLWithPath: "/")
    #expect(GitUserName.read(environment: ["GIT_CONFIG_PARAMETERS": "'user.name'='X'"], folder: folder) == .needsGit)
    #expect(GitUserName.read(environment: ["GIT_CONFIG_COUNT": "1"], folder: folder) == .needsGit)
  }

  private static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("git-user-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.resolvingSymlinksInPath()
  }

  /// git's answer, `nil` when it has none (exit 1).
  private static func git(_ arguments: [String], in folder: URL, environment: [String: String]) throws -> String? {
    let result = try ChildProcess.run("/usr/bin/git", arguments, in: folder, environment: environment)
    guard result.status == 0 else { return nil }
    let text = result.text
    let name = text.hasSuffix("\n") ? String(text.dropLast()) : text
    return name.isEmpty ? nil : name
  }
}
