import Foundation
import Testing

/// End to end, issue 18's "no write outside the project, ever": what a file says cannot lead a
/// write out through `~` or a symbolic link, and what the user types on the command line can.
@Suite("Writes stay inside the project")
struct OutsideProjectTests {
  /// `Project` with `link -> ../Outside` in it, and a `Home` folder standing for `~`.
  private func project() throws -> (project: URL, outside: URL, home: URL) {
    let (parent, project) = try ScaffoldBinary.projectInFolder()
    let outside = parent.appendingPathComponent("Outside")
    let home = parent.appendingPathComponent("Home")
    for folder in [outside, home] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try FileManager.default.createSymbolicLink(
      atPath: project.appendingPathComponent("link").path, withDestinationPath: outside.path)
    return (project, outside, home)
  }

  @Test(
    "a .scaffold.yml output through '~' or a link is refused at its position, even for --dry-run; nothing is written",
    arguments: [
      ("output: \"~/Modules\"\n", ".scaffold.yml:1:10: error: output '~/Modules' starts with '~'", [String]()),
      ("output: link/Modules\n", ".scaffold.yml:1:9: error: output 'link/Modules' goes through the symbolic link", []),
      (
        "output: link\n", ".scaffold.yml:1:9: error: output 'link' goes through the symbolic link 'link'", ["--dry-run"]
      ),
    ])
  func configuration(text: String, message: String, flags: [String]) throws {
    let (project, outside, home) = try project()
    try Data(text.utf8).write(to: project.appendingPathComponent(".scaffold.yml"))
    let result = try ScaffoldBinary.run(["viper", "Login"] + flags, in: project, environment: ["HOME": home.path])
    #expect(result.status == 65, "\(result.standardError)")
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(ScaffoldBinary.contents(of: project) == [".scaffold.yml", "link"])
    #expect(ScaffoldBinary.contents(of: outside).isEmpty && ScaffoldBinary.contents(of: home).isEmpty)
  }

  @Test("a Rambafile path through '~' or a link is refused by init, which writes no .scaffold.yml")
  func rambafile() throws {
    let (project, outside, home) = try project()
    for path in ["~/Modules", "link/Modules"] {
      try Data("project_file_path: \(path)\n".utf8).write(to: project.appendingPathComponent("Rambafile"))
      let result = try ScaffoldBinary.run(
        ["init", "--from-rambafile", "Rambafile"], in: project, environment: ["HOME": home.path])
      #expect(result.status == 65, "\(result.standardError)")
      #expect(
        result.standardError.contains("Rambafile:1:20: error: project_file_path '\(path)'"), "\(result.standardError)")
      #expect(ScaffoldBinary.contents(of: project) == ["Rambafile", "link"])
    }
    #expect(ScaffoldBinary.contents(of: outside).isEmpty && ScaffoldBinary.contents(of: home).isEmpty)
  }

  @Test("init refuses to write a flag's path that leads outside into .scaffold.yml, which later commands would refuse")
  func initFlags() throws {
    let (project, outside, _) = try project()
    for flags in [["--output", outside.path], ["--templates", "link/Templates"], ["--package", "../Outside"]] {
      let result = try ScaffoldBinary.run(["init"] + flags, in: project)
      #expect(result.status == 65, "\(result.standardError)")
      #expect(result.standardError.contains("error: \(flags[0]) '\(flags[1])'"), "\(result.standardError)")
      #expect(ScaffoldBinary.contents(of: project) == ["link"])
    }
    let inside = try ScaffoldBinary.run(["init", "--output", project.path + "/Modules", "--quiet"], in: project)
    #expect(inside.status == 0, "\(inside.standardError)")
  }

  @Test("a spec's module or package name cannot be a path; a package folder that is a link out is refused")
  func spec() throws {
    let (project, outside, _) = try project()
    // The package folder a spec names, as a link out (the package name is the folder's name).
    try FileManager.default.createSymbolicLink(
      atPath: project.appendingPathComponent("Shop").path, withDestinationPath: outside.path)
    let specs = [
      "name: ~Login\narchitecture: viper\n",
      "package: ~/Shared\nmodules:\n  - name: Login\n    architecture: viper\n",
      "package: Shop\nmodules:\n  - name: Login\n    architecture: viper\n",
    ]
    for spec in specs {
      try Data(spec.utf8).write(to: project.appendingPathComponent("Spec.yml"))
      let result = try ScaffoldBinary.run(["generate", "Spec.yml", "--force"], in: project)
      #expect(result.status != 0, "\(spec): \(result.standardError)")
      #expect(ScaffoldBinary.contents(of: project) == ["Shop", "Spec.yml", "link"], "\(spec)")
    }
    #expect(ScaffoldBinary.contents(of: outside).isEmpty)
  }

  @Test("a template's output path with '~', '..' or an absolute path is refused; nothing is written")
  func templateOutput() throws {
    let (project, outside, home) = try project()
    let made = try ScaffoldBinary.run(
      ["templates", "init", "evil", "--from", "viper", "--copy", "--output", "Templates"], in: project)
    #expect(made.status == 0, "\(made.standardError)")
    let manifest = project.appendingPathComponent("Templates/evil/template.yml")
    let original = try String(contentsOf: manifest, encoding: .utf8)
    for (path, problem) in [
      ("~/README.md", "starts with '~'"), ("../README.md", "climbs out of its folder"),
      ("\(outside.path)/README.md", "is absolute"),
    ] {
      let edited = original.replacingOccurrences(of: "output: README.md", with: "output: \"\(path)\"")
      #expect(edited != original)
      try Data(edited.utf8).write(to: manifest)
      let result = try ScaffoldBinary.run(
        ["viper", "Login", "--template", "evil", "--templates", "Templates"], in: project,
        environment: ["HOME": home.path])
      #expect(result.status == 65, "\(result.standardError)")
      #expect(result.standardError.contains("output path '\(path)' of README.md.mustache \(problem)"))
      #expect(ScaffoldBinary.contents(of: project) == ["Templates", "link"])
    }
    #expect(ScaffoldBinary.contents(of: outside).isEmpty && ScaffoldBinary.contents(of: home).isEmpty)
  }

  @Test("--output typed by the user is their choice: through a link, or absolute, it is followed")
  func commandLineOutput() throws {
    let (project, outside, _) = try project()
    let linked = try ScaffoldBinary.run(["viper", "Linked", "--output", "link", "--quiet"], in: project)
    #expect(linked.status == 0, "\(linked.standardError)")
    let absolute = try ScaffoldBinary.run(["viper", "Absolute", "--output", outside.path, "--quiet"], in: project)
    #expect(absolute.status == 0, "\(absolute.standardError)")
    #expect(ScaffoldBinary.contents(of: outside) == ["Absolute", "Linked"])
  }
}
