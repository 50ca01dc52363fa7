import ScaffoldSpec

/// Removes targets, products and dependencies from a `Package.swift`, which SwiftPM's own
/// manifest editing (`swift package add-target` and friends) can add but not remove.
///
/// The edit works on the manifest's tokens, never on a pattern: what a comment or a string says
/// is never touched, and every byte outside the removed elements stays as it was (see
/// `ListElementRemoval` for how the surrounding lines and commas are handled). When the edit
/// cannot be made with certainty it throws, at the line and column concerned, and the caller
/// keeps the manifest as it was.
public enum ManifestRemoval {
  /// The manifest without the elements of `targets:` and `products:` whose literal `name:` is
  /// in `targets` and `products`, and without the elements of every remaining target's
  /// `dependencies:` array that refer to a name in `dependenciesOn` (see `DependencyReference`).
  ///
  /// - Throws: `ManifestEditError` when the manifest is unbalanced, when a name to remove is
  ///   not declared literally in the arrays `targets:` and `products:` lead to, or when a removed target would
  ///   still be used somewhere (a product's `targets:`, a dependency not in `dependenciesOn`, a
  ///   variable), since the result would not build.
  /// - Parameter dependenciesOf: for some targets, the names of the dependencies to remove from
  ///   that target only (a route removed from a module's spec: its target no longer needs the
  ///   module the route opened).
  public static func removing(
    targets: Set<String>, products: Set<String>, dependenciesOn: Set<String>,
    dependenciesOf: [String: Set<String>] = [:], from manifest: String
  ) throws(ManifestEditError) -> String {
    let source = try ManifestScanner.scan(manifest)
    let package = try PackageCallSyntax(source)
    var edits: [ArrayEdit] = []
    if !targets.isEmpty || !dependenciesOn.isEmpty || !dependenciesOf.isEmpty,
      let opens = try package.arrays(labelled: "targets")
    {
      let declared = package.declarations(inArraysAt: opens)
      let removed = try indices(named: targets, in: declared, arrays: opens, of: package, label: "targets")
      edits += ArrayEdit.split(removed, over: opens, in: package)
      for (index, declaration) in declared.enumerated() where !removed.contains(index) {
        guard let value = declaration.call?.arguments.labelled("dependencies")?.value,
          let dependencies = source.arrayLiteral(in: value)
        else { continue }
        let items = source.items(inside: dependencies)
        let names = dependenciesOn.union(declaration.name.flatMap { dependenciesOf[$0] } ?? [])
        guard !names.isEmpty else { continue }
        let matching = items.indices.filter {
          DependencyReference.matches(items[$0], names: names, in: source, hostPackage: package.name)
        }
        edits.append(ArrayEdit(open: dependencies, items: items, removed: Set(matching)))
      }
    } else if let name = targets.sorted().first {
      throw source.error(.targetNotFound(name), atToken: package.callee)
    }
    if !products.isEmpty {
      let opens = try package.arrays(labelled: "products") ?? []
      let declared = package.declarations(inArraysAt: opens)
      let removed = try indices(named: products, in: declared, arrays: opens, of: package, label: "products")
      edits += ArrayEdit.split(removed, over: opens, in: package)
    }
    let removedSpans = edits.flatMap { edit in edit.removed.map { source.span(of: edit.items[$0].tokens) } }
    try checkNoUseRemains(of: targets, outside: removedSpans, in: package)
    return try applying(edits, to: source)
  }

  /// The indices of the declarations named in `names`; every name must be declared literally
  /// in one of the arrays at `arrays`.
  private static func indices(
    named names: Set<String>, in declared: [PackageCallSyntax.Declaration], arrays: [Int],
    of package: PackageCallSyntax, label: String
  ) throws(ManifestEditError) -> Set<Int> {
    let removed = Set(declared.indices.filter { declared[$0].name.map(names.contains) ?? false })
    let found = Set(removed.compactMap { declared[$0].name })
    let source = package.source
    let followed = arrays.compactMap { open in source.partner[open].map { open...$0 } }
    for name in names.sorted() where !found.contains(name) {
      // Declared through a variable or a loop: the literal is outside the `Package(…)` call
      // and outside the arrays its `label:` leads to.
      let outside = source.tokens.indices.first { index in
        source.tokens[index].literalValue == name && !package.tokenRange.contains(index)
          && !followed.contains { $0.contains(index) }
      }
      if let outside { throw source.error(.notDeclaredLiterally(name), atToken: outside) }
      if let computed = declared.first(where: { $0.name == nil }) {
        throw source.error(.notDeclaredLiterally(name), atToken: computed.item.tokens.lowerBound)
      }
      let reason: ManifestEditError.Reason = label == "targets" ? .targetNotFound(name) : .productNotFound(name)
      throw source.error(reason, atToken: package.labelToken(label))
    }
    return removed
  }

  /// A removed target's name left anywhere as a literal would make the manifest fail to load,
  /// unless it names something of another package.
  private static func checkNoUseRemains(
    of targets: Set<String>, outside removedSpans: [Range<Int>], in package: PackageCallSyntax
  ) throws(ManifestEditError) {
    let source = package.source
    // The package's and the products' own names are not uses of a target of the same name.
    var names: Set<Int> = []
    if let name = package.arguments.labelled("name") { names.insert(name.value.lowerBound) }
    if let products = try? package.arrays(labelled: "products") {
      for declaration in package.declarations(inArraysAt: products) {
        if let name = declaration.call?.arguments.labelled("name") { names.insert(name.value.lowerBound) }
      }
    }
    for (index, token) in source.tokens.enumerated() {
      guard let value = token.literalValue, targets.contains(value),
        !removedSpans.contains(where: { $0.contains(token.range.lowerBound) }), !names.contains(index),
        !DependencyReference.isOtherPackage(stringAt: index, in: source, hostPackage: package.name)
      else { continue }
      throw source.error(.stillReferenced(value), atToken: index)
    }
  }

  private static func applying(_ edits: [ArrayEdit], to source: ManifestSource) throws(ManifestEditError) -> String {
    let deletions = ListElementRemoval.merged(edits.flatMap { $0.deletions(in: source) })
    guard let first = deletions.first else { return String(decoding: source.bytes, as: UTF8.self) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(source.bytes.count)
    var kept = 0
    for deletion in deletions {
      bytes.append(contentsOf: source.bytes[kept..<deletion.lowerBound])
      kept = deletion.upperBound
    }
    bytes.append(contentsOf: source.bytes[kept...])
    let edited = String(decoding: bytes, as: UTF8.self)
    // A last guard: the rules above should never leave an empty list element, but if a layout
    // they do not foresee does, the caller gets an error instead of a broken manifest.
    guard let scanned = try? ManifestScanner.scan(edited), !scanned.hasEmptyListElement else {
      throw ManifestEditError(.unsupportedLayout, at: first.lowerBound, in: source.bytes)
    }
    return edited
  }
}

/// Elements to remove from one array literal.
private struct ArrayEdit {
  var open: Int
  var items: [ManifestSource.ListItem]
  var removed: Set<Int>

  /// One edit per array of `opens`, for `removed` counted over all their declarations in turn.
  static func split(_ removed: Set<Int>, over opens: [Int], in package: PackageCallSyntax) -> [ArrayEdit] {
    var first = 0
    return opens.map { open in
      let items = package.declarations(inArrayAt: open).map(\.item)
      let local = Set(removed.filter { (first..<first + items.count).contains($0) }.map { $0 - first })
      first += items.count
      return ArrayEdit(open: open, items: items, removed: local)
    }
  }

  func deletions(in source: ManifestSource) -> [Range<Int>] {
    guard let close = source.partner[open] else { return [] }
    let elements = items.map { item in
      ListElementRemoval.Element(
        span: source.span(of: item.tokens), comma: item.comma.map { source.tokens[$0].range.lowerBound })
    }
    let removal = ListElementRemoval(
      bytes: source.bytes, open: source.tokens[open].range.lowerBound, close: source.tokens[close].range.lowerBound,
      elements: elements)
    return removal.deletions(removing: removed)
  }
}

extension ManifestSource {
  /// A comma right after an opening bracket or another comma: what a wrong deletion leaves.
  fileprivate var hasEmptyListElement: Bool {
    tokens.indices.dropFirst().contains { index in
      tokens[index].kind == .symbol && tokens[index].text == ","
        && (tokens[index - 1].isOpener || (tokens[index - 1].kind == .symbol && tokens[index - 1].text == ","))
    }
  }
}
