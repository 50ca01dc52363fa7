import Foundation
import Testing

/// End-to-end: the real binary, its exit codes, its messages and the files it writes.
@Suite("scaffold command line")
struct CommandLineTests {
  @Test("scaffold viper Login writes the package into the current directory")
  func viper() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let result = try ScaffoldBinary.run(["viper", "Login"], in: directory)
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("Wrote Login/:"))
    #expect(result.standardOutput.contains("create     Sources/Login/LoginPresenter.swift"))
    #expect(result.standardOutput.contains("23 create"))
    #expect(result.standardOutput.contains("Next: cd Login && swift build && swift test"))
    let root = directory.appendingPathComponent("Login")
    for path in [
      "Package.swift", "README.md", "Sources/Login/LoginPresenter.swift", "Tests/LoginTests/LoginBuilderTests.swift",
    ] {
      #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path), "\(path) is missing")
    }
  }

  @Test("option values are read in any case: --ui SwiftUI, --testing XCTest, an architecture name")
  func optionValuesInAnyCase() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let result = try ScaffoldBinary.run(
      ["mvvm", "Search", "--ui", "SwiftUI", "--testing", "XCTest", "--dry-run"], in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("Sources/Search/SearchScreen.swift"))
    let wrong = try ScaffoldBinary.run(["mvvm", "Search", "--ui", "Swift"], in: directory)
    #expect(wrong.status == 64)
    #expect(wrong.standardError.contains("'uikit', 'swiftui' or 'none'"))
  }

  @Test("scaffold vip with flags and --output")
  func vipWithFlags() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let result = try ScaffoldBinary.run(
      ["vip", "order-history", "--use-case", "loadOrders", "--route", "details", "--output", "Features/Orders"],
      in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    let models = directory.appendingPathComponent(
      "Features/Orders/OrderHistory/Sources/OrderHistory/OrderHistoryModels.swift")
    #expect(try String(contentsOf: models, encoding: .utf8).contains("public enum LoadOrders {"))
  }

  @Test("scaffold generate follows the spec's name and architecture")
  func generate() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let spec = directory.appendingPathComponent("Profile.yml")
    try Data("name: Profile\narchitecture: vip\nuseCases: [load, refresh]\n".utf8).write(to: spec)
    let result = try ScaffoldBinary.run(["generate", "Profile.yml"], in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("Profile/Sources/Profile/ProfileWorker.swift").path))
  }

  @Test("an invalid name exits 65 with a precise message and writes nothing")
  func invalidName() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let result = try ScaffoldBinary.run(["viper", "../Login"], in: directory)
    #expect(result.status == 65)
    #expect(result.standardError.contains("error: module name '../Login' (the <Name> argument) contains a dot"))
    #expect(ScaffoldBinary.contents(of: directory).isEmpty)
  }

  @Test(
    "Generamba's commands and typos of ours exit 64 with the command to run instead",
    arguments: [
      (
        ["gen", "Login", "viper"],
        "unknown command 'gen'; Generamba's 'gen MODULE TEMPLATE' is 'scaffold viper Login' here"
      ),
      (
        ["gen", "Login", "swifty_viper"],
        "Generamba's 'gen MODULE TEMPLATE' is 'scaffold viper Login --template swifty_viper' here (once the "
          + "template is imported with 'scaffold templates import-generamba <its folder>'; if it was imported as "
          + "another architecture, name that one)"
      ),
      (
        ["gen", "Orders", "mvvm_ios"],
        "Generamba's 'gen MODULE TEMPLATE' is 'scaffold mvvm Orders --template mvvm_ios' here (once"
      ),
      (
        ["template", "list"],
        "unknown command 'template'; Generamba's 'template list' is 'scaffold templates list' here"
      ),
      (["setup"], "Generamba's 'setup' is 'scaffold init (or 'scaffold init --from-rambafile Rambafile'"),
      (["stauts", "--json"], "unknown command 'stauts'; did you mean 'scaffold status --json'?"),
      (["frobnicate"], "unknown command 'frobnicate'; the commands are viper, vip, mvp, mvc, mvvm, generate,"),
    ])
  func unknownCommand(arguments: [String], message: String) throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let result = try ScaffoldBinary.run(arguments, in: directory)
    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix("scaffold: error: "), "\(result.standardError)")
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(ScaffoldBinary.contents(of: directory).isEmpty)
  }

  @Test(
    "a .scaffold.yml path leaving the project is refused at its position, and nothing is written",
    arguments: [
      ("output: ../Elsewhere\n", "1:9: error: output '../Elsewhere' leaves the project folder"),
      ("output: Modules/../..\n", "1:9: error: output 'Modules/../..' leaves the project folder"),
      ("package: /tmp/Elsewhere\n", "1:10: error: package '/tmp/Elsewhere' leaves the project folder"),
      ("xcodeproj: ../App.xcodeproj\ntarget: App\n", "1:12: error: xcodeproj '../App.xcodeproj' leaves"),
      ("xcodeproj: App.xcodeproj\ntarget: App\ngroup: ../Up\n", "3:8: error: group '../Up' leaves the project"),
      ("templates: [Templates, ../Shared]\n", "1:24: error: templates '../Shared' leaves the project folder"),
    ])
  func configurationLeavingProject(configuration: String, message: String) throws {
    let (parent, project) = try ScaffoldBinary.projectInFolder()
    try Data(configuration.utf8).write(to: project.appendingPathComponent(".scaffold.yml"))
    let result = try ScaffoldBinary.run(["viper", "Login"], in: project)
    #expect(result.status == 65, "\(result.standardError)")
    #expect(result.standardError.contains(".scaffold.yml:\(message)"), "\(result.standardError)")
    #expect(ScaffoldBinary.contents(of: parent) == ["Project"])
    #expect(ScaffoldBinary.contents(of: project) == [".scaffold.yml"])
    #expect(!FileManager.default.fileExists(atPath: "/tmp/Elsewhere/Login"))
  }

  @Test(
    "a spec naming a place outside the project is refused at its position, and nothing is written",
    arguments: [
      ("name: ../Login\narchitecture: viper\n", "Spec.yml:1:7: error: module name '../Login' (name) contains a dot"),
      (
        "name: /tmp/Login\narchitecture: viper\n",
        "Spec.yml:1:7: error: module name '/tmp/Login' (name) contains a path"
      ),
      (
        "package: ../Shared\nmodules:\n  - name: Login\n    architecture: viper\n",
        "Spec.yml:1:10: error: module name '../Shared' (package) contains a dot"
      ),
    ])
  func specLeavingProject(spec: String, message: String) throws {
    let (parent, project) = try ScaffoldBinary.projectInFolder()
    try Data(spec.utf8).write(to: project.appendingPathComponent("Spec.yml"))
    let result = try ScaffoldBinary.run(["generate", "Spec.yml"], in: project)
    #expect(result.status == 65, "\(result.standardError)")
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(ScaffoldBinary.contents(of: parent) == ["Project"])
    #expect(ScaffoldBinary.contents(of: project) == ["Spec.yml"])
    #expect(!FileManager.default.fileExists(atPath: "/tmp/Login"))
  }

  @Test("a module name written as words gets the name it most likely meant")
  func respelledName() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let result = try ScaffoldBinary.run(["viper", "login screen"], in: directory)
    #expect(result.status == 65)
    #expect(result.standardError.contains("write it as 'login-screen' (it becomes 'LoginScreen')"))
  }

  @Test("an invalid --use-case exits 65 and names the flag")
  func invalidFlag() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let result = try ScaffoldBinary.run(["viper", "Login", "--use-case", "sign in"], in: directory)
    #expect(result.status == 65)
    #expect(result.standardError.contains("error: use case name 'sign in' (--use-case #1) contains a space"))
    #expect(ScaffoldBinary.contents(of: directory).isEmpty)
  }

  @Test("an invalid spec exits 65, lists every error with file:line:column, and writes nothing")
  func invalidSpec() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    try Data("useCases:\n  - name: pay\n    request:\n      - amount: Money\n      - class: Int\n".utf8)
      .write(to: directory.appendingPathComponent("Pay.yml"))
    let result = try ScaffoldBinary.run(["vip", "Checkout", "--spec", "Pay.yml"], in: directory)
    #expect(result.status == 65)
    let lines = result.standardError.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("Pay.yml:4:17: error: unknown type 'Money' in useCases[0].request.amount") == true)
    #expect(lines.last?.hasPrefix("Pay.yml:5:9: error: field name 'class'") == true)
    #expect(ScaffoldBinary.contents(of: directory) == ["Pay.yml"])
  }

  @Test("a spec file that cannot be read exits 66")
  func unreadableSpec() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let result = try ScaffoldBinary.run(["viper", "Login", "--spec", "Missing.yml"], in: directory)
    #expect(result.status == 66)
    #expect(result.standardError.contains("scaffold: error: cannot read Missing.yml"))
  }

  @Test("an edited file is a conflict (exit 73, nothing written); --skip-existing keeps it; --force replaces it")
  func conflicts() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    #expect(try ScaffoldBinary.run(["viper", "Login"], in: directory).status == 0)
    let contracts = directory.appendingPathComponent("Login/Sources/Login/LoginContracts.swift")
    let mine = directory.appendingPathComponent("Login/Sources/Login/Mine.swift")
    try Data("keep me\n".utf8).write(to: contracts)
    try Data("mine\n".utf8).write(to: mine)

    let rerun = try ScaffoldBinary.run(["viper", "Login", "--dry-run"], in: directory)
    #expect(rerun.status == 0)
    #expect(rerun.standardOutput.contains("conflict   Sources/Login/LoginContracts.swift"))
    #expect(rerun.standardOutput.contains("unchanged  Sources/Login/LoginBuilder.swift"))

    let interactor = directory.appendingPathComponent("Login/Sources/Login/LoginInteractor.swift")
    let interactorBefore = try String(contentsOf: interactor, encoding: .utf8)
    let refused = try ScaffoldBinary.run(["viper", "Login", "--use-case", "signIn"], in: directory)
    #expect(refused.status == 73)
    #expect(refused.standardError.contains("Sources/Login/LoginContracts.swift"))
    #expect(refused.standardError.contains("nothing was written"))
    #expect(try String(contentsOf: contracts, encoding: .utf8) == "keep me\n")
    #expect(try String(contentsOf: interactor, encoding: .utf8) == interactorBefore)

    // --skip-existing keeps the edited file; files still as generated are the tool's own, so
    // they follow the new spec, and missing ones are written.
    let builder = directory.appendingPathComponent("Login/Sources/Login/LoginBuilder.swift")
    try FileManager.default.removeItem(at: builder)
    let skipped = try ScaffoldBinary.run(["viper", "Login", "--skip-existing", "--use-case", "signIn"], in: directory)
    #expect(skipped.status == 0)
    #expect(skipped.standardOutput.contains("skip       Sources/Login/LoginContracts.swift"))
    #expect(try String(contentsOf: contracts, encoding: .utf8) == "keep me\n")
    #expect(try String(contentsOf: interactor, encoding: .utf8).contains("signIn"))
    #expect(try String(contentsOf: builder, encoding: .utf8).contains("LoginBuilder"))
    #expect(skipped.standardError.contains("1 file was kept as it is (--skip-existing)"))

    let forced = try ScaffoldBinary.run(["viper", "Login", "--force", "--use-case", "signIn"], in: directory)
    #expect(forced.status == 0)
    #expect(try String(contentsOf: contracts, encoding: .utf8) != "keep me\n")
    #expect(try String(contentsOf: mine, encoding: .utf8) == "mine\n")
    #expect(ScaffoldBinary.contents(of: directory) == ["Login"])
  }

  @Test("usage errors exit 64, on stderr as 'scaffold: error: …' with the usage after")
  func usage() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let missing = try ScaffoldBinary.run(["viper"], in: directory)
    #expect(missing.status == 64)
    #expect(missing.standardOutput.isEmpty)
    #expect(missing.standardError.hasPrefix("scaffold: error: Missing expected argument '<name>'\n"))
    #expect(missing.standardError.contains("Usage: scaffold viper [<options>] <name>"))
    let unknown = try ScaffoldBinary.run(["mvvc", "Login"], in: directory)
    #expect(unknown.status == 64)
    #expect(unknown.standardError.hasPrefix("scaffold: error: "))
  }

  @Test("--version and --help with examples")
  func helpAndVersion() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    #expect(try ScaffoldBinary.run(["--version"], in: directory).standardOutput == "0.1.0\n")
    for command in ["viper", "vip", "mvvm", "mvp", "mvc", "generate", "context", "architectures"] {
      let help = try ScaffoldBinary.run([command, "--help"], in: directory)
      #expect(help.status == 0)
      #expect(help.standardOutput.contains("Example"), "\(command) --help has no example")
    }
    #expect(try ScaffoldBinary.run(["--help"], in: directory).standardOutput.contains("Exit codes"))
  }

  @Test("scaffold mvvm, mvp and mvc write their modules")
  func otherArchitectures() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    for (command, file) in [
      ("mvvm", "SearchViewModel.swift"), ("mvp", "SearchPresenter.swift"), ("mvc", "SearchModel.swift"),
    ] {
      let result = try ScaffoldBinary.run([command, "Search", "--output", command], in: directory)
      #expect(result.status == 0, "\(result.standardError)")
      #expect(
        FileManager.default.fileExists(
          atPath: directory.appendingPathComponent("\(command)/Search/Sources/Search/\(file)").path))
    }
  }

  @Test("scaffold architectures compares every architecture")
  func architectures() throws {
    let result = try ScaffoldBinary.run(["architectures"], in: try ScaffoldBinary.temporaryDirectory())
    #expect(result.status == 0)
    for name in ["MVC", "MVP", "MVVM", "VIPER", "Clean Swift VIP"] {
      #expect(result.standardOutput.contains("\(name) — scaffold"))
    }
    #expect(result.standardOutput.contains("Testability:"))
  }

  @Test("scaffold context prints the template context as JSON")
  func context() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let result = try ScaffoldBinary.run(
      ["context", "--architecture", "viper", "Login", "--use-case", "signIn"], in: directory)
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("\"name\": \"signIn\""))
    #expect(result.standardOutput.hasPrefix("{"))
  }
}
