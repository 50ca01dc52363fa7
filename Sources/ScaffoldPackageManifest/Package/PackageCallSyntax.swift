import ScaffoldSpec

/// The `Package(…)` call of a manifest and the arrays the edits change: `targets:`, `products:`
/// and each target's `dependencies:`.
struct PackageCallSyntax {
  /// One element of `targets:` or `products:`, with the name it declares when that is a literal.
  struct Declaration {
    var item: ManifestSource.ListItem
    var call: ManifestSource.Call?
    var name: String?
  }

  let source: ManifestSource
  /// The token index of `Package`.
  let callee: Int
  let open: Int
  let arguments: [ManifestSource.Argument]

  init(_ source: ManifestSource) throws(ManifestEditError) {
    let tokens = source.tokens
    // `let package = Package(`: the initializer, not a member such as `.package(` of a dependency.
    guard
      let callee = tokens.indices.first(where: { index in
        tokens[index].kind == .word && tokens[index].text == "Package" && index + 1 < tokens.count
          && tokens[index + 1].text == "(" && (index == 0 || tokens[index - 1].text != ".")
      })
    else { throw ManifestEditError(.noPackageCall, line: 1, column: 1) }
    self.source = source
    self.callee = callee
    self.open = callee + 1
    self.arguments = source.arguments(inside: callee + 1)
  }

  /// The call, refused when the manifest has a second one (each behind its own `#if`): an edit
  /// of one would leave the other platforms' package as it was.
  static func single(in source: ManifestSource) throws(ManifestEditError) -> PackageCallSyntax {
    let package = try PackageCallSyntax(source)
    let tokens = source.tokens
    let second = tokens.indices.dropFirst(package.open).first { index in
      tokens[index].kind == .word && tokens[index].text == "Package" && index + 1 < tokens.count
        && tokens[index + 1].text == "(" && tokens[index - 1].text != "."
    }
    if let second { throw source.error(.secondPackageCall, atToken: second) }
    return package
  }

  /// The package's own name, when it is a literal.
  var name: String? {
    arguments.labelled("name").flatMap { source.literal(in: $0.value) }
  }

  /// The token indices of the whole call, `Package` to `)`.
  var tokenRange: ClosedRange<Int> {
    callee...(source.partner[open] ?? open)
  }

  /// The `[`s of the array literals the argument `label` is made of: in place, through a
  /// constant, joined with `+`; `nil` when the argument is absent.
  /// - Throws: `.notAnArrayLiteral` when no part of it is an array literal (`targets: all()`).
  func arrays(labelled label: String) throws(ManifestEditError) -> [Int]? {
    guard let argument = arguments.labelled(label) else { return nil }
    let opens = ManifestBindings(source).followedArrayLiterals(in: argument.value)
    guard !opens.isEmpty else {
      throw source.error(.notAnArrayLiteral(label: label), atToken: argument.value.lowerBound)
    }
    return opens
  }

  package func declarations(inArraysAt opens: [Int]) -> [Declaration] {
    opens.flatMap(declarations(inArrayAt:))
  }

  package func declarations(inArrayAt open: Int) -> [Declaration] {
    source.items(inside: open).map { item in
      let call = source.call(in: item.tokens)
      let name = call?.arguments.labelled("name").flatMap { source.literal(in: $0.value) }
      return Declaration(item: item, call: call, name: name)
    }
  }

  /// The token index of the argument label `label`, for errors about the whole argument.
  func labelToken(_ label: String) -> Int {
    arguments.labelled(label).map { $0.value.lowerBound - 2 } ?? callee
  }
}
