import Foundation
import Testing

@testable import ScaffoldKit

@Suite("Generamba import: the swifty_viper fixture")
struct GenerambaImportTests {
  static let fixture = RepositoryPaths.fixtures.appendingPathComponent("Generamba/swifty_viper")
  /// The converted template, checked in so a change of the conversion shows in review.
  static let expected = RepositoryPaths.fixtures.appendingPathComponent("Generamba/swifty_viper-scaffold")

  private func convert(dropDates: Bool = true) throws -> [String: String] {
    try GenerambaImport.convert(
      folder: FileTree.read(Self.fixture), folderName: "swifty_viper", architecture: .viper, dropDates: dropDates)
  }

  @Test("the whole converted folder (template.yml, every file, the partial) is the expected one")
  func fullConversion() throws {
    let converted = try convert()
    let expected = try FileTree.read(Self.expected)
    #expect(converted.keys.sorted() == expected.keys.sorted())
    for (path, text) in expected.sorted(by: { $0.key < $1.key }) {
      #expect(converted[path] == text, "\(path) differs")
    }
  }

  @Test("without --drop-dates, every date and year tag is refused at its line and column")
  func datesAreRefused() throws {
    let error = #expect(throws: ScaffoldError.self) { try convert(dropDates: false) }
    guard case .invalidTemplate(let diagnostics) = error else {
      Issue.record("expected invalidTemplate, got \(String(describing: error))")
      return
    }
    #expect(
      diagnostics.map { $0.location?.description } == [
        "swifty_viper/snippets/header.liquid:5:40", "swifty_viper/snippets/header.liquid:6:17",
      ])
    #expect(diagnostics.map(\.message).allSatisfy { $0.contains("Scaffold's output is reproducible") })
    #expect(diagnostics.allSatisfy { $0.hint?.contains("--drop-dates") == true })
  }

  @Test("the converted folder loads as a template and renders a module")
  func rendersAModule() throws {
    let template = try Template.load(files: convert(), displayPath: "swifty_viper")
    let files = try GenerambaImportTests.renderUserProfile(
      with: template, params: #"with_logging: "true", service_name: Profiles"#)
    #expect(
      files.map(\.path).sorted() == [
        "Package.swift", "Sources/UserProfile/Interactor/UserProfileServiceInteractor.swift",
        "Sources/UserProfile/Presenter/UserProfilePresenter.swift",
        "Sources/UserProfile/View/UserProfileViewController.swift",
        "Sources/UserProfile/View/UserProfileViewInput.swift",
        "Tests/UserProfileTests/Presenter/UserProfilePresenterTests.swift",
      ])
    let presenter = files.first { $0.path.hasSuffix("UserProfilePresenter.swift") }?.contents
    // As Liquid prints it: the include keeps its line break after the header's own, and the
    // lines of the if/else tags keep their indentation.
    let blankIndented = String(repeating: " ", count: 8)
    #expect(
      presenter == """
        //
        //  UserProfilePresenter.swift
        //  Shop
        //
        //  Created by Jane Appleseed.
        //  Copyright © Example Inc.. All rights reserved.
        //


        final class UserProfilePresenter: UserProfileViewOutput {
            weak var view: UserProfileViewInput?
            var userProfileInteractor: UserProfileInteractorInput?

            func viewIsReady() {
        \(blankIndented)
                print("USERPROFILE: view is ready")
        \(blankIndented)
                view?.setupInitialState()
            }
        }

        """)
  }

  /// The module UserProfile of project Shop, by Jane Appleseed of Example Inc., rendered with
  /// `template` standing in for the architecture's, so its parameters are checked too.
  static func renderUserProfile(with template: Template, params: String) throws -> [GeneratedFile] {
    let spec = try SpecLoader.load(
      text: """
        name: UserProfile
        architecture: viper
        project: Shop
        author: Jane Appleseed
        organisation: Example Inc.
        params: {\(params)}
        """, file: "spec.yml")
    let generator = ModuleGenerator(templateSource: { _ throws(ScaffoldError) in template })
    let context = generator.context(for: try generator.module(from: spec))
    return try TemplateRenderer(template: template).render(context: context, schema: context)
  }

  @Test("every name the converted files use is one of the documented context keys")
  func usesOnlyDocumentedNames() throws {
    let converted = try convert()
    let manifest = try Template.load(files: converted, displayPath: "swifty_viper").manifest
    let documented = Set([
      "module.name", "module.camel", "module.lowercased", "module.uppercased", "module.summary", "module.hasSummary",
      "file.name",
      "project.name", "project.author", "project.organisation", "module.architectureName", "package.toolsVersion",
      "package.platforms", "package.hasResources",
    ]).union(manifest.parameters.map { "params.\($0.name)" })
    let texts = converted.filter { $0.key.hasSuffix(".mustache") }.map(\.value) + manifest.files.map(\.output)
    var used: Set<String> = []
    for text in texts {
      let tags = try MustacheTagScanner.scan(text).get()
      used.formUnion(tags.filter { [.variable, .section, .invertedSection].contains($0.kind) }.map(\.name))
    }
    #expect(used.subtracting(documented).isEmpty, "undocumented: \(used.subtracting(documented).sorted())")
    #expect(used.contains("params.with_logging") && used.contains("module.lowercased"))
  }

  @Test("a parameter only tested becomes a bool; one printed stays a string")
  func parameterTypes() throws {
    let manifest = try Template.load(files: convert(), displayPath: "swifty_viper").manifest
    #expect(
      manifest.parameters == [
        TemplateParameter(
          name: "with_logging", type: .bool, description: "Generamba custom parameter 'with_logging'.",
          defaultValue: "false"),
        TemplateParameter(
          name: "service_name", type: .string, description: "Generamba custom parameter 'service_name'."),
      ])
    #expect(manifest.name == "swifty_viper" && manifest.version == "1.2.0" && manifest.architecture == .viper)
  }

  @Test(
    "template names are sanitised the same way for the import and the Rambafile",
    arguments: [
      ("swifty_viper", "swifty_viper"), ("My Template!", "My-Template"), ("Templates/viper-2", "viper-2"),
      ("???", "imported"),
    ])
  func templateNames(raw: String, expected: String) {
    #expect(GenerambaImport.templateName(raw) == expected)
  }
}
