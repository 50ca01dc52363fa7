import ScaffoldBase
import ScaffoldSpec
import ScaffoldTemplates

/// Migration from Generamba: its templates (a `.rambaspec` and Liquid files) become native
/// Scaffold templates, and a Rambafile becomes a `.scaffold.yml`. Pure: text in, text out; the
/// command line reads and writes the files. The mapping is documented in docs/generamba.md.
public enum GenerambaImport {
  /// Converts a Generamba template folder (files as relative path → text, which holds `<name>.rambaspec`)
  /// into a native Scaffold template folder (relative path → text), ready to write to disk.
  ///
  /// Throws `invalidTemplate` listing every construct that cannot be converted, each at its file,
  /// line and column; nothing is returned half-converted. `specName` is the `.rambaspec` to read
  /// (default: `<folderName>.rambaspec`, else the only one); messages name files under
  /// `displayPath` (default: `folderName`).
  public static func convert(
    folder: [String: String], folderName: String, architecture: Architecture, dropDates: Bool,
    specName: String? = nil, displayPath: String? = nil
  ) throws(ScaffoldError) -> [String: String] {
    try conversion(
      folder: folder, folderName: folderName, architecture: architecture, dropDates: dropDates, specName: specName,
      displayPath: displayPath
    ).files
  }

  /// `convert`, with the notes on what was changed so the result builds (`GenerambaTestFiles`),
  /// each `file:line:column: text`, for the command to show.
  public static func conversion(
    folder: [String: String], folderName: String, architecture: Architecture, dropDates: Bool,
    specName: String? = nil, displayPath: String? = nil, renamed: String? = nil
  ) throws(ScaffoldError) -> (files: [String: String], notes: [String]) {
    var notes: [String] = []
    var testableImports: [String] = []
    let display = { (path: String) in "\(displayPath ?? folderName)/\(path)" }
    var specPath = specName ?? ""
    if specName == nil { specPath = try rambaspecPath(in: folder, folderName: folderName) }
    let (read, specProblems) = Rambaspec.read(folder[specPath] ?? "", file: display(specPath))
    var diagnostics = specProblems
    guard let spec = read else { throw .invalidTemplate(diagnostics.sortedByLocation) }
    if let objectiveC = objectiveCFiles(of: spec) {
      // Its Liquid is not worth checking: none of its files could be built.
      throw .invalidTemplate((diagnostics + [objectiveC]).sortedByLocation)
    }

    var output: [String: String] = [:]
    var manifestFiles = [
      TemplateManifest.File(template: packageTemplatePath, output: "Package.swift", kind: .resource)
    ]
    var uses = spec.parameterUses
    var snippets: [String] = []
    var values: [TemplateValue] = []
    let snippetExists = { (name: String) in folder["snippets/\(name).liquid"] != nil }

    for file in spec.files {
      let templatePath = file.path.value
      let converted = mustachePath(for: templatePath)
      guard folder[templatePath] != nil, isInside(templatePath), !reserved(converted) else {
        diagnostics.append(
          Diagnostic(
            folder[templatePath] == nil
              ? "'\(templatePath)' is not in the template folder"
              : "'\(templatePath)' cannot be imported under that path",
            at: file.path.location, hint: "fix the path, relative to the folder of the .rambaspec"))
        continue
      }
      guard
        let outputPath = outputPath(
          of: file, specFile: display(specPath), dropDates: dropDates, uses: &uses, into: &diagnostics,
          notes: &notes)
      else { continue }
      if output[converted] == nil, let original = folder[templatePath] {
        let (text, positions) = GenerambaTestFiles.testableImports(in: original, file: display(templatePath))
        testableImports += positions
        let conversion = LiquidConverter(
          file: display(templatePath), dropDates: dropDates, snippetExists: snippetExists
        ).convert(text)
        diagnostics += conversion.diagnostics
        uses += conversion.parameterUses
        snippets += conversion.snippets
        values += conversion.values.filter { !values.contains($0) }
        output[converted] = conversion.text
      }
      // Two files may share a name when they are never generated together (`if`/`else` branches).
      if manifestFiles.contains(where: {
        $0.output == outputPath && !$0.when.contains { file.when.contains(RambaspecLiquid.negated($0)) }
      }) {
        diagnostics.append(
          Diagnostic(
            "another file is already generated at '\(file.name.value)'", at: file.name.location,
            hint: "give each file its own name"))
      }
      manifestFiles.append(
        TemplateManifest.File(
          template: converted, output: outputPath, kind: file.isTest ? .test : .source, when: file.when))
    }

    // Snippets become partials; a snippet may include others.
    var converted: Set<String> = []
    while let name = snippets.popLast() {
      guard converted.insert(name).inserted, let text = folder["snippets/\(name).liquid"] else { continue }
      let conversion = LiquidConverter(
        file: display("snippets/\(name).liquid"), dropDates: dropDates, snippetExists: snippetExists
      ).convert(text)
      diagnostics += conversion.diagnostics
      uses += conversion.parameterUses
      snippets += conversion.snippets
      values += conversion.values.filter { !values.contains($0) }
      output["partials/\(name).mustache"] = conversion.text
    }

    let (parameters, parameterProblems) = GenerambaParameters.resolve(uses: uses, declared: spec.parameters)
    diagnostics += parameterProblems
    guard diagnostics.isEmpty else { throw .invalidTemplate(diagnostics.sortedByLocation) }

    let name = renamed ?? templateName(spec.name ?? folderName)
    // The built-in package manifest, wherever the built-ins keep it (it is a shared part), in the
    // indentation of the template's own files.
    let package = Template.builtInFiles(.viper)[packageTemplatePath] ?? ""
    let unit = GenerambaIndentation.unit(of: Array(output.values))
    output[packageTemplatePath] = GenerambaIndentation.reindented(
      swift5(packageManifest(package, testConditions: spec.files.filter(\.isTest).map(\.when))), unit: unit)
    output[TemplateManifest.fileName] =
      GenerambaManifest(
        name: name, summary: spec.summary ?? "Imported from the Generamba template \(name).",
        architecture: architecture, version: spec.version ?? "1", parameters: parameters, files: manifestFiles,
        values: values, source: folderName
      ).text
    if let note = GenerambaTestFiles.testableImportsNote(testableImports) { notes.insert(note, at: 0) }
    return (output, notes)
  }

  /// A template name from a Generamba one: letters, digits, '_' and '-' are kept, anything else
  /// becomes '-'. A Rambafile's template names go through the same function, so they match.
  public static func templateName(_ raw: String) -> String {
    let last = raw.split(separator: "/").last.map(String.init) ?? raw
    let mapped = last.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") ? $0 : "-" }
    let name = String(mapped).split(separator: "-").joined(separator: "-")
    return name.isEmpty ? "imported" : name
  }

  /// The architecture a Generamba template's name suggests, for a catalog imported without
  /// `--architecture`: catalogs name templates after it (`mvvm_ios`, `mvc_tablecontroller`,
  /// `rsb_mvp_vm_module`, `clean_vip`), and VIPER is Generamba's own and the usual one.
  /// The first of `names` (a template's folder, then its `.rambaspec`'s name, which may differ)
  /// that names an architecture decides.
  public static func architecture(suggestedBy names: String...) -> Architecture {
    names.lazy.compactMap(namedArchitecture).first ?? .viper
  }

  private static func namedArchitecture(in name: String) -> Architecture? {
    let name = name.lowercased()
    if name.contains("mvvm") { return .mvvm }
    if name.hasPrefix("mvc") || name.contains("_mvc") || name.contains("-mvc") { return .mvc }
    if name.contains("mvp") { return .mvp }
    if name.replacingOccurrences(of: "viper", with: "").contains("vip") { return .vip }
    return name.contains("viper") ? .viper : nil
  }

  static let packageTemplatePath = "Package.swift.mustache"

  /// The built-in manifest, its test target declared only when a test file is generated: SwiftPM
  /// refuses a test target with no sources. `testConditions` holds each test file's `when:`, so
  /// the target is there when one of them holds (none: a template without tests has no target).
  static func packageManifest(_ package: String, testConditions: [[String]]) -> String {
    if testConditions.contains(where: \.isEmpty) { return package }
    var alternatives: [[String]] = []
    for condition in testConditions where !alternatives.contains(condition) { alternatives.append(condition) }
    return package.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
      line.contains(".testTarget(") ? whenAny(alternatives, String(line)) : [String(line)]
    }.joined(separator: "\n")
  }

  /// `line` inside sections that print it when every flag of one of `alternatives` is on.
  private static func whenAny(_ alternatives: [[String]], _ line: String) -> [String] {
    guard let first = alternatives.first else { return [] }
    let otherwise = whenAny(Array(alternatives.dropFirst()), line)
    func all(_ conditions: ArraySlice<String>) -> [String] {
      guard let condition = conditions.first else { return [line] }
      let (flag, inverted) = TemplateManifest.File.flag(of: condition)
      let (holds, fails) = inverted ? ("^", "#") : ("#", "^")
      let off = otherwise.isEmpty ? [] : ["{{\(fails)\(flag)}}"] + otherwise + ["{{/\(flag)}}"]
      return ["{{\(holds)\(flag)}}"] + all(conditions.dropFirst()) + ["{{/\(flag)}}"] + off
    }
    return all(first[...])
  }

  /// The package in Swift 5 language mode. Generamba templates are Swift 5 code: a view
  /// controller (main-actor isolated) conforming to a plain protocol, as swifty_viper's does, is an
  /// error in Swift 6 mode and a warning in Swift 5 mode; the team moves the module to Swift 6 when
  /// it moves the code. The mode goes after the package's last argument, its targets.
  static func swift5(_ package: String) -> String {
    guard let end = package.range(of: "\n  ]\n)", options: .backwards) else { return package }
    let mode = "\n  ],\n  // Generamba templates are Swift 5 code (docs/generamba.md).\n  swiftLanguageModes: [.v5]\n)"
    return package.replacingCharacters(in: end, with: mode)
  }

  /// `Code/View/view.swift.liquid` → `Code/View/view.swift.mustache`.
  static func mustachePath(for path: String) -> String {
    (path.hasSuffix(".liquid") ? String(path.dropLast(".liquid".count)) : path) + ".mustache"
  }

  static let cFamilyExtensions = ["h", "m", "mm", "c", "cc", "cpp", "hpp"]

  /// Objective-C (and C) templates are refused: the import makes a Swift package, and a SwiftPM
  /// target holds one language, so the module's target could not hold these files, and its Swift
  /// tests could not see them. One diagnostic, at the first such entry, names how many there are.
  private static func objectiveCFiles(of spec: Rambaspec) -> Diagnostic? {
    let cFamily = spec.files.filter { file in
      let name = file.name.value.split(separator: "/").last.map(String.init) ?? ""
      let pathName = String(mustachePath(for: file.path.value).dropLast(".mustache".count))
      func isCFamily(_ text: String) -> Bool { cFamilyExtensions.contains { text.lowercased().hasSuffix(".\($0)") } }
      // The template decides the language: a Swift template under a `.m` name (a slip kept in
      // the official mvc_tablecontroller's tests) is Swift, written under the name Generamba gives.
      return isCFamily(pathName) || (isCFamily(name) && !pathName.lowercased().hasSuffix(".swift"))
    }
    guard let first = cFamily.first else { return nil }
    return Diagnostic(
      "\(objectiveCMessage) (\(cFamily.count) of its \(spec.files.count) files are .h/.m/C files): Scaffold generates Swift packages, and a SwiftPM target cannot mix Objective-C with Swift",
      at: first.name.location,
      hint:
        "import a Swift version of the template, or start one from a built-in ('scaffold templates init viper'); keep generating Objective-C modules with Generamba (of a catalog, import the Swift templates with --name)"
    )
  }

  private static let objectiveCMessage = "this is an Objective-C template"

  /// Whether `diagnostic` is the one refusing an Objective-C template, which a catalog import
  /// skips (with a note) rather than refusing the whole catalog for.
  public static func refusesObjectiveC(_ diagnostic: Diagnostic) -> Bool {
    diagnostic.message.hasPrefix(objectiveCMessage + " (")
  }

  /// Paths the import writes itself.
  private static func reserved(_ converted: String) -> Bool {
    converted == packageTemplatePath || converted.hasPrefix("partials/")
  }

  private static func isInside(_ path: String) -> Bool {
    ProjectPathRule.problem(withRelative: path) == nil && !path.split(separator: "/").contains("..")
  }

  private static func rambaspecPath(in folder: [String: String], folderName: String) throws(ScaffoldError) -> String {
    let base = folderName.split(separator: "/").last.map(String.init) ?? folderName
    if folder["\(base).rambaspec"] != nil { return "\(base).rambaspec" }
    let specs = folder.keys.filter { !$0.contains("/") && $0.hasSuffix(".rambaspec") }.sorted()
    guard specs.count == 1, let only = specs.first else {
      throw .invalidTemplate([
        Diagnostic(
          specs.isEmpty
            ? "\(folderName) has no .rambaspec file"
            : "\(folderName) has several .rambaspec files: \(specs.joined(separator: ", "))",
          at: nil, hint: "a Generamba template folder holds exactly one <name>.rambaspec")
      ])
    }
    return only
  }

  /// `Sources/{{module.name}}/View/{{module.name}}ViewInput.swift` for `View/ViewInput.swift`:
  /// Generamba puts the Rambafile's prefix and the module name before the file's name, unless
  /// `custom_name` says otherwise.
  private static func outputPath(
    of file: Rambaspec.File, specFile: String, dropDates: Bool, uses: inout [ParameterUse],
    into diagnostics: inout [Diagnostic], notes: inout [String]
  ) -> String? {
    func origin(_ located: Located<String>) -> (line: Int, column: Int) {
      (located.location?.line ?? 1, located.location?.column ?? 1)
    }
    let name = LiquidConverter(
      file: specFile, place: .fileName, dropDates: dropDates, origin: origin(file.name)
    ).convert(file.name.value)
    diagnostics += name.diagnostics
    uses += name.parameterUses
    let components = name.text.split(separator: "/").map(String.init)
    guard let basename = components.last, isInside(name.text) else {
      diagnostics.append(
        Diagnostic(
          "'\(file.name.value)' is not a file name inside the module", at: file.name.location, hint: "fix the name"))
      return nil
    }
    var fileName = "{{project.prefix}}{{module.name}}" + basename
    if let custom = file.customName {
      let converted = LiquidConverter(
        file: specFile, place: .fileName, dropDates: dropDates, origin: origin(custom)
      ).convert(custom.value)
      diagnostics += converted.diagnostics
      uses += converted.parameterUses
      fileName = converted.text
      guard isInside(fileName) else {
        diagnostics.append(
          Diagnostic(
            "custom_name '\(custom.value)' leaves the module's folder", at: custom.location,
            hint: "give a file name, without '~', '..' or a leading '/'"))
        return nil
      }
    }
    guard name.diagnostics.isEmpty else { return nil }
    fileName = GenerambaTestFiles.swiftName(fileName, template: file.path.value, entry: file.name, notes: &notes)
    let root = file.isTest ? "Tests/{{module.name}}Tests/" : "Sources/{{module.name}}/"
    return root + (components.dropLast() + [fileName]).joined(separator: "/")
  }
}
