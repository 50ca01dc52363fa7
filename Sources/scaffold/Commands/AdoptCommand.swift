import ArgumentParser
import Foundation
import ScaffoldBase
import ScaffoldKit

/// `scaffold adopt <folder>…`: modules made without the tool, put under status, check and update.
struct AdoptCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "adopt",
    abstract: "Record existing modules (hand-written or Generamba-made) so that status, check and update manage them.",
    discussion: HelpText.reflowed(
      """
      Infers each module's spec from its files (its use cases with their request and response
      fields, its screen layer and test library), renders the template whose output matches the
      files best (or --template), and records that render as what was generated. Each file is
      then unchanged, edited (update merges into it), extra (yours, never touched) or missing.
      Writes only the record and merge base under .scaffold/; no source file changes.

      A folder is a module's own package (it holds Package.swift), a target's folder,
      Sources/<Module>, in a package (its tests in Tests/<Module>Tests), or a module's folder
      in an Xcode app target's groups (with --xcodeproj and --target, or .scaffold.yml's).

      Examples:
        scaffold adopt Packages/Login --dry-run
        scaffold adopt Sources/* --template swifty_viper
        scaffold adopt Sources/Auth --print-spec > Auth.yml
        scaffold adopt Sources/Auth --spec Auth.yml
        scaffold adopt Shop/Modules/* --xcodeproj Shop.xcodeproj --target Shop
      """))

  @Argument(help: "The modules' folders.", completion: .directory)
  var folders: [String]

  @Option(
    help: ArgumentHelp(
      "The template to render them with (default: the one whose output matches their files best).",
      valueName: "name"),
    completion: TemplateNameCompletion.kind)
  var template: String?

  @Option(
    help: ArgumentHelp(
      "The module's spec, instead of the one inferred from its files (one folder).", valueName: "file"),
    completion: .file(extensions: ["yml", "yaml", "json"]))
  var spec: String?

  @Option(
    name: .customLong("param"),
    help: ArgumentHelp("A template parameter, which no file records (repeatable).", valueName: "name=value"))
  var params: [String] = []

  @Option(
    help: ArgumentHelp(
      "The Xcode project whose app target holds the modules, in its groups (default: .scaffold.yml's xcodeproj).",
      valueName: "path"),
    completion: .file(extensions: ["xcodeproj"]))
  var xcodeproj: String?

  @Option(help: ArgumentHelp("The app target the modules are in (default: .scaffold.yml's target).", valueName: "name"))
  var target: String?

  @Option(help: ArgumentHelp("The target their tests are in (default: .scaffold.yml's testTarget).", valueName: "name"))
  var testTarget: String?

  @Flag(help: "Print the spec inferred from the module's files, to correct and pass back with --spec; record nothing.")
  var printSpec = false

  @Flag(help: "Print what would be recorded and write nothing.")
  var dryRun = false

  @Flag(help: "Print the result as JSON (see docs/json.md) instead of text.")
  var json = false

  @Option(
    name: .customLong("templates"),
    help: ArgumentHelp("A folder of templates, searched first (repeatable).", valueName: "dir"),
    completion: .directory)
  var templateFolders: [String] = []

  @OptionGroup var verbosityFlags: VerbosityOptions

  func validate() throws {
    if spec != nil, folders.count > 1 {
      throw ValidationError("--spec describes one module; adopt the folders one by one with it")
    }
    if printSpec, folders.count > 1 { throw ValidationError("--print-spec prints one module's spec; name one folder") }
    if printSpec, spec != nil { throw ValidationError("--print-spec prints the inferred spec; leave out --spec") }
    if printSpec, json { throw ValidationError("--print-spec prints the spec as YAML; leave out --json") }
    if (xcodeproj == nil) != (target == nil), xcodeproj != nil || target != nil {
      throw ValidationError("--xcodeproj and --target name the project and app target together; give both")
    }
  }

  func run() throws {
    let verbosity = verbosityFlags.verbosity
    try Terminal.reportingErrors(json: json, verbosity: verbosity) { () throws(ScaffoldError) in
      let setup = try ProjectSetup(templateFolders: templateFolders)
      let session = GenerationSession(
        setup: setup, dryRun: dryRun || printSpec, log: Terminal.activityLog,
        checkpoint: WriteTestHooks.checkpoint())
      var request = AdoptRequest(
        folders: folders.map { URL(fileURLWithPath: $0, relativeTo: Terminal.workingFolder) }, template: template,
        specPath: spec, params: params)
      // The project and targets of modules in an app's groups; each module's folder says its group.
      let choice = DestinationChoice(
        xcodeproj: xcodeproj, target: target, testTarget: testTarget, workingFolder: Terminal.workingFolder)
      if case .xcodeProject(var xcode) = choice.destination(configuration: setup.configuration) {
        xcode.group = nil
        request.xcode = xcode
      }
      let adoptions = try session.adopt(request)
      if printSpec {
        // The spec alone on stdout, to redirect into a file; what it could not carry, on stderr.
        for note in adoptions.first?.inferred?.notes ?? [] { Terminal.printNote(note) }
        print(adoptions.first?.inferred?.yaml ?? "", terminator: "")
      } else if json {
        print(AdoptionText.json(adoptions, written: !dryRun).jsonText())
      } else {
        print(
          AdoptionText.report(
            adoptions, from: Terminal.workingFolder, written: !dryRun, quiet: verbosity == .quiet),
          terminator: "")
      }
    }
  }
}
