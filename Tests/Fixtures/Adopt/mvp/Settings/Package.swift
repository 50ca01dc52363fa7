// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Settings",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "Settings", targets: ["Settings"])
    ],
    targets: [
        .target(name: "Settings"),
        .testTarget(name: "SettingsTests", dependencies: ["Settings"]),
    ]
)
