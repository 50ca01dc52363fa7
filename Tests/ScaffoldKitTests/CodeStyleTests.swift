import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// `indentation` and `lineLength`: where they come from, what is refused, what the record keeps,
/// and the `.swift-format` a package gets.
@Suite("Code style options")
struct CodeStyleTests {
  let generator = ModuleGenerator()

  private func module(_ configuration: String? = nil, commandLine: CommandLineInput) throws -> Module {
    var spec = ModuleSpec()
    if let configuration {
      spec = try ProjectConfigurationLoader.read(text: configuration, file: ".scaffold.yml").apply(to: spec)
    }
    return try generator.module(from: spec, commandLine: commandLine)
  }

  @Test("four spaces and 120 columns by default; .scaffold.yml over the default; the flag over the file")
  func precedence() throws {
    let bare = CommandLineInput(name: "Login", architecture: .viper)
    #expect(try module(commandLine: bare).style == CodeStyle(indentation: 4, lineLength: 120))
    let file = "indentation: 2\nlineLength: 100\n"
    #expect(try module(file, commandLine: bare).style == CodeStyle(indentation: 2, lineLength: 100))
    let flags = CommandLineInput(name: "Login", architecture: .viper, indentation: "4", lineLength: "90")
    #expect(try module(file, commandLine: flags).style == CodeStyle(indentation: 4, lineLength: 90))
  }

  @Test("other widths and lengths out of range are refused where they are written")
  func refusals() throws {
    for (text, message, column) in [
      ("indentation: 3\n", "indentation '3' is neither a number of spaces scaffold offers nor 'tabs'", 14),
      ("lineLength: 79\n", "lineLength '79' is not a number of columns from 80 to 200", 13),
      ("lineLength: wide\n", "lineLength 'wide' is not a number of columns from 80 to 200", 13),
    ] {
      #expect {
        try ProjectConfigurationLoader.read(text: text, file: ".scaffold.yml")
      } throws: { error in
        guard case ScaffoldError.invalidSpec(let diagnostics) = error, let first = diagnostics.first else {
          return false
        }
        return first.message == message && first.location?.line == 1 && first.location?.column == column
      }
    }
    #expect {
      try module(commandLine: CommandLineInput(name: "Login", architecture: .viper, lineLength: "300"))
    } throws: { error in
      "\(error)".contains("--line-length '300' is not a number of columns from 80 to 200")
    }
    #expect(throws: ScaffoldError.self) {
      try CodeStyleRules.validate(indentation: Located("8"), lineLength: nil)
    }
  }

  @Test("the record keeps the style, so the module read back from it is laid out the same")
  func recordKeepsTheStyle() throws {
    let styled = try module(
      commandLine: CommandLineInput(name: "Login", architecture: .viper, indentation: "2", lineLength: "80"))
    let spec = try SpecLoader.loadRecorded(text: NormalizedSpec.value(of: styled).jsonText(), file: "record")
    let readBack = try generator.module(from: spec)
    #expect(readBack.style == styled.style)
    #expect(try generator.plan(for: readBack) == generator.plan(for: styled))
    let written = try SpecLoader.load(text: "name: Login\nindentation: 2\n", file: "Login.yml")
    #expect(
      try generator.module(from: written, commandLine: CommandLineInput(architecture: .viper)).style.indentation == 2)
  }

  @Test("tabs: the record keeps them and their width; a tab width needs them; a package refuses them")
  func tabs() throws {
    let written = try SpecLoader.load(text: "name: Login\nindentation: tabs\ntabWidth: 2\n", file: "Login.yml")
    let tabbed = try generator.module(from: written, commandLine: CommandLineInput(architecture: .viper))
    #expect(tabbed.style == CodeStyle(tabWidth: 2) && tabbed.style.isIndentationChosen)
    let record = NormalizedSpec.value(of: tabbed).jsonText()
    let readBack = try generator.module(from: SpecLoader.loadRecorded(text: record, file: "record"))
    #expect(readBack.style == tabbed.style)
    let presenter = try #require(
      generator.plan(for: readBack).files.first { $0.path.hasSuffix("LoginPresenter.swift") }?.contents)
    #expect(presenter.contains("\n\tweak var view") && !presenter.contains("\n  "))
    let lone = try SpecLoader.load(text: "name: Login\ntabWidth: 4\n", file: "Login.yml")
    #expect {
      try generator.module(from: lone, commandLine: CommandLineInput(architecture: .viper))
    } throws: { error in
      "\(error)".contains("tabWidth '4' needs 'indentation: tabs'")
    }
    let root = try FileTree.temporaryDirectory()
    #expect {
      try GenerationPlanner(generator: generator).plan(
        GenerationRequest(modules: [tabbed], destination: .newPackage(parent: root)))
    } throws: { error in
      "\(error)".contains("'indentation: tabs' lays out modules in an Xcode project only")
    }
  }

  @Test("the Swift is laid out in the style and the package ships it as its .swift-format")
  func packageShipsItsStyle() throws {
    let files = try generator.plan(
      for: module(commandLine: CommandLineInput(name: "Login", architecture: .viper, indentation: "2"))
    ).files
    let configuration = try #require(files.first { $0.path == ".swift-format" }?.contents)
    #expect(configuration.contains("\"spaces\": 2"))
    #expect(configuration.contains("\"lineLength\": 120"))
    #expect(configuration.contains("\"lineBreakBeforeEachArgument\": true"))
    let presenter = try #require(files.first { $0.path.hasSuffix("LoginPresenter.swift") }?.contents)
    #expect(presenter.contains("\n  weak var view"))
    let wide = try generator.plan(for: module(commandLine: CommandLineInput(name: "Login", architecture: .viper)))
    #expect(
      wide.files.first { $0.path.hasSuffix("LoginPresenter.swift") }?.contents.contains("\n    weak var view") == true)
  }

  @Test("a package modules are added to gets a .swift-format only when it has none")
  func existingPackageKeepsItsConfiguration() throws {
    let root = try FileTree.temporaryDirectory()
    try FileTree.write(
      ["Package.swift": ProjectTests.manifest, "Sources/Host/Host.swift": "struct Host {}\n"], to: root)
    let login = try module(commandLine: CommandLineInput(name: "Login", architecture: .viper))
    let request = GenerationRequest(modules: [login], destination: .existingPackage(root: root))
    let fresh = try GenerationPlanner(generator: generator).plan(request)
    #expect(fresh.files.first { $0.path == ".swift-format" }?.action == .create)
    try "{ \"version\": 1 }\n".write(
      to: root.appendingPathComponent(".swift-format"), atomically: true, encoding: .utf8)
    let kept = try GenerationPlanner(generator: generator).plan(request)
    #expect(!kept.files.contains { $0.path == ".swift-format" })
  }
}
