import Foundation
import Testing

/// Completion scripts come from swift-argument-parser; these check that each shell gets one
/// that knows the commands, and that the template-name callback answers as the shell calls it.
@Suite("shell completion")
struct CompletionScriptTests {
  @Test("a script for each shell, naming every command", arguments: ["bash", "zsh", "fish"])
  func script(shell: String) throws {
    let result = try ScaffoldBinary.run(
      ["--generate-completion-script", shell], in: ScaffoldBinary.temporaryDirectory())
    #expect(result.status == 0, "\(result.standardError)")
    for command in ["viper", "vip", "mvp", "mvc", "mvvm", "generate", "status", "check", "remove", "templates", "init"]
    {
      #expect(result.standardOutput.contains(command), "\(shell): \(command)")
    }
    // Architectures and template names complete as values.
    #expect(result.standardOutput.contains("---completion viper -- --template"))
    #expect(result.standardOutput.contains("mvvm"))
  }

  @Test("template names for --template, only the command's architecture, by prefix")
  func templateNames() throws {
    let folder = try ScaffoldBinary.temporaryDirectory()
    // What the bash script runs for `scaffold viper Login --template <TAB>`.
    let viper = try ScaffoldBinary.run(
      ["---completion", "viper", "--", "--template", "4", "0", "scaffold", "viper", "Login", "--template", ""],
      in: folder)
    #expect(viper.status == 0, "\(viper.standardError)")
    #expect(viper.standardOutput.split(separator: "\n") == ["viper"])
    let shown = try ScaffoldBinary.run(
      ["---completion", "templates", "show", "--", "positional@0", "3", "2", "scaffold", "templates", "show", "mv"],
      in: folder)
    #expect(shown.standardOutput.split(separator: "\n") == ["mvc", "mvp", "mvvm"])
  }
}
