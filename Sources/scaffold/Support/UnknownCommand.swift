import ScaffoldKit

/// The answer to a first word that names no command: Generamba's spellings (`gen`, `template`,
/// `setup`) get the Scaffold command that does the same, with the user's own arguments, and a
/// typo gets the closest command. The argument parser alone would only say "unexpected
/// arguments", which tells a Generamba user nothing.
enum UnknownCommand {
  /// The error text for `arguments` (the command line without the program), or `nil` when its
  /// first word is a command, an option or absent, for the parser to handle as usual.
  static func message(for arguments: [String], commands: [String]) -> String? {
    guard let word = arguments.first, !word.hasPrefix("-"), !commands.contains(word), word != "help" else {
      return nil
    }
    let rest = Array(arguments.dropFirst())
    if let generamba = generambaEquivalent(of: word, rest) {
      return "unknown command '\(word)'; Generamba's '\(generamba.habit)' is '\(generamba.scaffold)' here"
    }
    guard let closest = Suggestion.closest(to: word, in: commands) else {
      return "unknown command '\(word)'; the commands are \(commands.joined(separator: ", ")) (see 'scaffold --help')"
    }
    return "unknown command '\(word)'; did you mean '\((["scaffold", closest] + rest).joined(separator: " "))'?"
  }

  private static func generambaEquivalent(of word: String, _ rest: [String]) -> (habit: String, scaffold: String)? {
    switch word {
    case "gen":
      // `generamba gen MODULE TEMPLATE`: the template comes last there, the architecture first here.
      let module = rest.first ?? "<Name>"
      guard rest.count > 1 else { return ("gen MODULE TEMPLATE", "scaffold <architecture> \(module)") }
      let template = rest[1]
      let isArchitecture = Architecture(rawValue: template) != nil
      let command =
        isArchitecture
        ? "scaffold \(template) \(module)" : "scaffold <architecture> \(module) --template \(template)"
      return ("gen MODULE TEMPLATE", command)
    case "template":
      switch rest.first {
      case "list": return ("template list", "scaffold templates list")
      case "create": return ("template create", "scaffold templates init <name>")
      case "install":
        return ("template install", "scaffold templates import-generamba <Generamba template folder>")
      default: return ("template", "scaffold templates")
      }
    case "setup":
      return ("setup", "scaffold init (or 'scaffold init --from-rambafile Rambafile' to keep its settings)")
    default:
      return nil
    }
  }
}
