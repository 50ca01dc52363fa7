import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

@Suite("Architecture catalog")
struct ArchitectureCatalogTests {
  @Test("every architecture is listed once, with its template's files")
  func coversEveryArchitecture() throws {
    let catalog = try ArchitectureCatalog.builtIn()
    #expect(Set(catalog.entries.map(\.guide.architecture)) == Set(Architecture.allCases))
    #expect(catalog.entries.count == Architecture.allCases.count)
    for entry in catalog.entries {
      let manifest = try Template.builtIn(entry.guide.architecture).manifest
      // A package module's paths: its strings are the `Localizable` table, its support its own
      // (a file only the support several modules share has is not listed).
      let outputs = manifest.files.filter {
        !$0.when.contains("^support.perModule") && !$0.when.contains("support.isTarget")
      }.map { file in
        file.output.replacingOccurrences(of: "{{module.name}}", with: "<Name>")
          .replacingOccurrences(of: "{{strings.tableName}}", with: "Localizable")
          .replacingOccurrences(of: "{{strings.region}}", with: "en")
          .replacingOccurrences(of: "{{support.folder}}", with: "<Name>")
          .replacingOccurrences(of: "{{support.prefix}}", with: "<Name>")
          .replacingOccurrences(of: "{{support.testsFolder}}", with: "<Name>Tests")
          .replacingOccurrences(of: "{{support.testsType}}", with: "<Name>UseCaseSupportTests")
      }
      #expect(Set(entry.files.map(\.path)) == Set(outputs))
      #expect(entry.files.allSatisfy { !$0.path.contains("{{") })
      #expect(entry.files.contains { $0.path == "Sources/<Name>/Resources/en.lproj/Localizable.strings" })
    }
    let viper = try #require(catalog.entries.first { $0.guide.architecture == .viper })
    #expect(
      viper.files.contains(
        .init(path: "Tests/<Name>Tests/<Name>RouterTests.swift", condition: "when the spec has routes")))
  }

  @Test("the README's comparison is the catalog's table")
  func readmeMatches() throws {
    let readme = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
    let table = try ArchitectureCatalog.builtIn().markdownTable
    #expect(readme.contains(table), "README.md is out of date: paste the output of 'scaffold architectures --markdown'")
  }

  @Test("the text names the three criteria for every architecture")
  func text() throws {
    let text = try ArchitectureCatalog.builtIn().text
    for architecture in Architecture.allCases {
      #expect(text.contains("scaffold \(architecture.rawValue) <Name>"))
    }
    #expect(text.components(separatedBy: "Distribution of responsibilities:").count == Architecture.allCases.count + 1)
    #expect(text.components(separatedBy: "Testability:").count == Architecture.allCases.count + 1)
    #expect(text.components(separatedBy: "Ease of use:").count == Architecture.allCases.count + 1)
  }
}
