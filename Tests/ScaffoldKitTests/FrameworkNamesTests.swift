import Foundation
import Testing

@testable import ScaffoldKit

/// The UIKit and SwiftUI names a spec may not take: exactly those the built-in templates write,
/// checked against the templates themselves and the framework models the screens compile
/// against, and refused with a positioned message for the screen that uses them.
@Suite("UIKit and SwiftUI names")
struct FrameworkNamesTests {
  /// The identifiers the templates write. A Mustache tag becomes part of the identifier it
  /// touches (`{{module.name}}State` is the module's `LoginState`, not SwiftUI's `State`).
  private static func templateIdentifiers() throws -> Set<String> {
    let templates = RepositoryPaths.root.appendingPathComponent("Templates")
    var identifiers: Set<String> = []
    let enumerator = FileManager.default.enumerator(atPath: templates.path)
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix(".mustache"), !path.contains("__snapshots__") else { continue }
      let text = try String(contentsOf: templates.appendingPathComponent(path), encoding: .utf8)
      let untagged = text.replacingOccurrences(of: #"\{\{[^}]*\}\}"#, with: "Tag", options: .regularExpression)
      identifiers.formUnion(words(in: untagged))
    }
    return identifiers
  }

  /// The types a framework model declares (`class UILabel`, `struct Text`, `protocol View`).
  private static func declaredTypes(inModel path: String) throws -> Set<String> {
    let source = try String(contentsOf: RepositoryPaths.root.appendingPathComponent(path), encoding: .utf8)
    // Comments say "a class property" and "actor isolation"; only code declares.
    let text = source.replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
    let pattern = try NSRegularExpression(pattern: #"\b(?:class|struct|protocol|enum|actor)\s+(\w+)"#)
    let range = NSRange(text.startIndex..., in: text)
    return Set(
      pattern.matches(in: text, range: range).compactMap { match in
        Range(match.range(at: 1), in: text).map { String(text[$0]) }
      })
  }

  private static func words(in text: String) -> Set<String> {
    var words: Set<String> = []
    var current = ""
    for character in text {
      if character.isASCII, character.isLetter || character.isNumber || character == "_" {
        current.append(character)
      } else {
        if !current.isEmpty { words.insert(current) }
        current = ""
      }
    }
    if !current.isEmpty { words.insert(current) }
    return words
  }

  @Test("the UIKit list is every UIKit type the templates write, and nothing else")
  func uiKitListMatchesTemplates() throws {
    let used = try Self.templateIdentifiers().intersection(Self.declaredTypes(inModel: "Tests/UIKitShim/UIKit.swift"))
    #expect(!used.isEmpty)
    #expect(FrameworkNames.uiKitTypes == used)
  }

  @Test("the SwiftUI list is every SwiftUI type the templates write, and nothing else")
  func swiftUIListMatchesTemplates() throws {
    let used = try Self.templateIdentifiers().intersection(
      Self.declaredTypes(inModel: "Tests/SwiftUIShim/SwiftUI.swift"))
    #expect(!used.isEmpty)
    #expect(FrameworkNames.swiftUITypes == used)
  }

  @Test("the UIKit and SwiftUI models declare only types Apple's frameworks have, under their real names")
  func modelsDeclareOnlyRealTypes() throws {
    let list = try String(
      contentsOf: RepositoryPaths.fixtures.appendingPathComponent("AppleFrameworkNames.txt"), encoding: .utf8)
    let real = Set(
      list.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.compactMap {
        $0.split(separator: ".").last.map(String.init)
      })
    #expect(real.count > 20)
    for model in ["Tests/UIKitShim/UIKit.swift", "Tests/SwiftUIShim/SwiftUI.swift"] {
      let invented = try Self.declaredTypes(inModel: model).subtracting(real)
      #expect(invented.isEmpty, "\(model) declares types Apple's frameworks do not have: \(invented.sorted())")
    }
  }

  @Test("the SwiftUI model declares the members the list says the framework gives the screen model")
  func swiftUIMembersAreModelled() throws {
    let model = try String(
      contentsOf: RepositoryPaths.root.appendingPathComponent("Tests/SwiftUIShim/SwiftUI.swift"), encoding: .utf8)
    for member in FrameworkNames.swiftUIMembers {
      #expect(model.contains("var \(member):"), "the SwiftUI model lacks \(member), so a clash would compile here")
    }
  }

  private func errors(_ yaml: String, ui: UserInterface) -> [String] {
    do {
      _ = try ModuleGenerator().module(
        from: SpecLoader.read(text: yaml, file: "Spec.yml"), commandLine: CommandLineInput(ui: ui))
      return []
    } catch {
      guard case .invalidSpec(let diagnostics) = error else { return ["unexpected \(error)"] }
      return diagnostics.map(\.description)
    }
  }

  @Test("a module named after a UIKit type is refused for a UIKit screen, at its position")
  func uiKitModuleName() {
    #expect(
      errors("name: UILabel\narchitecture: vip\n", ui: .uikit) == [
        "Spec.yml:1:7: error: module name 'UILabel' would shadow the UIKit type of that name, which the generated "
          + "UIKit view controller uses; in code that imports both, 'UILabel.…' would mean the type, not the module; "
          + "choose a more specific name, such as 'LabelScreen'"
      ])
    #expect(errors("name: UILabel\narchitecture: vip\n", ui: .swiftui) == [])
    #expect(errors("name: UILabel\narchitecture: vip\n", ui: .none) == [])
  }

  @Test("UIKit's whole 'UI' namespace is refused for a UIKit screen, so a type templates may use later is covered")
  func uiKitNamespace() {
    #expect(
      errors("name: UIButton\narchitecture: mvp\n", ui: .uikit) == [
        "Spec.yml:1:7: error: module name 'UIButton' is in UIKit's namespace ('UI' and a capital letter), which "
          + "the generated UIKit view controller imports; in code that imports both, 'UIButton.…' would mean the "
          + "type, not the module; choose a more specific name, such as 'ButtonScreen'"
      ])
    // 'UI' alone, or followed by a lowercase letter, is not UIKit's.
    #expect(errors("name: Uikitten\narchitecture: mvp\n", ui: .uikit) == [])
    #expect(errors("name: UIx\narchitecture: mvp\n", ui: .uikit) == [])
  }

  @Test("an entity named after a SwiftUI type is refused for a SwiftUI screen, at its position")
  func swiftUIEntityName() {
    let spec = "name: Notes\narchitecture: mvvm\nentities:\n  - name: Text\n    fields:\n      - body: String\n"
    #expect(
      errors(spec, ui: .swiftui) == [
        "Spec.yml:4:11: error: entity name 'Text' would shadow the SwiftUI type of that name, which the generated "
          + "SwiftUI screen uses; choose a more specific name, such as 'TextItem'"
      ])
    #expect(errors(spec, ui: .uikit) == [])
  }

  @Test("a use case named like a member SwiftUI gives the screen model is refused for a SwiftUI screen")
  func swiftUIMember() {
    let spec = "name: Feed\narchitecture: mvp\nuseCases:\n  - name: objectWillChange\n"
    #expect(errors(spec, ui: .swiftui).count == 1)
    #expect(errors(spec, ui: .swiftui).first?.contains("'objectWillChange'") == true)
    #expect(errors(spec, ui: .uikit) == [])
  }
}
