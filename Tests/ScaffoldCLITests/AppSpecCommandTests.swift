import Foundation
import Testing

@Suite("scaffold generate with several modules")
struct AppSpecCommandTests {
  @Test("writes one package named by 'package:' with every module, in one step")
  func writesPackage() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let spec = """
      package: Features
      architecture: mvp
      modules:
        - name: Home
          routes:
            - name: settings
              to: Settings
        - name: Settings
      """
    try Data(spec.utf8).write(to: directory.appendingPathComponent("app.yml"))
    let result = try ScaffoldBinary.run(["generate", "app.yml", "-o", "Packages"], in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("Wrote Packages/Features/:"))
    let root = directory.appendingPathComponent("Packages/Features")
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(
      manifest.contains(
        ".target(name: \"Home\", dependencies: [\"FeaturesSupport\", \"Settings\"], resources: [.process(\"Resources\")]),"
      ))
    // The support both modules use is one target of the package, with the test doubles' call gate
    // in another; neither is a product, and no module declares a copy of its own.
    #expect(manifest.contains(".target(name: \"FeaturesSupport\"),"))
    #expect(manifest.contains(".testTarget(name: \"HomeTests\", dependencies: [\"Home\", \"FeaturesTestSupport\"])"))
    #expect(!manifest.contains(".library(name: \"FeaturesSupport\""))
    for path in [
      ".scaffold/Home.json", ".scaffold/Settings.json", "Sources/Home/HomeBuilder.swift", "Tests/SettingsTests",
      "Sources/FeaturesSupport/FeaturesUseCaseSupport.swift", "Sources/FeaturesTestSupport/FeaturesCallGate.swift",
    ] {
      #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path), "\(path) is missing")
    }
    for path in ["Sources/Home/HomeUseCaseSupport.swift", "Sources/Settings/SettingsSectionView.swift"] {
      #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path), "\(path) is written")
    }
    let record = try String(contentsOf: root.appendingPathComponent(".scaffold/Home.json"), encoding: .utf8)
    #expect(record.contains("\"specFile\": \"../../app.yml\""))
    #expect(try ScaffoldBinary.run(["check"], in: root).status == 0)
  }

  @Test("a cycle of routes is refused with the cycle printed, and nothing is written")
  func cycle() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let spec = """
      architecture: viper
      modules:
        - name: A
          routes: [{name: toB, to: B}]
        - name: B
          routes: [{name: toA, to: A}]
      """
    try Data(spec.utf8).write(to: directory.appendingPathComponent("app.yml"))
    let result = try ScaffoldBinary.run(["generate", "app.yml"], in: directory)
    #expect(result.status == 65)
    #expect(result.standardError.contains("app.yml:3:11: error: modules route to each other in a cycle: A → B → A"))
    #expect(ScaffoldBinary.contents(of: directory) == ["app.yml"])
  }

  @Test("a lone module cannot route to another module unless it joins their package")
  func loneModuleRoute() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    try Data("routes:\n  - name: profile\n    to: Profile\n".utf8).write(
      to: directory.appendingPathComponent("Login.yml"))
    let result = try ScaffoldBinary.run(["viper", "Login", "--spec", "Login.yml"], in: directory)
    #expect(result.status == 65)
    #expect(result.standardError.contains("Login.yml:3:9: error: route 'profile' goes to module Profile"))
    #expect(ScaffoldBinary.contents(of: directory) == ["Login.yml"])
  }
}
