import Foundation
import Testing

@testable import ScaffoldKit

/// Each Generamba fixture rendered by python-liquid, as Generamba renders it (scripts/generamba-render.py),
/// and its conversion rendered by Scaffold with the same values, compared byte for byte. The test
/// command installs python-liquid in `.build-venv`; without it these tests cannot run.
@Suite("Generamba import: converted templates print what Liquid prints", .enabled(if: LiquidPython.url != nil))
struct GenerambaLiquidParityTests {

  /// Every fixture folder holding `<folder>.rambaspec`, so a new fixture is compared without a list.
  static let fixtures: [String] = {
    let folder = RepositoryPaths.fixtures.appendingPathComponent("Generamba")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter {
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("\($0)/\($0).rambaspec").path)
    }.sorted()
  }()

  @Test("every fixture is found") func fixturesFound() {
    #expect(Self.fixtures.count >= 1)
  }

  @Test("with every parameter set, and with the flags left out", arguments: fixtures, [true, false])
  func parity(fixture: String, flagsOn: Bool) throws {
    let folder = RepositoryPaths.fixtures.appendingPathComponent("Generamba/\(fixture)")
    let files = try FileTree.read(folder)
    let uses = files.values.contains { $0.contains("{{ date }}") || $0.contains("{{ year }}") }
    guard !uses else {
      // Dates rendered from the module's record are not done yet (issue 18); until they are,
      // a fixture printing them cannot be compared.
      withKnownIssue("date and year are not converted yet") {
        _ = try GenerambaImport.convert(folder: files, folderName: fixture, architecture: .viper, dropDates: false)
      }
      return
    }
    let converted = try GenerambaImport.convert(
      folder: files, folderName: fixture, architecture: .viper, dropDates: false)
    let template = try Template.load(files: converted, displayPath: fixture)
    var liquidParameters: [String: String] = [:]
    var specParameters: [String] = []
    for parameter in template.manifest.parameters {
      switch parameter.type {
      case .bool:
        if flagsOn { liquidParameters[parameter.name] = "true" }
        specParameters.append("\(parameter.name): \(flagsOn)")
      default:
        let value = parameter.name == GenerambaParameters.prefixKey ? "RM" : "Value"
        liquidParameters[parameter.name] = value
        specParameters.append("\(parameter.name): \"\(value)\"")
      }
    }
    let ours = try GenerambaImportTests.renderUserProfile(
      with: template, params: specParameters.joined(separator: ", ")
    ).filter { $0.path != "Package.swift" }
    let scope: [String: Any] = [
      "prefix": liquidParameters[GenerambaParameters.prefixKey] ?? "",
      "module_info": [
        "name": "UserProfile", "description": "UserProfile module", "project_name": "Shop",
        "product_module_name": "UserProfile",
      ],
      "developer": ["name": "Jane Appleseed", "company": "Example Inc."],
      "custom_parameters": liquidParameters,
    ]
    let theirs = try Self.renderWithLiquid(folder: folder, scope: scope)
    #expect(ours.count == theirs.count, "Scaffold wrote \(ours.map(\.path)), Liquid \(theirs.map(\.name))")
    for (mine, liquid) in zip(ours, theirs) {
      #expect(mine.contents == liquid.contents, "\(fixture): \(mine.path) differs from Liquid's \(liquid.name)")
    }
  }

  @Test("a template without test files gets a package with no test target, which SwiftPM would refuse empty")
  func noEmptyTestTarget() throws {
    let folder = RepositoryPaths.fixtures.appendingPathComponent("Generamba/rsb_mvp_vm_module")
    let converted = try GenerambaImport.convert(
      folder: FileTree.read(folder), folderName: "rsb_mvp_vm_module", architecture: .mvp, dropDates: false)
    let package = try #require(converted[GenerambaImport.packageTemplatePath])
    #expect(!package.contains("testTarget") && package.contains(".target(name: \"{{module.name}}\""))
    let withTests = try GenerambaImport.convert(
      folder: FileTree.read(RepositoryPaths.fixtures.appendingPathComponent("Generamba/swifty_viper")),
      folderName: "swifty_viper", architecture: .viper, dropDates: true)
    #expect(withTests[GenerambaImport.packageTemplatePath]?.contains(".testTarget(") == true)
  }

  struct Rendered: Decodable {
    var name: String
    var contents: String
  }

  static func renderWithLiquid(folder: URL, scope: [String: Any]) throws -> [Rendered] {
    let process = Process()
    process.executableURL = LiquidPython.url
    process.arguments = [RepositoryPaths.root.appendingPathComponent("scripts/generamba-render.py").path, folder.path]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: scope))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "generamba-render.py failed")
    return try JSONDecoder().decode([Rendered].self, from: data)
  }
}

/// The Python with python-liquid that scripts/test sets up in `.build-venv`.
enum LiquidPython {
  static let url: URL? = {
    let venv = RepositoryPaths.root.appendingPathComponent(".build-venv/bin/python")
    return FileManager.default.isExecutableFile(atPath: venv.path) ? venv : nil
  }()
}
