import Foundation
import MCP
import ScaffoldXcode
import Testing

/// An agent's session: a spec planned, then generated; the package builds and passes its tests,
/// and is the CLI's package byte for byte.
@Suite("scaffold mcp: plan and generate")
struct MCPGenerationTests {
  static let checkoutSpec = """
    name: Checkout
    architecture: viper
    summary: Lets the user pay for the cart.
    entities:
      - name: CartLine
        fields:
          - sku: String
          - quantity: Int
    useCases:
      - name: loadCart
        response:
          - lines: "[CartLine]"
          - total: Decimal
      - name: applyCoupon
        kind: command
        request:
          - code: String
        response:
          - total: Decimal
      - name: pay
        kind: command
        request:
          - total: Decimal
    """

  @Test("plan shows the files and their diffs and writes nothing; generate writes a package that builds and passes")
  func planThenGenerate() async throws {
    let session = try await MCPTestSession.start()
    try session.write(Self.checkoutSpec, to: "Checkout.yml")

    let plan = try await session.call("plan", ["spec_path": "Checkout.yml"])
    #expect(!plan.isError, "\(plan.summary)")
    #expect(plan.summary.contains("create     Sources/Checkout/CheckoutPresenter.swift"))
    #expect(plan.summary.contains("+++ b/Sources/Checkout/CheckoutInteractor.swift"))
    let files = plan.value(at: "files")?.arrayValue ?? []
    #expect(files.count > 10)
    #expect(files.allSatisfy { $0.objectValue?["diff"]?.stringValue?.isEmpty == false })
    #expect(plan.value(at: "written") == false)
    #expect(try FileManager.default.contentsOfDirectory(atPath: session.project.path) == ["Checkout.yml"])

    let generated = try await session.call("generate", ["spec_path": "Checkout.yml"])
    #expect(!generated.isError, "\(generated.summary)")
    #expect(generated.value(at: "written") == true)
    #expect(generated.summary.hasPrefix("Wrote Checkout/"))
    // The JSON is also given as text, for clients that show the model text only.
    #expect(try JSONDecoder().decode(Value.self, from: Data(generated.jsonText.utf8)) == generated.structured)
    let interactor = try session.read("Checkout/Sources/Checkout/CheckoutInteractor.swift")
    #expect(interactor.contains("applyCoupon"))

    let package = session.project.appendingPathComponent("Checkout")
    let tested = try BuiltExecutables.swift(["test", "-Xswiftc", "-warnings-as-errors"], in: package)
    #expect(tested.status == 0, "\(tested.standardOutput)\(tested.standardError)")
    await session.stop()
  }

  @Test("a module generated through MCP is byte for byte the one the CLI generates")
  func sameAsTheCLI() async throws {
    let session = try await MCPTestSession.start()
    try session.write(Self.checkoutSpec, to: "Checkout.yml")
    let generated = try await session.call("generate", ["spec_path": "Checkout.yml", "ui": "swiftui"])
    #expect(!generated.isError, "\(generated.summary)")
    let login = try await session.call(
      "generate", ["architecture": "mvvm", "name": "Login", "use_cases": ["signIn:command"], "output": "Features"])
    #expect(!login.isError, "\(login.summary)")

    let cliProject = try TemporaryFolder.make(named: "Project")
    try Data(Self.checkoutSpec.utf8).write(to: cliProject.appendingPathComponent("Checkout.yml"))
    for arguments in [
      ["generate", "Checkout.yml", "--ui", "swiftui"],
      ["mvvm", "Login", "--use-case", "signIn:command", "-o", "Features"],
    ] {
      let run = try BuiltExecutables.run(
        BuiltExecutables.url("scaffold"), arguments, in: cliProject, environment: MCPTestSession.environment)
      #expect(run.status == 0, "\(run.standardError)")
    }
    let mcpTree = try FileTree.read(session.project)
    let cliTree = try FileTree.read(cliProject)
    #expect(mcpTree.keys.sorted() == cliTree.keys.sorted())
    #expect(mcpTree.count > 30)
    for (path, bytes) in mcpTree { #expect(bytes == cliTree[path], "\(path) differs") }
    await session.stop()
  }

  @Test("generate into an Xcode project's target: the files join the target, the project file is edited in place")
  func intoAnXcodeTarget() async throws {
    let project = try TemporaryFolder.make(named: "Shop")
    let projectFile = project.appendingPathComponent("Shop.xcodeproj/project.pbxproj")
    try FileManager.default.createDirectory(
      at: projectFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../Fixtures/Xcode/56-app-and-framework.pbxproj")
    try Data(contentsOf: fixture).write(to: projectFile)
    let session = try await MCPTestSession.start(in: project)

    let arguments: [String: Value] = [
      "architecture": "viper", "name": "Login", "use_cases": ["signIn:command"], "ui": "none",
      "xcodeproj": "Shop.xcodeproj", "target": "Shop",
    ]
    let plan = try await session.call("plan", arguments)
    #expect(plan.summary.contains("overwrite  Shop.xcodeproj/project.pbxproj"), "\(plan.summary)")
    #expect(plan.summary.contains(" /* LoginPresenter.swift in Sources */,\n"))

    let generated = try await session.call("generate", arguments)
    #expect(!generated.isError, "\(generated.summary)")
    let edited = try XcodeProject(text: try String(contentsOf: projectFile, encoding: .utf8))
    #expect(throws: Never.self) { try edited.group(atPath: "Shop/Features/Login") }
    #expect(throws: Never.self) { try edited.group(atPath: "ShopTests/LoginTests") }
    #expect(try String(contentsOf: projectFile, encoding: .utf8).contains("LoginPresenter.swift in Sources"))
    #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent("Shop/Features/Login").path))
    #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("Package.swift").path))

    // The module is recorded in the project: list finds it.
    let list = try await session.call("list")
    #expect(list.summary.contains("modules recorded in .: Login"), "\(list.summary)")
    await session.stop()
  }
}

/// Every file under a folder, by path relative to it.
enum FileTree {
  static func read(_ root: URL) throws -> [String: Data] {
    var tree: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
    while let url = enumerator?.nextObject() as? URL {
      guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
      let path = String(url.resolvingSymlinksInPath().path.dropFirst(root.resolvingSymlinksInPath().path.count + 1))
      tree[path] = try Data(contentsOf: url)
    }
    return tree
  }
}
