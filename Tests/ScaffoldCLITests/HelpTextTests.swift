import Foundation
import Testing

/// Every command's help reads as written: paragraphs wrapped as whole paragraphs, and no example
/// or exit-code line broken in two (a long source line used to leave a short fragment after it).
@Suite("--help text")
struct HelpTextTests {
  static let commands: [[String]] = [
    [], ["viper"], ["vip"], ["mvp"], ["mvc"], ["mvvm"], ["generate"], ["init"], ["status"], ["check"], ["update"],
    ["remove"], ["context"], ["architectures"], ["schema"], ["templates"], ["templates", "init"],
    ["templates", "list"],
    ["templates", "show"], ["templates", "lint"], ["templates", "test"], ["templates", "import-generamba"],
  ]

  @Test("no line of an indented block (examples, exit codes) wraps onto an unindented line", arguments: commands)
  func examplesDoNotWrap(_ command: [String]) throws {
    let help = try ScaffoldBinary.run(command + ["--help"], in: try ScaffoldBinary.temporaryDirectory())
    #expect(help.status == 0)
    let lines = help.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    let discussion = lines.prefix { !$0.hasPrefix("USAGE:") }
    for (previous, line) in zip(discussion, discussion.dropFirst()) where previous.hasPrefix("  ") {
      #expect(
        line.isEmpty || line.hasPrefix(" ") || line.hasSuffix(":"),
        "scaffold \(command.joined(separator: " ")) --help: '\(previous)' goes on as '\(line)'")
    }
    // Paragraphs are whole: a prose line is never followed by a fragment under a third of a line.
    for (previous, line) in zip(discussion, discussion.dropFirst())
    where previous.count > 70 && !line.isEmpty && !line.hasPrefix(" ") {
      #expect(line.count > 25 || line.hasSuffix("."), "a fragment after '\(previous)': '\(line)'")
    }
  }
}
