import ScaffoldBase

/// A template parsed and checked once (`TemplateRenderer.prepare`), ready to render any number of
/// modules: a 200-module spec parses each template file once, not 200 times.
public struct PreparedTemplate: Sendable {
  struct File: Sendable {
    var manifest: TemplateManifest.File
    /// `nil` when prepared for output paths alone.
    var body: MustacheDocument?
    var path: MustacheDocument
  }

  let template: Template
  let partials: [String: MustacheDocument]
  let files: [File]

  /// Renders the files whose `when` flags hold. Throws `invalidTemplate` when an output path is
  /// unsafe or two files would collide. Without `bodies`, only the paths are rendered and every
  /// file's contents are empty (`ModuleGenerator.outline`).
  /// - Parameter finishing: applied to each rendered file on the core that rendered it (the
  ///   layout stage), so a file's rendering and layout run together, on every core.
  public func render(
    context: ContextValue, bodies: Bool = true, finishing: (@Sendable (GeneratedFile) -> GeneratedFile)? = nil
  ) throws(ScaffoldError) -> [GeneratedFile] {
    var diagnostics: [Diagnostic] = []
    var chosen: [(file: File, path: String)] = []
    var seenPaths: [String: String] = [:]
    for file in files where file.manifest.isSelected(in: context) {
      let name = file.manifest.template
      let path = file.path.render(context, partials: partials)
      if let problem = OutputPathRules.problem(with: path) {
        diagnostics.append(Diagnostic("output path '\(path)' of \(name) \(problem)", at: nil))
        continue
      }
      if let other = seenPaths[path.lowercased()] {
        diagnostics.append(
          Diagnostic(
            "\(name) and \(other) both write '\(path)' (paths differing only in case collide on macOS)", at: nil))
        continue
      }
      seenPaths[path.lowercased()] = name
      chosen.append((file, path))
    }
    guard diagnostics.isEmpty else { throw .invalidTemplate(diagnostics) }
    let partials = partials
    let render: @Sendable ((file: File, path: String)) -> GeneratedFile = { chosen in
      var rendered = GeneratedFile(path: chosen.path, contents: "", kind: chosen.file.manifest.kind)
      if bodies, let body = chosen.file.body {
        let fileContext = context.merged(with: TemplateRenderer.fileContext(path: chosen.path))
        rendered.contents = body.render(fileContext, partials: partials)
      }
      return finishing?(rendered) ?? rendered
    }
    // Output paths alone are no work to hand to other cores.
    return chosen.mapping(concurrently: bodies, render)
  }
}
