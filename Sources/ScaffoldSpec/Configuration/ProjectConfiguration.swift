import Foundation
import ScaffoldBase

/// `.scaffold.yml`: a project's defaults, found by walking up from the current folder.
///
///     author: Jane Appleseed
///     organisation: Example Inc.
///     name: Shop                   # the project, for headers (project.name)
///     prefix: SH                   # the class prefix imported Generamba templates print (project.prefix)
///     architecture: viper          # for `scaffold generate` specs that name none
///     ui: uikit
///     testing: swift-testing
///     output: Features             # where new packages go, unless --output
///     package: Packages/Features   # or: add modules to this package, unless --package/--output
///     xcodeproj: Shop.xcodeproj    # or: add modules to this project's target (with target:,
///     target: Shop                 #   testTarget: and group:), unless a flag says otherwise
///     templates: [Templates]       # folders searched for templates, before the user's and the built-ins
///     platforms: { iOS: "17.0" }
///     indentation: 4               # spaces, 2 or 4; tabs in an Xcode project
///     lineLength: 120              # columns, 80 to 200
///
/// Precedence: command line > spec > this file > built-in defaults.
public struct ProjectConfiguration: Sendable, Equatable {
  public var author: String?
  public var organisation: String?
  /// The project's name, shown to templates as `project.name`.
  public var name: String?
  /// The class prefix, shown to templates as `project.prefix` (Generamba's `prefix`).
  public var prefix: Located<String>?
  public var architecture: Located<String>?
  public var ui: Located<String>?
  public var testing: Located<String>?
  public var output: String?
  public var package: String?
  /// An Xcode project (`.xcodeproj`, relative to the file's folder) whose target `target` gains
  /// the modules, with their tests in `testTarget`, under the group `group`.
  public var xcodeproj: String?
  public var target: String?
  public var testTarget: String?
  public var group: String?
  /// Template folders, relative to the file's folder as written.
  public var templates: [String] = []
  public var platforms: [PlatformSpec]?
  /// How generated Swift is laid out, as written (`SpecValidator` checks them with the spec).
  public var indentation: Located<String>?
  public var lineLength: Located<String>?
  /// The template used when neither the command line nor the spec picks one.
  public var template: String?
  /// Where `template` is written, for the error when no such template exists.
  public var templateLocation: SourceLocation?
  /// Where it was read from; `nil` for the built-in defaults.
  public var file: String?

  public init(
    author: String? = nil, organisation: String? = nil, architecture: Located<String>? = nil,
    ui: Located<String>? = nil, testing: Located<String>? = nil, output: String? = nil, package: String? = nil,
    templates: [String] = [], platforms: [PlatformSpec]? = nil, template: String? = nil, file: String? = nil
  ) {
    self.author = author
    self.organisation = organisation
    self.architecture = architecture
    self.ui = ui
    self.testing = testing
    self.output = output
    self.package = package
    self.templates = templates
    self.platforms = platforms
    self.template = template
    self.file = file
  }

  /// The file name looked for in the current folder and its parents.
  public static let fileName = ".scaffold.yml"
}

extension ProjectConfiguration {
  /// The folder the file is in: relative paths in it (`output`, `package`, `templates`) start there.
  public var folder: URL? {
    file.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
  }

  /// The template folders it names, as URLs.
  public var templateFolders: [URL] {
    guard let folder else { return [] }
    return templates.map { URL(fileURLWithPath: $0, relativeTo: folder).standardizedFileURL }
  }

  /// `spec` with this file's defaults where the spec says nothing (command line > spec > file).
  public func apply(to spec: ModuleSpec) -> ModuleSpec {
    var result = spec
    result.architecture = spec.architecture ?? architecture
    result.ui = spec.ui ?? ui
    result.testing = spec.testing ?? testing
    result.platforms = spec.platforms ?? platforms
    result.author = spec.author ?? author
    result.organisation = spec.organisation ?? organisation
    result.projectName = spec.projectName ?? name
    result.prefix = spec.prefix ?? prefix
    result.indentation = spec.indentation ?? indentation
    result.lineLength = spec.lineLength ?? lineLength
    if spec.template == nil, let template { result.template = Located(template) }
    return result
  }
}
