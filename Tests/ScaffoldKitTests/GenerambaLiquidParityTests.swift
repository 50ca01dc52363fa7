import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// Each Generamba fixture rendered by python-liquid, as Generamba renders it (scripts/generamba-render.py),
/// and its conversion rendered by Scaffold with the same values, compared byte for byte. The
/// fixtures reproduce real public templates (Tests/Fixtures/Generamba/README.md). The test
/// command installs python-liquid in `.build-venv`; without it these tests cannot run.
@Suite("Generamba import: converted templates print what Liquid prints", .enabled(if: LiquidPython.runs))
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

  @Test("the corpus holds at least twenty real templates, two of them Objective-C")
  func fixturesFound() {
    #expect(Self.fixtures.count >= 20, "\(Self.fixtures)")
    #expect(Self.objectiveCFixtures.count >= 2, "\(Self.objectiveCFixtures)")
  }

  @Test("with every parameter set, and with the flags left out", arguments: swiftFixtures, [true, false])
  func parity(fixture: String, flagsOn: Bool) throws {
    try compare(fixture: fixture, flagsOn: flagsOn)
  }

  @Test("an Objective-C template is refused at import, and Liquid renders it", arguments: objectiveCFixtures)
  func objectiveCRefused(fixture: String) throws {
    let folder = Self.folder.appendingPathComponent(fixture)
    // The fixture is sound Liquid: Generamba would render every file of it.
    let rendered = try Self.renderWithLiquid(folder: folder, scope: Self.scope(parameters: [:]))
    #expect(!rendered.isEmpty)
    let files = try FileTree.read(folder)
    do throws(ScaffoldError) {
      _ = try GenerambaImport.convert(folder: files, folderName: fixture, architecture: .viper, dropDates: false)
      Issue.record("\(fixture) was imported, though Scaffold cannot build Objective-C")
    } catch {
      guard case .invalidTemplate(let diagnostics) = error else { throw error }
      #expect(diagnostics.contains { $0.message.contains("Objective-C") }, "\(diagnostics.map(\.message))")
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
        liquidParameters[parameter.name] = "Value"
        specParameters.append("\(parameter.name): \"Value\"")
      }
    }
    // Both sides get the same facts (`scope`): the day of the first generation (one-digit day and
    // month, so the padding shows), no author in the spec, so the developer is who ran it, and a
    // prefix. One word, so Liquid's `capitalize` (which lowercases all but the first letter)
    // agrees with `module.name`, the documented deviation for longer names.
    let origin = GenerationOrigin(
      day: try #require(CalendarDay(year: 2026, month: 3, day: 9)), developer: "Jane Appleseed")
    let ours = try GenerambaImportTests.renderUserProfile(
      with: template, params: specParameters.joined(separator: ", "), name: "Profile", prefix: "RM", author: nil,
      origin: origin
    ).filter { $0.path != "Package.swift" }
    // The one documented change: `@testable import {{ module_info.project_name }}` imports the app
    // in Generamba and the module's own target here (GenerambaTestFiles), so Liquid's line is
    // given the product module; every other use of the project name is compared as it is.
    let theirs = try Self.renderWithLiquid(folder: folder, scope: Self.scope(parameters: liquidParameters)).map {
      Rendered(
        name: $0.name,
        contents: $0.contents.replacingOccurrences(of: "@testable import Shop\n", with: "@testable import Profile\n"))
    }
    #expect(ours.count == theirs.count, "Scaffold wrote \(ours.map(\.path)), Liquid \(theirs.map(\.name))")
    for (mine, liquid) in zip(ours, theirs) {
      // Generamba's file name, prefix included, in the module's folder; a Swift file Generamba
      // names `.m` (mvc_tablecontroller's test) is written as `.swift`, which SwiftPM compiles,
      // and `module_info.file_name` prints that name.
      let name = liquid.name.hasSuffix(".m") ? liquid.name.dropLast(2) + ".swift" : liquid.name
      let base = { (path: String) in path.split(separator: "/").last.map(String.init) ?? path }
      let contents = liquid.contents.replacingOccurrences(of: base(liquid.name), with: base(name))
      #expect(mine.contents == contents, "\(fixture): \(mine.path) differs from Liquid's \(liquid.name)")
      #expect(mine.path.hasSuffix("/" + name), "\(fixture): \(mine.path) is not named \(name)")
    }
  }

  /// Generamba's variables for the module Profile of project Shop, by Jane Appleseed of Example
  /// Inc., with the prefix RM, first generated on 9 March 2026 (Generamba prints `date` as dd/mm/yyyy).
  static func scope(parameters: [String: String]) -> [String: Any] {
    [
      "prefix": "RM", "year": "2026", "date": "09/03/2026",
      "module_info": [
        "name": "Profile", "description": "Profile module", "project_name": "Shop",
        "product_module_name": "Profile", "project_targets": ["Profile"], "test_targets": ["ProfileTests"],
      ],
      "developer": ["name": "Jane Appleseed", "company": "Example Inc."],
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
    // Bound first: required straight into `executableURL` (a `URL?`), a missing venv would pass as `.some(nil)`.
    let python: URL = try #require(
      LiquidPython.url, "no python-liquid in .build-venv: scripts/test installs it (see its first lines)")
    let process = Process()
    process.executableURL = python
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

  /// Whether the parity tests run: always under the test command, which sets
  /// `SCAFFOLD_REQUIRE_LIQUID=1` so that a missing venv fails them instead of switching them off;
  /// elsewhere (a plain `swift test`) only when the venv is there.
  static var runs: Bool {
    url != nil || ProcessInfo.processInfo.environment["SCAFFOLD_REQUIRE_LIQUID"] == "1"
  }
}
