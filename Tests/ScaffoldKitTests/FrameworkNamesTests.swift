import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

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

  /// The top-level types a framework model declares (`class UILabel`, `struct Text`,
  /// `protocol View`): the names a spec's type could shadow. A nested type (`Edge.Set`,
  /// `UIControl.State`) is written qualified, so a spec's `Set` or `State` does not hide it.
  private static func declaredTypes(inModel path: String) throws -> Set<String> {
    try model(path).types.filter { !$0.contains(".") }
  }

  private static func model(_ path: String) throws -> FrameworkModelReader {
    try FrameworkModelReader(
      source: try String(contentsOf: RepositoryPaths.root.appendingPathComponent(path), encoding: .utf8))
  }

  /// The names in AppleFrameworkNames.txt, without the framework in front (`UIAlertAction.Style`,
  /// `Text.init(verbatim:)`), as FrameworkModelReader names what a model declares.
  private static func appleNames() throws -> Set<String> {
    let list = try String(
      contentsOf: RepositoryPaths.fixtures.appendingPathComponent("AppleFrameworkNames.txt"), encoding: .utf8)
    return Set(
      list.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.map {
        String($0.drop { $0 != "." }.dropFirst())
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

  @Test(
    "the UIKit and SwiftUI models declare only types and members Apple's frameworks have, with their argument labels",
    arguments: ["Tests/UIKitShim/UIKit.swift", "Tests/SwiftUIShim/SwiftUI.swift"])
  func modelsDeclareOnlyRealAPI(path: String) throws {
    let real = try Self.appleNames()
    let model = try Self.model(path)
    // Enough that a reader which stopped understanding the model would not pass unnoticed.
    #expect(model.types.count > 20 && model.members.count > 50)
    let invented = model.types.union(model.members).subtracting(real)
    #expect(invented.isEmpty, "\(path) declares API Apple's frameworks do not have: \(invented.sorted())")
  }

  @Test("the model reader names types, members and argument labels as the documentation does")
  func modelReader() throws {
    let reader = try FrameworkModelReader(
      source: """
        public struct Text: View {
          // public struct Invented {}
          nonisolated public init(_ key: LocalizedStringKey, tableName: String? = nil) {}
          @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ content: S) {}
          public var body: Never { fatalError("primitive {") }
          private let storage: Int
        }
        extension View {
          nonisolated public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void)
            -> some View { let unseen = 1; return self }
        }
        @MainActor open class UIAlertAction: NSObject {
          public enum Style: Int { case `default`, cancel }
          open class func preferredFont(forTextStyle style: Int) -> Int { 0 }
        }
        """)
    #expect(reader.types == ["Text", "UIAlertAction", "UIAlertAction.Style"])
    #expect(
      reader.members == [
        "Text.init(_:tableName:)", "Text.init(_:)", "Text.body", "View.task(priority:_:)",
        "UIAlertAction.Style.default", "UIAlertAction.Style.cancel", "UIAlertAction.preferredFont(forTextStyle:)",
      ])
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
      errors("name: UISlider\narchitecture: mvp\n", ui: .uikit) == [
        "Spec.yml:1:7: error: module name 'UISlider' is in UIKit's namespace ('UI' and a capital letter), which "
          + "the generated UIKit view controller imports; in code that imports both, 'UISlider.…' would mean the "
          + "type, not the module; choose a more specific name, such as 'SliderScreen'"
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
