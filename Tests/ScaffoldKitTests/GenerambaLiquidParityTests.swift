import Foundation
import Testing

@testable import ScaffoldKit

/// Each Generamba fixture rendered by python-liquid, as Generamba renders it (scripts/generamba-render.py),
/// and its conversion rendered by Scaffold with the same values, compared byte for byte. The
/// fixtures reproduce real public templates (Tests/Fixtures/Generamba/README.md). The test
/// command installs python-liquid in `.build-venv`; without it these tests cannot run.
@Suite("Generamba import: converted templates print what Liquid prints", .enabled(if: LiquidPython.url != nil))
struct GenerambaLiquidParityTests {
  static let folder = RepositoryPaths.fixtures.appendingPathComponent("Generamba")

  /// Every fixture folder holding a template (`<folder>.rambaspec`, or a single `.rambaspec`), so a
  /// new fixture is compared without a list.
  static let fixtures: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { name in
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(name).path)) ?? []
      let specs = files.filter { $0.hasSuffix(".rambaspec") }
      return specs.contains("\(name).rambaspec") || specs.count == 1
    }.sorted()
  }()

  /// A template whose files are Objective-C (`.h`/`.m`): Scaffold makes Swift packages, so it must
  /// refuse them at import rather than write a package SwiftPM rejects.
  static func isObjectiveC(_ fixture: String) -> Bool {
    let files = (try? FileTree.read(folder.appendingPathComponent(fixture))) ?? [:]
    return files.keys.contains { $0.hasSuffix(".m.liquid") || $0.hasSuffix(".h.liquid") }
  }
  static let swiftFixtures = fixtures.filter { !isObjectiveC($0) }
  static let objectiveCFixtures = fixtures.filter(isObjectiveC)

  @Test("the corpus holds at least twelve real templates, two of them Objective-C")
  func fixturesFound() {
    #expect(Self.fixtures.count >= 13, "\(Self.fixtures)")
    #expect(Self.objectiveCFixtures.count >= 2, "\(Self.objectiveCFixtures)")
  }

  @Test("with every parameter set, and with the flags left out", arguments: swiftFixtures, [true, false])
  func parity(fixture: String, flagsOn: Bool) throws {
    try GenerambaKnownIssues.check(fixture, "parity") {
      try compare(fixture: fixture, flagsOn: flagsOn)
    }
  }

  @Test("an Objective-C template is refused at import, and Liquid renders it", arguments: objectiveCFixtures)
  func objectiveCRefused(fixture: String) throws {
    let folder = Self.folder.appendingPathComponent(fixture)
    // The fixture is sound Liquid: Generamba would render every file of it.
    let rendered = try Self.renderWithLiquid(folder: folder, scope: Self.scope(prefix: "RM", parameters: [:]))
    #expect(!rendered.isEmpty)
    let files = try FileTree.read(folder)
    try GenerambaKnownIssues.check(fixture, "parity") {
      do throws(ScaffoldError) {
        _ = try GenerambaImport.convert(folder: files, folderName: fixture, architecture: .viper, dropDates: false)
        Issue.record("\(fixture) was imported, though Scaffold cannot build Objective-C")
      } catch {
        guard case .invalidTemplate(let diagnostics) = error else { throw error }
        #expect(diagnostics.contains { $0.message.contains("Objective-C") }, "\(diagnostics.map(\.message))")
      }
    }
  }

  private func compare(fixture: String, flagsOn: Bool) throws {
    let folder = Self.folder.appendingPathComponent(fixture)
    let converted = try GenerambaImport.convert(
      folder: FileTree.read(folder), folderName: fixture, architecture: .viper, dropDates: false)
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
    let prefix = liquidParameters.removeValue(forKey: GenerambaParameters.prefixKey) ?? ""
    let theirs = try Self.renderWithLiquid(
      folder: folder, scope: Self.scope(prefix: prefix, parameters: liquidParameters))
    #expect(ours.count == theirs.count, "Scaffold wrote \(ours.map(\.path)), Liquid \(theirs.map(\.name))")
    for (mine, liquid) in zip(ours, theirs) {
      #expect(mine.contents == liquid.contents, "\(fixture): \(mine.path) differs from Liquid's \(liquid.name)")
    }
  }

  /// Generamba's variables for the module UserProfile of project Shop, by Jane Appleseed of
  /// Example Inc., generated on a fixed day (Generamba prints `date` as dd/mm/yyyy).
  static func scope(prefix: String, parameters: [String: String]) -> [String: Any] {
    [
      "prefix": prefix,
      "module_info": [
        "name": "UserProfile", "description": "UserProfile module", "project_name": "Shop",
        "product_module_name": "UserProfile",
      ],
      "developer": ["name": "Jane Appleseed", "company": "Example Inc."],
      "date": "01/02/2025", "year": "2025",
      "custom_parameters": parameters,
    ]
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

/// Tests/Fixtures/Generamba/known-issues.txt: the fixture checks that wait for unmerged work, with
/// the reason. Such a check runs as a known issue, so it passes while it fails and fails (to be
/// removed from the file) once the work lands.
enum GenerambaKnownIssues {
  static let reasons: [String: String] = {
    let file = RepositoryPaths.fixtures.appendingPathComponent("Generamba/known-issues.txt")
    let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    var reasons: [String: String] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: " ", maxSplits: 2).map(String.init)
      if fields.count == 3 { reasons["\(fields[0]) \(fields[1])"] = fields[2] }
    }
    return reasons
  }()

  static func check(_ fixture: String, _ check: String, _ body: () throws -> Void) throws {
    guard let reason = reasons["\(fixture) \(check)"] else { return try body() }
    withKnownIssue(Comment(rawValue: reason)) { try body() }
  }
}
