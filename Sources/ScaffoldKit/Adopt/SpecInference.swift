import Foundation
import ScaffoldBase
import ScaffoldSpec

/// A module's spec read back from its files, as the YAML a user would write: what `adopt`
/// renders the module's template with, shown so that it can be corrected (`--spec`).
public struct InferredSpec: Sendable, Equatable {
  public var yaml: String
  public var useCases: [String]
  /// The author and day a file's header names (`Created by Ann on 02/03/2021`): a module made
  /// by Generamba or Xcode's templates says who made it and when, and its template renders both.
  public var author: String?
  public var day: CalendarDay?
  /// What was read but could not be carried into the spec, and why.
  public var notes: [String]
}

/// Infers a spec from the Swift files of a module (paths relative to the module's root, which
/// name the module's folders): its use cases with their request and response fields, the
/// entities those fields use, the screen layer and the test library.
///
/// Use cases are read, in order of preference, from request and response types nested per use
/// case (`<Module>Models.<UseCase>.Request`, as Clean Swift and Scaffold write them), from flat
/// ones (`<Module><UseCase>Request`), or from the functions of the protocol the interactor,
/// use case or service implements (a Generamba or hand-written VIPER module).
enum SpecInference {
  static func infer(name: String, files: [String: String]) -> InferredSpec {
    let swift = files.filter { $0.key.hasSuffix(".swift") }.sorted { $0.key < $1.key }
    let declarations = swift.flatMap { SwiftDeclarations(text: $0.value).types }
    var notes: [String] = []
    var useCases = nestedUseCases(module: name, in: declarations)
    if useCases.isEmpty { useCases = flatUseCases(module: name, in: declarations) }
    if useCases.isEmpty { useCases = protocolUseCases(module: name, in: declarations) }
    typealias Property = SwiftDeclarations.Property
    let loaders = declarations.flatMap(\.functions).filter { lifecycle.contains($0.name) }
    for index in useCases.indices {
      let name = useCases[index].name
      let run = "run" + name.prefix(1).uppercased() + name.dropFirst()
      useCases[index].onLoad = loaders.contains { $0.calls.contains(name) || $0.calls.contains(run) }
    }
    // Fields keep only the types a spec can name: the value types and the module's own structs.
    let structs = Dictionary(
      declarations.filter { $0.path.count == 1 && $0.kind == "struct" }.map { ($0.name, $0) },
      uniquingKeysWith: { first, _ in first })
    var entities: [String] = []
    func usable(_ field: SwiftDeclarations.Property, in place: String) -> Bool {
      guard case .success(let parsed) = TypeSyntaxParser.parse(field.type) else {
        notes.append("\(place) field '\(field.name): \(field.type)' is left out: a spec cannot name that type")
        return false
      }
      for named in parsed.type.namedTypes where !TypeExpression.builtInNames.contains(named) {
        // The module's own roles (`AboutModel` of an MVC module, `LoginViewModel`) are code the
        // template writes, not data: as an entity it would clash with them.
        if named.hasPrefix(name), roleSuffixes.contains(String(named.dropFirst(name.count))) {
          notes.append(
            "\(place) field '\(field.name): \(field.type)' is left out: \(named) is one of the module's roles")
          return false
        }
        guard let entity = structs[named], entity.name != name else {
          notes.append(
            "\(place) field '\(field.name): \(field.type)' is left out: \(named) is not a struct the module declares")
          return false
        }
        if !entities.contains(named) {
          entities.append(named)
          // An entity's own fields may use further entities: found as they are checked.
          _ = entity.properties.filter { usable($0, in: "entity \(named)'s") }
        }
      }
      return true
    }
    for index in useCases.indices {
      let place = "use case \(useCases[index].name)'s"
      useCases[index].request = useCases[index].request.filter { usable($0, in: place + " request") }
      useCases[index].response = useCases[index].response.filter { usable($0, in: place + " response") }
    }
    // What the module is built with, what it tells its opener, and where it goes: the types
    // `<Module>Input`, `<Module>Output` and `<Module>Route`, as the generated code and
    // Generamba's module input and output name them.
    let declared = { (suffix: String, kind: String) in
      declarations.first { $0.path == [name + suffix] && $0.kind == kind }
    }
    let input = (declared("Input", "struct")?.properties ?? []).filter { usable($0, in: "input") }
    let events = (declared("Output", "enum")?.cases ?? []).map { event in
      (
        event.name,
        event.parameters.map { Property(name: $0.name, type: $0.type) }.filter {
          usable($0, in: "output \(event.name)'s")
        }
      )
    }
    let routes = (declared("Route", "enum")?.cases ?? []).map { route in
      (
        route.name,
        route.parameters.map { Property(name: $0.name, type: $0.type) }.filter {
          usable($0, in: "route \(route.name)'s")
        }
      )
    }
    // A use case runs with the screen only when the input fills its whole request.
    for index in useCases.indices where useCases[index].onLoad {
      useCases[index].onLoad = useCases[index].request.allSatisfy { input.contains($0) }
    }
    var yaml = "name: \(name)\n"
    yaml += "ui: \(screenLayer(of: swift))\n"
    yaml += "testing: \(testLibrary(of: swift))\n"
    yaml += fieldList("input", input, indent: "")
    if !useCases.isEmpty {
      yaml += "useCases:\n"
      for useCase in useCases {
        yaml += "  - name: \(useCase.name)\n"
        if useCase.onLoad { yaml += "    onLoad: true\n" }
        yaml += fieldList("request", useCase.request, indent: "    ")
        yaml += fieldList("response", useCase.response, indent: "    ")
      }
    }
    yaml += namedLists("output", events, fieldsKey: "fields")
    yaml += namedLists("routes", routes, fieldsKey: "payload")
    if !entities.isEmpty {
      yaml += "entities:\n"
      for entity in entities {
        yaml += "  - name: \(entity)\n"
        let fields = (structs[entity]?.properties ?? []).filter { field in
          guard case .success(let parsed) = TypeSyntaxParser.parse(field.type) else { return false }
          return parsed.type.namedTypes.allSatisfy { TypeExpression.builtInNames.contains($0) || entities.contains($0) }
        }
        yaml += fieldList("fields", fields, indent: "    ")
      }
    }
    let header = HeaderOrigin.read(from: swift.map(\.value))
    return InferredSpec(
      yaml: yaml, useCases: useCases.map(\.name), author: header.author, day: header.day, notes: notes)
  }

  struct UseCase {
    var name: String
    var onLoad = false
    var request: [SwiftDeclarations.Property] = []
    var response: [SwiftDeclarations.Property] = []
  }

  /// What the architectures call their roles, after the module's name.
  static let roleSuffixes: Set<String> = [
    "Model", "ViewModel", "Presenter", "Interactor", "Router", "View", "ViewController", "Builder", "Worker",
    "Service", "Formatter", "Screen", "Assembly", "Configurator", "Module",
  ]

  /// The functions whose calls start a use case with the screen.
  static let lifecycle: Set<String> = [
    "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear", "onAppear", "didLoad", "start",
    "viewIsReady", "refresh",
  ]

  /// `<Anything>Models.<UseCase>.Request` and `.Response`, in the order the use cases appear.
  private static func nestedUseCases(module: String, in types: [SwiftDeclarations.TypeDeclaration]) -> [UseCase] {
    var useCases: [UseCase] = []
    for type in types
    where type.path.count >= 3 && ["Request", "Response"].contains(type.name)
      && ["struct", "class"].contains(type.kind)
    {
      let name = lowerCamel(type.path[type.path.count - 2])
      let index =
        useCases.firstIndex { $0.name == name }
        ?? {
          useCases.append(UseCase(name: name))
          return useCases.count - 1
        }()
      if type.name == "Request" {
        useCases[index].request = type.properties
      } else {
        useCases[index].response = type.properties
      }
    }
    return useCases
  }

  /// `<Module><UseCase>Request` and `<Module><UseCase>Response` at file scope.
  private static func flatUseCases(module: String, in types: [SwiftDeclarations.TypeDeclaration]) -> [UseCase] {
    var useCases: [UseCase] = []
    for type in types where type.path.count == 1 && ["struct", "class"].contains(type.kind) {
      for suffix in ["Request", "Response"] where type.name.hasSuffix(suffix) {
        var stem = String(type.name.dropLast(suffix.count))
        if stem.hasPrefix(module), stem.count > module.count { stem = String(stem.dropFirst(module.count)) }
        guard !stem.isEmpty, stem != module else { continue }
        let name = lowerCamel(stem)
        let index =
          useCases.firstIndex { $0.name == name }
          ?? {
            useCases.append(UseCase(name: name))
            return useCases.count - 1
          }()
        if suffix == "Request" {
          useCases[index].request = type.properties
        } else {
          useCases[index].response = type.properties
        }
      }
    }
    return useCases
  }

  /// The protocol names whose functions are the module's use cases, by the suffixes VIPER,
  /// Clean Swift and hand-written modules give them.
  static let useCaseProtocolSuffixes = [
    "InteractorInput", "InteractorProtocol", "InteractorInterface", "Interacting", "BusinessLogic", "UseCase",
    "UseCases", "ServiceProtocol", "Service",
  ]

  /// The functions of the interactor's (or use case's, or service's) protocol: a use case each,
  /// its parameters the request. A closure parameter (a completion handler) is not a field.
  private static func protocolUseCases(module: String, in types: [SwiftDeclarations.TypeDeclaration]) -> [UseCase] {
    for suffix in useCaseProtocolSuffixes {
      let protocols = types.filter { $0.kind == "protocol" && $0.name.hasSuffix(suffix) && $0.name.hasPrefix(module) }
      let functions = protocols.flatMap(\.functions)
      guard !functions.isEmpty else { continue }
      var useCases: [UseCase] = []
      for function in functions where !useCases.contains(where: { $0.name == function.name }) {
        let fields = function.parameters.filter { !$0.type.contains("->") }.map {
          SwiftDeclarations.Property(name: $0.name, type: $0.type)
        }
        var useCase = UseCase(name: function.name, request: fields)
        // What it returns, or hands its completion handler, is its response: one field, named
        // after the type (`orders: [Order]`).
        let handed = function.parameters.lazy.compactMap { completionValue(of: $0.type) }.first
        if let returned = function.returns ?? handed, returned != "Void", returned != "()" {
          useCase.response = [SwiftDeclarations.Property(name: fieldName(for: returned), type: returned)]
        }
        useCases.append(useCase)
      }
      return useCases
    }
    return []
  }

  /// `output:` or `routes:`: a name each, with its fields under `fieldsKey`.
  private static func namedLists(_ key: String, _ entries: [(String, [SwiftDeclarations.Property])], fieldsKey: String)
    -> String
  {
    guard !entries.isEmpty else { return "" }
    return "\(key):\n"
      + entries.map { name, fields in "  - name: \(name)\n" + fieldList(fieldsKey, fields, indent: "    ") }.joined()
  }

  /// What a completion handler is given: `@escaping (Result<About, Error>) -> Void` → `About`,
  /// `([Order]) -> Void` → `[Order]`; `nil` for one given nothing, several values or only an error.
  static func completionValue(of type: String) -> String? {
    guard let arrow = type.range(of: "->"), let open = type.firstIndex(of: "(") else { return nil }
    var given = String(type[type.index(after: open)..<arrow.lowerBound]).trimmingCharacters(in: .whitespaces)
    guard given.hasSuffix(")") else { return nil }
    given.removeLast()
    given = given.trimmingCharacters(in: .whitespaces)
    if given.hasPrefix("Result<"), given.hasSuffix(">") {
      let inside = given.dropFirst("Result<".count).dropLast()
      // The success type: up to the comma outside brackets.
      var depth = 0
      for (offset, character) in inside.enumerated() {
        if "[<(".contains(character) { depth += 1 }
        if "]>)".contains(character) { depth -= 1 }
        if character == ",", depth == 0 { return String(inside.prefix(offset)).trimmingCharacters(in: .whitespaces) }
      }
      return nil
    }
    let isSingle = !given.isEmpty && !given.contains(",") && !given.contains("Error")
    return isSingle ? given : nil
  }

  /// A field's name for a value of `type`: `[Order]` → `orders`, `Receipt?` → `receipt`,
  /// `String` → `value`.
  static func fieldName(for type: String) -> String {
    let isList = type.hasPrefix("[") && !type.contains(":")
    let core = type.filter { $0.isLetter || $0.isNumber || $0 == "_" }
    guard !core.isEmpty, !TypeExpression.builtInNames.contains(core) else { return isList ? "values" : "value" }
    return lowerCamel(core) + (isList ? "s" : "")
  }

  private static func fieldList(_ key: String, _ fields: [SwiftDeclarations.Property], indent: String) -> String {
    guard !fields.isEmpty else { return "" }
    return "\(indent)\(key):\n" + fields.map { "\(indent)  - \($0.name): \"\($0.type)\"\n" }.joined()
  }

  private static func lowerCamel(_ name: String) -> String {
    guard let first = name.first else { return name }
    return first.lowercased() + name.dropFirst()
  }

  /// `swiftui` when a file declares a SwiftUI view, `uikit` when one imports UIKit, else `none`.
  static func screenLayer(of files: [(key: String, value: String)]) -> String {
    let sources = files.filter { !isTest($0.key) }.map(\.value)
    if sources.contains(where: { $0.contains("import SwiftUI") && $0.contains(": View") }) { return "swiftui" }
    if sources.contains(where: { $0.contains("import UIKit") }) { return "uikit" }
    return "none"
  }

  /// `xctest` when the tests import XCTest and not Testing, else `swift-testing`.
  static func testLibrary(of files: [(key: String, value: String)]) -> String {
    let tests = files.filter { isTest($0.key) }.map(\.value)
    let xctest = tests.contains { $0.contains("import XCTest") }
    let testing = tests.contains { $0.contains("import Testing") }
    return xctest && !testing ? "xctest" : "swift-testing"
  }

  private static func isTest(_ path: String) -> Bool {
    path.hasPrefix("Tests/") || path.contains("Tests/") || path.hasSuffix("Tests.swift")
  }
}

/// The day and author in a file header, as Xcode's and Generamba's templates write them:
/// `//  Created by Ann Lee on 02/03/2021.` (day first, as Generamba's `%d/%m/%Y`; also `.`
/// between the parts, two-digit years, and ISO dates) or `//  Created by Ann Lee.`
enum HeaderOrigin {
  static func read(from texts: [String]) -> (author: String?, day: CalendarDay?) {
    for text in texts {
      for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(20) {
        guard line.hasPrefix("//"), let range = line.range(of: "Created by ") else { continue }
        // Not trimmed at the front: a template with no author writes `Created by  on 9/3/26.`
        var rest = String(line[range.upperBound...])
        while rest.last == "." || rest.last?.isWhitespace == true { rest.removeLast() }
        guard let on = rest.range(of: " on ", options: .backwards), let day = day(String(rest[on.upperBound...])) else {
          let author = rest.trimmingCharacters(in: .whitespaces)
          return (author.isEmpty ? nil : author, nil)
        }
        let author = rest[..<on.lowerBound].trimmingCharacters(in: .whitespaces)
        return (author.isEmpty ? nil : author, day)
      }
    }
    return (nil, nil)
  }

  static func day(_ text: String) -> CalendarDay? {
    if let iso = CalendarDay(iso: text) { return iso }
    let parts = text.split(whereSeparator: { $0 == "/" || $0 == "." }).compactMap { Int($0) }
    guard parts.count == 3 else { return nil }
    let year = parts[2] < 100 ? 2000 + parts[2] : parts[2]
    return CalendarDay(year: year, month: parts[1], day: parts[0])
  }
}
