/// Where a module's code is built, which decides how its tests reach it, where its strings
/// are read from and how visible its declarations are. Templates see it as `placement.*` and
/// `strings.*`.
public enum ModulePlacement: Sendable, Equatable {
  /// A target of its own in a Swift package: the tests import the module by its name, the strings
  /// are the module bundle's `Localizable` table, the declarations are public (other modules
  /// import it).
  case package
  /// Inside an Xcode app (or framework) target, one Swift module with the app's own files: the
  /// tests import the target's product module, and the strings are the target bundle's, in a table
  /// named after the module (every module of the target shares that bundle). The declarations are
  /// public in a framework or library, which others link, and internal in an app. `region` is
  /// how the project spells English, the language of the module's texts: `en`, or the legacy
  /// `English` of a project whose development region is still that (Xcode tells the two apart,
  /// so an `en` beside it would be a second English).
  case appTarget(productModuleName: String, access: DeclarationAccess, region: String = "en")

  /// The access level the module's declarations are written with.
  public var access: DeclarationAccess {
    switch self {
    case .package: .public
    case .appTarget(_, let access, _): access
    }
  }

  /// The folder name (`<region>.lproj`) of the module's English texts.
  public var region: String {
    switch self {
    case .package: "en"
    case .appTarget(_, _, let region): region
    }
  }

  /// In an app target, what the support types every module uses (`ScaffoldUseCaseState`,
  /// `ScaffoldQueryCalls`…) are named with, and their folder: written once for the target, since
  /// its modules are one Swift module. Named after the tool, not a module, so no module owns them
  /// and they read as the generated screens' common scaffolding; every module's own types start
  /// with its own name, and a module whose name would make one of these (`ScaffoldNumber` +
  /// `Input`) is refused by the target's declaration check, naming both files.
  public static let supportPrefix = "Scaffold"
  public static let supportFolder = "ScaffoldSupport"
}

/// How visible a generated module's declarations are outside the Swift module they are built in.
public enum DeclarationAccess: String, Sendable, Equatable {
  /// Other modules use them: a package target, a framework or a library.
  case `public`
  /// Only the module's own target uses them: an app. There `public` is not only noise but an
  /// error as soon as a declaration mentions one of the app's own (internal) types.
  case `internal`

  /// The access for a target of an Xcode product type (`com.apple.product-type.framework.static`;
  /// XcodeGen's `type:` is the same without the prefix). Frameworks and libraries are linked by
  /// other targets, which see only their public declarations; an app or app extension is the end
  /// of the line, where `internal` is idiomatic.
  public init(productType: String?) {
    let linked = ["com.apple.product-type.framework", "com.apple.product-type.library."]
    self = linked.contains { productType?.hasPrefix($0) ?? false } ? .public : .internal
  }

  /// What a template writes before a declaration (`placement.access`): the keyword and a space,
  /// or nothing, since `internal` is Swift's default and idiomatic code leaves it out.
  public var keyword: String { self == .public ? "public " : "" }
}
