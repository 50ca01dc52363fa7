import ScaffoldBase

/// Adds modules to a `Package.swift`, in process, on its text: each module's library target with
/// its dependencies, its test target and its product, or only the dependencies a regenerated
/// module's target lacks.
///
/// New elements go into the array literal the manifest's `targets:` and `products:` lead to (in
/// place, through a constant, or the last part of a `+`), in that array's own style (see
/// `ArrayInsertion`); every other byte stays as it was. What no edit can follow (`targets:` built
/// by a function, a loop, a `map`) is refused at its position, and nothing is written.
package struct ManifestEditor: Sendable {
  /// One module to add: its library target with dependencies, a test target and a product.
  package struct Addition: Sendable, Equatable {
    var module: String
    /// Other targets of the package the module's target depends on (for an existing target:
    /// only those it lacks).
    var dependencies: [String]
    /// The target exists already (a regenerated module): only its missing dependencies are added.
    package var targetExists = false
    /// It gets a test target (a module does; the shared entities, which have no tests, do not).
    var hasTests = true
    /// Folders of the target processed as resources (`Resources`, holding the module's
    /// `en.lproj/Localizable.strings`). An existing target without `resources:` gains them, and a
    /// package without `defaultLocalization:` gains `"en"`.
    var resources: [String] = []
    /// The `swiftSettings:` value its target and its test target get (the package's common ones).
    var swiftSettings: String?
    var testSwiftSettings: String?
    /// Other targets its test target depends on, after the module (the package's test support).
    package var testDependencies: [String] = []
    /// It is a library product: a module is; the support its package's modules share is not,
    /// since it reaches clients through the modules.
    package var isProduct = true
    /// Only its test target is new: the target exists from before its tests did (the support a
    /// package's modules share, from a version that did not test it).
    package var addsOnlyTests = false

    /// A new target that gets settings of the package's.
    package var addsSettings: Bool { !targetExists && (swiftSettings != nil || testSwiftSettings != nil) }

    package init(
      module: String, dependencies: [String], targetExists: Bool = false, hasTests: Bool = true,
      resources: [String] = [], swiftSettings: String? = nil, testSwiftSettings: String? = nil
    ) {
      self.swiftSettings = swiftSettings
      self.testSwiftSettings = testSwiftSettings
      self.module = module
      self.dependencies = dependencies
      self.targetExists = targetExists
      self.hasTests = hasTests
      self.resources = resources
    }
  }

  package init() {}

  /// The arguments of `.target(…)` that come before `resources:`, in the order SwiftPM takes them.
  private static let argumentsBeforeResources = ["name", "dependencies", "path", "exclude", "sources"]

  /// The labels `Package(…)` takes, in the order it takes them: a missing `products:` or
  /// `targets:` goes before the first label after it that the manifest has.
  private static let packageLabels = [
    "name", "defaultLocalization", "platforms", "pkgConfig", "providers", "products", "dependencies", "targets",
    "swiftLanguageModes", "swiftLanguageVersions", "cLanguageStandard", "cxxLanguageStandard",
  ]

  /// The manifest text with every addition applied, and the edits in words.
  package func adding(_ additions: [Addition], to manifest: String) throws(ManifestEditError) -> (
    String, [ManifestEdit]
  ) {
    guard !additions.isEmpty else { return (manifest, []) }
    let source = try ManifestScanner.scan(manifest)
    let package = try PackageCallSyntax.single(in: source)
    let bindings = ManifestBindings(source)
    let unit = ManifestStyle.indentUnit(of: package)
    var textEdits: [TextEdit] = []
    var edits: [ManifestEdit] = []
    var targets: [String] = []
    var products: [String] = []
    // What the edit writes, which the manifest's tools version must have.
    var written: Set<PackageDescriptionAPI> = []
    // Found once for every addition: a package of hundreds of modules has as many targets.
    let declarations =
      additions.contains(where: \.targetExists) ? try ManifestDeclarationFinder(bindings: bindings).declarations() : []
    for addition in additions where addition.targetExists {
      let (targetEdits, resourcesAdded) = try existingTargetEdits(
        addition, bindings: bindings, declarations: declarations, package: package, unit: unit)
      textEdits += targetEdits
      if !addition.dependencies.isEmpty { written.insert(.dependencyByName) }
      if resourcesAdded { written.insert(.processedResources) }
      edits += addition.dependencies.map { ManifestEdit(kind: .addTargetDependency, name: $0, target: addition.module) }
      if resourcesAdded {
        edits += addition.resources.map { ManifestEdit(kind: .addTargetResources, name: $0, target: addition.module) }
      }
    }
    for addition in additions where !addition.targetExists {
      let tests = "\(addition.module)Tests"
      let dependencies = addition.dependencies.map(Self.quoted).joined(separator: ", ")
      var arguments = ["name: \(Self.quoted(addition.module))"]
      if !dependencies.isEmpty { arguments.append("dependencies: [\(dependencies)]") }
      if !addition.resources.isEmpty { arguments.append(Self.resourcesArgument(addition.resources)) }
      if let settings = addition.swiftSettings { arguments.append("swiftSettings: \(settings)") }
      if !addition.addsOnlyTests { targets.append(".target(\(arguments.joined(separator: ", ")))") }
      if addition.hasTests {
        let settings = addition.testSwiftSettings.map { ", swiftSettings: \($0)" } ?? ""
        let testDependencies = ([addition.module] + addition.testDependencies).map(Self.quoted).joined(separator: ", ")
        targets.append(".testTarget(name: \(Self.quoted(tests)), dependencies: [\(testDependencies)]\(settings))")
      }
      if addition.isProduct {
        products.append(".library(name: \(Self.quoted(addition.module)), targets: [\(Self.quoted(addition.module))])")
      }
      if !addition.addsOnlyTests { edits.append(ManifestEdit(kind: .addTarget, name: addition.module)) }
      edits += addition.dependencies.map { ManifestEdit(kind: .addTargetDependency, name: $0, target: addition.module) }
      edits += addition.resources.map { ManifestEdit(kind: .addTargetResources, name: $0, target: addition.module) }
      if addition.hasTests { edits.append(ManifestEdit(kind: .addTestTarget, name: tests)) }
      if addition.isProduct {
        edits.append(ManifestEdit(kind: .addProduct, name: addition.module))
        written.insert(.libraryProduct)
      }
      if !addition.addsOnlyTests { written.insert(.target) }
      if addition.hasTests { written.formUnion([.testTarget, .dependencyByName]) }
      if !addition.dependencies.isEmpty { written.insert(.dependencyByName) }
      if !addition.resources.isEmpty { written.insert(.processedResources) }
    }
    if let name = package.arguments.labelled("name"), package.arguments.labelled("defaultLocalization") == nil,
      additions.contains(where: { !$0.resources.isEmpty })
    {
      // The modules' texts are in `Resources/en.lproj/`, and SwiftPM refuses localized resources
      // in a package that names no default localization.
      textEdits.append(insertion(of: [#"defaultLocalization: "en""#], after: name, in: source))
      edits.append(ManifestEdit(kind: .setDefaultLocalization, name: "en"))
      written.insert(.defaultLocalization)
    }
    try ToolsVersionGate.check(written, package: package, bindings: bindings)
    if !targets.isEmpty {
      // Products first: when both arguments are new and go to one place, they keep their order.
      textEdits += try arrayEdits("products", adding: products, bindings: bindings, package: package, unit: unit)
      textEdits += try arrayEdits("targets", adding: targets, bindings: bindings, package: package, unit: unit)
    }
    // The insertions are written with `\n`; a manifest with `\r\n` line breaks keeps them.
    let lineBreak = ManifestStyle.lineBreak(of: source.bytes)
    let inserted = textEdits.map { edit in
      TextEdit(
        replacing: edit.range,
        with: edit.text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: lineBreak))
    }
    let edited = TextEdit.applying(inserted, to: source.bytes)
    // A last guard: an insertion rule that meets a layout it does not foresee gives an error,
    // never an unbalanced manifest.
    guard (try? ManifestScanner.scan(edited)) != nil else {
      throw source.error(.unsupportedLayout, atToken: package.callee)
    }
    return (edited, edits)
  }

  /// Elements added to the array literal that `label:` leads to, or a new `label:` argument.
  /// Products built by code (`names.map { … }`) get an array of their own joined with `+`;
  /// targets must end in an array literal, where the package's targets are written by hand.
  private func arrayEdits(
    _ label: String, adding elements: [String], bindings: ManifestBindings, package: PackageCallSyntax, unit: String
  ) throws(ManifestEditError) -> [TextEdit] {
    let source = bindings.source
    guard let argument = package.arguments.labelled(label) else {
      return [newArgument(label, holding: elements, in: package, unit: unit)]
    }
    if let open = bindings.lastArrayLiteral(in: argument.value) {
      return ArrayInsertion(source: source, open: open, indentUnit: unit).edits(adding: elements)
    }
    guard label == "products" else {
      throw source.error(.notAnArrayLiteral(label: label), atToken: argument.value.lowerBound)
    }
    let end = source.span(of: argument.value).upperBound
    return [TextEdit(at: end, insert: " + [\(elements.joined(separator: ", "))]")]
  }

  /// `label: [elements]` as a new argument of `Package(…)`, before the first argument that
  /// follows it, on lines of its own when that argument starts its line.
  private func newArgument(_ label: String, holding elements: [String], in package: PackageCallSyntax, unit: String)
    -> TextEdit
  {
    let source = package.source
    let bytes = source.bytes
    let later = Self.packageLabels.drop { $0 != label }.dropFirst()
    let following = later.lazy.compactMap { package.arguments.labelled($0) }.first
    guard let following else {
      let end =
        package.arguments.last.map { source.span(of: $0.value).upperBound }
        ?? source.tokens[package.open].range.upperBound
      let separator = package.arguments.isEmpty ? "" : ", "
      return TextEdit(at: end, insert: "\(separator)\(label): [\(elements.joined(separator: ", "))]")
    }
    let labelOffset = source.tokens[following.value.lowerBound - 2].range.lowerBound
    let indent = ManifestStyle.indentation(ofLineAt: labelOffset, in: bytes)
    guard ManifestBytes.lineStart(in: bytes, before: labelOffset) + indent.utf8.count == labelOffset else {
      return TextEdit(at: labelOffset, insert: "\(label): [\(elements.joined(separator: ", "))], ")
    }
    let lines = elements.map { indent + unit + $0 + ",\n" }.joined()
    return TextEdit(at: labelOffset, insert: "\(label): [\n\(lines)\(indent)],\n\(indent)")
  }

  /// A regenerated module's missing dependencies, added to its target's `dependencies:` array,
  /// or as a new `dependencies:` argument right after its `name:`; and its resources, as a new
  /// `resources:` argument where SwiftPM takes it, when the target has none (a target that lists
  /// resources of its own is the user's to keep). Returns whether resources were added.
  private func existingTargetEdits(
    _ addition: Addition, bindings: ManifestBindings, declarations: [ManifestDeclarationFinder.Declaration],
    package: PackageCallSyntax, unit: String
  ) throws(ManifestEditError) -> ([TextEdit], Bool) {
    let source = bindings.source
    guard let target = declarations.first(where: { $0.kind == .target && $0.names.contains(addition.module) }) else {
      throw source.error(.targetNotFound(addition.module), atToken: package.callee)
    }
    guard target.names == [addition.module], let name = target.arguments.labelled("name") else {
      throw source.error(.notDeclaredLiterally(addition.module), atToken: target.callee)
    }
    var newArguments: [(after: ManifestSource.Argument, text: String)] = []
    var edits: [TextEdit] = []
    if !addition.dependencies.isEmpty {
      let elements = addition.dependencies.map(Self.quoted)
      if let dependencies = target.arguments.labelled("dependencies") {
        guard let open = source.arrayLiteral(in: dependencies.value) else {
          throw source.error(.notAnArrayLiteral(label: "dependencies"), atToken: dependencies.value.lowerBound)
        }
        edits += ArrayInsertion(source: source, open: open, indentUnit: unit).edits(adding: elements)
      } else {
        newArguments.append((name, "dependencies: [\(elements.joined(separator: ", "))]"))
      }
    }
    let addsResources = !addition.resources.isEmpty && target.arguments.labelled("resources") == nil
    if addsResources {
      let after = Self.argumentsBeforeResources.reversed().lazy.compactMap { target.arguments.labelled($0) }.first
      newArguments.append((after ?? name, Self.resourcesArgument(addition.resources)))
    }
    // Arguments that follow the same one go in one insertion, in SwiftPM's order.
    var grouped: [(after: ManifestSource.Argument, texts: [String])] = []
    for argument in newArguments {
      if let index = grouped.firstIndex(where: { $0.after == argument.after }) {
        grouped[index].texts.append(argument.text)
      } else {
        grouped.append((argument.after, [argument.text]))
      }
    }
    edits += grouped.map { group in insertion(of: group.texts, after: group.after, in: source) }
    return (edits, addsResources)
  }

  /// New arguments after `argument`: on lines of their own when the arguments around start theirs.
  private func insertion(of texts: [String], after argument: ManifestSource.Argument, in source: ManifestSource)
    -> TextEdit
  {
    let end = source.span(of: argument.value).upperBound
    let label = source.tokens[argument.value.lowerBound - 2].range.lowerBound
    let indent = ManifestStyle.indentation(ofLineAt: label, in: source.bytes)
    let startsLine = ManifestBytes.lineStart(in: source.bytes, before: label) + indent.utf8.count == label
    let after = argument.value.upperBound
    let next = source.tokens[after].text == "," && after + 1 < source.tokens.count ? after + 1 : after
    let nextStartsLine = source.bytes[end..<source.tokens[next].range.lowerBound].contains(ManifestBytes.newline)
    return TextEdit(
      at: end,
      insert: texts.map { startsLine && nextStartsLine ? ",\n\(indent)\($0)" : ", \($0)" }.joined())
  }

  private static func resourcesArgument(_ folders: [String]) -> String {
    "resources: [\(folders.map { ".process(\(quoted($0)))" }.joined(separator: ", "))]"
  }

  private static func quoted(_ name: String) -> String {
    "\"\(name)\""
  }
}
