import Foundation
import ScaffoldTemplates

/// What a Liquid output tag (`{{ module_info.name | downcase }}`) becomes in Scaffold: a
/// context name, a literal, nothing (a dropped date), or a reason it cannot be converted.
enum LiquidExpression: Equatable {
  /// Printed as `{{name}}`.
  case name(String)
  /// Text known at import (what `forloop.first` prints in a loop of one), written as it is.
  case literal(String)
  /// Printed as `{{params.<key>}}`; remembered, since a parameter printed anywhere stays a string.
  case parameter(String)
  /// Mustache tags inserted as they are (a value with a default, which takes sections).
  case mustache(String)
  /// `year` or `date`: printed as `{{<name>}}` (the day the module was first generated, kept
  /// in its record), or removed when the import drops dates.
  case date(String)
  /// A variable through Liquid's filters, other than one casing of the module's name: a value the
  /// manifest declares (`values:`), printed as `{{values.<name>}}`. `parameter` is the custom
  /// parameter it reads, if any.
  case derived(TemplateValue, parameter: String?)
  case refused(message: String, hint: String, offset: Int)

  /// Where the expression is: in a file's contents, or in a file name of the `.rambaspec`
  /// (`name`, `custom_name`). Generamba 1.6 renders the whole `.rambaspec` as Liquid before it
  /// names any file, so there `module_info.file_name` and `file_basename` print nothing.
  enum Place: Equatable {
    case contents
    case fileName
  }

  static let generambaVariables = [
    "module_info.name", "module_info.file_name", "module_info.file_basename", "module_info.description",
    "module_info.project_name", "module_info.product_module_name", "developer.name", "developer.company", "year",
    "date", "prefix", "custom_parameters.<key>",
  ]

  /// Casing filters on the module name, and the context key that holds the same casing.
  /// Liquid's `capitalize` also lowercases the rest (`UserProfile` → `Userprofile`), but
  /// templates use it to make a type name, which `module.name` is.
  static let moduleNameFilters = [
    "downcase": "module.lowercased", "upcase": "module.uppercased", "capitalize": "module.name",
    "upperFirstWord": "module.name", "lowerFirstWord": "module.camel",
  ]

  /// Text variables and their Scaffold names; none of them takes a filter.
  static let plainVariables = [
    "module_info.project_name": "project.name",
    // What `@testable import` names: the module's own target in a package, the app's product
    // module inside an Xcode target.
    "module_info.product_module_name": "targets.productModule",
    // Generamba's developer is the Rambafile's author, else git's user.name: `created.by`.
    "developer.name": "created.by", "developer.company": "project.organisation",
    // The Rambafile's class prefix, empty when it has none: `.scaffold.yml`'s `prefix`.
    "prefix": "project.prefix",
    // Lists, which Liquid prints outside a loop as their items joined with nothing; a module's
    // code is in one target, and its tests in one.
    "module_info.project_targets": "targets.code", "module_info.test_targets": "targets.tests",
  ]

  static func convert(_ expression: String, place: Place) -> LiquidExpression {
    let parts = splitOutsideQuotes(expression, at: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    let variable = parts[0]
    guard isVariablePath(variable) else {
      return .refused(
        message: "'\(expression)' is not a variable Scaffold can convert",
        hint: "print one of Generamba's variables: \(generambaVariables.joined(separator: ", "))", offset: 0)
    }
    let filters = Array(parts.dropFirst())
    if filters.isEmpty {
      return variable == "module_info.name" ? .name("module.name") : plain(variable, place: place)
    }
    // One casing of the module's name is a context key already.
    if variable == "module_info.name", filters.count == 1, let name = moduleNameFilters[filters[0]] {
      return .name(name)
    }
    return derived(variable, filters: filters, expression: expression, place: place)
  }

  /// `{{ developer.company | upcase | append: "." }}`: the variable's Mustache text, and each
  /// filter as Liquid applies it, with literal arguments only.
  private static func derived(_ variable: String, filters: [String], expression: String, place: Place)
    -> LiquidExpression
  {
    if variable == "module_info.file_name" {
      return .refused(
        message: "a filter on 'module_info.file_name' cannot be converted: each file's name is known only as it is "
          + "written, and filtered values are worked out once a module",
        hint: "print the name unfiltered, or write the text it should give",
        offset: offset(of: filters[0], in: expression))
    }
    let source: String
    var parameter: String?
    switch variable == "module_info.name" ? .name("module.name") : plain(variable, place: place) {
    case .name(let name), .date(let name): source = "{{\(name)}}"
    case .mustache(let tags): source = tags
    case .parameter(let key):
      source = "{{params.\(key)}}"
      parameter = key
    case .literal(let text): source = text
    case .derived, .refused: return plain(variable, place: place)
    }
    var converted: [LiquidFilter] = []
    for filter in filters {
      let (name, arguments) = filterParts(filter)
      guard let arguments, let made = LiquidFilter(name: name, arguments: arguments) else {
        let known = LiquidFilter.arities.keys.sorted().joined(separator: ", ")
        return .refused(
          message: arguments == nil
            ? "the filter '\(filter)' takes text in quotes, not a variable: its value is not known at import"
            : "the filter '\(filter)' on '\(variable)' cannot be converted",
          hint: "use Liquid's string filters, and Generamba's, with quoted arguments (\(known))",
          offset: offset(of: filter, in: expression))
      }
      converted.append(made)
    }
    let name = valueName(variable, converted)
    return .derived(TemplateValue(name: name, from: source, filters: converted), parameter: parameter)
  }

  /// A readable, stable name for a derived value: `developerCompanyUpcaseAppend`, with a digest
  /// of the arguments when there are any, so two values that differ only in them do not clash.
  static func valueName(_ variable: String, _ filters: [LiquidFilter]) -> String {
    let words =
      variable.split(whereSeparator: { $0 == "." || $0 == "_" })
      + filters.flatMap { filter in
        filter.spelling.name.split(separator: "_")
      }
    var name = words.enumerated().map { index, word in
      index == 0 ? word.lowercased() : word.prefix(1).uppercased() + word.dropFirst()
    }.joined()
    let arguments = filters.flatMap(\.spelling.arguments)
    if !arguments.isEmpty {
      // FNV-1a over the arguments: short and the same on every run and machine.
      var hash: UInt32 = 2_166_136_261
      for byte in arguments.joined(separator: "\u{0}").utf8 {
        hash = (hash ^ UInt32(byte)) &* 16_777_619
      }
      name += String(hash % 0x10000, radix: 16)
    }
    return name
  }

  /// `append: "x"` → (append, ["x"]); `upcase` → (upcase, []); `nil` arguments when one is not a
  /// quoted literal.
  static func filterParts(_ filter: String) -> (name: String, arguments: [String]?) {
    guard let colon = filter.firstIndex(of: ":") else { return (filter, []) }
    let name = filter[..<colon].trimmingCharacters(in: .whitespaces)
    var arguments: [String] = []
    for argument in splitOutsideQuotes(String(filter[filter.index(after: colon)...]), at: ",") {
      let trimmed = argument.trimmingCharacters(in: .whitespaces)
      guard trimmed.count >= 2, let quote = trimmed.first, quote == "\"" || quote == "'", trimmed.last == quote else {
        return (name, nil)
      }
      arguments.append(String(trimmed.dropFirst().dropLast()))
    }
    return (name, arguments)
  }

  /// `text` split at `separator`s outside single- or double-quoted strings.
  static func splitOutsideQuotes(_ text: String, at separator: Character) -> [String] {
    var parts = [""]
    var quote: Character?
    for character in text {
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character == separator {
        parts.append("")
        continue
      }
      parts[parts.count - 1].append(character)
    }
    return parts
  }

  private static func plain(_ variable: String, place: Place) -> LiquidExpression {
    if let name = plainVariables[variable] { return .name(name) }
    if place == .fileName, ["module_info.file_name", "module_info.file_basename"].contains(variable) {
      return .refused(
        message: "'\(variable)' prints nothing in the .rambaspec: Generamba renders it before naming any file",
        hint: "write the name out, as in custom_name: \"{{ module_info.name }}Interactor.swift\"", offset: 0)
    }
    switch variable {
    case "year", "date":
      return .date("created.\(variable)")
    case "module_info.file_name":
      return .name("file.name")
    case "module_info.file_basename":
      return .refused(
        message: "'module_info.file_basename' is only set while Generamba names a file; it prints nothing here",
        hint: "use 'module_info.file_name' (the generated file's name), or remove it", offset: 0)
    case "module_info.description":
      // Generamba's default description is "<Name> module".
      return .mustache(
        "{{#module.hasSummary}}{{module.summary}}{{/module.hasSummary}}{{^module.hasSummary}}{{module.name}} module{{/module.hasSummary}}"
      )
    default:
      let parameterPrefix = "custom_parameters."
      if variable.hasPrefix(parameterPrefix) {
        let key = String(variable.dropFirst(parameterPrefix.count))
        if isIdentifier(key) { return .parameter(key) }
        return .refused(
          message: "the custom parameter '\(key)' has a name Scaffold parameters cannot have",
          hint: "rename it to letters, digits and '_', starting with a letter", offset: parameterPrefix.count)
      }
      return .refused(
        message: "unknown variable '\(variable)'",
        hint: "Generamba's variables are \(generambaVariables.joined(separator: ", "))", offset: 0)
    }
  }

  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.first, first.isASCII, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
  }

  private static func isVariablePath(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return !parts.isEmpty
      && parts.allSatisfy { part in
        guard let first = part.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
      }
  }

  /// Characters from the start of `expression` to `part`, to point a diagnostic at it.
  private static func offset(of part: String, in expression: String) -> Int {
    guard !part.isEmpty, let range = expression.range(of: part) else { return 0 }
    return expression.distance(from: expression.startIndex, to: range.lowerBound)
  }
}
