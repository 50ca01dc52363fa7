import Foundation
import ScaffoldBase
import ScaffoldSpec
import ScaffoldTemplates

/// What every command reads before it starts: the project's `.scaffold.yml` (if any) and the
/// template folders, in lookup order: `--templates`, the file's `templates:`, the user's folder,
/// then the built-ins.
public struct ProjectSetup: Sendable {
  public let configuration: ProjectConfiguration?
  public let generator: ModuleGenerator
  /// The folder the command runs in, which relative paths and the configuration's search start from.
  public let workingFolder: URL
  /// The template folders later commands search too: `.scaffold.yml`'s and the user's, not the
  /// command line's `--templates`.
  public let lastingTemplateFolders: [URL]

  /// - Parameter environment: the process's variables, read once by the caller (the user's
  ///   template folder is under `$XDG_CONFIG_HOME` or `$HOME`).
  /// - Parameter origin: today and the developer, given whether the developer's name is needed
  ///   (only when the project names no author, Generamba's rule); the caller reads the clock and git.
  public init(
    templateFolders: [String], workingFolder: URL, environment: [String: String], log: ActivityLog = .silent,
    origin: (_ needsDeveloper: Bool) -> GenerationOrigin
  ) throws(ScaffoldError) {
    self.workingFolder = workingFolder
    configuration = try ProjectConfigurationLoader.find(from: workingFolder)
    if let file = configuration?.file { log.step("project configuration: \(file)") }
    lastingTemplateFolders =
      (configuration?.templateFolders ?? []) + [TemplateLibrary.userFolder(environment: environment)]
    let folders = templateFolders.map { URL(fileURLWithPath: $0, isDirectory: true) } + lastingTemplateFolders
    generator = ModuleGenerator(
      library: TemplateLibrary(folders: folders), origin: origin(configuration?.author == nil))
  }

  /// A note when `template` was found only through `--templates`: the module's record names it,
  /// and a later `check` or `update` run without that flag could not find it.
  func passingNote(for template: Template, module: String) -> String? {
    guard !template.isBuiltIn else { return nil }
    let folder = URL(fileURLWithPath: template.displayPath).standardizedFileURL.deletingLastPathComponent().path
    guard !lastingTemplateFolders.contains(where: { $0.standardizedFileURL.path == folder }) else { return nil }
    let shown = RelativePath.display(of: URL(fileURLWithPath: folder), from: workingFolder)
    return "\(module)'s template '\(template.manifest.name)' was found in \(shown) through --templates only: list "
      + "that folder under templates: in .scaffold.yml, or 'check' and 'update' will not find it"
  }
}
