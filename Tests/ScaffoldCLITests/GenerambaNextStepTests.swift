import Foundation
import Testing

/// The step printed after generating from an imported template: `swift build`, or Xcode for
/// code that imports UIKit where Linux and macOS would stop at "no such module 'UIKit'".
@Suite("import-generamba: the next step")
struct GenerambaNextStepTests {
  @Test("a module whose code imports UIKit unguarded is built in Xcode for iOS; one guarded, with swift build")
  func uikitModuleIsBuiltInXcode() throws {
    let root = try ScaffoldBinary.temporaryDirectory()
    let files = [
      "screen/screen.rambaspec":
        "name: screen\ncode_files:\n- {name: View/ViewController.swift, path: view.swift.liquid}\n",
      "screen/view.swift.liquid":
        "import UIKit\n\nfinal class {{ module_info.name }}ViewController: UIViewController {}\n",
      "guarded/guarded.rambaspec": "name: guarded\ncode_files:\n- {name: View.swift, path: view.swift.liquid}\n",
      "guarded/view.swift.liquid":
        "#if canImport(UIKit)\nimport UIKit\n\nfinal class {{ module_info.name }}View: UIView {}\n#endif\n",
      "app/.keep": "",
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let project = root.appendingPathComponent("app")
    for name in ["screen", "guarded"] {
      let imported = try ScaffoldBinary.run(["templates", "import-generamba", "../\(name)"], in: project)
      #expect(imported.status == 0, "\(imported.standardError)")
    }

    let screen = try ScaffoldBinary.run(
      ["viper", "Auth", "--template", "screen", "--templates", "Templates"], in: project)
    #expect(screen.status == 0, "\(screen.standardError)")
    #expect(
      screen.standardOutput.hasSuffix(
        "Next: open Auth/Package.swift in Xcode and build it for iOS: its code imports UIKit, which Linux and macOS do not have\n"
      ), "\(screen.standardOutput)")
    let guarded = try ScaffoldBinary.run(
      ["viper", "Badge", "--template", "guarded", "--templates", "Templates"], in: project)
    #expect(guarded.status == 0, "\(guarded.standardError)")
    #expect(guarded.standardOutput.hasSuffix("Next: cd Badge && swift build\n"), "\(guarded.standardOutput)")
  }
}
