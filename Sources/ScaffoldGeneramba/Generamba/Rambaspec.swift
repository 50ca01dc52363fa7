import ScaffoldBase
import ScaffoldSpec
import ScaffoldTemplates
import Yams

/// A Generamba template's `<name>.rambaspec`, as far as the import uses it.
///
///     name: "swifty_viper"
///     summary: "Swift VIPER module"
///     version: "1.0.0"
///     code_files:
///     - {name: View/ViewInput.swift, path: Code/View/view_input.swift.liquid}
///     test_files:
///     - {name: Presenter/PresenterTests.swift, path: Tests/Presenter/presenter_tests.swift.liquid}
///     custom_parameters: {with_logging: "false"}   # optional; Generamba itself takes them on its command line
struct Rambaspec {
  struct File {
    /// Where the generated file goes, relative to the module folder; its last component gets
    /// the module name in front (`View/ViewInput.swift` → `View/LoginViewInput.swift`).
    var name: Located<String>
    var path: Located<String>
    /// Replaces the default file name `{{ prefix }}{{ module_info.name }}{{ module_info.file_basename }}`.
    var customName: Located<String>?
    var isTest: Bool
    /// The flags of the `{% if custom_parameters.x %}` blocks around the entry (`params.x`).
    var when: [String] = []
  }

  struct Parameter {
    var key: Located<String>
    var defaultValue: String?
    var description: String?
  }

  var name: String?
  var summary: String?
  package var version: String?
  var files: [File] = []
  var parameters: [Parameter] = []
  /// The custom parameters the spec's Liquid tests.
  var parameterUses: [ParameterUse] = []

  static let keys = [
    "name", "summary", "author", "version", "license", "update", "code_files", "test_files", "dependencies",
    "custom_parameters",
  ]
  static let fileKeys = ["name", "path", "custom_name", "file_type"]

  /// Reads the spec, collecting every problem. Its Liquid (`{% if %}` around file entries) is read
  /// first, as Generamba renders it before reading the YAML (see `RambaspecLiquid`).
  package static func read(_ text: String, file: String) -> (Rambaspec?, [Diagnostic]) {
    let liquid = RambaspecLiquid(text, file: file)
    let root: Node
    switch GenerambaYAML.compose(liquid.yaml, file: file, what: ".rambaspec") {
    case .node(let node): root = node
    case .problem(let diagnostic): return (nil, liquid.diagnostics + liquid.original([diagnostic]))
    }
    var reader = SpecNodeReader(file: file)
    guard let mapping = reader.expectMapping(root, path: "the .rambaspec") else {
      return (nil, liquid.diagnostics + liquid.original(reader.collector.diagnostics))
    }
    reader.checkKeys(mapping, allowed: keys, path: "the .rambaspec")
    var spec = Rambaspec()
    spec.parameterUses = liquid.parameterUses
    var diagnostics = liquid.diagnostics
    let keys = mapping.compactMap { keyNode, _ in reader.scalar(keyNode, path: "the .rambaspec") }.map {
      Located($0.value, at: liquid.original($0.location))
    }
    diagnostics += conditionalKeys(keys, liquid: liquid)
    spec.name = mapping["name"].flatMap { reader.scalar($0, path: "name")?.value }
    spec.summary = mapping["summary"].flatMap { reader.scalar($0, path: "summary")?.value }
    spec.version = mapping["version"].flatMap { reader.scalar($0, path: "version")?.value }
    for (key, isTest) in [("code_files", false), ("test_files", true)] {
      spec.files += reader.list(mapping[key], path: key) { reader, node, path in
        readFile(node, path: path, isTest: isTest, reader: &reader)
      }
    }
    for index in spec.files.indices {
      var file = spec.files[index]
      file.name.location = liquid.original(file.name.location)
      file.path.location = liquid.original(file.path.location)
      let customLocation = liquid.original(file.customName?.location)
      file.customName?.location = customLocation
      file.when = liquid.flags(at: file.name.location)
      spec.files[index] = file
      for part in [file.path] + (file.customName.map { [$0] } ?? [])
      where liquid.flags(at: part.location) != file.when {
        diagnostics.append(
          Diagnostic(
            "only part of this file entry is inside '{% if %}'; 'when:' holds for a whole entry",
            at: part.location, hint: "put the '{% if %}' and '{% endif %}' around the whole entry"))
      }
    }
    if let parameters = mapping["custom_parameters"], !reader.isNull(parameters) {
      spec.parameters = readParameters(parameters, reader: &reader)
      for index in spec.parameters.indices {
        spec.parameters[index].key.location = liquid.original(spec.parameters[index].key.location)
      }
    }
    return (spec, diagnostics + liquid.original(reader.collector.diagnostics))
  }

  /// Keys other than the file lists that are inside a `{% if %}` block, or whose value holds
  /// one (`summary: {% if … %}A{% else %}B{% endif %}`): Generamba gives them one value or the
  /// other, while `when:` only chooses whole file entries, so either is refused where it is.
  private static func conditionalKeys(_ keys: [Located<String>], liquid: RambaspecLiquid) -> [Diagnostic] {
    func order(_ location: SourceLocation?) -> (Int, Int) { (location?.line ?? 0, location?.column ?? 0) }
    // A block between a key and the next one, ending before it, is in the key's value; one
    // holding the next key is reported there, by the first check.
    return keys.enumerated().compactMap { index, key in
      guard !["code_files", "test_files"].contains(key.value) else { return nil }
      if !liquid.flags(at: key.location).isEmpty {
        return Diagnostic(
          "'\(key.value)' inside '{% if %}' cannot be converted: only file entries can depend on a custom parameter",
          at: key.location, hint: "move the '{% if %}' around the entries of code_files or test_files")
      }
      let next = keys.dropFirst(index + 1).first.map { order($0.location) } ?? (Int.max, 0)
      guard let key = key.location,
        let block = liquid.blocks.first(where: { order(key) < $0.opener && $0.end < next })
      else { return nil }
      return Diagnostic(
        "a Liquid block in the value of '\(keys[index].value)' cannot be converted: only file entries can depend on a custom parameter",
        at: SourceLocation(file: key.file, line: block.opener.line, column: block.opener.column),
        hint: "give '\(keys[index].value)' one value")
    }
  }

  private static func readFile(_ node: Node, path: String, isTest: Bool, reader: inout SpecNodeReader) -> File? {
    guard let mapping = reader.expectMapping(node, path: path) else { return nil }
    reader.checkKeys(mapping, allowed: fileKeys, path: path)
    guard let name = mapping["name"].flatMap({ reader.scalar($0, path: "\(path).name") }) else {
      reader.report(node, "\(path) has no 'name'", hint: "add 'name: Folder/File.swift'")
      return nil
    }
    // An entry without a path is an empty Xcode group, which a Swift package does not have.
    guard let templatePath = mapping["path"].flatMap({ reader.scalar($0, path: "\(path).path") }) else { return nil }
    let customName = mapping["custom_name"].flatMap { reader.scalar($0, path: "\(path).custom_name") }
    return File(name: name, path: templatePath, customName: customName, isTest: isTest)
  }

  /// `key: default` or `key: {description: …, default: …}`.
  private static func readParameters(_ node: Node, reader: inout SpecNodeReader) -> [Parameter] {
    guard let mapping = reader.expectMapping(node, path: "custom_parameters") else { return [] }
    return mapping.compactMap { keyNode, value in
      guard let key = reader.scalar(keyNode, path: "custom_parameters") else { return nil }
      let path = "custom_parameters.\(key.value)"
      if case .mapping(let details) = value {
        reader.checkKeys(details, allowed: ["description", "default"], path: path)
        return Parameter(
          key: key, defaultValue: details["default"].flatMap { reader.scalar($0, path: "\(path).default")?.value },
          description: details["description"].flatMap { reader.scalar($0, path: "\(path).description")?.value })
      }
      let defaultValue = reader.isNull(value) ? nil : reader.scalar(value, path: path)?.value
      return Parameter(key: key, defaultValue: defaultValue, description: nil)
    }
  }
}
