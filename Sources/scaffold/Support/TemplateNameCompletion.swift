import ArgumentParser
import Foundation
import ScaffoldKit
import ScaffoldSpec

/// Completes template names in the shell. The shell calls back into `scaffold` on TAB, so the
/// names come from the same lookup a command would use — `--templates` folders already typed,
/// the project's `.scaffold.yml`, the user's folder, the built-ins — and are never stale.
enum TemplateNameCompletion {
  static let kind = CompletionKind.custom { words, _, prefix in
    names(words: words, prefix: prefix)
  }

  /// The names that fit `prefix`; after `scaffold <architecture>`, only that architecture's.
  static func names(words: [String], prefix: String) -> [String] {
    let setup = try? ProjectSetup(templateFolders: templateFolders(in: words))
    let architecture = words.dropFirst().first.flatMap(Architecture.init(rawValue:))
    return (try? setup?.generator.library.names(prefix: prefix, architecture: architecture)) ?? []
  }

  /// The values of every `--templates DIR` or `--templates=DIR` on the line so far, unquoted
  /// the simple way (shells pass words verbatim; a quoted folder name is rare enough).
  static func templateFolders(in words: [String]) -> [String] {
    var folders: [String] = []
    for (index, word) in words.enumerated() {
      if word == "--templates", index + 1 < words.count {
        folders.append(unquoted(words[index + 1]))
      } else if word.hasPrefix("--templates=") {
        folders.append(unquoted(String(word.dropFirst("--templates=".count))))
      }
    }
    return folders.filter { !$0.isEmpty }
  }

  private static func unquoted(_ word: String) -> String {
    word.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
  }
}
