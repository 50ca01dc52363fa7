import ScaffoldBase
import Yams

extension SpecNodeReader {
  /// Reads an app spec; `modules` must be a non-empty list of module specs.
  mutating func readApp(_ mapping: Node.Mapping, node: Node) -> AppSpec {
    let problemsBefore = collector.diagnostics.count
    checkKeys(mapping, allowed: SpecGrammar.app.keyNames, path: "the spec")
    var defaults = ModuleSpec()
    defaults.architecture = mapping[key: "architecture"].flatMap { scalar($0, path: "architecture") }
    defaults.testing = mapping[key: "testing"].flatMap { scalar($0, path: "testing") }
    defaults.ui = mapping[key: "ui"].flatMap { scalar($0, path: "ui") }
    defaults.platforms = mapping[key: "platforms"].map { readPlatforms($0) }
    defaults.swiftToolsVersion = mapping[key: "swiftToolsVersion"].flatMap { scalar($0, path: "swiftToolsVersion") }
    defaults.template = mapping[key: "template"].flatMap { scalar($0, path: "template") }
    defaults.params = mapping[key: "params"].map { readParams($0) } ?? []
    let packageName = mapping[key: "package"].flatMap { scalar($0, path: "package") }
    // Entities at the top are shared: one module declares them, every module may use them.
    let shared = list(mapping[key: "entities"], path: "entities") { reader, node, path in
      reader.readEntity(node, path: path)
    }
    if !shared.isEmpty {
      defaults.sharedEntities = shared
      // Named after the package, which defaults to the first module's name.
      var firstModuleName: Located<String>?
      if case .sequence(let list)? = mapping[key: "modules"], case .mapping(let first)? = list.first,
        let name = first[key: "name"]
      {
        firstModuleName = scalar(name, path: "modules[0].name")
      }
      let owner = packageName ?? firstModuleName ?? Located("shared", at: nil)
      defaults.sharedEntitiesModule = Located(owner.value + "-entities", at: owner.location)
    }
    var modules: [ModuleSpec] = []
    if let list = mapping[key: "modules"], case .sequence(let sequence) = list, !sequence.isEmpty {
      for element in sequence {
        // Each module's problems stay with it, so validation reports them with its other errors.
        var moduleReader = SpecNodeReader(file: file)
        var module = moduleReader.readModule(element)
        module.file = file
        module.readingProblems = moduleReader.collector.diagnostics
        modules.append(module.withDefaults(defaults))
      }
    } else {
      report(
        mapping[key: "modules"] ?? node, "modules must be a non-empty list of module specs",
        hint: "write '- name: Login' entries under 'modules:'")
    }
    var app = AppSpec(packageName: packageName, modules: modules, file: file)
    app.readingProblems = Array(collector.diagnostics[problemsBefore...])
    return app
  }
}

extension ModuleSpec {
  /// The module with the app's shared settings where it gives none of its own.
  func withDefaults(_ defaults: ModuleSpec) -> ModuleSpec {
    var result = self
    result.architecture = architecture ?? defaults.architecture
    result.testing = testing ?? defaults.testing
    result.ui = ui ?? defaults.ui
    result.platforms = platforms ?? defaults.platforms
    result.swiftToolsVersion = swiftToolsVersion ?? defaults.swiftToolsVersion
    result.template = template ?? defaults.template
    // A module's own parameters win; the shared ones fill in the rest.
    let own = Set(params.map(\.name.value))
    result.params = defaults.params.filter { !own.contains($0.name.value) } + params
    result.sharedEntities = defaults.sharedEntities
    result.sharedEntitiesModule = defaults.sharedEntitiesModule
    result.author = author ?? defaults.author
    result.organisation = organisation ?? defaults.organisation
    result.projectName = projectName ?? defaults.projectName
    result.prefix = prefix ?? defaults.prefix
    return result
  }
}
