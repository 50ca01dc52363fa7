import Foundation

/// The package the fault tests add modules to and remove them from: the smallest one a team
/// would have, a library target with one file.
enum HostPackage {
  /// A new folder holding a package with a library target of its own, to add Login to.
  static func make() throws -> URL {
    let root = try ScaffoldBinary.temporaryDirectory()
    let manifest = """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(
        name: "Host",
        platforms: [.iOS(.v16), .macOS(.v13)],
        targets: [
          .target(name: "Host")
        ]
      )

      """
    try Data(manifest.utf8).write(to: root.appendingPathComponent("Package.swift"))
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Sources/Host"), withIntermediateDirectories: true)
    try Data("public struct Host {}\n".utf8).write(to: root.appendingPathComponent("Sources/Host/Host.swift"))
    return root
  }
}
