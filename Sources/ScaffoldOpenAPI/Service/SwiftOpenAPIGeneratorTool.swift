import Foundation
import ScaffoldBase
import ScaffoldSpec

/// Apple's swift-openapi-generator, run ahead of time: the generated module embeds its client
/// (`types` and `client`, internal, idiomatic names, filtered to the module's operations), so the
/// package builds with swift-openapi-runtime alone rather than the build plugin, which would
/// build the generator and OpenAPIKit in every clean build (docs/openapi.md, "Why the client is
/// generated ahead of time").
public struct SwiftOpenAPIGeneratorTool: Sendable {
  /// The variable that names the executable, before `swift-openapi-generator` on `PATH`.
  public static let environmentVariable = "SCAFFOLD_OPENAPI_GENERATOR"
  public static let executableName = "swift-openapi-generator"

  public let executable: URL

  public init(executable: URL) {
    self.executable = executable
  }

  /// The generator `SCAFFOLD_OPENAPI_GENERATOR` names, else the first `swift-openapi-generator`
  /// on `PATH`; `nil` when there is none.
  public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> SwiftOpenAPIGeneratorTool?
  {
    if let named = environment[environmentVariable], !named.isEmpty {
      return SwiftOpenAPIGeneratorTool(executable: URL(fileURLWithPath: named))
    }
    for folder in (environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(executableName)
      if FileManager.default.isExecutableFile(atPath: candidate.path) {
        return SwiftOpenAPIGeneratorTool(executable: candidate)
      }
    }
    return nil
  }

  /// What `locate` found nothing for: how to get the generator.
  public static var missingDiagnostic: Diagnostic {
    Diagnostic(
      "a module made from an OpenAPI document embeds the client of swift-openapi-generator, which was not found",
      at: nil,
      hint:
        "build it once (git clone https://github.com/apple/swift-openapi-generator && cd swift-openapi-generator && swift build -c release --product swift-openapi-generator) and put it on PATH, or name it in \(environmentVariable)"
    )
  }

  /// The configuration file of one module's client.
  static func configuration(operationIDs: [String], paths: [String]) -> String {
    var lines = ["generate:", "  - types", "  - client", "accessModifier: internal", "namingStrategy: idiomatic"]
    lines.append("filter:")
    if !operationIDs.isEmpty { lines.append("  operations:") }
    lines += operationIDs.map { "    - \(YAMLScalar.quoted($0))" }
    if !paths.isEmpty { lines.append("  paths:") }
    lines += paths.map { "    - \(YAMLScalar.quoted($0))" }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The client of `operationIDs` (and every operation of `paths`, for those without an ID),
  /// generated from the document at `documentPath`: each non-empty file by name, sorted.
  public func generate(documentPath: String, operationIDs: [String], paths: [String]) throws(ScaffoldError)
    -> [(name: String, text: String)]
  {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-openapi-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let output = scratch.appendingPathComponent("out")
    let config = scratch.appendingPathComponent("openapi-generator-config.yaml")
    var input = documentPath
    do {
      try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
      try Data(Self.configuration(operationIDs: operationIDs, paths: paths).utf8).write(to: config)
      if let text = try? String(contentsOfFile: documentPath, encoding: .utf8),
        let rewritten = OpenAPINullUnions.rewritten(text)
      {
        let copy = scratch.appendingPathComponent("openapi.yaml")
        try Data(rewritten.utf8).write(to: copy)
        input = copy.path
      }
    } catch {
      throw .writeFailed(path: scratch.path, reason: error.localizedDescription)
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = [
      "generate", input, "--config", config.path, "--output-directory", output.path,
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw .invalidSpec([
        Diagnostic(
          "cannot start swift-openapi-generator at \(executable.path): \(error.localizedDescription)", at: nil,
          hint: Self.missingDiagnostic.hint)
      ])
    }
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let lines = message.split(separator: "\n").filter { !$0.hasPrefix("Writing data to file") }
      throw .invalidSpec([
        Diagnostic(
          "swift-openapi-generator could not generate the client of \(documentPath): "
            + lines.suffix(6).joined(separator: " "), at: nil,
          hint: "fix the document where the generator says; Scaffold's own reading of it passed")
      ])
    }
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []).filter {
      $0.hasSuffix(".swift")
    }.sorted()
    return names.compactMap { name in
      guard let text = try? String(contentsOf: output.appendingPathComponent(name), encoding: .utf8),
        !text.isEmpty
      else { return nil }
      return (name, text)
    }
  }
}
