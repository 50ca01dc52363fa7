import Foundation

/// Where generated modules go.
public enum Destination: Sendable, Equatable {
  /// A new package folder inside `parent`: named after the module for one module, or after the
  /// spec's `package:` for several.
  case newPackage(parent: URL)
  /// The root of an existing package (`--package`), which gains targets and a product per module.
  case existingPackage(root: URL)
  /// The root of a package that is one recorded module on its own (`scaffold update` of it).
  case ownPackage(root: URL)
}
