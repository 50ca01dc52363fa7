import ScaffoldBase
import ScaffoldSpec

/// `placement.*`, `strings.*` and `support.*`: what differs between a module built as a package target and one
/// built inside an Xcode app target (its product module, its strings' bundle, the access level of
/// its declarations), computed here so that a template (built in or the user's)
/// writes either from the same text and nothing is rewritten after it renders.
enum PlacementContextBuilder {
  /// The table a package target's strings are in, which `NSLocalizedString` reads by default.
  static let defaultTable = "Localizable"

  /// `support.prefix`: the module's own name in a package of its own, the package's name in a
  /// package whose modules share a support target, the target's shared prefix in an app target.
  static func supportPrefix(of module: Module) -> String {
    if let shared = module.sharedSupport { return shared.prefix }
    return module.placement == .package ? module.name.pascal : ModulePlacement.supportPrefix
  }

  /// `support.*`: where the support types are declared and how visible they are.
  static func support(of module: Module) -> ContextValue {
    let perModule = module.placement == .package && module.sharedSupport == nil
    let folder =
      module.sharedSupport?.moduleName
      ?? (module.placement == .package ? module.name.pascal : ModulePlacement.supportFolder)
    return [
      "prefix": .string(supportPrefix(of: module)),
      "folder": .string(folder),
      "perModule": .bool(perModule),
      // A target of its own, which the modules import: what they use of it is `package`, seen
      // by the package's targets and not by their clients (only the state, in the modules'
      // public protocols, is public).
      "isTarget": .bool(module.sharedSupport != nil),
      "api": .string(module.sharedSupport == nil ? "" : "package "),
      // `<Prefix>CallState`, the state an MVC model keeps (the error itself): declared by support a
      // module keeps to itself only for MVC, and always by shared support, whose modules may be MVC.
      "callState": .bool(!perModule || module.architecture == .mvc),
      "callGate": .string((module.sharedSupport?.prefix ?? module.name.pascal) + "CallGate"),
      "testFolder": .string(module.sharedSupport?.testModuleName ?? ""),
      // The support's own tests: once, in a test target of the support target, where a package
      // has one; else among the module's tests, named after it (an app target's modules share
      // one test target).
      "testsFolder": .string(module.sharedSupport?.testsModuleName ?? module.name.pascal + "Tests"),
      "testsType": .string((module.sharedSupport?.prefix ?? module.name.pascal) + "UseCaseSupportTests"),
      // Written once for modules whose tests may use either library, the shared tests use the
      // one every Swift 6 toolchain has, so no module's choice rewrites them.
      "swiftTesting": .bool(module.sharedSupport != nil || module.testing == .swiftTesting),
    ]
  }

  static func values(for module: Module) -> [String: ContextValue] {
    let name = module.name.pascal
    let productModule: String
    let table: String
    let bundle: String
    let token: String
    switch module.placement {
    case .package:
      (productModule, table, bundle, token) = (name, defaultTable, ".module", "")
    case .appTarget(let productModuleName, _, _):
      // A package target's `Bundle.module` does not exist in an app, and all the target's modules
      // share one bundle: two `Localizable.strings` would collide when the app is built. That bundle
      // is the app's in an app but the framework's in a framework (`.main` would be the app that
      // links it), so it is found from a class compiled into the target, which is right in both.
      token = "\(name)BundleToken"
      (productModule, table, bundle) = (productModuleName, name, "Bundle(for: \(token).self)")
    }
    return [
      "placement": [
        "appTarget": .bool(module.placement != .package),
        "productModuleName": .string(productModule),
        "access": .string(module.placement.access.keyword),
        // Swift synthesizes a struct's memberwise `init` as internal: a public struct has to write
        // its own for other modules, and an internal one writing the same init is noise (swift-format's
        // UseSynthesizedInitializer flags it), so templates write it only when this is true.
        "isPublic": .bool(module.placement.access == .public),
      ],
      // A package target of its own declares its own support types, named after it.
      "support": support(of: module),
      "strings": [
        "tableName": .string(table),
        "isDefaultTable": .bool(table == defaultTable),
        "bundle": .string(bundle),
        "bundleToken": .string(token),
        "region": .string(module.placement.region),
      ],
    ]
  }
}
