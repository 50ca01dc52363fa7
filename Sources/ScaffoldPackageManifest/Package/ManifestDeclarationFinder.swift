import ScaffoldBase
import ScaffoldSpec

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
  package func declarations() throws(ManifestEditError) -> [Declaration] {
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

  /// `.target(name:)` also names a dependency: anywhere inside a `dependencies:` argument
  /// (`dependencies: names.map { .target(name: $0) }` too), or in a constant or function typed
  /// as dependencies (`let shared: [Target.Dependency] = […]`, `func core() -> Target.Dependency`).
  private func isDependency(_ callee: Int) -> Bool {
    let tokens = source.tokens
    var inner = callee
    var outermost: Int?
    while let open = source.enclosingOpener(of: inner) {
      let start = elementStart(before: inner, inside: open)
      if start + 1 < inner, tokens[start].text == "dependencies", tokens[start + 1].text == ":" { return true }
      outermost = open
      inner = open
    }
    guard let outermost, outermost > 0 else { return false }
    // The type of what the outermost bracket is the value of: `let name: Type = […]`, or the
    // return type of `func name(…) -> Type { … }` (not its parameters' types).
    let isBinding = tokens[outermost - 1].text == "="
    var index = outermost - 1
    var type: [String] = []
    while index > 0, outermost - index < 24 {
      let text = tokens[index].text
      // `->` is two symbol tokens; a `)` first means parameters, not a return type.
      if isBinding ? (text == "let" || text == "var") : (text == ">" && tokens[index - 1].text == "-") {
        return type.contains("Dependency")
      }
      if !isBinding && text == ")" { return false }
      type.append(text)
      index -= 1
    }
    return false
  }

  /// The first token of the list element or argument that holds `index`, inside the bracket at
  /// `open`: after the last comma of that level before it.
  private func elementStart(before index: Int, inside open: Int) -> Int {
    var current = index - 1
    while current > open {
      if source.tokens[current].isCloser, let partner = source.partner[current] {
        current = partner - 1
        continue
      }
      if source.tokens[current].kind == .symbol, source.tokens[current].text == "," { return current + 1 }
      current -= 1
    }
    return open + 1
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
