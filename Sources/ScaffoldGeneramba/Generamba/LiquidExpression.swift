import Foundation

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
    let parts = expression.split(separator: "|", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let variable = parts[0]
    guard isVariablePath(variable) else {
      return .refused(
        message: "'\(expression)' is not a variable Scaffold can convert",
        hint: "print one of Generamba's variables: \(generambaVariables.joined(separator: ", "))", offset: 0)
    }
    let filters = Array(parts.dropFirst())
    if let withArguments = filters.first(where: { $0.contains(":") || $0.isEmpty }) {
      return .refused(
        message: "the filter '\(withArguments)' cannot be converted: Scaffold templates have no filters",
        hint: "remove it, or compute the value in the template's text",
        offset: offset(of: withArguments, in: expression))
    }
    if variable == "module_info.name" { return moduleName(filters: filters, expression: expression) }
    if let filter = filters.first {
      return .refused(
        message: "the filter '\(filter)' on '\(variable)' cannot be converted: only module_info.name has casings",
        hint: "remove '| \(filter)'", offset: offset(of: filter, in: expression))
    }
    return plain(variable, place: place)
  }

  private static func moduleName(filters: [String], expression: String) -> LiquidExpression {
    guard let filter = filters.first else { return .name("module.name") }
    guard filters.count == 1, let name = moduleNameFilters[filter] else {
      let culprit = filters.count == 1 ? filter : filters[1]
      return .refused(
        message: filters.count == 1
          ? "the filter '\(filter)' on module_info.name has no Scaffold equivalent"
          : "a chain of filters (\(filters.joined(separator: " | "))) cannot be converted",
        hint: "use one of: \(moduleNameFilters.keys.sorted().joined(separator: ", "))",
        offset: offset(of: culprit, in: expression))
    }
    return .name(name)
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
