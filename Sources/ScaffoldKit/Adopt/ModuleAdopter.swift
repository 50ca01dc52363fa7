import Foundation
import ScaffoldBase
import ScaffoldPackageManifest
import ScaffoldSpec
import ScaffoldTemplates

/// `scaffold adopt`: brings a module the tool did not generate under `status`, `check` and
/// `update`. Two files with no shared history cannot be merged; adopting makes that history. It
/// infers the module's spec from its files (`SpecInference`), picks the template whose output
/// matches them best, renders it as a generation would, and records that render as the
/// module's merge base. Each file is then unchanged, edited (update merges into it), extra (the
/// team's own, never touched) or missing. Only `.scaffold/` is written.
struct ModuleAdopter: Sendable {
  let generator: ModuleGenerator
  let configuration: ProjectConfiguration?
  let snapshots: ProjectSnapshots
  let log: ActivityLog
  /// Every template a module may have been made from, listed once per run (the built-ins and
  /// the project's, none overridden).
  let templateNames: [String]
  /// Each package's targets, its manifest read once however many of its folders are adopted.
  let packageTargets = PackageTargets()

  /// A module to adopt, its template chosen: what `adoptions(of:)` plans.
  struct Choice: Sendable {
    var found: AdoptedFolder
    var module: Module
    /// `--template` named it; else it was ranked best.
    var templateNamed: Bool
    var alternatives: [Adoption.Alternative]
    var inferred: InferredSpec?
  }

  /// Reads the module in `folder`, infers its spec (or reads `--spec`) and ranks the templates.
  func choose(_ folder: URL, options: AdoptRequest) throws(ScaffoldError) -> Choice {
    let found = try AdoptedFolder.locate(folder, xcode: options.xcode)
    if found.layout == .target, !(try packageTargets.names(in: found.root)).contains(found.name) {
      throw .packageRefused([
        Diagnostic(
          "\(found.folder.path) is not the folder of a target of \(found.root.path)/Package.swift", at: nil,
          hint: "adopt a target's folder; a folder no target owns is not built, so it is not a module yet")
      ])
    }
    let records = try snapshots.at(found.root)
    if try records.record(of: found.name) != nil {
      throw .packageRefused([
        Diagnostic(
          "\(found.name) is recorded in \(found.root.path)/\(GenerationRecord.folder) already", at: nil,
          hint: "'scaffold status' shows its files and 'scaffold update' brings it forward")
      ])
    }
    let inferred = SpecInference.infer(name: found.name, files: found.files)
    let specFile = options.specPath ?? "the spec inferred for \(found.name)"
    var spec = try SpecLoader.load(
      text: try options.specPath.map { path throws(ScaffoldError) in try SpecFile.read(atPath: path) } ?? inferred.yaml,
      file: specFile)
    if var defaults = configuration {
      defaults.template = nil
      defaults.architecture = nil
      spec = defaults.apply(to: spec)
    }
    let ranked = try rank(found, spec: spec, inferred: inferred, options: options)
    guard let best = ranked.first else {
      throw .packageRefused([
        Diagnostic(
          "no template could render \(found.name) from its inferred spec", at: nil,
          hint: "write its spec by hand and pass it with --spec, and name its template with --template")
      ])
    }
    return Choice(
      found: found, module: best.module, templateNamed: options.template != nil,
      alternatives: ranked.dropFirst().map(\.summary),
      inferred: options.specPath == nil ? inferred : nil)
  }

  /// The chosen modules planned as a generation into their places would be (the package's
  /// platforms and code style, its support), so that each record and base is exactly that:
  /// the targets of one package in one plan, which reads and edits its manifest once.
  func adoptions(of choices: [Choice]) throws(ScaffoldError) -> [Adoption] {
    var groups: [[Choice]] = []
    for choice in choices {
      if choice.found.layout == .target,
        let index = groups.firstIndex(where: { $0[0].found.layout == .target && $0[0].found.root == choice.found.root })
      {
        groups[index].append(choice)
      } else {
        groups.append([choice])
      }
    }
    var adoptions: [Adoption] = []
    for group in groups {
      let found = group[0].found
      var request = GenerationRequest(
        modules: group.map(\.module), destination: found.destination, policy: .overwrite)
      request.adoptedPaths = Set(group.flatMap(\.found.files.keys))
      if found.layout == .target {
        // Their targets are in the manifest already: a regeneration, which edits no manifest.
        let recorded = try RecordedProject(records: try snapshots.at(found.root), generator: generator).modules()
        request.recordedModules = recorded + group.map(\.module)
      }
      let plan = try GenerationPlanner(generator: generator, log: .silent, snapshots: snapshots).plan(request)
      for (index, choice) in group.enumerated() {
        adoptions.append(try adoption(choice, plan: plan, saysPackageNotes: index == 0))
      }
    }
    // Nothing in common with the best template's output (under half a percent, which reads 0%): not a module (a utility library, a
    // shared target), or one no template describes. Said for every such folder, nothing recorded.
    // `--template` is one for the whole run: a template named is taken whatever it matches.
    let unlike = choices.contains(where: \.templateNamed) ? [] : adoptions.filter { $0.match < 0.005 }
    guard unlike.isEmpty else {
      throw .packageRefused(
        unlike.map { adoption in
          Diagnostic(
            "\(adoption.folder.path) has nothing in common with what any template writes (0% alike with "
              + "\(adoption.template)): it does not look like a module", at: nil,
            hint: "adopt the modules' folders only; to record it all the same, name its template with --template")
        })
    }
    return adoptions
  }

  /// - Parameter saysPackageNotes: what concerns the package, said with its first module only.
  private func adoption(_ choice: Choice, plan: ChangePlan, saysPackageNotes: Bool) throws(ScaffoldError)
    -> Adoption
  {
    var found = choice.found
    let rendered = try Self.renderedFiles(plan, module: found.name)
    // A rendered file outside the module's folder (an Xcode module's tests in the test target's
    // group, the target's support) is compared with what is on disk there.
    var outside: [String: String] = [:]
    for path in rendered.keys where found.files[path] == nil {
      outside[path] = try? String(contentsOf: found.root.appendingPathComponent(path), encoding: .utf8)
    }
    if !outside.isEmpty { found.files.merge(outside) { mine, _ in mine } }
    var adoption = Adoption(
      module: found.name, root: found.root, folder: found.folder, layout: found.layout,
      template: choice.module.templateName,
      architecture: choice.module.architecture, match: Self.match(rendered, found),
      alternatives: choice.alternatives, inferred: choice.inferred, files: classify(found, rendered: rendered),
      plan: Self.recordingPlan(plan, module: found.name))
    let edits = plan.manifestEdits.filter { $0.target == found.name || $0.name == found.name }
    if found.layout == .target, !edits.isEmpty {
      adoption.notes.append(
        "the template would also edit Package.swift for \(found.name) "
          + "(\(edits.map(\.description).joined(separator: "; "))); adopt leaves it as it is")
    }
    if saysPackageNotes, plan.files.contains(where: { $0.path == BaseFileAttributes.path && $0.action.writes }) {
      adoption.notes.append(
        "adopt writes only under \(GenerationRecord.folder)/: add '\(BaseFileAttributes.line)' to "
          + "\(BaseFileAttributes.path) so that diffs and reviews skip the merge base, as a generation would")
    }
    return adoption
  }

  private struct Candidate {
    var module: Module
    var match: Double
    var summary: Adoption.Alternative { .init(template: module.templateName, match: match) }
  }

  /// The templates that could have made the module, best first. Every candidate's output paths
  /// are compared with the module's files first (an outline renders paths only); only the ones
  /// whose paths match best are rendered in full, and their lines compared. A lone best needs no
  /// render to be ranked.
  private func rank(_ found: AdoptedFolder, spec: ModuleSpec, inferred: InferredSpec, options: AdoptRequest)
    throws(ScaffoldError) -> [Candidate]
  {
    let template = options.template
    let names = template.map { [$0] } ?? templateNames
    var outlined: [(module: Module, pathMatch: Double)] = []
    var firstFailure: ScaffoldError?
    for name in names {
      do throws(ScaffoldError) {
        var commandLine = CommandLineInput(name: found.name)
        commandLine.template = name
        commandLine.params = options.params
        var module = try generator.module(from: spec, commandLine: commandLine)
        module.templateName = name
        if let author = inferred.author {
          module.author = nil
          module.origin = GenerationOrigin(day: inferred.day ?? generator.origin.day, developer: author)
        } else if let day = inferred.day {
          module.origin = GenerationOrigin(day: day, developer: generator.origin.developer)
        }
        let paths = Set(
          try generator.outline(for: module).compactMap { found.placed($0.path) })
        let disk = Set(found.files.keys)
        outlined.append((module, Double(paths.intersection(disk).count) / Double(max(1, paths.union(disk).count))))
      } catch {
        // The template or spec the user gave must work; any other is only a candidate that did not fit.
        if template != nil || options.specPath != nil { throw error }
        log.step("\(found.name): template '\(name)' does not fit the inferred spec (\(error.description))")
        if firstFailure == nil { firstFailure = error }
      }
    }
    if outlined.isEmpty, let firstFailure {
      // Why the inferred spec fits no template: the first template's reason, said whole.
      throw .packageRefused(
        [
          Diagnostic(
            "no template could render \(found.name) from the spec inferred from its files", at: nil,
            hint: "run 'scaffold adopt \(found.folder.lastPathComponent) --print-spec', correct it and pass it "
              + "with --spec; the first template's reason follows")
        ] + Self.diagnostics(of: firstFailure))
    }
    let best = outlined.map(\.pathMatch).max() ?? 0
    let close = outlined.filter { $0.pathMatch >= best - 0.1 }
    guard close.count > 1 else { return close.map { Candidate(module: $0.module, match: $0.pathMatch) } }
    var candidates: [Candidate] = []
    for entry in close {
      // The template's own render, without the package around it: enough to rank by.
      let files = try generator.plan(for: entry.module).files.compactMap { file in
        found.placed(file.path).map { ($0, file.contents) }
      }
      let rendered = Dictionary(files, uniquingKeysWith: { first, _ in first })
      candidates.append(Candidate(module: entry.module, match: Self.match(rendered, found)))
    }
    return candidates.sorted { $0.match > $1.match }
  }

  /// The module's files in `plan` (the paths its record lists), by path.
  private static func renderedFiles(_ plan: ChangePlan, module: String) throws(ScaffoldError) -> [String: String] {
    let record = try recordIn(plan, module: module)
    return Dictionary(
      plan.files.filter { record.files[$0.path] != nil }.map { ($0.path, $0.contents) }, uniquingKeysWith: { a, _ in a }
    )
  }

  /// An error's diagnostics, or its text as one.
  static func diagnostics(of error: ScaffoldError) -> [Diagnostic] {
    switch error {
    case .invalidSpec(let found), .invalidTemplate(let found), .packageRefused(let found), .invalidRecord(let found):
      return found
    case .unreadableInput(let path, let reason):
      return [Diagnostic("cannot read \(path): \(reason)", at: nil)]
    default:
      // Not raised while a module is read and ranked; said as the error says itself.
      let text = error.description
      return [Diagnostic(text.hasPrefix("error: ") ? String(text.dropFirst("error: ".count)) : text, at: nil)]
    }
  }

  /// The plan `adopt` writes: the module's record and merge base, and nothing else.
  private static func recordingPlan(_ generation: ChangePlan, module: String) -> ChangePlan {
    var plan = generation
    let recordPaths = [GenerationRecord.path(for: module), BaseArchive.path(for: module)]
    plan.files = plan.files.filter { recordPaths.contains($0.path) }
    plan.manifestEdits = []
    plan.createsRoot = false
    plan.modules = [module]
    plan.notes = []
    return plan
  }

  private static func recordIn(_ plan: ChangePlan, module: String) throws(ScaffoldError) -> GenerationRecord {
    let path = GenerationRecord.path(for: module)
    guard let file = plan.files.first(where: { $0.path == path }) else {
      throw .invalidRecord([Diagnostic("the plan for \(module) holds no record", at: nil)])
    }
    return try GenerationRecord(jsonText: file.contents, path: path)
  }

  /// How much of the module the render reproduces: twice the lines the two have in common (each
  /// file paired with the file at its path, lines compared without their indentation, blank
  /// ones left out) over the lines of both. 1 is a module exactly as the template writes it.
  static func match(_ rendered: [String: String], _ found: AdoptedFolder) -> Double {
    let disk = found.lines
    var common = 0
    var total = disk.values.reduce(0) { $0 + $1.values.reduce(0, +) }
    for (path, text) in rendered {
      // A file as it is on disk has all its lines in common; most adopted files are.
      if let same = disk[path], found.files[path] == text {
        let count = same.values.reduce(0, +)
        total += count
        common += count
        continue
      }
      let ours = AdoptedFolder.lineCounts(text)
      total += ours.values.reduce(0, +)
      guard let theirs = disk[path] else { continue }
      common += ours.reduce(0) { $0 + min($1.value, theirs[$1.key] ?? 0) }
    }
    return total == 0 ? 0 : Double(2 * common) / Double(total)
  }

  /// Each file rendered and each file of the module, in its state.
  private func classify(_ found: AdoptedFolder, rendered: [String: String]) -> [Adoption.File] {
    var files: [Adoption.File] = rendered.map { path, text in
      guard let disk = found.files[path] else { return .init(path: path, state: .missing) }
      return .init(path: path, state: disk == text ? .unchanged : .edited)
    }
    files += found.files.keys.filter { rendered[$0] == nil }.map { .init(path: $0, state: .extra) }
    return files.sorted { $0.path < $1.path }
  }
}

/// The names of a package's targets, read from its manifest once per root.
final class PackageTargets: @unchecked Sendable {
  private let lock = NSLock()
  private var known: [URL: Set<String>] = [:]

  func names(in root: URL) throws(ScaffoldError) -> Set<String> {
    if let names = lock.withLock({ known[root] }) { return names }
    let names = Set(try PackageDescription.read(root: root).targets.map(\.name))
    lock.withLock { known[root] = names }
    return names
  }
}
