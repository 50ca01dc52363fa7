import Foundation
import ScaffoldBase

/// git's `user.name`, read from git's configuration files as `git config user.name` reads them,
/// without starting git: a process start cost a one-module run about 50 ms, almost half its
/// time. What this reader does not do (an `[include]`, `git -c`, `GIT_CONFIG_*` variables) makes
/// it answer `.needsGit`, and the caller asks git itself.
public enum GitUserName {
  public enum Answer: Equatable, Sendable {
    /// The name, or `nil` when no file sets one (or sets it empty).
    case found(String?)
    /// A file or variable this reader does not follow decides: ask git.
    case needsGit
  }

  /// The files git reads, lowest precedence first, for a command run in `folder`: the system
  /// file, the global ones, then the repository's.
  public static func files(environment: [String: String], folder: URL) -> [URL] {
    var files: [URL] = []
    if environment["GIT_CONFIG_NOSYSTEM"].map(isTrue) != true {
      files.append(URL(fileURLWithPath: environment["GIT_CONFIG_SYSTEM"] ?? "/etc/gitconfig"))
    }
    if let global = environment["GIT_CONFIG_GLOBAL"] {
      files.append(URL(fileURLWithPath: global))
    } else if let home = environment["HOME"] {
      let xdg =
        environment["XDG_CONFIG_HOME"].map { URL(fileURLWithPath: $0) }
        ?? URL(fileURLWithPath: home).appendingPathComponent(".config")
      files.append(xdg.appendingPathComponent("git/config"))
      files.append(URL(fileURLWithPath: home).appendingPathComponent(".gitconfig"))
    }
    if let gitDirectory = repository(from: folder, environment: environment) {
      files.append(gitDirectory.appendingPathComponent("config"))
    }
    return files
  }

  /// The answer for a command run in `folder` with `environment`.
  public static func read(environment: [String: String], folder: URL) -> Answer {
    // `git -c`, and GIT_CONFIG_COUNT's pairs, set values no file holds.
    if environment.keys.contains(where: { $0 == "GIT_CONFIG_PARAMETERS" || $0 == "GIT_CONFIG_COUNT" }) {
      return .needsGit
    }
    var name: String?
    for file in files(environment: environment, folder: folder) {
      guard let bytes = FileBytes.read(atPath: file.path) else { continue }
      switch userName(inConfig: String(decoding: bytes, as: UTF8.self)) {
      case .needsGit: return .needsGit
      case .found(let value?): name = value
      case .found(nil): continue
      }
    }
    return .found(name.flatMap { $0.isEmpty ? nil : $0 })
  }

  /// The last `name` of a `[user]` section in one file's text.
  public static func userName(inConfig text: String) -> Answer {
    var section = ""
    var name: String?
    var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)[...]
    while var line = lines.popFirst() {
      // A value may go on over the next line after a backslash.
      while line.hasSuffix("\\") && !line.hasSuffix("\\\\"), let next = lines.popFirst() {
        line = String(line.dropLast()) + next
      }
      var rest = Substring(line).drop(while: \.isWhitespace)
      if rest.hasPrefix("[") {
        guard let close = rest.firstIndex(of: "]") else { continue }
        let header = trimmedBlanks(rest[rest.index(after: rest.startIndex)..<close])
        let sectionName = header.prefix { !$0.isWhitespace && $0 != "\"" }.lowercased()
        section = header.utf8.contains(UInt8(ascii: "\"")) ? "\(sectionName).sub" : sectionName
        if section.hasPrefix("include") { return .needsGit }
        rest = rest[rest.index(after: close)...].drop(while: \.isWhitespace)
      }
      guard section == "user", !rest.isEmpty, rest.first != "#", rest.first != ";" else { continue }
      let key = rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" }
      guard key.lowercased() == "name" else { continue }
      let afterKey = rest.dropFirst(key.count).drop(while: \.isWhitespace)
      // `name` alone is the boolean true, which git prints as an empty value: no name.
      guard afterKey.first == "=" else {
        name = ""
        continue
      }
      name = value(afterKey.dropFirst())
    }
    return .found(name)
  }

  /// `text` without the blanks around it, as `trimmingCharacters(in: .whitespaces)` trims it (a
  /// tab, a scalar of category Zs, and the zero-width space, which Foundation's set holds too),
  /// without Foundation's character sets: building those on first use was most of the time a
  /// run spent reading git's configuration.
  static func trimmedBlanks(_ text: Substring) -> String {
    func isBlank(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
    }
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isBlank($0) }),
      let last = scalars.lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(scalars[first...last])
  }

  /// A value as git reads it: quotes removed, escapes read, a comment outside quotes dropped,
  /// and the spaces around it trimmed.
  static func value(_ raw: Substring) -> String {
    var result = ""
    var quoted = false
    var pendingSpaces = ""
    var characters = raw.drop(while: \.isWhitespace).makeIterator()
    while let character = characters.next() {
      if character == "\"" {
        quoted.toggle()
      } else if character == "\\" {
        guard let escaped = characters.next() else { break }
        result += pendingSpaces
        pendingSpaces = ""
        switch escaped {
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "b": if !result.isEmpty { result.removeLast() }
        default: result.append(escaped)
        }
      } else if !quoted && (character == "#" || character == ";") {
        return result
      } else if !quoted && (character == " " || character == "\t") {
        pendingSpaces.append(character)
      } else {
        result += pendingSpaces
        pendingSpaces = ""
        result.append(character)
      }
    }
    return result
  }

  private static func isTrue(_ value: String) -> Bool {
    ["1", "true", "yes", "on"].contains(value.lowercased())
  }

  /// The repository's git folder: `GIT_DIR`, else the nearest `.git` folder (or `.git` file
  /// naming one, as a worktree or submodule has) at or above `folder`.
  static func repository(from folder: URL, environment: [String: String]) -> URL? {
    if let gitDirectory = environment["GIT_DIR"] {
      return URL(fileURLWithPath: gitDirectory, relativeTo: folder).standardizedFileURL
    }
    for folderPath in FolderAncestry.paths(from: folder) {
      let candidate = FolderAncestry.path(".git", in: folderPath)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) {
        if isDirectory.boolValue { return URL(fileURLWithPath: candidate, isDirectory: true) }
        let current = URL(fileURLWithPath: folderPath, isDirectory: true)
        guard
          let text = FileBytes.read(atPath: candidate).map({ String(decoding: $0, as: UTF8.self) }),
          let line = text.split(whereSeparator: \.isNewline).first, line.hasPrefix("gitdir:")
        else { return nil }
        let path = line.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespaces)
        let gitDirectory = URL(fileURLWithPath: path, relativeTo: current).standardizedFileURL
        // A worktree's git folder names the repository's own, which holds the config.
        guard let common = FileBytes.read(atPath: gitDirectory.appendingPathComponent("commondir").path)
        else { return gitDirectory }
        let commonPath = String(decoding: common, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return URL(fileURLWithPath: commonPath, relativeTo: gitDirectory.appendingPathComponent("")).standardizedFileURL
      }
    }
    return nil
  }
}
