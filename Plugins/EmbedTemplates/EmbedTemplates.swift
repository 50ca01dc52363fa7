import Foundation
import PackagePlugin

/// Compiles the package's Templates/ folder into the target it is applied to, as
/// `EmbeddedTemplates.folder(_:)`, one dictionary per folder. Embedding (rather than a resource
/// bundle) keeps a copied `scaffold` binary self-contained.
@main
struct EmbedTemplates: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    let templates = context.package.directoryURL.appending(path: "Templates")
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplates.swift")
    return [
      .buildCommand(
        displayName: "Embedding templates from \(templates.path)",
        executable: try context.tool(named: "TemplateEmbedder").url,
        arguments: [templates.path, output.path],
        inputFiles: templateFiles(under: templates),
        outputFiles: [output]
      )
    ]
  }

  /// Lists the inputs so that editing, adding or removing a template triggers a rebuild.
  private func templateFiles(under root: URL) -> [URL] {
    var files: [URL] = [root]
    let enumerator = FileManager.default.enumerator(
      at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    while let url = enumerator?.nextObject() as? URL {
      files.append(url)
    }
    return files
  }
}
