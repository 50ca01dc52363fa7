// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Orders",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "Orders", targets: ["Orders"]),
    ],
    targets: [
        .target(name: "Orders"),
        .testTarget(name: "OrdersTests", dependencies: ["Orders"]),
    ]
)
