import Foundation
import MCP
import Testing

/// After generation: check, update with a conflict, remove, and the limits of the project.
@Suite("scaffold mcp: a project's modules")
struct MCPProjectTests {
  static let loginSpec = """
    name: Login
    architecture: mvp
    summary: Lets the user sign in.
    useCases:
      - name: signIn
        kind: command
        request:
          - email: String
          - password: String
    """

  /// A session whose project holds `Login.yml` and the Login package generated from it.
  private func generatedLogin() async throws -> MCPTestSession {
    let session = try await MCPTestSession.start()
    try session.write(Self.loginSpec, to: "Login.yml")
    let generated = try await session.call("generate", ["spec_path": "Login.yml"])
    #expect(!generated.isError, "\(generated.summary)")
    return session
  }

  @Test("check after a hand edit: still in step (edits are the user's); after a spec edit: behind, with the diff")
  func checkAfterEdits() async throws {
    let session = try await generatedLogin()
    let presenterPath = "Login/Sources/Login/LoginPresenter.swift"
    try session.write(try session.read(presenterPath) + "// reviewed\n", to: presenterPath)

    let afterHandEdit = try await session.call("check", ["package": "Login"])
    #expect(!afterHandEdit.isError, "\(afterHandEdit.summary)")
    #expect(afterHandEdit.value(at: "inStep") == true)
    let list = try await session.call("list", ["package": "Login"])
    let files = list.value(at: "modules")?.arrayValue?.first?.objectValue?["files"]?.arrayValue ?? []
    #expect(
      files.contains {
        $0.objectValue?["path"] == "Sources/Login/LoginPresenter.swift" && $0.objectValue?["state"] == "edited"
      },
      "\(list.jsonText)")

    try session.write(Self.loginSpec + "\n  - name: signOut\n    kind: command\n", to: "Login.yml")
    let behind = try await session.call("check", ["package": "Login", "diffs": true])
    #expect(behind.value(at: "inStep") == false)
    #expect(behind.summary.contains("Login"), "\(behind.summary)")
    #expect(behind.jsonText.contains("signOut"))
    await session.stop()
  }

  @Test("update merges a spec change into a hand-edited file, and reports a conflict where both changed a line")
  func updateWithAConflict() async throws {
    let session = try await generatedLogin()
    // The line that carries the summary (the README's first paragraph): both sides change it.
    let carrier = "README.md"
    #expect(try session.read("Login/README.md").contains("Lets the user sign in."))
    let path = "Login/\(carrier)"
    try session.write(
      try session.read(path).replacingOccurrences(of: "Lets the user sign in.", with: "Signs the user in (ours)."),
      to: path)
    try session.write(
      Self.loginSpec.replacingOccurrences(of: "Lets the user sign in.", with: "Lets a member sign in."), to: "Login.yml"
    )

    let preview = try await session.call("update", ["package": "Login", "dry_run": true])
    #expect(preview.value(at: "written") == false)
    #expect(try session.read(path).contains("(ours)") && !session.read(path).contains("<<<<<<<"))

    let updated = try await session.call("update", ["package": "Login"])
    #expect(!updated.isError, "\(updated.summary)")
    #expect(updated.summary.contains("conflicted  \(carrier)"), "\(updated.summary)")
    let merged = try session.read(path)
    #expect(merged.contains("<<<<<<< yours (on disk)") && merged.contains("(ours)") && merged.contains("a member"))
    await session.stop()
  }

  @Test("remove takes a module out, and a dry run first says what it would delete")
  func removal() async throws {
    let session = try await generatedLogin()
    let preview = try await session.call("remove", ["module": "Login", "package": "Login", "dry_run": true])
    #expect(!preview.isError, "\(preview.summary)")
    #expect(FileManager.default.fileExists(atPath: session.project.appendingPathComponent("Login/Sources/Login").path))
    let removed = try await session.call("remove", ["module": "Login", "package": "Login"])
    #expect(!removed.isError, "\(removed.summary)")
    #expect(!FileManager.default.fileExists(atPath: session.project.appendingPathComponent("Login/Sources/Login").path))
    await session.stop()
  }

  @Test("paths outside the project are refused, and nothing is written there", arguments: ["../Outside", "/tmp"])
  func outsideTheProject(path: String) async throws {
    let session = try await MCPTestSession.start()
    let parent = session.project.deletingLastPathComponent()
    let refused = try await session.call(
      "generate", ["architecture": "viper", "name": "Login", "output": .string(path)])
    #expect(refused.isError)
    #expect(refused.summary.contains("is outside the project \(session.project.path)"), "\(refused.summary)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["Project"])
    let spec = try await session.call("explain_spec", ["spec_path": "../Login.yml"])
    #expect(spec.isError && spec.summary.contains("outside the project"))
    await session.stop()
  }

  @Test("a default destination above the project (.scaffold.yml's output) is refused before anything is written")
  func configuredOutsideTheProject() async throws {
    let session = try await MCPTestSession.start()
    try session.write("output: ../Features\n", to: ".scaffold.yml")
    let refused = try await session.call("generate", ["architecture": "mvc", "name": "Profile"])
    #expect(refused.isError)
    // The configuration itself is refused where it is written, as the CLI refuses it.
    #expect(refused.summary.contains(".scaffold.yml:1:9: error: output '../Features' leaves the project folder"))
    let parent = session.project.deletingLastPathComponent()
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["Project"])
    await session.stop()
  }

  @Test("a malformed spec is answered with every error at its line and column, and the schema on request")
  func malformedSpec() async throws {
    let session = try await MCPTestSession.start()
    try session.write(
      "name: Broken\narchitecture: viperr\nuseCases:\n  - name: load\n    kindd: query\n", to: "Broken.yml")
    let explained = try await session.call("explain_spec", ["spec_path": "Broken.yml"])
    #expect(explained.isError)
    let diagnostics = explained.value(at: "error.diagnostics")?.arrayValue ?? []
    #expect(diagnostics.count == 2, "\(explained.jsonText)")
    #expect(diagnostics.first?.objectValue?["line"] == 2)
    #expect(diagnostics.first?.objectValue?["column"] != nil)
    #expect(diagnostics.last?.objectValue?["line"] == 5)
    #expect(explained.summary.contains("did you mean 'viper'?"))
    #expect(explained.summary.contains("Broken.yml:5:"))

    // generate says the same, and writes nothing.
    let generated = try await session.call("generate", ["spec_path": "Broken.yml"])
    #expect(generated.isError && generated.summary == explained.summary)

    let valid = try await session.call(
      "explain_spec", ["spec": "name: Cart\narchitecture: mvvm\nuseCases: [loadCart]\n", "schema": true])
    #expect(!valid.isError, "\(valid.summary)")
    #expect(valid.summary.contains("Cart (mvvm): 1 use case, 0 routes"))
    #expect(valid.value(at: "schema.$schema") == "https://json-schema.org/draft/2020-12/schema")
    #expect(try FileManager.default.contentsOfDirectory(atPath: session.project.path) == ["Broken.yml"])
    await session.stop()
  }
}
