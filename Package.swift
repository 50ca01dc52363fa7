// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Scaffold",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "scaffold", targets: ["scaffold"]),
    .library(name: "ScaffoldKit", targets: ["ScaffoldKit"]),
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
      ]
    ),
    .target(
      name: "ScaffoldKit",
      dependencies: [
        "Yams",
        .product(name: "Mustache", package: "swift-mustache"),
      ],
      plugins: ["EmbedTemplates"]
    ),
    // Templates/ is compiled into ScaffoldKit so that a copied binary needs no resource bundle.
    .executableTarget(name: "TemplateEmbedder"),
    .plugin(
      name: "EmbedTemplates",
      capability: .buildTool(),
      dependencies: ["TemplateEmbedder"]
    ),
    .testTarget(name: "ScaffoldKitTests", dependencies: ["ScaffoldKit"]),
    .testTarget(name: "ScaffoldCLITests", dependencies: ["scaffold", "ScaffoldKit"]),
  ]
)
