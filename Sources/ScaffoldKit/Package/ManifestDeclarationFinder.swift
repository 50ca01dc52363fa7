/// Finds every target and product a manifest declares, wherever it is written: in the
/// `Package(…)` call, in a constant, in an array joined with `+`, behind `#if`, or appended later.
/// Declarations are found by their calls (`.target(name:…)`, `.library(name:…)`), so a target kept
/// in a variable is seen as surely as one written in place; each one's name must be certain
/// (a literal, a constant, or one element of a literal list it is `map`ped from).
struct ManifestDeclarationFinder {
  struct Declaration {
    enum Kind { case target, testTarget, product }
    var kind: Kind
    var names: [String]
    /// The token index of the called name (`target` in `.target(`).
    var callee: Int
    var arguments: [ManifestSource.Argument]
  }

  static let targetCallees: Set<String> = [
    "target", "executableTarget", "testTarget", "macro", "systemLibrary", "binaryTarget", "plugin",
  ]
  static let productCallees: Set<String> = ["library", "executable", "plugin"]

  let bindings: ManifestBindings
  var source: ManifestSource { bindings.source }

  /// - Throws: `.nameNotFollowed` at a declaration whose name is computed (a loop variable, a
  ///   function's parameter, an expression): which targets the package has is then unknown.
  func declarations() throws(ManifestEditError) -> [Declaration] {
    let tokens = source.tokens
    var found: [Declaration] = []
    for index in tokens.indices.dropFirst() where tokens[index].kind == .word && tokens[index - 1].text == "." {
      guard index + 1 < tokens.count, tokens[index + 1].text == "(",
        let kind = kind(of: index)
      else { continue }
      let arguments = source.arguments(inside: index + 1)
      guard let name = arguments.labelled("name") else { continue }
      let names: [String]
      if let literal = bindings.string(in: name.value) {
        names = [literal]
      } else if let mapped = mappedNames(for: name.value, in: index) {
        names = mapped
      } else {
        throw source.error(.nameNotFollowed, atToken: name.value.lowerBound)
      }
      found.append(Declaration(kind: kind, names: names, callee: index, arguments: arguments))
    }
    return found
  }

  private func kind(of callee: Int) -> Declaration.Kind? {
    let name = source.tokens[callee].text
    let labels = Set(source.arguments(inside: callee + 1).compactMap(\.label))
    // `.plugin(name:capability:)` is a target, `.plugin(name:targets:)` a product and
    // `.plugin(name:package:)` a target's use of another package's plugin.
    if name == "plugin" {
      if labels.contains("capability") { return .target }
      return labels.contains("targets") ? .product : nil
    }
    if Self.productCallees.contains(name) { return labels.contains("targets") ? .product : nil }
    guard Self.targetCallees.contains(name), !isDependency(callee) else { return nil }
    return name == "testTarget" ? .testTarget : .target
  }

  /// `.target(name:)` also names a dependency, inside a `dependencies:` array or a constant
  /// typed as dependencies (`let shared: [Target.Dependency] = […]`).
  private func isDependency(_ callee: Int) -> Bool {
    guard let open = source.enclosingOpener(of: callee), source.tokens[open].text == "[", open >= 2 else {
      return false
    }
    let tokens = source.tokens
    if tokens[open - 1].text == ":", tokens[open - 2].text == "dependencies" { return true }
    guard tokens[open - 1].text == "=" else { return false }
    var index = open - 2
    while index >= 0, tokens[index].text != "let", tokens[index].text != "var", open - index < 12 {
      if tokens[index].text == "Dependency" { return true }
      index -= 1
    }
    return false
  }

  /// The names a declaration gets from `names.map { .library(name: $0, …) }` (or `{ name in …
  /// name … }`), when the mapped list is a literal list of strings or a constant holding one.
  private func mappedNames(for value: Range<Int>, in callee: Int) -> [String]? {
    let tokens = source.tokens
    guard value.count == 1, let brace = source.enclosingOpener(of: callee), tokens[brace].text == "{",
      brace >= 3, tokens[brace - 1].text == "map", tokens[brace - 2].text == "."
    else { return nil }
    let parameter = tokens[value.lowerBound].text
    let isParameter =
      parameter == "$0" || (tokens[brace + 1].text == parameter && tokens[brace + 2].text == "in")
    guard isParameter else { return nil }
    let receiverEnd = brace - 2
    let receiver: Range<Int>
    if tokens[receiverEnd - 1].text == "]", let open = source.partner[receiverEnd - 1] {
      receiver = open..<receiverEnd
    } else {
      receiver = receiverEnd - 1..<receiverEnd
    }
    guard let arrays = bindings.arrayLiterals(in: receiver) else { return nil }
    var names: [String] = []
    for open in arrays {
      for item in source.items(inside: open) {
        guard let name = bindings.string(in: item.tokens) else { return nil }
        names.append(name)
      }
    }
    return names
  }
}
