/// The names a manifest declares literally in its `Package(…)` call, the ones
/// `ManifestRemoval` can remove: what a caller needs to decide what to remove (a module's test
/// target, its product) before asking for it.
public struct ManifestDeclarations: Equatable, Sendable {
  /// The literal `name:` of each element of `targets:`, in order.
  public var targets: [String]
  /// The literal `name:` of each element of `products:`, in order.
  public var products: [String]

  public init(targets: [String], products: [String]) {
    self.targets = targets
    self.products = products
  }
}

extension ManifestScanner {
  /// The names declared in the array literals `manifest`'s `targets:` and `products:` are made
  /// of (in place, through constants, joined with `+`); an element
  /// whose name is not a literal is left out, and an argument that is not an array literal is
  /// an error, since removal could not edit it either.
  public static func declarations(in manifest: String) throws(ManifestEditError) -> ManifestDeclarations {
    let package = try PackageCallSyntax(scan(manifest))
    func names(_ label: String) throws(ManifestEditError) -> [String] {
      guard let opens = try package.arrays(labelled: label) else { return [] }
      return package.declarations(inArraysAt: opens).compactMap(\.name)
    }
    return ManifestDeclarations(targets: try names("targets"), products: try names("products"))
  }
}
