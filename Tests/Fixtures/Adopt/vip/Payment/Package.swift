// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Payment",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [.library(name: "Payment", targets: ["Payment"])],
    targets: [
        .target(name: "Payment"),
        .testTarget(name: "PaymentTests", dependencies: ["Payment"]),
    ]
)
