import Foundation
import ScaffoldBase
import ScaffoldKit
import ScaffoldSpec
import ScaffoldTemplates

/// What every command reads before it starts: the project's `.scaffold.yml` (if any) and the
/// template folders, in lookup order: `--templates`, the file's `templates:`, the user's folder,
/// then the built-ins.
struct ProjectSetup {
  let configuration: ProjectConfiguration?
  let generator: ModuleGenerator

  init(templateFolders: [String]) throws(ScaffoldError) {
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    configuration = try ProjectConfigurationLoader.find(from: current)
    if let file = configuration?.file { Terminal.printStep("project configuration: \(file)") }
    let folders =
      templateFolders.map { URL(fileURLWithPath: $0, isDirectory: true) } + (configuration?.templateFolders ?? [])
      + [TemplateLibrary.userFolder]
    // Who is running it matters only when the project names no author (Generamba's rule).
    let origin = RunOrigin.current(needsDeveloper: configuration?.author == nil)
    generator = ModuleGenerator(library: TemplateLibrary(folders: folders), origin: origin)
  }
}
