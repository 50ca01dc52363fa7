import Foundation
import Testing

/// The support every module's code uses (use case state, query and command calls, number input,
/// the UIKit section view) is written once for an app target, in `ScaffoldSupport`, and kept while a module
/// recorded there still uses it; a module uses an entity another module of the target declares.
@Suite("scaffold --xcodeproj: the support the modules of one target share")
struct XcodeSharedSupportTests {
  private static let shopTarget = ["--xcodeproj", "Shop.xcodeproj", "--target", "Shop"]

  /// A VIPER module that reads a number and routes to a VIP one that lists its entity.
  private static let spec = """
    architecture: viper
    ui: uikit
    modules:
      - name: Checkout
        entities:
          - name: Address
            fields:
              - street: String
        useCases:
          - name: pay
            kind: command
            request:
              - tip: Decimal
            response:
              - total: Decimal
        routes:
          - name: addressBook
            to: AddressBook
      - name: AddressBook
        architecture: vip
        useCases:
          - name: loadAddresses
            onLoad: true
            response:
              - addresses: "[Address]"
    """

  private func text(_ root: URL, _ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  private func exists(_ root: URL, _ path: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
  }

  @Test("VIPER and VIP in one target: one support file each, the code builds (UIKit model too) and its tests pass")
  func viperAndVIPShareSupport() throws {
    let (root, projectFile, original) = try XcodeAppPackage.shopProject()
    try Data(Self.spec.utf8).write(to: root.appendingPathComponent("app.yml"))
    let generated = try ScaffoldBinary.run(["generate", "app.yml"] + Self.shopTarget, in: root)
    #expect(generated.status == 0, "\(generated.standardError)")
    let support = "Shop/Features/ScaffoldSupport"
    for name in ["ScaffoldUseCaseSupport", "ScaffoldNumberInput", "ScaffoldSectionView"] {
      #expect(exists(root, "\(support)/\(name).swift"), "\(name)")
      let project = try String(contentsOf: projectFile, encoding: .utf8)
      // One build file: its definition and its place in the Sources phase.
      #expect(project.components(separatedBy: "/* \(name).swift in Sources */").count == 3, "\(name) is built once")
    }
    for path in ["Checkout/CheckoutUseCaseSupport.swift", "AddressBook/AddressBookSectionView.swift"] {
      #expect(!exists(root, "Shop/Features/\(path)"), "\(path)")
    }
    let interactor = try text(root, "Shop/Features/AddressBook/AddressBookInteractor.swift")
    #expect(interactor.contains("ScaffoldQueryCalls"), "\(interactor)")
    #expect(!exists(root, "Shop/Features/AddressBook/AddressBookEntities.swift"), "Address is Checkout's")

    let (built, tested) = try XcodeAppPackage.buildAndTest(
      root, modules: ["Checkout", "AddressBook"], uiKitModel: true)
    #expect(built.status == 0, "\(built.standardOutput)\(built.standardError)")
    #expect(
      tested.status == 0 && tested.standardOutput.contains("AddressBookInteractor")
        && tested.standardOutput.contains("CheckoutPresenter"), "\(tested.standardOutput)")

    // A module added later uses the support already there instead of writing its own.
    let wallet = try ScaffoldBinary.run(["mvvm", "Wallet", "--ui", "none"] + Self.shopTarget, in: root)
    #expect(wallet.status == 0, "\(wallet.standardError)")
    #expect(
      wallet.standardOutput.contains("unchanged  \(support)/ScaffoldUseCaseSupport.swift"), "\(wallet.standardOutput)")
    #expect(!exists(root, "Shop/Features/Wallet/WalletUseCaseSupport.swift"))
    let check = try ScaffoldBinary.run(["check"], in: root)
    #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")

    // An edit of the shared file is the user's: update merges into it, all three modules at once.
    let shared = root.appendingPathComponent("\(support)/ScaffoldUseCaseSupport.swift")
    let asGenerated = try text(root, "\(support)/ScaffoldUseCaseSupport.swift")
    try Data((asGenerated + "\n// The team's note.\n").utf8).write(to: shared)
    let updated = try ScaffoldBinary.run(["update"], in: root)
    #expect(updated.status == 0, "\(updated.standardOutput)\(updated.standardError)")
    #expect(try text(root, "\(support)/ScaffoldUseCaseSupport.swift").contains("// The team's note."))
    try Data(asGenerated.utf8).write(to: shared)

    // Each file goes with the last module that uses it; the group with the last of all.
    let steps: [(module: String, gone: [String], kept: [String])] = [
      ("Checkout", ["ScaffoldNumberInput"], ["ScaffoldUseCaseSupport", "ScaffoldSectionView"]),
      ("AddressBook", ["ScaffoldSectionView"], ["ScaffoldUseCaseSupport"]),
      ("Wallet", ["ScaffoldUseCaseSupport"], []),
    ]
    for step in steps {
      let removed = try ScaffoldBinary.run(["remove", step.module], in: root)
      #expect(removed.status == 0, "\(removed.standardError)")
      let project = try String(contentsOf: projectFile, encoding: .utf8)
      for name in step.gone {
        #expect(
          !exists(root, "\(support)/\(name).swift") && !project.contains("\(name).swift"), "\(step.module): \(name)")
      }
      for name in step.kept {
        #expect(
          exists(root, "\(support)/\(name).swift") && project.contains("\(name).swift"), "\(step.module): \(name)")
      }
    }
    #expect(try String(contentsOf: projectFile, encoding: .utf8) == original)
    #expect(!exists(root, support))
  }

  @Test("a module that stops using a support file leaves it to the modules that still do")
  func supportOutlivesOneUser() throws {
    let (root, _, _) = try XcodeAppPackage.shopProject()
    let section = "Shop/Features/ScaffoldSupport/ScaffoldSectionView.swift"
    for module in ["Alpha", "Beta"] {
      let added = try ScaffoldBinary.run(["vip", module] + Self.shopTarget, in: root)
      #expect(added.status == 0, "\(added.standardError)")
    }
    // Beta without a screen has no section; Alpha still shows one.
    let beta = try ScaffoldBinary.run(["vip", "Beta", "--ui", "none"] + Self.shopTarget, in: root)
    #expect(beta.status == 0 && !beta.standardOutput.contains(section), "\(beta.standardOutput)")
    #expect(exists(root, section) && !exists(root, "Shop/Features/Beta/BetaViewController.swift"))
    let check = try ScaffoldBinary.run(["check"], in: root)
    #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")
    let alpha = try ScaffoldBinary.run(["vip", "Alpha", "--ui", "none"] + Self.shopTarget, in: root)
    #expect(alpha.status == 0 && alpha.standardOutput.contains(section), "\(alpha.standardOutput)")
    #expect(!exists(root, section))
  }
}
