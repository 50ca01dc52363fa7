import Foundation
import Testing

/// `scaffold adopt` through the real binary: modules the tool did not record (made by it and
/// their records lost, made by hand, made elsewhere) brought under status, check and update.
@Suite("scaffold adopt")
struct AdoptTests {
  /// Every file under `root` but `.scaffold/` and `.build/`, with its bytes: what adopt must leave alone.
  static func sources(under root: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for path in try FileManager.default.subpathsOfDirectory(atPath: root.path)
    where !path.hasPrefix(".scaffold") && !path.hasPrefix(".build") {
      var isFolder: ObjCBool = false
      let url = root.appendingPathComponent(path)
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
        files[path] = try Data(contentsOf: url)
      }
    }
    return files
  }

  /// A package holding Checkout (VIPER, from the Checkout fixture) and Profile (MVVM), whose
  /// records are then deleted, as a team's are that generated them before, by hand or elsewhere.
  static func packageWithUnrecordedModules() throws -> URL {
    let root = try ScaffoldBinary.temporaryDirectory()
    #expect(try ScaffoldBinary.swift(["package", "init", "--type", "library", "--name", "Host"], in: root).status == 0)
    let fixture = RepositoryRoot.url.appendingPathComponent("Tests/Fixtures/Checkout.yml")
    try FileManager.default.copyItem(at: fixture, to: root.appendingPathComponent("Checkout.yml"))
    #expect(
      try ScaffoldBinary.run(["viper", "Checkout", "--spec", "Checkout.yml", "--package", "."], in: root).status == 0)
    #expect(
      try ScaffoldBinary.run(["mvvm", "Profile", "--use-case", "loadProfile", "--package", "."], in: root).status == 0)
    try FileManager.default.removeItem(at: root.appendingPathComponent(".scaffold"))
    return root
  }

  @Test("targets of a package: only .scaffold/ is written, check is clean, an extra file is kept, update merges")
  func targetsOfAPackage() throws {
    let root = try Self.packageWithUnrecordedModules()
    let extra = root.appendingPathComponent("Sources/Profile/ProfileAnalytics.swift")
    try Data("enum ProfileAnalytics {}\n".utf8).write(to: extra)
    let before = try Self.sources(under: root)

    let dry = try ScaffoldBinary.run(["adopt", "Sources/Checkout", "Sources/Profile", "--dry-run"], in: root)
    #expect(dry.status == 0, "\(dry.standardError)")
    #expect(dry.standardOutput.contains("would adopt 2 modules"))
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".scaffold").path))

    let adopted = try ScaffoldBinary.run(["adopt", "Sources/Checkout", "Sources/Profile"], in: root)
    #expect(adopted.status == 0, "\(adopted.standardError)")
    // One line a module: its architecture and how alike the files are; then the total.
    #expect(
      adopted.standardOutput.contains(
        "Profile (Sources/Profile)  mvvm, 100% alike: 17 unchanged, 0 edited, 1 extra, 0 missing"))
    #expect(adopted.standardOutput.contains("Checkout (Sources/Checkout)  viper, "))
    #expect(adopted.standardOutput.contains("adopted 2 modules: "))
    #expect(try Self.sources(under: root) == before)
    #expect(
      ScaffoldBinary.contents(of: root.appendingPathComponent(".scaffold"))
        == ["Checkout.base", "Checkout.json", "Profile.base", "Profile.json"])

    let check = try ScaffoldBinary.run(["check"], in: root)
    #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")
    let status = try ScaffoldBinary.run(["status", "Profile"], in: root)
    #expect(status.standardOutput.contains("Profile: as generated"), "\(status.standardOutput)")

    // A hand edit to an adopted file is merged with a new use case, with no conflict.
    let viewModel = root.appendingPathComponent("Sources/Profile/ProfileViewModel.swift")
    try Data((try String(contentsOf: viewModel, encoding: .utf8) + "// Reviewed by the team.\n").utf8).write(
      to: viewModel)
    let updated = try ScaffoldBinary.run(["update", "Profile", "--use-case", "refresh"], in: root)
    #expect(updated.status == 0, "\(updated.standardError)")
    let merged = try String(contentsOf: viewModel, encoding: .utf8)
    #expect(merged.contains("// Reviewed by the team.") && merged.contains("func refresh()"))
    #expect(!merged.contains("<<<<<<<"))
    #expect(try Data(contentsOf: extra) == Data("enum ProfileAnalytics {}\n".utf8))

    // Adopted once: a second adopt is refused, and says what to run instead.
    let again = try ScaffoldBinary.run(["adopt", "Sources/Profile"], in: root)
    #expect(again.status != 0)
    #expect(again.standardError.contains("Profile is recorded"), "\(again.standardError)")
  }

  @Test("a module's own package is adopted exactly; its inferred spec prints, and goes back in with --spec")
  func ownPackage() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    #expect(
      try ScaffoldBinary.run(["mvp", "Settings", "--use-case", "loadSettings", "--ui", "swiftui"], in: directory).status
        == 0)
    let root = directory.appendingPathComponent("Settings")
    try FileManager.default.removeItem(at: root.appendingPathComponent(".scaffold"))

    let printed = try ScaffoldBinary.run(["adopt", "Settings", "--print-spec"], in: directory)
    #expect(printed.status == 0, "\(printed.standardError)")
    #expect(printed.standardOutput.contains("ui: swiftui\n"))
    #expect(printed.standardOutput.contains("  - name: loadSettings\n"))
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".scaffold").path))
    try Data(printed.standardOutput.utf8).write(to: directory.appendingPathComponent("Settings.yml"))

    let adopted = try ScaffoldBinary.run(["adopt", "Settings", "--spec", "Settings.yml", "--json"], in: directory)
    #expect(adopted.status == 0, "\(adopted.standardError)")
    #expect(adopted.standardOutput.contains("\"matchPercent\": 100"), "\(adopted.standardOutput)")
    #expect(!adopted.standardOutput.contains("\"state\": \"edited\""))
    let status = try ScaffoldBinary.run(["status"], in: root)
    #expect(status.standardOutput.contains("Settings: as generated"), "\(status.standardOutput)")
  }

  @Test("what cannot be adopted is refused, every folder named, and nothing is written for any")
  func refusals() throws {
    let root = try Self.packageWithUnrecordedModules()
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Docs/Notes"), withIntermediateDirectories: true)
    let refused = try ScaffoldBinary.run(["adopt", "Sources/Profile", "Docs/Notes", "Missing"], in: root)
    #expect(refused.status != 0)
    #expect(refused.standardError.contains("Docs/Notes is neither a package nor a target's folder"))
    #expect(refused.standardError.contains("Missing"))
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".scaffold").path))
    let unknown = try ScaffoldBinary.run(["adopt", "Sources/Profile", "--template", "nosuch"], in: root)
    #expect(unknown.status != 0)
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".scaffold").path))

    // A library target with nothing of a module: refused, unless a template is named.
    let utilities = root.appendingPathComponent("Sources/Clamp")
    try FileManager.default.createDirectory(at: utilities, withIntermediateDirectories: true)
    try Data("public enum Clamp {\n  public static func value(_ x: Int) -> Int { max(0, x) }\n}\n".utf8).write(
      to: utilities.appendingPathComponent("Clamp.swift"))
    let notTarget = try ScaffoldBinary.run(["adopt", "Sources/Clamp"], in: root)
    #expect(notTarget.status == 65)
    #expect(
      notTarget.standardError.contains("Sources/Clamp is not the folder of a target"), "\(notTarget.standardError)")
    let manifest = root.appendingPathComponent("Package.swift")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    try Data(
      text.replacingOccurrences(of: "    targets: [\n", with: "    targets: [\n        .target(name: \"Clamp\"),\n")
        .utf8
    )
    .write(to: manifest)
    #expect(try String(contentsOf: manifest, encoding: .utf8).contains("targets: [\n        .target(name: \"Clamp\"),"))
    let library = try ScaffoldBinary.run(["adopt", "Sources/Profile", "Sources/Clamp"], in: root)
    #expect(library.status == 65)
    #expect(library.standardError.contains("has nothing in common with what any template writes (0% alike"))
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".scaffold").path))

    // A spec given by hand that does not validate says why, at its line, not "inferred".
    try Data("name: Profile\nuseCases:\n  - name: load\n    response:\n      - card: Card\n".utf8).write(
      to: root.appendingPathComponent("Profile.yml"))
    let badSpec = try ScaffoldBinary.run(["adopt", "Sources/Profile", "--spec", "Profile.yml"], in: root)
    #expect(badSpec.status == 65)
    #expect(badSpec.standardError.contains("Profile.yml:5:15: error: unknown type 'Card'"), "\(badSpec.standardError)")
  }

  /// The hand-written modules of Tests/Fixtures/Adopt, one of each architecture, with the file
  /// each team added that no template writes.
  static let handWritten = [
    ("viper", "Orders", "Sources/Orders/OrdersAnalytics.swift"),
    ("mvvm", "Search", "Sources/Search/RecentSearches.swift"),
    ("vip", "Payment", "Sources/Payment/PaymentAmountFormatter.swift"),
    ("mvp", "Settings", "Sources/Settings/AppVersion.swift"), ("mvc", "About", "Sources/About/SupportMail.swift"),
  ]

  @Test(
    "a hand-written module gets a per-file report, and update adds a use case with any conflict marked",
    arguments: handWritten)
  func handWrittenModule(architecture: String, name: String, extra: String) throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let fixture = RepositoryRoot.url.appendingPathComponent("Tests/Fixtures/Adopt/\(architecture)/\(name)")
    let root = directory.appendingPathComponent(name)
    try FileManager.default.copyItem(at: fixture, to: root)
    let before = try Self.sources(under: root)

    let adopted = try ScaffoldBinary.run(["adopt", name], in: directory)
    #expect(adopted.status == 0, "\(adopted.standardError)")
    // Its architecture is found, and its own file is kept as the team's.
    #expect(adopted.standardOutput.hasPrefix("\(name)  \(architecture), "), "\(adopted.standardOutput)")
    #expect(adopted.standardOutput.contains("  extra     \(extra)\n"), "\(adopted.standardOutput)")
    #expect(adopted.standardOutput.contains("  edited    "))
    #expect(try Self.sources(under: root) == before)

    let updated = try ScaffoldBinary.run(["update", name, "--use-case", "refresh"], in: root)
    #expect([0, 3].contains(updated.status), "\(updated.standardOutput)\(updated.standardError)")
    let record = try String(contentsOf: root.appendingPathComponent(".scaffold/\(name).json"), encoding: .utf8)
    #expect(record.contains("\"name\": \"refresh\""))
    // Nothing is merged in silence: each file the update could not merge holds all three sides.
    let conflicted = updated.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  conflicted") }
    #expect((updated.status == 3) == !conflicted.isEmpty)
    for line in conflicted {
      let path = String(line.split(separator: " ").last ?? "")
      let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      #expect(text.contains("<<<<<<< yours (on disk)") && text.contains("||||||| generated before"), "\(path)")
    }
    #expect(try Data(contentsOf: root.appendingPathComponent(extra)) == before[extra])
  }

  @Test("in an Xcode project: the module's group and targets are recorded, and update and remove work there")
  func xcodeProject() throws {
    let (root, projectFile, _) = try XcodeAppPackage.shopProject()
    let flags = ["--xcodeproj", "Shop.xcodeproj", "--target", "Shop", "--test-target", "ShopTests"]
    #expect(try ScaffoldBinary.run(["viper", "Login"] + flags, in: root).status == 0)
    try FileManager.default.removeItem(at: root.appendingPathComponent(".scaffold"))
    let test = root.appendingPathComponent("ShopTests/LoginTests/LoginPresenterTests.swift")
    try Data((try String(contentsOf: test, encoding: .utf8) + "// Checked by the team.\n").utf8).write(to: test)
    let before = try Self.sources(under: root)

    // Without the project named, the folder is not a module adopt can place.
    let unnamed = try ScaffoldBinary.run(["adopt", "Shop/Features/Login"], in: root)
    #expect(unnamed.status != 0)
    #expect(unnamed.standardError.contains("--xcodeproj, --target"), "\(unnamed.standardError)")

    let adopted = try ScaffoldBinary.run(["adopt", "Shop/Features/Login"] + flags, in: root)
    #expect(adopted.status == 0, "\(adopted.standardError)")
    // The tests in the test target's group are found too: only the edited one differs.
    #expect(adopted.standardOutput.contains("Login (Shop/Features/Login)  viper, "), "\(adopted.standardOutput)")
    #expect(adopted.standardOutput.contains("  edited    ShopTests/LoginTests/LoginPresenterTests.swift\n"))
    #expect(adopted.standardOutput.contains(": 16 unchanged, 1 edited, 0 extra, 0 missing"))
    #expect(try Self.sources(under: root) == before)
    let record = try String(contentsOf: root.appendingPathComponent(".scaffold/Login.json"), encoding: .utf8)
    #expect(record.contains("\"layout\": \"xcode\"") && record.contains("\"testTarget\": \"ShopTests\""))

    let updated = try ScaffoldBinary.run(["update", "Login", "--use-case", "refresh"], in: root)
    #expect(updated.status == 0, "\(updated.standardOutput)\(updated.standardError)")
    #expect(try String(contentsOf: test, encoding: .utf8).hasSuffix("// Checked by the team.\n"))
    let removal = try ScaffoldBinary.run(["remove", "Login"], in: root)
    #expect(removal.status == 0, "\(removal.standardError)")
    #expect(!(try String(contentsOf: projectFile, encoding: .utf8)).contains("LoginPresenter.swift"))
    #expect(FileManager.default.fileExists(atPath: test.path))  // edited: kept
  }
}
