import ScaffoldBase
import ScaffoldSpec

/// Types a rendered module would declare twice. A template may declare any type it likes
/// (`<Module>Logging`, say), and a spec entity may happen to have that name: the package would
/// then fail to build with "invalid redeclaration", after everything was written. Reading the
/// declarations off the rendered files reserves every name a template declares, built-in or
/// custom, with no list to keep by hand.
enum DeclaredTypeClashes {
  /// Refuses the module when two of its Swift files (or one, twice) declare the same type.
  package static func check(_ files: [GeneratedFile], module: Module, template: String) throws(ScaffoldError) {
    var declaredIn: [String: [String]] = [:]
    var order: [String] = []
    for file in files where file.path.hasSuffix(".swift") && file.path != "Package.swift" {
      for (name, _) in TopLevelTypes.declared(in: file.contents) {
        if declaredIn[name] == nil { order.append(name) }
        declaredIn[name, default: []].append(file.path)
      }
    }
    let entities = Set(module.entities.map(\.name.pascal) + (module.sharedEntities?.entities.map(\.name.pascal) ?? []))
    var entityClashes: [Diagnostic] = []
    var templateClashes: [Diagnostic] = []
    for name in order {
      guard let paths = declaredIn[name], paths.count > 1 else { continue }
      if entities.contains(name) {
        let others = paths.filter { !$0.hasSuffix("Entities.swift") }
        entityClashes.append(
          Diagnostic(
            "entity '\(name)' has the name of a type template '\(template)' declares in \((others.isEmpty ? paths : others).joined(separator: ", "))",
            at: nil, hint: "rename the entity, such as '\(name)Item'"))
      } else {
        templateClashes.append(
          Diagnostic(
            "template '\(template)' declares type '\(name)' more than once (\(paths.joined(separator: ", ")))",
            at: nil, hint: "declare it in one file, or give the declarations different names"))
      }
    }
    if !entityClashes.isEmpty { throw .invalidSpec(entityClashes) }
    if !templateClashes.isEmpty { throw .invalidTemplate(templateClashes) }
  }
}
