import ScaffoldBase

/// A target of an Xcode project, as far as adding a module's files to it needs.
public struct XcodeTarget: Sendable, Equatable {
  public var id: String
  public var name: String
  /// `com.apple.product-type.application`…; `nil` for aggregate and legacy targets.
  public var productType: String?
  /// The module a test imports with `@testable import`.
  public var productModuleName: String
  /// The oldest OS versions the target runs on, by build setting (`IPHONEOS_DEPLOYMENT_TARGET`:
  /// `13.0`), which decide what the generated code may use, as a package's `platforms:` do.
  public var deploymentTargets: [String: String] = [:]

  /// The kinds of target whose sources a generated module can join: apps, app extensions,
  /// frameworks and libraries, which compile Swift into a module.
  static let codeProductTypes: Set<String> = [
    "com.apple.product-type.application", "com.apple.product-type.application.messages",
    "com.apple.product-type.app-extension", "com.apple.product-type.framework",
    "com.apple.product-type.framework.static", "com.apple.product-type.library.static",
    "com.apple.product-type.library.dynamic",
  ]

  static let testProductTypes: Set<String> = [
    "com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing",
  ]

  public var isCodeTarget: Bool { productType.map(Self.codeProductTypes.contains) ?? false }

  public var isTestTarget: Bool { productType.map(Self.testProductTypes.contains) ?? false }

  /// The product type without Apple's prefix, for messages: `bundle.unit-test`.
  public var kindDescription: String {
    guard let productType else { return "a target without a product type" }
    return productType.replacingOccurrences(of: "com.apple.product-type.", with: "")
  }
}

extension XcodeProject {
  /// The project's targets, in the order of the project's `targets` list.
  public var targets: [XcodeTarget] {
    projectObject.strings("targets").compactMap { id in
      guard let object = object(id), let name = object.string("name") else { return nil }
      var target = XcodeTarget(
        id: id, name: name, productType: object.string("productType"),
        productModuleName: productModuleName(of: object, named: name))
      target.deploymentTargets = deploymentTargets(of: object)
      return target
    }
  }

  /// The target called `name`, refused with the list of targets and the closest name when there
  /// is none.
  public func target(named name: String) throws(XcodeRefusal) -> XcodeTarget {
    let all = targets
    if let target = all.first(where: { $0.name == name }) { return target }
    let names = all.map(\.name)
    let closest = Self.closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
    throw XcodeRefusal(
      "the project has no target named '\(name)'\(closest)",
      hint: names.isEmpty ? "the project has no targets" : "its targets: \(names.joined(separator: ", "))")
  }

  /// `PRODUCT_MODULE_NAME` from the target's build settings, else the product name made a C99
  /// identifier, as Xcode's default `$(PRODUCT_NAME:c99extidentifier)` does.
  private func productModuleName(of target: XcodeObject, named name: String) -> String {
    if let module = buildSetting("PRODUCT_MODULE_NAME", of: target), !module.contains("$") {
      return module
    }
    var product = buildSetting("PRODUCT_NAME", of: target) ?? target.string("productName") ?? name
    product = product.replacingOccurrences(of: "$(TARGET_NAME)", with: name)
      .replacingOccurrences(of: "${TARGET_NAME}", with: name)
    if product.contains("$") { product = name }
    return Self.c99Identifier(product)
  }

  /// The build settings that hold each platform's deployment target, and the SDK that builds for it.
  static let deploymentSettings: [(setting: String, sdk: String)] = [
    ("IPHONEOS_DEPLOYMENT_TARGET", "iphoneos"), ("MACOSX_DEPLOYMENT_TARGET", "macosx"),
    ("TVOS_DEPLOYMENT_TARGET", "appletvos"), ("WATCHOS_DEPLOYMENT_TARGET", "watchos"),
    ("XROS_DEPLOYMENT_TARGET", "xros"),
  ]

  /// The deployment target of each platform the target builds for. A project often sets every
  /// platform's version at its level while a target builds for one SDK, so when the target names
  /// its SDKs (`SDKROOT`, `SUPPORTED_PLATFORMS`) only theirs count.
  private func deploymentTargets(of target: XcodeObject) -> [String: String] {
    let sdks = [buildSetting("SDKROOT", of: target), buildSetting("SUPPORTED_PLATFORMS", of: target)]
      .compactMap { $0 }.joined(separator: " ")
    let named = Self.deploymentSettings.filter { sdks.contains($0.sdk) }
    var result: [String: String] = [:]
    for (setting, _) in named.isEmpty ? Self.deploymentSettings : named {
      if let version = buildSetting(setting, of: target), !version.contains("$") { result[setting] = version }
    }
    return result
  }

  /// The value a build setting has in the target's first configuration that sets it, else in the
  /// project's.
  func buildSetting(_ key: String, of target: XcodeObject) -> String? {
    for owner in [target, projectObject] {
      let list = object(owner.string("buildConfigurationList"))
      for id in list?.strings("buildConfigurations") ?? [] {
        if let value = object(id)?.fields["buildSettings"]?[key]?.string { return value }
      }
    }
    return nil
  }

  /// Every character that is not a letter, a digit or `_` becomes `_`, and so does a leading
  /// digit: `My App` is `My_App`, `2048` is `_048`.
  package static func c99Identifier(_ text: String) -> String {
    var result = ""
    for character in text {
      let isWord = character == "_" || character.isLetter || character.isNumber
      if result.isEmpty && character.isNumber || !isWord {
        result.append("_")
      } else {
        result.append(character)
      }
    }
    return result.isEmpty ? "_" : result
  }

  /// The closest name, for a did-you-mean: the fewest edits, when there are few enough.
  static func closest(to word: String, in names: [String]) -> String? {
    names.map { ($0, Suggestion.editDistance(word.lowercased(), $0.lowercased())) }
      .filter { $0.1 <= max(2, word.count / 3) }
      .min { $0.1 < $1.1 }?.0
  }
}

/// A request the project cannot take: an unknown target, a target of the wrong kind. Not a fault
/// of the file, so it has no position.
public struct XcodeRefusal: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String
  public var hint: String

  public init(_ message: String, hint: String) {
    self.message = message
    self.hint = hint
  }

  public var description: String { "error: \(message); \(hint)" }
}

extension XcodeProject {
  /// The target a module's sources join: an app, app extension, framework or library target.
  public func codeTarget(named name: String) throws(XcodeRefusal) -> XcodeTarget {
    try target(named: name, kind: "an app, framework or library target", where: \.isCodeTarget)
  }

  /// The target a module's tests join: a unit-test (or UI-test) bundle.
  public func testTarget(named name: String) throws(XcodeRefusal) -> XcodeTarget {
    try target(named: name, kind: "a test target", where: \.isTestTarget)
  }

  private func target(named name: String, kind: String, where fits: (XcodeTarget) -> Bool) throws(XcodeRefusal)
    -> XcodeTarget
  {
    let target = try target(named: name)
    guard fits(target) else {
      let fitting = targets.filter(fits).map(\.name)
      throw XcodeRefusal(
        "target '\(name)' is \(target.kindDescription), not \(kind)",
        hint: fitting.isEmpty
          ? "the project has no such target; add one in Xcode first"
          : "name one of: \(fitting.joined(separator: ", "))")
    }
    return target
  }
}
