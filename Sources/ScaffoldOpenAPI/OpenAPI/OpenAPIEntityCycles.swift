import ScaffoldSpec

/// Schemas that contain themselves other than through a list or a map (`Category.parent:
/// Category?`): JSON allows it, a Swift struct does not, and the spec refuses it. The field that
/// closes each such cycle is left out and noted, so every other field stays.
extension OpenAPIMappingState {
  mutating func breakContainmentCycles() {
    let names = Set(entities.map(\.name.value))
    var finished: Set<String> = []
    var stack: [String] = []
    func contained(_ field: FieldSpec) -> String? {
      var type = field.type.value
      if type.hasSuffix("?") { type.removeLast() }
      return names.contains(type) ? type : nil
    }
    func visit(_ name: String) {
      guard !finished.contains(name), let index = entities.firstIndex(where: { $0.name.value == name }) else { return }
      stack.append(name)
      var kept: [FieldSpec] = []
      for field in entities[index].fields {
        guard let target = contained(field) else {
          kept.append(field)
          continue
        }
        if let start = stack.firstIndex(of: target) {
          let cycle = (stack[start...] + [target]).joined(separator: " → ")
          if let source = fieldSources["\(name).\(field.name.value)"] {
            note(
              "\(name).\(field.name.value) makes \(cycle), and a struct cannot contain itself (a list or map of it can)",
              at: source, outcome: .skipped)
          }
          continue
        }
        kept.append(field)
        visit(target)
      }
      entities[index].fields = kept
      stack.removeLast()
      finished.insert(name)
    }
    for entity in entities { visit(entity.name.value) }
  }
}
