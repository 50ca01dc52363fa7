import Foundation

/// Adds modules to a `Package.swift` with SwiftPM's own manifest editing, on a copy.
///
/// `swift package add-target` also writes placeholder sources next to the manifest, so the edits
/// run in a scratch folder holding only a copy of the manifest; the edited text then joins the
/// plan like any other file, to be shown by `--dry-run --diff` and written in the same transaction.
struct ManifestEditor: Sendable {
  var swiftPM: SwiftPMTool
  var log: ActivityLog = .silent

  /// One module to add: its library target with dependencies, a test target and a product.
  struct Addition: Sendable, Equatable {
    var module: String
    /// Other targets of the package the module's target depends on (for an existing target:
    /// only those it lacks).
    var dependencies: [String]
    /// The target exists already (a regenerated module): only its missing dependencies are added.
    var targetExists = false
  }

  /// The manifest text with every addition applied, and the edits in words.
  /// - Parameter package: the package as it is, whose targets get empty folders in the scratch
  ///   copy: SwiftPM inspects the layout (a lone target's files may be moved into a folder).
  func adding(_ additions: [Addition], to manifest: String, package: PackageDescription) throws(ScaffoldError)
    -> (String, [ManifestEdit])
  {
    guard !additions.isEmpty else { return (manifest, []) }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scaffold-manifest-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let manifestURL = scratch.appendingPathComponent("Package.swift")
    do {
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      try Data(manifest.utf8).write(to: manifestURL)
      for target in package.targets {
        let folder = target.path ?? "\(target.isTest ? "Tests" : "Sources")/\(target.name)"
        let url = scratch.appendingPathComponent(folder, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data().write(to: url.appendingPathComponent("\(target.name).swift"))
      }
    } catch {
      throw .writeFailed(path: scratch.path, reason: FileErrorText.describe(error))
    }
    var edits: [ManifestEdit] = []
    // One or three `swift package` runs per module, a fraction of a second each: the slow part
    // of adding many modules to a package.
    let progress = log.progress("editing Package.swift", total: additions.count)
    for addition in additions where addition.targetExists {
      for dependency in addition.dependencies {
        try run(["add-target-dependency", dependency, addition.module], in: scratch)
        edits.append(ManifestEdit(kind: .addTargetDependency, name: dependency, target: addition.module))
      }
      progress.advance()
    }
    for addition in additions where !addition.targetExists {
      var target = ["add-target", addition.module, "--type", "library"]
      if !addition.dependencies.isEmpty { target += ["--dependencies"] + addition.dependencies }
      try run(target, in: scratch)
      edits.append(ManifestEdit(kind: .addTarget, name: addition.module))
      edits += addition.dependencies.map { ManifestEdit(kind: .addTargetDependency, name: $0, target: addition.module) }
      let tests = "\(addition.module)Tests"
      try run(
        ["add-target", tests, "--type", "test", "--dependencies", addition.module, "--testing-library", "none"],
        in: scratch)
      edits.append(ManifestEdit(kind: .addTestTarget, name: tests))
      try run(["add-product", addition.module, "--type", "library", "--targets", addition.module], in: scratch)
      edits.append(ManifestEdit(kind: .addProduct, name: addition.module))
      progress.advance()
    }
    guard let data = FileManager.default.contents(atPath: manifestURL.path) else {
      throw .unreadableInput(path: manifestURL.path, reason: "the edited manifest disappeared")
    }
    return (String(decoding: data, as: UTF8.self), edits)
  }

  private func run(_ arguments: [String], in directory: URL) throws(ScaffoldError) {
    let output = try swiftPM.package(arguments, in: directory)
    guard output.status == 0 else {
      let reason = (output.standardError + output.standardOutput).trimmingCharacters(in: .whitespacesAndNewlines)
      throw .packageRefused([
        Diagnostic(
          "SwiftPM could not edit the manifest ('swift package \(arguments.joined(separator: " "))'): \(reason)",
          at: nil, hint: "edit Package.swift by hand, or simplify it so SwiftPM can edit it")
      ])
    }
  }
}
