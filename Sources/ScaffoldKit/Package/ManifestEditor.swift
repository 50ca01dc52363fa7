/// Adds modules to a `Package.swift`, in process, on its text: each module's library target with
/// its dependencies, its test target and its product, or only the dependencies a regenerated
/// module's target lacks.
///
/// New elements go into the array literal the manifest's `targets:` and `products:` lead to (in
/// place, through a constant, or the last part of a `+`), in that array's own style (see
/// `ArrayInsertion`); every other byte stays as it was. What no edit can follow (`targets:` built
/// by a function, a loop, a `map`) is refused at its position, and nothing is written.
struct ManifestEditor: Sendable {
  /// One module to add: its library target with dependencies, a test target and a product.
  struct Addition: Sendable, Equatable {
    var module: String
    /// Other targets of the package the module's target depends on (for an existing target:
    /// only those it lacks).
    var dependencies: [String]
    /// The target exists already (a regenerated module): only its missing dependencies are added.
    var targetExists = false
    /// It gets a test target (a module does; the shared entities, which have no tests, do not).
    var hasTests = true
  }

  /// The labels `Package(…)` takes, in the order it takes them: a missing `products:` or
  /// `targets:` goes before the first label after it that the manifest has.
  private static let packageLabels = [
    "name", "defaultLocalization", "platforms", "pkgConfig", "providers", "products", "dependencies", "targets",
    "swiftLanguageModes", "swiftLanguageVersions", "cLanguageStandard", "cxxLanguageStandard",
  ]

  /// The manifest text with every addition applied, and the edits in words.
  func adding(_ additions: [Addition], to manifest: String) throws(ManifestEditError) -> (String, [ManifestEdit]) {
    guard !additions.isEmpty else { return (manifest, []) }
    let source = try ManifestScanner.scan(manifest)
    let package = try PackageCallSyntax.single(in: source)
    let bindings = ManifestBindings(source)
    let unit = ManifestStyle.indentUnit(of: package)
    var textEdits: [TextEdit] = []
    var edits: [ManifestEdit] = []
    var targets: [String] = []
    var products: [String] = []
    for addition in additions where addition.targetExists {
      textEdits += try dependencyEdits(addition, bindings: bindings, package: package, unit: unit)
      edits += addition.dependencies.map { ManifestEdit(kind: .addTargetDependency, name: $0, target: addition.module) }
    }
    for addition in additions where !addition.targetExists {
      let tests = "\(addition.module)Tests"
      let dependencies = addition.dependencies.map(Self.quoted).joined(separator: ", ")
      targets.append(
        dependencies.isEmpty
          ? ".target(name: \(Self.quoted(addition.module)))"
          : ".target(name: \(Self.quoted(addition.module)), dependencies: [\(dependencies)])")
      if addition.hasTests {
        targets.append(".testTarget(name: \(Self.quoted(tests)), dependencies: [\(Self.quoted(addition.module))])")
      }
      products.append(".library(name: \(Self.quoted(addition.module)), targets: [\(Self.quoted(addition.module))])")
      edits.append(ManifestEdit(kind: .addTarget, name: addition.module))
      edits += addition.dependencies.map { ManifestEdit(kind: .addTargetDependency, name: $0, target: addition.module) }
      if addition.hasTests { edits.append(ManifestEdit(kind: .addTestTarget, name: tests)) }
      edits.append(ManifestEdit(kind: .addProduct, name: addition.module))
    }
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
  /// or as a new `dependencies:` argument right after its `name:`.
  private func dependencyEdits(
    _ addition: Addition, bindings: ManifestBindings, package: PackageCallSyntax, unit: String
  ) throws(ManifestEditError) -> [TextEdit] {
    let source = bindings.source
    let declarations = try ManifestDeclarationFinder(bindings: bindings).declarations()
    guard let target = declarations.first(where: { $0.kind == .target && $0.names.contains(addition.module) }) else {
      throw source.error(.targetNotFound(addition.module), atToken: package.callee)
    }
    guard target.names == [addition.module], let name = target.arguments.labelled("name") else {
      throw source.error(.notDeclaredLiterally(addition.module), atToken: target.callee)
    }
    let elements = addition.dependencies.map(Self.quoted)
    if let dependencies = target.arguments.labelled("dependencies") {
      guard let open = source.arrayLiteral(in: dependencies.value) else {
        throw source.error(.notAnArrayLiteral(label: "dependencies"), atToken: dependencies.value.lowerBound)
      }
      return ArrayInsertion(source: source, open: open, indentUnit: unit).edits(adding: elements)
    }
    let argument = "dependencies: [\(elements.joined(separator: ", "))]"
    let nameEnd = source.span(of: name.value).upperBound
    let nameLabel = source.tokens[name.value.lowerBound - 2].range.lowerBound
    let indent = ManifestStyle.indentation(ofLineAt: nameLabel, in: source.bytes)
    let startsLine = ManifestBytes.lineStart(in: source.bytes, before: nameLabel) + indent.utf8.count == nameLabel
    // The argument after `name:`, or the `)` when `name:` is the last one.
    let after = name.value.upperBound
    let next = source.tokens[after].text == "," && after + 1 < source.tokens.count ? after + 1 : after
    let nextStartsLine = source.bytes[nameEnd..<source.tokens[next].range.lowerBound].contains(ManifestBytes.newline)
    return [TextEdit(at: nameEnd, insert: startsLine && nextStartsLine ? ",\n\(indent)\(argument)" : ", \(argument)")]
  }

  private static func quoted(_ name: String) -> String {
    "\"\(name)\""
  }
}
