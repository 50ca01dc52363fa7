// swift-tools-version:6.0
import PackageDescription

/// Every library target, for the test targets, which reach into each.
let libraryTargets: [Target.Dependency] = [
  "ScaffoldBase", "ScaffoldSpec", "ScaffoldTemplates", "ScaffoldXcode", "ScaffoldPackageManifest", "ScaffoldGeneramba",
  "ScaffoldKit", "ScaffoldOpenAPI",
]

let package = Package(
  name: "Scaffold",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "scaffold", targets: ["scaffold"]),
    .executable(name: "scaffold-mcp", targets: ["scaffold-mcp"]),
    .library(name: "ScaffoldKit", targets: ["ScaffoldKit"]),
    .plugin(name: "ScaffoldPlugin", targets: ["ScaffoldPlugin"]),
    .plugin(name: "ScaffoldCheckPlugin", targets: ["ScaffoldCheckPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    // For the tests only: the reference our own Mustache renderer is held to (MustacheParityTests).
    .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.0"),
    // `scaffold-mcp`, the MCP server for coding agents, only: its own executable, so that the
    // CLI neither links the SDK nor Foundation's networking (README: "Dependencies").
    .package(url: "https://github.com/modelcontextprotocol/swift-sdk", exact: "0.12.1"),
    .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
  ],
  targets: [
    .executableTarget(
      name: "scaffold",
      dependencies: [
        "ScaffoldKit", "ScaffoldBase", "ScaffoldSpec", "ScaffoldTemplates", "ScaffoldXcode", "ScaffoldPackageManifest",
        "ScaffoldGeneramba",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      // The fault tests' hooks (WriteTestHooks) exist in a debug build only: a released binary
      // cannot be made to hang or fail by its environment.
      swiftSettings: [.define("SCAFFOLD_TEST_HOOKS", .when(configuration: .debug))]
    ),
    // The library, in layers the compiler holds apart: a target may import only the targets
    // listed as its dependencies, so a lower layer cannot use a higher one (the map:
    // Sources/ScaffoldKit/README.md). What crosses targets inside the package is `package`.
    // Diagnostics, names, field types, values, the formatting stage, the plan of changes and
    // its atomic writing, the three-way merge.
    .target(name: "ScaffoldBase", dependencies: ["Yams", "CSHA256"]),
    // SHA-256's blocks compressed with the processor's SHA instructions, where it has them
    // (ScaffoldBase's `SHA256` asks, and falls back to its own rounds).
    .target(name: "CSHA256"),
    // The spec: loading, validation into a Module, project configuration.
    .target(name: "ScaffoldSpec", dependencies: ["ScaffoldBase", "Yams"]),
    // Templates, their context, rendering, and the pipeline of one module (ModuleGenerator).
    .target(
      name: "ScaffoldTemplates",
      dependencies: ["ScaffoldBase", "ScaffoldSpec", "ScaffoldOpenAPI", "Yams"],
      plugins: ["EmbedTemplates"]
    ),
    // Reading and editing project.pbxproj.
    .target(name: "ScaffoldXcode", dependencies: ["ScaffoldBase"]),
    // Reading and editing Package.swift.
    .target(name: "ScaffoldPackageManifest", dependencies: ["ScaffoldBase", "ScaffoldSpec"]),
    // Importing Generamba templates and catalogs.
    .target(name: "ScaffoldGeneramba", dependencies: ["ScaffoldBase", "ScaffoldSpec", "ScaffoldTemplates", "Yams"]),
    // OpenAPI documents read (our own reader on Yams, with positions) and their operations
    // mapped to a module spec (docs/development.md, "Reading OpenAPI documents").
    .target(name: "ScaffoldOpenAPI", dependencies: ["ScaffoldBase", "ScaffoldSpec", "Yams"]),
    // The core: what the commands do to a project (plan, record, status, remove) and template tools.
    .target(
      name: "ScaffoldKit",
      dependencies: [
        "ScaffoldBase", "ScaffoldSpec", "ScaffoldTemplates", "ScaffoldXcode", "ScaffoldPackageManifest",
        "ScaffoldGeneramba", "Yams",
      ],
      // The map of the code, which CodeMapTests holds the targets' folders to.
      exclude: ["README.md"]
    ),
    // The MCP server: Scaffold's commands as tools for coding agents, confined to one project.
    .target(
      name: "ScaffoldMCP",
      dependencies: [
        "ScaffoldKit", "ScaffoldBase", "ScaffoldSpec", "ScaffoldTemplates",
        .product(name: "MCP", package: "swift-sdk"), .product(name: "Logging", package: "swift-log"),
      ]
    ),
    // `scaffold mcp` starts it (ScaffoldCommand finds it beside itself).
    .executableTarget(
      name: "scaffold-mcp",
      dependencies: ["ScaffoldMCP", "ScaffoldTemplates"]
    ),
    // Templates/ is compiled into ScaffoldKit so that a copied binary needs no resource bundle.
    .executableTarget(name: "TemplateEmbedder", dependencies: ["ScaffoldBase", "Yams"]),
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
    // `swift package scaffold-check …`: check and status, which write nothing, with no permission
    // asked (a CI job's `swift package scaffold-check` needs no --allow-writing-to-package-directory).
    .plugin(
      name: "ScaffoldCheckPlugin",
      capability: .command(
        intent: .custom(
          verb: "scaffold-check",
          description: "Check that the package's generated modules are in step with their templates and specs."),
        permissions: []
      ),
      dependencies: ["scaffold"]
    ),
    .testTarget(
      name: "ScaffoldKitTests",
      dependencies: libraryTargets + ["Yams", .product(name: "Mustache", package: "swift-mustache")]),
    .testTarget(name: "ScaffoldCLITests", dependencies: ["scaffold"] + libraryTargets),
    .testTarget(
      name: "ScaffoldMCPTests",
      dependencies: ["ScaffoldMCP", "scaffold-mcp", "scaffold", .product(name: "MCP", package: "swift-sdk")] + libraryTargets),
  ]
)
