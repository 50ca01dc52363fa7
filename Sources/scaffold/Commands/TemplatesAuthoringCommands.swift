import ArgumentParser
import Foundation
import ScaffoldKit

struct TemplatesInitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init", abstract: "Create a template as a copy of another (a built-in by default), to edit.",
    discussion: """
      Example:
        scaffold templates init viper-coordinator --from viper --output Templates
      The new folder holds the copy, renamed, and tests/Sample.yml for 'scaffold templates test'.
      """)

  @Argument(help: "The new template's name (its folder's name too).")
  var name: String

  @Option(help: ArgumentHelp("The template to copy.", valueName: "template"), completion: TemplateNameCompletion.kind)
  var from: String = "viper"

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp(
      "The folder to create it in (default: the first of .scaffold.yml's templates, else ./Templates).",
      valueName: "dir"),
    completion: .directory)
  var output: String?

  @OptionGroup var lookup: TemplateLookupOptions
  @OptionGroup var verbosityFlags: VerbosityOptions

  func run() throws {
    try Terminal.reportingErrors(json: lookup.json, verbosity: verbosityFlags.verbosity) { () throws(ScaffoldError) in
      var collector = [Diagnostic]()
      if name.isEmpty || name.contains("/") || name.hasPrefix(".") {
        collector.append(
          Diagnostic("template name '\(name)' cannot be a folder name", at: nil, hint: "use letters, digits and '-'"))
      }
      guard collector.isEmpty else { throw .invalidSpec(collector) }
      let setup = try ProjectSetup(templateFolders: lookup.templateFolders)
      let base = try setup.generator.library.template(named: from)
      let baseFiles: [String: String]
      if base.isBuiltIn, let architecture = Architecture(rawValue: from) {
        baseFiles = Template.builtInFiles(architecture)
      } else {
        baseFiles = try TemplateFolder.selfContained(URL(fileURLWithPath: base.displayPath, isDirectory: true))
      }
      let parent =
        output.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? setup.configuration?.templateFolders.first
        ?? URL(fileURLWithPath: "Templates", isDirectory: true)
      let root = parent.appendingPathComponent(name, isDirectory: true)
      if FileManager.default.fileExists(atPath: root.path) { throw .outputExists(path: root.path) }
      let files = try TemplateStarter.files(name: name, base: baseFiles)
      let plan = try ChangePlanner(policy: .refuse).plan(files, root: root, modules: [])
      try ChangeWriter().apply(plan)
      if lookup.json {
        print(
          ContextValue.object(["template": .string(name), "folder": .string(root.path), "files": .int(files.count)])
            .jsonText())
        return
      }
      if verbosityFlags.quiet { return }
      print("Created \(root.path)/ from \(from) (\(files.count) files).")
      print("Next: edit it, then scaffold templates lint \(root.path) && scaffold templates test \(root.path) --record")
    }
  }
}

struct TemplatesLintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check a template folder: manifest, syntax, every name against the context, and a sample render.")

  @Argument(help: "The template folder.", completion: .directory)
  var folder: String

  @OptionGroup var lookup: TemplateLookupOptions
  @OptionGroup var verbosityFlags: VerbosityOptions

  func run() throws {
    let diagnostics = TemplateLinter.lint(folder: URL(fileURLWithPath: folder, isDirectory: true))
    if lookup.json {
      print(ErrorReport.value(of: .invalidTemplate(diagnostics))["error"]?["diagnostics"]?.jsonText() ?? "[]")
    } else if diagnostics.isEmpty && !verbosityFlags.quiet {
      print("\(folder): no problems found.")
    }
    guard diagnostics.isEmpty else {
      if !lookup.json { Terminal.printError(diagnostics.map(\.description).joined(separator: "\n")) }
      throw ExitCode(Terminal.Status.invalidInput)
    }
  }
}

struct TemplatesTestCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "test",
    abstract: "Render a template against its fixture specs (tests/*.yml) and compare with the snapshots beside them.",
    discussion: """
      Exits 1 when a snapshot differs (the diff is printed), 65 when a fixture cannot be rendered.
      Examples:
        scaffold templates test Templates/viper-coordinator --record     # write the snapshots
        scaffold templates test Templates/viper-coordinator --compile    # also build and test the output
      """)

  @Argument(help: "The template folder.", completion: .directory)
  var folder: String

  @Flag(help: "Rewrite the snapshots from the current output.")
  var record = false

  @Flag(help: "Also build each output with -warnings-as-errors and run its generated tests.")
  var compile = false

  @OptionGroup var lookup: TemplateLookupOptions
  @OptionGroup var verbosityFlags: VerbosityOptions

  func run() throws {
    var failed = false
    try Terminal.reportingErrors(json: lookup.json, verbosity: verbosityFlags.verbosity) { () throws(ScaffoldError) in
      let results = try TemplateTester(folder: URL(fileURLWithPath: folder, isDirectory: true))
        .run(record: record, compile: compile)
      failed = results.contains { result in
        switch result.outcome {
        case .passed, .recorded: return false
        default: return true
        }
      }
      for result in results {
        switch result.outcome {
        case .passed where verbosityFlags.quiet, .recorded where verbosityFlags.quiet: continue
        case .passed:
          let tests = result.generatedTests.map { ", built and \($0) generated tests passed" } ?? ""
          print("\(result.fixture): matches its snapshot\(tests)")
        case .recorded: print("\(result.fixture): snapshot recorded")
        case .differs(let diffs): print("\(result.fixture): differs from its snapshot\n" + diffs.joined())
        case .failed(let diagnostics):
          print("\(result.fixture): cannot be rendered\n" + diagnostics.map(\.description).joined(separator: "\n"))
        case .compileFailed(let log): print("\(result.fixture): the output does not build or its tests fail\n\(log)")
        }
      }
    }
    if failed { throw ExitCode(Terminal.Status.failure) }
  }
}

struct TemplatesImportGenerambaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import-generamba",
    abstract: "Convert a Generamba template (a folder with a .rambaspec and Liquid files) into a Scaffold template.",
    discussion: """
      Example:
        scaffold templates import-generamba ~/generamba/swifty_viper --output Templates
      Every construct that cannot be converted is listed with its file and line; then nothing is
      written. See docs/generamba.md.
      """)

  @Argument(help: "The Generamba template folder.", completion: .directory)
  var path: String

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp(
      "The folder to write the template into (default: the first of .scaffold.yml's templates, else ./Templates).",
      valueName: "dir"),
    completion: .directory)
  var output: String?

  @Option(help: ArgumentHelp("The architecture the template implements.", valueName: "architecture"))
  var architecture: Architecture = .viper

  @Flag(help: "Remove {{ date }} and {{ year }} instead of refusing them (Scaffold's output is reproducible).")
  var dropDates = false

  @OptionGroup var lookup: TemplateLookupOptions
  @OptionGroup var verbosityFlags: VerbosityOptions

  func run() throws {
    try Terminal.reportingErrors(json: lookup.json, verbosity: verbosityFlags.verbosity) { () throws(ScaffoldError) in
      let source = URL(fileURLWithPath: path, isDirectory: true)
      let folderName = source.lastPathComponent
      let converted = try GenerambaImport.convert(
        folder: try TemplateFolder.read(source, includingTests: true), folderName: folderName,
        architecture: architecture, dropDates: dropDates)
      let manifest = try Template.load(files: converted, displayPath: folderName).manifest
      let setup = try ProjectSetup(templateFolders: lookup.templateFolders)
      let parent =
        output.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? setup.configuration?.templateFolders.first
        ?? URL(fileURLWithPath: "Templates", isDirectory: true)
      let root = parent.appendingPathComponent(manifest.name, isDirectory: true)
      let files = converted.keys.sorted().map {
        GeneratedFile(path: $0, contents: converted[$0] ?? "", kind: .resource)
      }
      let plan = try ChangePlanner(policy: .refuse).plan(files, root: root, modules: [])
      try ChangeWriter().apply(plan)
      if lookup.json {
        print(ContextValue.object(["template": .string(manifest.name), "folder": .string(root.path)]).jsonText())
        return
      }
      if verbosityFlags.quiet { return }
      print("Converted \(path) into \(root.path)/ (template '\(manifest.name)', \(files.count) files).")
      let parameters = manifest.parameters.map { "--param \($0.name)=…" }.joined(separator: " ")
      print(
        "Use it: scaffold \(architecture.rawValue) MyModule --template \(manifest.name) --templates \(parent.path) \(parameters)"
      )
    }
  }
}
