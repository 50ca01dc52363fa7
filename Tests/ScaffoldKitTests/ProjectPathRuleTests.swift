import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// Issue 18's rule: no path read from a file leads a write outside the project, whether it is
/// spelled with `~`, `..`, an absolute path, or goes through a symbolic link to elsewhere.
@Suite("Paths read from files stay inside the project")
struct ProjectPathRuleTests {
  /// A project folder beside a folder outside it, with `link` in the project pointing there.
  private func projectWithLinkOut() throws -> (project: URL, outside: URL) {
    let parent = try FileTree.temporaryDirectory()
    let project = parent.appendingPathComponent("Project")
    let outside = parent.appendingPathComponent("Outside")
    for folder in [project, outside, project.appendingPathComponent("Inside")] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try FileManager.default.createSymbolicLink(
      atPath: project.appendingPathComponent("link").path, withDestinationPath: outside.path)
    // A link that stays inside is followed without complaint.
    try FileManager.default.createSymbolicLink(
      atPath: project.appendingPathComponent("here").path, withDestinationPath: "Inside")
    return (project, outside)
  }

  private func messages(_ body: () throws(ScaffoldError) -> Void) -> [String] {
    do {
      try body()
      return []
    } catch {
      switch error {
      case .invalidSpec(let diagnostics), .invalidTemplate(let diagnostics), .invalidRecord(let diagnostics):
        return diagnostics.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.message)" }
      default: return ["unexpected \(error)"]
      }
    }
  }

  @Test("the rule: '~' is refused, not expanded; '..' and absolute paths elsewhere leave; links are resolved")
  func rule() throws {
    let (project, outside) = try projectWithLinkOut()
    let problem = { (path: String) in ProjectPathRule.problem(with: path, in: project) }
    #expect(problem("~/Modules")?.contains("does not expand") == true)
    #expect(problem("~")?.contains("does not expand") == true)
    #expect(problem("Modules/../../Elsewhere")?.hasPrefix("leaves the project folder") == true)
    #expect(problem("/tmp/Elsewhere")?.hasPrefix("leaves the project folder") == true)
    #expect(problem("link")?.contains("symbolic link 'link' to \(outside.path)") == true)
    #expect(problem("./link/Deeper/Modules")?.contains("symbolic link 'link'") == true)
    for inside in ["Modules", "Inside/New", "here/New", "here/../Modules", project.path + "/Modules", "a~b/c"] {
      #expect(problem(inside) == nil, "\(inside)")
    }
    #expect(ProjectPathRule.problem(with: "link", in: project, followingLinks: false) == nil)
    for relative in ["~/x.swift", "/x.swift", "../x.swift", "a/../../x.swift"] {
      #expect(ProjectPathRule.problem(withRelative: relative) != nil, "\(relative)")
    }
    #expect(ProjectPathRule.problem(withRelative: "Sources/A/~x.swift") == nil)
  }

  @Test("a link to nowhere is refused: where a write through it lands cannot be known")
  func danglingLink() throws {
    let (project, _) = try projectWithLinkOut()
    try FileManager.default.createSymbolicLink(
      atPath: project.appendingPathComponent("gone").path, withDestinationPath: "/nonexistent/scaffold")
    #expect(ProjectPathRule.problem(with: "gone/Modules", in: project)?.contains("does not exist") == true)
  }

  @Test(
    ".scaffold.yml: every path key is refused at its position when it leads outside",
    arguments: [
      ("output: ~/Modules\n", "1:9 output '~/Modules' starts with '~'"),
      ("output: \"~\"\n", "1:10 output '~' starts with '~'"),
      ("package: ../Shared\n", "1:10 package '../Shared' leaves the project folder"),
      ("templates: [Templates, /etc/templates]\n", "1:24 templates '/etc/templates' leaves the project folder"),
      ("output: link\n", "1:9 output 'link' goes through the symbolic link 'link'"),
      ("xcodeproj: link/App.xcodeproj\ntarget: App\n", "1:12 xcodeproj 'link/App.xcodeproj' goes through"),
      ("templates: link/Templates\n", "1:12 templates 'link/Templates' goes through the symbolic link"),
      ("xcodeproj: App.xcodeproj\ntarget: App\ngroup: ~/Features\n", "3:8 group '~/Features' starts with '~'"),
    ])
  func configuration(text: String, expected: String) throws {
    let (project, _) = try projectWithLinkOut()
    let file = project.appendingPathComponent(".scaffold.yml").path
    let found = messages { () throws(ScaffoldError) in _ = try ProjectConfigurationLoader.read(text: text, file: file) }
    #expect(found.count == 1 && found.first?.hasPrefix(expected) == true, "\(found)")
  }

  @Test(".scaffold.yml: a link that stays inside, and a path not made yet, are fine")
  func configurationInside() throws {
    let (project, _) = try projectWithLinkOut()
    let file = project.appendingPathComponent(".scaffold.yml").path
    let read = try ProjectConfigurationLoader.read(
      text: "output: here/Modules\ntemplates: [New/Templates]\n", file: file)
    #expect(read.output == "here/Modules" && read.templates == ["New/Templates"])
  }

  @Test(
    "Rambafile: project paths leading outside are refused at their position",
    arguments: [
      ("project_file_path: ~/Modules\n", "1:20 project_file_path '~/Modules' starts with '~'"),
      ("project_file_path: /~/Modules\n", "1:20 project_file_path '/~/Modules' starts with '~'"),
      ("project_group_path: ../Shared\n", "1:21 project_group_path '../Shared' leaves the project folder"),
      ("project_file_path: /../../etc\n", "1:20 project_file_path '/../../etc' leaves the project folder"),
      ("project_file_path: link/Modules\n", "1:20 project_file_path 'link/Modules' goes through the symbolic link"),
    ])
  func rambafile(text: String, expected: String) throws {
    let (project, _) = try projectWithLinkOut()
    let file = project.appendingPathComponent("Rambafile").path
    let found = messages { () throws(ScaffoldError) in _ = try GenerambaImport.rambafile(text, file: file) }
    #expect(found.count == 1 && found.first?.hasPrefix(expected) == true, "\(found)")
  }

  @Test(
    ".rambaspec: file names and custom names leading outside the module are refused at their position",
    arguments: [
      ("{name: ~/Evil.swift, path: a.liquid}", "3:10 '~/Evil.swift' is not a file name inside the module"),
      ("{name: ../../Evil.swift, path: a.liquid}", "3:10 '../../Evil.swift' is not a file name inside the module"),
      ("{name: A.swift, path: a.liquid, custom_name: ~Evil.swift}", "3:48 custom_name '~Evil.swift'"),
      ("{name: A.swift, path: a.liquid, custom_name: ../../../Evil.swift}", "3:48 custom_name '../../../Evil.swift'"),
      ("{name: A.swift, path: a.liquid, custom_name: /tmp/Evil.swift}", "3:48 custom_name '/tmp/Evil.swift'"),
      ("{name: A.swift, path: ~/a.liquid}", "3:25 '~/a.liquid' is not in the template folder"),
    ])
  func rambaspec(entry: String, expected: String) {
    let spec = "name: evil\ncode_files:\n- \(entry)\n"
    let found = messages { () throws(ScaffoldError) in
      _ = try GenerambaImport.convert(
        folder: ["evil.rambaspec": spec, "a.liquid": "a\n"], folderName: "evil", architecture: .viper,
        dropDates: true)
    }
    #expect(found.count == 1 && found.first?.hasPrefix(expected) == true, "\(found)")
  }

  @Test("template output paths: '~', '..' and absolute paths are refused before rendering a file")
  func templateOutput() {
    for path in ["~/Login.swift", "Sources/../../Login.swift", "/tmp/Login.swift"] {
      #expect(OutputPathRules.problem(with: path) != nil, "\(path)")
    }
    #expect(OutputPathRules.problem(with: "Sources/Login/~Login.swift") == nil)
  }

  @Test("a record whose file or Xcode folder leads outside is refused: check, update and remove never follow it")
  func record() throws {
    let root = try FileTree.temporaryDirectory()
    let good = GenerationRecord(
      module: "Login", layout: .package, toolVersion: "1", templateName: "viper", templateHash: "0", spec: .object([:]),
      specFile: nil, files: ["Sources/Login/Login.swift": "0"])
    for file in ["~/Login.swift", "../Login.swift", "/tmp/Login.swift"] {
      var bad = good
      bad.files = [file: "0"]
      let path = root.appendingPathComponent(".scaffold/Login.json").path
      try FileManager.default.createDirectory(
        atPath: root.appendingPathComponent(".scaffold").path, withIntermediateDirectories: true)
      try Data(bad.jsonText.utf8).write(to: URL(fileURLWithPath: path))
      // A snapshot reads the records when it is made: one per version of the file.
      let found = messages { () throws(ScaffoldError) in _ = try ProjectSnapshot(root: root).record(of: "Login") }
      #expect(found.first?.contains("its file '\(file)'") == true, "\(found)")
    }
  }
}
