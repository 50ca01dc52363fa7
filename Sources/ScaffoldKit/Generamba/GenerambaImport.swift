/// Migration from Generamba: its templates (a `.rambaspec` and Liquid files) become native
/// Scaffold templates, and a Rambafile becomes a `.scaffold.yml`. Pure: text in, text out; the
/// command line reads and writes the files. The mapping is documented in docs/generamba.md.
public enum GenerambaImport {
  /// Converts a Generamba template folder (files as relative path → text, which holds `<name>.rambaspec`)
  /// into a native Scaffold template folder (relative path → text), ready to write to disk.
  ///
  /// Throws `invalidTemplate` listing every construct that cannot be converted, each at its file,
  /// line and column; nothing is returned half-converted.
  public static func convert(folder: [String: String], folderName: String, architecture: Architecture, dropDates: Bool)
    throws(ScaffoldError) -> [String: String]
  {
    let display = { (path: String) in "\(folderName)/\(path)" }
    let specPath = try rambaspecPath(in: folder, folderName: folderName)
    let (read, specProblems) = Rambaspec.read(folder[specPath] ?? "", file: display(specPath))
    var diagnostics = specProblems
    guard let spec = read else { throw .invalidTemplate(diagnostics.sortedByLocation) }

    var output: [String: String] = [:]
    var manifestFiles = [
      TemplateManifest.File(template: packageTemplatePath, output: "Package.swift", kind: .resource)
    ]
    var uses: [ParameterUse] = []
    var snippets: [String] = []
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
          of: file, specFile: display(specPath), dropDates: dropDates, uses: &uses, into: &diagnostics)
      else { continue }
      if output[converted] == nil, let text = folder[templatePath] {
        let conversion = LiquidConverter(
          file: display(templatePath), dropDates: dropDates, snippetExists: snippetExists
        ).convert(text)
        diagnostics += conversion.diagnostics
        uses += conversion.parameterUses
        snippets += conversion.snippets
        output[converted] = conversion.text
      }
      if manifestFiles.contains(where: { $0.output == outputPath }) {
        diagnostics.append(
          Diagnostic(
            "another file is already generated at '\(file.name.value)'", at: file.name.location,
            hint: "give each file its own name"))
      }
      manifestFiles.append(
        TemplateManifest.File(template: converted, output: outputPath, kind: file.isTest ? .test : .source))
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
      output["partials/\(name).mustache"] = conversion.text
    }

    let (parameters, parameterProblems) = GenerambaParameters.resolve(uses: uses, declared: spec.parameters)
    diagnostics += parameterProblems
    guard diagnostics.isEmpty else { throw .invalidTemplate(diagnostics.sortedByLocation) }

    let name = templateName(spec.name ?? folderName)
    // The built-in package manifest, wherever the built-ins keep it (it is a shared part).
    let package = Template.builtInFiles(.viper)[packageTemplatePath] ?? ""
    // SwiftPM refuses a test target with no sources, so a template without test files gets none.
    output[packageTemplatePath] = swift5(
      spec.files.contains(where: \.isTest)
        ? package
        : package.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains(".testTarget(") }
          .joined(separator: "\n"))
    output[TemplateManifest.fileName] =
      GenerambaManifest(
        name: name, summary: spec.summary ?? "Imported from the Generamba template \(name).",
        architecture: architecture, version: spec.version ?? "1", parameters: parameters, files: manifestFiles,
        source: folderName
      ).text
    return output
  }

  /// A template name from a Generamba one: letters, digits, '_' and '-' are kept, anything else
  /// becomes '-'. A Rambafile's template names go through the same function, so they match.
  static func templateName(_ raw: String) -> String {
    let last = raw.split(separator: "/").last.map(String.init) ?? raw
    let mapped = last.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") ? $0 : "-" }
    let name = String(mapped).split(separator: "-").joined(separator: "-")
    return name.isEmpty ? "imported" : name
  }

  static let packageTemplatePath = "Package.swift.mustache"

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

  /// Paths the import writes itself.
  private static func reserved(_ converted: String) -> Bool {
    converted == packageTemplatePath || converted.hasPrefix("partials/")
  }

  private static func isInside(_ path: String) -> Bool {
    !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
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
  /// Generamba puts the module name before the file's name (after the Rambafile's prefix, which
  /// Scaffold has not), unless `custom_name` says otherwise.
  private static func outputPath(
    of file: Rambaspec.File, specFile: String, dropDates: Bool, uses: inout [ParameterUse],
    into diagnostics: inout [Diagnostic]
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
    guard let basename = components.last, !components.contains("..") else {
      diagnostics.append(
        Diagnostic(
          "'\(file.name.value)' is not a file name inside the module", at: file.name.location, hint: "fix the name"))
      return nil
    }
    var fileName = "{{module.name}}" + basename
    if let custom = file.customName {
      let converted = LiquidConverter(
        file: specFile, place: .fileName, dropDates: dropDates, origin: origin(custom)
      ).convert(custom.value)
      diagnostics += converted.diagnostics
      uses += converted.parameterUses
      fileName = converted.text
    }
    guard name.diagnostics.isEmpty else { return nil }
    let root = file.isTest ? "Tests/{{module.name}}Tests/" : "Sources/{{module.name}}/"
    return root + (components.dropLast() + [fileName]).joined(separator: "/")
  }
}
