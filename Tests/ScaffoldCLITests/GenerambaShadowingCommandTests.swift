import Foundation
import Testing

/// `scaffold templates import-generamba` does not let an imported template take a name another
/// template has (a built-in, a team's own, one on the lookup path) unless `--as` or `--replace`
/// says how.
@Suite("import-generamba: names other templates have")
struct GenerambaShadowingCommandTests {
  /// A project beside a Generamba template whose .rambaspec is named `vip`, as es_vip's is, and
  /// another named `detail`.
  private func project() throws -> URL {
    let root = try ScaffoldBinary.temporaryDirectory()
    let files = [
      "es_vip/es_vip.rambaspec": "name: vip\ncode_files:\n- {name: Scene.swift, path: scene.swift.liquid}\n",
      "es_vip/scene.swift.liquid": "final class {{ module_info.name }}Scene {}\n",
      "detail/detail.rambaspec": "name: detail\ncode_files:\n- {name: Detail.swift, path: detail.swift.liquid}\n",
      "detail/detail.swift.liquid": "struct {{ module_info.name }}Detail {}\n",
      "app/.keep": "",
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root.appendingPathComponent("app")
  }

  @Test("a template named like a built-in is refused, and nothing is written; --as renames it, --replace keeps it")
  func builtInName() throws {
    let project = try project()
    let templates = project.appendingPathComponent("Templates")
    let refused = try ScaffoldBinary.run(["templates", "import-generamba", "../es_vip"], in: project)
    #expect(refused.status == 65)
    #expect(
      refused.standardError.contains(
        "../es_vip is named 'vip', as the built-in vip template is: imported so, it would replace the built-in for every 'scaffold vip' here"
      ), "\(refused.standardError)")
    #expect(refused.standardError.contains("--as <name>") && refused.standardError.contains("--replace"))
    #expect(!FileManager.default.fileExists(atPath: templates.path))

    let renamed = try ScaffoldBinary.run(["templates", "import-generamba", "../es_vip", "--as", "es_vip"], in: project)
    #expect(renamed.status == 0, "\(renamed.standardError)")
    let manifest = try String(contentsOf: templates.appendingPathComponent("es_vip/template.yml"), encoding: .utf8)
    #expect(manifest.contains("\nname: \"es_vip\"\n"), "\(manifest)")
    let generated = try ScaffoldBinary.run(
      ["vip", "Cart", "--template", "es_vip", "--templates", "Templates"], in: project)
    #expect(generated.status == 0, "\(generated.standardError)")
    #expect(generated.standardOutput.contains("Sources/Cart/CartScene.swift"), "\(generated.standardOutput)")

    let replaced = try ScaffoldBinary.run(["templates", "import-generamba", "../es_vip", "--replace"], in: project)
    #expect(replaced.status == 0, "\(replaced.standardError)")
    let listed = try ScaffoldBinary.run(["templates", "list", "--templates", "Templates"], in: project)
    #expect(listed.standardOutput.contains("(overridden)"), "\(listed.standardOutput)")
  }

  @Test("a template of that name that is not an earlier import is refused, wherever the lookup finds it")
  func otherTemplateOfThatName() throws {
    let project = try project()
    let own = project.appendingPathComponent("Templates/detail/template.yml")
    try FileManager.default.createDirectory(at: own.deletingLastPathComponent(), withIntermediateDirectories: true)
    let ownText = "name: detail\narchitecture: mvc\nfiles: []\n"
    try Data(ownText.utf8).write(to: own)
    let refused = try ScaffoldBinary.run(["templates", "import-generamba", "../detail"], in: project)
    #expect(refused.status == 65)
    #expect(refused.standardError.contains("it is not an import of ../detail"), "\(refused.standardError)")
    #expect(try String(contentsOf: own, encoding: .utf8) == ownText)

    // In the user's folder, it would be hidden by the import (or hide it, in another order).
    let user = project.appendingPathComponent("config")
    let elsewhere = try ScaffoldBinary.run(
      ["templates", "import-generamba", "../detail", "-o", "Imported"], in: project,
      environment: ["XDG_CONFIG_HOME": user.path])
    #expect(elsewhere.status == 0, "\(elsewhere.standardError)")
    try FileManager.default.createDirectory(
      at: user.appendingPathComponent("scaffold/templates/detail"), withIntermediateDirectories: true)
    try Data(ownText.utf8).write(to: user.appendingPathComponent("scaffold/templates/detail/template.yml"))
    let hidden = try ScaffoldBinary.run(
      ["templates", "import-generamba", "../detail", "-o", "Other"], in: project,
      environment: ["XDG_CONFIG_HOME": user.path])
    #expect(hidden.status == 65)
    #expect(hidden.standardError.contains("would hide it, or be hidden by it"), "\(hidden.standardError)")

    let replaced = try ScaffoldBinary.run(["templates", "import-generamba", "../detail", "--replace"], in: project)
    #expect(replaced.status == 0, "\(replaced.standardError)")
    #expect(try String(contentsOf: own, encoding: .utf8).hasPrefix("# Imported from the Generamba template detail"))
  }

  @Test("--as names one template: with a catalog of several it is refused, and a name that is not one is refused")
  func renamingNeedsOneTemplate() throws {
    let project = try project()
    let catalog = try ScaffoldBinary.run(["templates", "import-generamba", "..", "--as", "mine"], in: project)
    #expect(catalog.status == 65)
    #expect(catalog.standardError.contains("--as mine names one template"), "\(catalog.standardError)")
    let badName = try ScaffoldBinary.run(
      ["templates", "import-generamba", "../detail", "--as", "my detail"], in: project)
    #expect(badName.status == 64)
    #expect(badName.standardError.contains("as in my-detail"), "\(badName.standardError)")
  }
}
