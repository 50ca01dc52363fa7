import ScaffoldBase

extension ManifestEditor {
  /// `adding(_:to:)` for a manifest at `path`, its refusal as a diagnostic at the position
  /// concerned that lists what to add by hand.
  package func adding(_ additions: [Addition], toManifestAt path: String, text: String) throws(ScaffoldError)
    -> (String, [ManifestEdit])
  {
    do {
      return try adding(additions, to: text)
    } catch {
      throw .packageRefused([
        Diagnostic(
          "cannot add to Package.swift safely: \(error.message); nothing was written",
          at: SourceLocation(file: path, line: error.line, column: error.column),
          hint: error.hint ?? Self.handEditHint(Self.handEdits(for: additions)))
      ])
    }
  }

  /// What to do instead: the manifest would be refused again, so the edit is made by hand and
  /// the files are generated into a folder of their own.
  static func handEditHint(_ handEdits: String) -> String {
    "add to Package.swift by hand \(handEdits); generate the module with --output DIR and move the folders it writes under Sources/ and Tests/ into the package"
  }

  /// The elements to add, as they would have been added.
  package static func handEdits(for additions: [Addition]) -> String {
    additions.map { addition in
      let module = addition.module
      let dependencies = addition.dependencies.map { "\"\($0)\"" }.joined(separator: ", ")
      if addition.targetExists { return "to target '\(module)', dependencies: [\(dependencies)]" }
      let target =
        dependencies.isEmpty
        ? ".target(name: \"\(module)\")" : ".target(name: \"\(module)\", dependencies: [\(dependencies)])"
      return
        "to targets: \(target), .testTarget(name: \"\(module)Tests\", dependencies: [\"\(module)\"]); to products: .library(name: \"\(module)\", targets: [\"\(module)\"])"
    }.joined(separator: "; ")
  }
}
