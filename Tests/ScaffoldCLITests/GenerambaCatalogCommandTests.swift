import Foundation
import Testing

/// `scaffold templates import-generamba` on catalogs, `.rambaspec` paths and `--name`, end to end.
@Suite("import-generamba: catalogs")
struct GenerambaCatalogCommandTests {
  /// A project with a catalog beside it: `../catalog/list` (a file under `{% if %}` in its spec)
  /// and `../catalog/detail`.
  private func project(objectiveC: Bool = false) throws -> URL {
    let root = try ScaffoldBinary.temporaryDirectory()
    let project = root.appendingPathComponent("app")
    let list = """
      name: list
      code_files:
      - {name: View/View.swift, path: view.swift.liquid}
      {% if custom_parameters.with_cell %}
      - {name: View/Cell.swift, path: cell.swift.liquid}
      {% endif %}
      """
    let detail = """
      name: detail
      code_files:
      - {name: Detail.swift, path: detail.swift.liquid}
      \(objectiveC ? "- {name: Detail.h, path: detail.h.liquid}" : "")
      """
    var files = [
      "catalog/list/list.rambaspec": list,
      "catalog/list/view.swift.liquid": "struct {{ module_info.name }}View {}\n",
      "catalog/list/cell.swift.liquid": "struct {{ module_info.name }}Cell {}\n",
      "catalog/detail/detail.rambaspec": detail,
      "catalog/detail/detail.swift.liquid": "struct {{ module_info.name }}Detail {}\n",
      "catalog/detail/detail.h.liquid": "@interface X\n",
    ]
    files["app/.keep"] = ""
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return project
  }

  @Test("a catalog imports every template; the one with Liquid in its spec generates its file only when asked")
  func wholeCatalog() throws {
    let project = try project()
    let result = try ScaffoldBinary.run(["templates", "import-generamba", "../catalog", "--json"], in: project)
    #expect(result.status == 0, "\(result.standardError)")
    let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
    let names = (json?["templates"] as? [[String: Any]])?.compactMap { $0["template"] as? String }
    #expect(names == ["detail", "list"])
    let plain = try ScaffoldBinary.run(
      ["viper", "Feed", "--template", "list", "--templates", "Templates"], in: project)
    #expect(plain.status == 0, "\(plain.standardError)")
    #expect(!plain.standardOutput.contains("FeedCell.swift") && plain.standardOutput.contains("FeedView.swift"))
    // The template has no test files, so the package has no test target and `swift test` would fail.
    #expect(plain.standardOutput.hasSuffix("Next: cd Feed && swift build\n"), "\(plain.standardOutput)")
    let withCell = try ScaffoldBinary.run(
      ["viper", "Shelf", "--template", "list", "--templates", "Templates", "--param", "with_cell=true"], in: project)
    #expect(withCell.standardOutput.contains("Sources/Shelf/View/ShelfCell.swift"), "\(withCell.standardOutput)")
  }

  @Test("--name and a .rambaspec path import one template")
  func oneTemplate() throws {
    let project = try project()
    let byName = try ScaffoldBinary.run(["templates", "import-generamba", "../catalog", "--name", "list"], in: project)
    #expect(byName.status == 0, "\(byName.standardError)")
    let bySpec = try ScaffoldBinary.run(
      ["templates", "import-generamba", "../catalog/detail/detail.rambaspec"], in: project)
    #expect(bySpec.status == 0, "\(bySpec.standardError)")
    #expect(bySpec.standardOutput.hasPrefix("Converted ../catalog/detail into "), "\(bySpec.standardOutput)")
    let typo = try ScaffoldBinary.run(["templates", "import-generamba", "../catalog", "--name", "lsit"], in: project)
    #expect(typo.status == 65)
    #expect(typo.standardError.contains("the catalog ../catalog has no template 'lsit'; did you mean 'list'?"))
  }

  @Test("one bad template refuses the whole catalog, every problem listed, paths as typed; nothing is written")
  func allOrNothing() throws {
    let project = try project()
    let catalog = project.deletingLastPathComponent().appendingPathComponent("catalog")
    try Data("{% assign x = 1 %}\n".utf8).write(to: catalog.appendingPathComponent("list/view.swift.liquid"))
    try Data("{{ module_info.name | md5 }}\n".utf8).write(
      to: catalog.appendingPathComponent("detail/detail.swift.liquid"))
    let result = try ScaffoldBinary.run(["templates", "import-generamba", "../catalog/"], in: project)
    #expect(result.status == 65)
    #expect(
      result.standardError.contains("../catalog/detail/detail.swift.liquid:1:23: error: the filter 'md5'"),
      "\(result.standardError)")
    #expect(result.standardError.contains("../catalog/list/view.swift.liquid:1:1: error: '{% assign %}'"))
    #expect(ScaffoldBinary.contents(of: project) == [".keep"])
  }

  @Test("of a catalog, an Objective-C template is skipped with a note; named alone, it is refused")
  func objectiveCInACatalog() throws {
    let project = try project(objectiveC: true)
    let result = try ScaffoldBinary.run(["templates", "import-generamba", "../catalog"], in: project)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardError.contains(
        "note: ../catalog/detail/detail.rambaspec:4:10: skipped ../catalog/detail: it is an Objective-C template"),
      "\(result.standardError)")
    #expect(ScaffoldBinary.contents(of: project.appendingPathComponent("Templates")) == ["list"])
    for arguments in [
      ["../catalog", "--name", "detail"], ["../catalog/detail"], ["../catalog/detail/detail.rambaspec"],
    ] {
      let alone = try ScaffoldBinary.run(["templates", "import-generamba"] + arguments, in: project)
      #expect(alone.status == 65, "\(arguments)")
      #expect(alone.standardError.contains("detail.rambaspec:4:10: error: this is an Objective-C template"))
    }
  }

  @Test("a re-import is refused until --force overwrites or --skip-existing keeps the edited files")
  func reimport() throws {
    let project = try project()
    let importList = ["templates", "import-generamba", "../catalog", "--name", "list"]
    let planned = try ScaffoldBinary.run(importList + ["--dry-run"], in: project)
    #expect(planned.status == 0, "\(planned.standardError)")
    #expect(planned.standardOutput.hasPrefix("Plan for template 'list' in Templates/list/ (--dry-run"))
    #expect(planned.standardOutput.contains("  create     view.swift.mustache\n"), "\(planned.standardOutput)")
    #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("Templates").path))
    let first = try ScaffoldBinary.run(importList, in: project)
    #expect(first.status == 0, "\(first.standardError)")
    let view = project.appendingPathComponent("Templates/list/view.swift.mustache")
    try Data("struct Edited {}\n".utf8).write(to: view)
    // The dry run lists the conflict with its diff, then refuses as the import would.
    let preview = try ScaffoldBinary.run(importList + ["--dry-run", "--diff"], in: project)
    #expect(preview.status == 73)
    #expect(preview.standardOutput.contains("  conflict   view.swift.mustache\n"), "\(preview.standardOutput)")
    #expect(preview.standardOutput.contains("-struct Edited {}\n+struct {{module.name}}View {}\n"))
    #expect(try String(contentsOf: view, encoding: .utf8) == "struct Edited {}\n")
    let again = try ScaffoldBinary.run(["templates", "import-generamba", "../catalog", "--name", "list"], in: project)
    #expect(again.status == 73)
    #expect(again.standardError.contains("Templates/list/view.swift.mustache\n"), "\(again.standardError)")
    #expect(again.standardError.contains("hint: --force overwrites them"), "\(again.standardError)")
    #expect(!again.standardError.contains("--merge"))
    let kept = try ScaffoldBinary.run(
      ["templates", "import-generamba", "../catalog", "--name", "list", "--skip-existing"], in: project)
    #expect(kept.status == 0, "\(kept.standardError)")
    #expect(try String(contentsOf: view, encoding: .utf8) == "struct Edited {}\n")
    let forced = try ScaffoldBinary.run(
      ["templates", "import-generamba", "../catalog", "--name", "list", "--force"], in: project)
    #expect(forced.status == 0, "\(forced.standardError)")
    #expect(try String(contentsOf: view, encoding: .utf8) == "struct {{module.name}}View {}\n")
    // The architecture its name suggests, said in a note and in the "Use it:" line, which ends with no blank.
    #expect(forced.standardError.contains("imported as viper, as its name suggests"), "\(forced.standardError)")
    #expect(forced.standardOutput.contains("Use it: scaffold viper MyModule --template list --templates "))
    #expect(forced.standardOutput.contains("--param with_cell=…\n"), "\(forced.standardOutput)")
  }
}
