import ScaffoldBase
import ScaffoldGeneramba
import ScaffoldSpec

/// The answer to a first word that names no command: Generamba's spellings (`gen`, `template`,
/// `setup`) get the Scaffold command that does the same, with the user's own arguments, and a
/// typo gets the closest command. The argument parser alone would only say "unexpected
/// arguments", which tells a Generamba user nothing.
public enum UnknownCommand {
  /// The error text for `arguments` (the command line without the program), or `nil` when its
  /// first word is a command, an option or absent, for the parser to handle as usual.
  public static func message(for arguments: [String], commands: [String]) -> String? {
    guard let word = arguments.first, !word.hasPrefix("-"), !commands.contains(word), word != "help" else {
      return nil
    }
    let rest = Array(arguments.dropFirst())
    if let generamba = generambaEquivalent(of: word, rest) {
      let note = generamba.note.map { " (\($0))" } ?? ""
      return "unknown command '\(word)'; Generamba's '\(generamba.habit)' is '\(generamba.scaffold)' here\(note)"
    }
    guard let closest = Suggestion.closest(to: word, in: commands) else {
      return "unknown command '\(word)'; the commands are \(commands.joined(separator: ", ")) (see 'scaffold --help')"
    }
    return "unknown command '\(word)'; did you mean '\((["scaffold", closest] + rest).joined(separator: " "))'?"
  }

  private static func generambaEquivalent(
    of word: String, _ rest: [String]
  ) -> (habit: String, scaffold: String, note: String?)? {
    switch word {
    case "gen":
      // `generamba gen MODULE TEMPLATE`: the template comes last there, the architecture first here.
      let module = rest.first ?? "<Name>"
      guard rest.count > 1 else { return ("gen MODULE TEMPLATE", "scaffold <architecture> \(module)", nil) }
      let template = rest[1]
      if Architecture(rawValue: template) != nil {
        return ("gen MODULE TEMPLATE", "scaffold \(template) \(module)", nil)
      }
      // The architecture an import gives the template when none is named, as it reads its name.
      let architecture = GenerambaImport.architecture(suggestedBy: template).rawValue
      return (
        "gen MODULE TEMPLATE", "scaffold \(architecture) \(module) --template \(template)",
        "once the template is imported with 'scaffold templates import-generamba <its folder>'; "
          + "if it was imported as another architecture, name that one"
      )
    case "template":
      switch rest.first {
      case "list": return ("template list", "scaffold templates list", nil)
      case "create": return ("template create", "scaffold templates init <name>", nil)
      case "install":
        return ("template install", "scaffold templates import-generamba <Generamba template folder>", nil)
      default: return ("template", "scaffold templates", nil)
      }
    case "setup":
      return ("setup", "scaffold init (or 'scaffold init --from-rambafile Rambafile' to keep its settings)", nil)
    default:
      return nil
    }
  }
}
