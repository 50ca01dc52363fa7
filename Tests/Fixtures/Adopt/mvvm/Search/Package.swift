// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Search",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [.library(name: "Search", targets: ["Search"])],
    targets: [
        .target(name: "Search"),
        .testTarget(name: "SearchTests", dependencies: ["Search"]),
    ]
)
