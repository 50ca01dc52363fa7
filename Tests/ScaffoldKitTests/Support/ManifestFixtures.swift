/// Manifests the removal tests edit, kept apart so the tests read as the cases they check.
enum ManifestFixtures {
  /// Verbatim what SwiftPM 6.3 writes for `swift package init --type library --name Host`, then
  /// `add-target Login`, `add-target LoginTests --type test --dependencies Login
  /// --testing-library none`, `add-product Login --targets Login` and
  /// `add-target-dependency Login Host`.
  static let swiftPM = """
    // swift-tools-version: 6.3
    // The swift-tools-version declares the minimum version of Swift required to build this package.

    import PackageDescription

    let package = Package(
        name: "Host",
        products: [
            // Products define the executables and libraries a package produces, making them visible to other packages.
            .library(
                name: "Host",
                targets: ["Host"]
            ),
            .library(
                name: "Login",
                targets: [ "Login" ]
            ),
        ],
        targets: [
            // Targets are the basic building blocks of a package, defining a module or a test suite.
            // Targets can depend on other targets in this package and products from dependencies.
            .target(
                name: "Host",
                dependencies: [
                    .target(name: "Login"),
                ]
            ),
            .testTarget(
                name: "HostTests",
                dependencies: ["Host"]
            ),
            .target(name: "Login"),
            .testTarget(
                name: "LoginTests",
                dependencies: [ "Login" ]
            ),
        ],
        swiftLanguageModes: [.v6]
    )

    """

  /// `swiftPM` without Login, LoginTests, the Login product and Host's dependency on Login.
  static let swiftPMWithoutLogin = """
    // swift-tools-version: 6.3
    // The swift-tools-version declares the minimum version of Swift required to build this package.

    import PackageDescription

    let package = Package(
        name: "Host",
        products: [
            // Products define the executables and libraries a package produces, making them visible to other packages.
            .library(
                name: "Host",
                targets: ["Host"]
            ),
        ],
        targets: [
            // Targets are the basic building blocks of a package, defining a module or a test suite.
            // Targets can depend on other targets in this package and products from dependencies.
            .target(
                name: "Host",
                dependencies: []
            ),
            .testTarget(
                name: "HostTests",
                dependencies: ["Host"]
            ),
        ],
        swiftLanguageModes: [.v6]
    )

    """

  /// Written by hand: the removed names also stand in comments, a multi-line string, a raw
  /// string and another package's product, none of which may change; every dependency form.
  static let handWritten = #"""
    // swift-tools-version:5.9
    import PackageDescription

    /* Login used to be declared here: .target(name: "Login"),
       /* nested */ and this is still the comment. */
    let banner = """
      .target(name: "Login"),
      "Login", "LoginTests"
      """

    let package = Package(
      name: "App",
      products: [
        .library(name: "App", targets: ["App"]),
        .library(name: "Login", targets: ["Login"]),  // the login module
      ],
      dependencies: [
        .package(url: "https://example.com/login.git", from: "1.0.0"),
      ],
      targets: [
        .target(
          name: "App",
          dependencies: [
            "Login",
            .target(name: "Login", condition: .when(platforms: [.linux])),
            .byName(name: "Login"),
            .product(name: "Login", package: "login"),  // another package's product: stays
            .product(name: "Login", package: "App"),
            "Core",
          ],
          swiftSettings: [.define("LOGIN_\(1)")]
        ),
        // .target(name: "Login") stays commented out.
        .target(name: "Login", dependencies: ["Core"], path: "Sources/Login"),
        .target(name: "Core", exclude: [#"notes "Login".md"#, "Log\"in"]),
        .testTarget(name: #"LoginTests"#, dependencies: ["Login"]),
      ]
    )

    """#
}
