import ArgumentParser
import Foundation
import ScaffoldSpec
import Testing

@testable import scaffold

/// `QuickArchitectureParse` reads what the argument parser reads, or declines: for every command
/// line below, and for thousands drawn at random from the same words, a quick reading equals the
/// parser's, and a line the parser refuses is never read quickly.
@Suite("scaffold <architecture> read without the argument parser")
struct QuickArchitectureParseTests {
  private let folder = URL(fileURLWithPath: "/work/app")

  /// The parser's reading, in the quick reading's terms; nil when the parser refuses the line.
  private func parserReading(_ arguments: [String]) -> QuickArchitectureParse.Parsed? {
    guard let command = try? ViperCommand.parseAsRoot(arguments) as? ViperCommand else { return nil }
    let parsed = command.arguments
    var options = parsed.options.generationOptions
    options.destination.workingFolder = folder
    return QuickArchitectureParse.Parsed(
      specPath: parsed.spec, commandLine: parsed.commandLine(architecture: .viper), options: options)
  }

  private func quickReading(_ arguments: [String]) -> QuickArchitectureParse.Parsed? {
    QuickArchitectureParse.parse(arguments, architecture: .viper, workingFolder: folder)
  }

  @Test(
    "the command lines of the README and docs are read quickly, as the parser reads them",
    arguments: [
      ["Login"],
      ["Login", "-o", "Features"],
      ["Login", "--output", "Features", "--dry-run"],
      ["Checkout", "--spec", "Checkout.yml", "--output", "Features"],
      ["Login", "--use-case", "signIn", "--route", "home"],
      ["Cart", "--use-case", "loadCart", "--use-case", "pay:command", "--route", "confirmation", "--force"],
      ["Login", "--package", ".", "--merge", "--json"],
      [
        "Login", "--xcodeproj", "App.xcodeproj", "--target", "App", "--group", "Features/Auth", "--test-target",
        "AppTests",
      ],
      ["Search", "--ui", "SwiftUI", "--testing", "XCTest", "--indentation", "2", "--line-length", "100"],
      ["Login", "--template", "team-viper", "--templates", "Templates", "--param", "coordinator=true", "-q"],
      ["Login", "--drop-use-case", "signIn", "--drop-route", "home", "--skip-existing", "--verbose", "--diff"],
      ["Login", "--no-inherit-settings", "-v", "--package", "App"],
      ["", "-o", "out"],
    ] as [[String]])
  func common(_ arguments: [String]) throws {
    let quick = try #require(quickReading(arguments), "declined \(arguments)")
    #expect(quick == parserReading(arguments))
  }

  @Test(
    "what the quick reading leaves to the parser: help, other spellings, mistakes and refused combinations",
    arguments: [
      [], ["--help"], ["Login", "-h"], ["Login", "--output=Features"], ["Login", "-qv"], ["Login", "--", "-x"],
      ["Login", "--openapi", "api.yaml", "--tag", "pets"], ["Login", "--unknown"], ["Login", "Logout"],
      ["Login", "-o"], ["Login", "-o", "-x"], ["Login", "-o", "a", "-o", "b"], ["Login", "--force", "--force"],
      ["Login", "--force", "--merge"], ["Login", "-q", "-v"], ["Login", "--ui", "Swift"],
      ["Login", "--testing", "nunit"], ["Login", "--package", ".", "--output", "x"], ["Login", "--target", "App"],
      ["Login", "--generate-completion-script", "zsh"], ["Login", "--version"],
    ])
  func declined(_ arguments: [String]) {
    #expect(quickReading(arguments) == nil)
  }

  @Test("random command lines from the same words: a quick reading is always the parser's")
  func random() {
    let words = [
      "Login", "Profile", "-o", "--output", "out", "--package", ".", "--xcodeproj", "App.xcodeproj", "--target", "App",
      "--test-target", "--group", "--spec", "a.yml", "--use-case", "load:query", "--route", "home", "--drop-use-case",
      "--drop-route", "--testing", "xctest", "--ui", "none", "--indentation", "tabs", "--line-length", "90",
      "--template", "--templates", "--param", "k=v", "--force", "--skip-existing", "--merge", "--no-inherit-settings",
      "--dry-run", "--diff", "--json", "-q", "--quiet", "-v", "--verbose", "--openapi", "--help", "-x", "--output=o",
    ]
    var generator = SplitMix(seed: 2026_11_30)
    var quickCount = 0
    for _ in 0..<3000 {
      let length = Int(generator.next() % 9)
      let arguments = (0..<length).map { _ in words[Int(generator.next() % UInt64(words.count))] }
      guard let quick = quickReading(arguments) else { continue }
      quickCount += 1
      #expect(quick == parserReading(arguments), "\(arguments)")
    }
    // The draw must reach the quick path often enough to mean something.
    #expect(quickCount > 100)
  }
}

/// A small seeded generator, so a failure names a line that can be replayed.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
