import Foundation
import ScaffoldBase
import ScaffoldGeneramba
import ScaffoldKit
import ScaffoldPackageManifest
import ScaffoldSpec
import ScaffoldTemplates
import ScaffoldXcode
import Testing

/// `--quiet`, `--verbose` and the progress line: what each prints, and where.
@Suite("--quiet, --verbose and the progress line")
struct VerbosityTests {
  @Test("--quiet: a successful generation prints nothing at all and still writes the package")
  func quietSuccess() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let result = try ScaffoldBinary.run(["viper", "Login", "--quiet"], in: directory)
    #expect(result.status == 0)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.isEmpty)
    #expect(
      FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("Login/Sources/Login/LoginPresenter.swift").path))
  }

  @Test("--quiet still reports errors on stderr, with their exit code")
  func quietError() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let result = try ScaffoldBinary.run(["viper", "1Login", "-q"], in: directory)
    #expect(result.status == 65)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains("error: "))
    #expect(ScaffoldBinary.contents(of: directory).isEmpty)
  }

  @Test("--quiet and --verbose together are a usage error")
  func quietAndVerbose() throws {
    let result = try ScaffoldBinary.run(["mvc", "About", "-q", "-v"], in: try ScaffoldBinary.temporaryDirectory())
    #expect(result.status == 64)
    #expect(result.standardError.contains("--quiet and --verbose exclude each other"))
  }

  @Test("--verbose adds steps on stderr and leaves stdout exactly as without it")
  func verbose() throws {
    let plain = try ScaffoldBinary.run(["mvp", "Settings"], in: try ScaffoldBinary.temporaryDirectory())
    let directory = try ScaffoldBinary.temporaryDirectory()
    let verbose = try ScaffoldBinary.run(["mvp", "Settings", "--verbose"], in: directory)
    #expect(verbose.status == 0)
    #expect(verbose.standardOutput == plain.standardOutput)
    let lines = verbose.standardError.split(separator: "\n").map(String.init)
    #expect(lines.first == "scaffold: Settings: mvp, template 'mvp' from the built-ins")
    #expect(lines.contains { $0.hasPrefix("scaffold: writing 22 files to \(directory.path)/.scaffold-") })
    #expect(lines.last == "scaffold: renaming it to \(directory.path)/Settings")
  }

  @Test("--verbose with --json: stdout is still one JSON document")
  func verboseJSON() throws {
    let result = try ScaffoldBinary.run(
      ["mvvm", "Search", "--dry-run", "--json", "-v"], in: try ScaffoldBinary.temporaryDirectory())
    #expect(result.status == 0)
    #expect(try ContextValue(jsonText: result.standardOutput)["written"] == false)
    #expect(result.standardError.contains("scaffold: Search: mvvm"))
  }

  /// A package Shop with the MVC modules About and Help, generated from `app.yml`.
  private func shopPackage() throws -> (directory: URL, package: URL) {
    let directory = try ScaffoldBinary.temporaryDirectory()
    try Data("package: Shop\narchitecture: mvc\nmodules:\n  - name: About\n  - name: Help\n".utf8)
      .write(to: directory.appendingPathComponent("app.yml"))
    #expect(try ScaffoldBinary.run(["generate", "app.yml"], in: directory).status == 0)
    return (directory, directory.appendingPathComponent("Shop"))
  }

  @Test("check --quiet: silent in step, only the modules behind otherwise; without it, a line a module")
  func quietCheck() throws {
    let (directory, package) = try shopPackage()
    let inStep = try ScaffoldBinary.run(["check", "--quiet"], in: package)
    #expect(inStep.status == 0)
    #expect(inStep.standardOutput.isEmpty && inStep.standardError.isEmpty)

    // The spec the record names now has a use case for Help: its output would change.
    try Data(
      "package: Shop\narchitecture: mvc\nmodules:\n  - name: About\n  - name: Help\n    useCases: [search]\n".utf8
    ).write(to: directory.appendingPathComponent("app.yml"))
    // Quiet for CI: only the module behind, and why.
    let drifted = try ScaffoldBinary.run(["check", "-q"], in: package)
    #expect(drifted.status == 1)
    #expect(drifted.standardOutput.hasPrefix("Help: behind (spec changed): "), "\(drifted.standardOutput)")
    #expect(drifted.standardOutput.split(separator: "\n").count == 1)
    #expect(drifted.standardError.isEmpty)
    // With --diff the first line is the same, then its files and their diffs.
    let diffs = try ScaffoldBinary.run(["check", "-q", "--diff"], in: package)
    #expect(diffs.standardOutput.hasPrefix("Help: behind (spec changed): "), "\(diffs.standardOutput)")
    #expect(!diffs.standardOutput.contains("About"))
    // Not quiet: a line a module and the total, the diffs only with --diff.
    let lines = try ScaffoldBinary.run(["check"], in: package)
    #expect(
      lines.standardOutput.hasPrefix("About: in step\nHelp: behind (spec changed): "), "\(lines.standardOutput)")
    #expect(lines.standardOutput.split(separator: "\n").count == 3)
  }

  @Test("status --quiet lists only modules with edited or missing files")
  func quietStatus() throws {
    let (_, package) = try shopPackage()
    #expect(try ScaffoldBinary.run(["status", "-q"], in: package).standardOutput.isEmpty)
    try FileManager.default.removeItem(at: package.appendingPathComponent("Sources/Help/HelpModel.swift"))
    let status = try ScaffoldBinary.run(["status", "-q"], in: package)
    #expect(status.standardOutput == "Help:\n  missing   Sources/Help/HelpModel.swift\n")
  }

  @Test("without a terminal there is no progress line: stderr holds no carriage return")
  func noProgressInPipes() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    try Data("package: Shop\narchitecture: mvc\nmodules:\n  - name: Alpha\n  - name: Beta\n  - name: Gamma\n".utf8)
      .write(to: directory.appendingPathComponent("app.yml"))
    let result = try ScaffoldBinary.run(
      ["generate", "app.yml"], in: directory, environment: ["SCAFFOLD_PROGRESS_DELAY": "0"])
    #expect(result.status == 0)
    #expect(!result.standardError.contains("\r"))
  }

  #if os(Linux)
    @Test("on a terminal, many modules show a progress line that is erased before the result")
    func progressLine() throws {
      let directory = try ScaffoldBinary.temporaryDirectory()
      try Data("package: Shop\narchitecture: mvc\nmodules:\n  - name: Alpha\n  - name: Beta\n  - name: Gamma\n".utf8)
        .write(to: directory.appendingPathComponent("app.yml"))
      let result = try ScaffoldBinary.runOnTerminal(
        ["generate", "app.yml"], in: directory, environment: ["SCAFFOLD_PROGRESS_DELAY": "0", "TERM": "xterm"])
      #expect(result.status == 0)
      let screen = result.standardOutput
      #expect(screen.contains("\rrendering modules: 1/3"))
      #expect(screen.contains("\rwriting files: 1/"))
      // Erased with spaces (no escape sequence, so any terminal takes it) before "Wrote".
      let wrote = try #require(screen.range(of: "Wrote Shop/"))
      let erased = try #require(screen.range(of: "\r" + String(repeating: " ", count: 6), options: .backwards))
      #expect(erased.lowerBound < wrote.lowerBound)
      let quiet = try ScaffoldBinary.runOnTerminal(
        ["generate", "app.yml", "--output", "again", "--quiet"], in: directory,
        environment: ["SCAFFOLD_PROGRESS_DELAY": "0", "TERM": "xterm"])
      #expect(!quiet.standardOutput.contains("rendering modules"))
      let dumb = try ScaffoldBinary.runOnTerminal(
        ["generate", "app.yml", "--output", "dumb"], in: directory,
        environment: ["SCAFFOLD_PROGRESS_DELAY": "0", "TERM": "dumb"])
      #expect(!dumb.standardOutput.contains("rendering modules"))
    }
  #endif
}
