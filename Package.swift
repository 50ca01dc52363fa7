// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Scaffold",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "scaffold", targets: ["scaffold"]),
    .library(name: "ScaffoldKit", targets: ["ScaffoldKit"]),
    .plugin(name: "ScaffoldPlugin", targets: ["ScaffoldPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.0"),
  ],
  targets: [
    .executableTarget(
      name: "scaffold",
      dependencies: [
        "ScaffoldKit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      // The fault tests' hooks (WriteTestHooks) exist in a debug build only: a released binary
      // cannot be made to hang or fail by its environment.
      swiftSettings: [.define("SCAFFOLD_TEST_HOOKS", .when(configuration: .debug))]
    ),
    .target(
      name: "ScaffoldKit",
      dependencies: [
        "Yams",
        .product(name: "Mustache", package: "swift-mustache"),
      ],
      // The map of the code, which CodeMapTests holds the folders to.
      exclude: ["README.md"],
      plugins: ["EmbedTemplates"]
    ),
    // Templates/ is compiled into ScaffoldKit so that a copied binary needs no resource bundle.
    .executableTarget(name: "TemplateEmbedder"),
    .plugin(
      name: "EmbedTemplates",
      capability: .buildTool(),
      dependencies: ["TemplateEmbedder"]
    ),
    // `swift package scaffold …` in a package that depends on this one.
    .plugin(
      name: "ScaffoldPlugin",
      capability: .command(
        intent: .custom(
          verb: "scaffold", description: "Generate architecture modules into this package with the scaffold tool."),
        permissions: [
          .writeToPackageDirectory(
            reason:
              "scaffold writes the generated modules (Sources/, Tests/, .scaffold/ records) and adds their targets to Package.swift."
          )
        ]
      ),
      dependencies: ["scaffold"]
    ),
    .testTarget(name: "ScaffoldKitTests", dependencies: ["ScaffoldKit"]),
    .testTarget(name: "ScaffoldCLITests", dependencies: ["scaffold", "ScaffoldKit"]),
  ]
)
