import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

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

  @Test("without --drop-dates, date and year print the day of the first generation, developer its author")
  func datesAreConverted() throws {
    let header = try #require(try convert(dropDates: false)["partials/header.mustache"])
    #expect(header.contains("//  Created by {{created.by}} on {{created.date}}.\n"))
    #expect(header.contains("//  Copyright © {{created.year}} {{project.organisation}}. All rights reserved.\n"))
    let template = try Template.load(files: convert(dropDates: false), displayPath: "swifty_viper")
    let origin = GenerationOrigin(day: try #require(CalendarDay(year: 2025, month: 12, day: 31)), developer: "Git User")
    for (author, by) in [("Jane Appleseed", "Jane Appleseed"), (nil, "Git User")] as [(String?, String)] {
      let files = try Self.renderUserProfile(
        with: template, params: #"service_name: Profiles"#, author: author, origin: origin)
      let view = try #require(files.first { $0.path.hasSuffix("ViewInput.swift") }?.contents)
      #expect(
        view.contains("//  Created by \(by) on 31/12/2025.\n//  Copyright © 2025 Example Inc.. All rights reserved.\n"))
    }
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

  @Test("a template saved with CRLF line endings prints what it prints with LF, line endings aside")
  func windowsLineEndings() throws {
    let lf = try FileTree.read(Self.fixture)
    let crlf = lf.mapValues { $0.replacingOccurrences(of: "\n", with: "\r\n") }
    for dropDates in [true, false] {
      func render(_ folder: [String: String]) throws -> [String: String] {
        let converted = try GenerambaImport.convert(
          folder: folder, folderName: "swifty_viper", architecture: .viper, dropDates: dropDates)
        let files = try Self.renderUserProfile(
          with: Template.load(files: converted, displayPath: "swifty_viper"),
          params: #"with_logging: "true", service_name: Profiles"#)
        return Dictionary(
          uniqueKeysWithValues: files.filter { $0.path != "Package.swift" }.map { ($0.path, $0.contents) })
      }
      let expected = try render(lf).mapValues { $0.replacingOccurrences(of: "\n", with: "\r\n") }
      let rendered = try render(crlf)
      #expect(rendered.keys.sorted() == expected.keys.sorted())
      for (path, text) in expected.sorted(by: { $0.key < $1.key }) {
        #expect(rendered[path] == text, "\(path) differs with dropDates \(dropDates)")
      }
    }
  }

  /// The module UserProfile of project Shop, by Jane Appleseed (`author`, else the origin's
  /// developer) of Example Inc., rendered with `template` standing in for the architecture's, so
  /// its parameters are checked too.
  static func renderUserProfile(
    with template: Template, params: String, name: String = "UserProfile", prefix: String? = nil,
    author: String? = "Jane Appleseed", origin: GenerationOrigin = .sample
  ) throws -> [GeneratedFile] {
    let optional = [prefix.map { "prefix: \($0)" }, author.map { "author: \($0)" }].compactMap { $0 }
    let spec = try SpecLoader.load(
      text: (["name: \(name)", "architecture: viper", "project: Shop", "organisation: Example Inc."] + optional
        + ["params: {\(params)}"]).joined(separator: "\n"), file: "spec.yml")
    // Through the whole pipeline, layout included, as `scaffold` writes the files.
    let generator = ModuleGenerator(templateSource: { _ throws(ScaffoldError) in template }, origin: origin)
    return try generator.plan(for: try generator.module(from: spec)).files
  }

  @Test("every name the converted files use is one of the documented context keys")
  func usesOnlyDocumentedNames() throws {
    let converted = try convert()
    let manifest = try Template.load(files: converted, displayPath: "swifty_viper").manifest
    let documented = Set([
      "module.name", "module.camel", "module.lowercased", "module.uppercased", "module.summary", "module.hasSummary",
      "file.name",
      "project.name", "created.by", "project.prefix", "project.organisation", "module.architectureName",
      "package.toolsVersion",
      "package.platforms", "package.hasResources", "targets.productModule", "hasOpenAPI", "openapi.document",
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

  @Test("tests importing the project import the module's target, a Swift test named .m is .swift; each noted")
  func testFilesThatBuild() throws {
    let spec = """
      name: t
      code_files:
      - {name: View.swift, path: view.liquid}
      test_files:
      - {name: ViewTests.m, path: tests.swift.liquid}
      - {name: MoreTests.swift, path: more.liquid}

      """
    let tests = "import XCTest\n@testable import {{ module_info.project_name }}\n// {{ module_info.project_name }}\n"
    let (files, notes) = try GenerambaImport.conversion(
      folder: ["t.rambaspec": spec, "view.liquid": "struct V {}\n", "tests.swift.liquid": tests, "more.liquid": tests],
      folderName: "t", architecture: .mvc, dropDates: false)
    #expect(
      files["tests.swift.mustache"]
        == "import XCTest\n@testable import {{targets.productModule}}\n// {{project.name}}\n")
    let manifest = try Template.load(files: files, displayPath: "t").manifest
    #expect(
      manifest.files.map(\.output).contains(
        "Tests/{{module.name}}Tests/{{project.prefix}}{{module.name}}ViewTests.swift"))
    #expect(
      notes == [
        "t/tests.swift.liquid:2:18: '@testable import {{ module_info.project_name }}' (here and in 1 more place(s)) imports the app in Generamba; the package's code is in the module's own target, so it imports {{targets.productModule}} (Generamba's module_info.product_module_name)",
        "t/t.rambaspec:5:10: 'ViewTests.m' has an Objective-C extension but its template 'tests.swift.liquid' is Swift; it is written with the extension .swift, which SwiftPM compiles",
      ])
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
          name: "service_name", type: .string, description: "Generamba custom parameter 'service_name'.",
          defaultValue: ""),
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

  @Test(
    "the architecture a template's name suggests: its folder's, else its .rambaspec's, else VIPER",
    arguments: [
      (["mvvm_ios"], Architecture.mvvm), (["rsb_mvp_vm_module"], .mvp), (["mvc_tablecontroller"], .mvc),
      (["my_mvc"], .mvc), (["clean_vip"], .vip), (["swifty_viper"], .viper), (["reswift"], .viper),
      // "mvc" inside a word is not the architecture's name.
      (["rsb_cell"], .viper), (["remvcache"], .viper),
      // A folder named after nothing defers to its .rambaspec's name; one that names VIPER does not.
      (["templates", "mvvm-c"], .mvvm), (["viper_ios", "mvvm_ios"], .viper), (["module", "list"], .viper),
    ])
  func suggestedArchitecture(names: [String], expected: Architecture) {
    let suggested =
      names.count == 1
      ? GenerambaImport.architecture(suggestedBy: names[0])
      : GenerambaImport.architecture(suggestedBy: names[0], names[1])
    #expect(suggested == expected, "\(names)")
  }
}
