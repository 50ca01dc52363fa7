import Foundation
import ScaffoldBase
import ScaffoldPackageManifest
import ScaffoldTemplates

/// `scaffold templates test DIR`: renders the template against each fixture spec in
/// `DIR/tests/*.yml` and compares the output with the snapshot beside it,
/// `DIR/tests/__snapshots__/<fixture>/`. `record` rewrites the snapshots; `compile` also builds
/// each output with `-warnings-as-errors` and runs its tests.
public struct TemplateTester: Sendable {
  public struct CaseResult: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
      case passed
      case recorded
      /// The snapshot differs: a unified diff per file (a missing side is /dev/null).
      case differs([String])
      /// No snapshot was recorded for the fixture: a diff against nothing would list the
      /// whole output, when what the user needs is to record it.
      case notRecorded
      /// The fixture could not be rendered.
      case failed([Diagnostic])
      /// The output did not build or its tests failed; the build log's relevant lines.
      case compileFailed(String)
    }

    public var fixture: String
    public var outcome: Outcome
    public var generatedTests: Int?
  }

  let folder: URL
  let swiftPM = SwiftPMTool()

  public init(folder: URL) {
    self.folder = folder
  }

  var testsFolder: URL { folder.appendingPathComponent("tests", isDirectory: true) }
  var snapshotsFolder: URL { testsFolder.appendingPathComponent("__snapshots__", isDirectory: true) }

  /// The fixture files, sorted.
  public func fixtures() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: testsFolder.path)) ?? []
    return names.filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
  }

  public func run(record: Bool, compile: Bool) throws(ScaffoldError) -> [CaseResult] {
    let template = try TemplateFolder.load(folder)
    let generator = ModuleGenerator(templateSource: { _ throws(ScaffoldError) in template })
    guard !fixtures().isEmpty else {
      throw .unreadableInput(
        path: testsFolder.path, reason: "no fixture specs (*.yml) there; add one, such as tests/Sample.yml")
    }
    return fixtures().map { fixture in
      runCase(fixture, template: template, generator: generator, record: record, compile: compile)
    }
  }

  private func runCase(
    _ fixture: String, template: Template, generator: ModuleGenerator, record: Bool, compile: Bool
  ) -> CaseResult {
    let name = (fixture as NSString).deletingPathExtension
    let files: [GeneratedFile]
    do {
      var spec = try generator.loadSpec(atPath: testsFolder.appendingPathComponent(fixture).path)
      if spec.architecture == nil { spec.architecture = Located(template.manifest.architecture.rawValue) }
      files = try generator.plan(for: try generator.module(from: spec)).files
    } catch {
      return CaseResult(fixture: fixture, outcome: .failed(TemplateLinter.diagnostics(of: error)))
    }
    let generated = Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
    let snapshot = snapshotsFolder.appendingPathComponent(name, isDirectory: true)
    if record {
      do {
        try? FileManager.default.removeItem(at: snapshot)
        for file in files { try writeFile(file, under: snapshot) }
      } catch {
        return CaseResult(
          fixture: fixture, outcome: .failed([Diagnostic("cannot write \(snapshot.path): \(error)", at: nil)]))
      }
      return CaseResult(fixture: fixture, outcome: .recorded)
    }
    guard FileManager.default.fileExists(atPath: snapshot.path) else {
      return CaseResult(fixture: fixture, outcome: .notRecorded)
    }
    let recorded = (try? TemplateFolder.read(snapshot, includingTests: true, includingHidden: true)) ?? [:]
    var diffs: [String] = []
    for path in Set(generated.keys).union(recorded.keys).sorted() where generated[path] != recorded[path] {
      if let new = generated[path] {
        diffs.append(UnifiedDiff.text(old: recorded[path], new: new, path: path))
      } else {
        diffs.append("--- a/\(path)\n+++ /dev/null\n(recorded, no longer generated)\n")
      }
    }
    guard diffs.isEmpty else { return CaseResult(fixture: fixture, outcome: .differs(diffs)) }
    guard compile else { return CaseResult(fixture: fixture, outcome: .passed) }
    return compiled(fixture, files: files)
  }

  /// Builds the output in a scratch folder with warnings as errors, then runs its tests.
  private func compiled(_ fixture: String, files: [GeneratedFile]) -> CaseResult {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scaffold-template-test-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    do {
      for file in files { try writeFile(file, under: scratch) }
      let build = try swiftPM.run(["build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: scratch)
      guard build.status == 0 else {
        return CaseResult(
          fixture: fixture, outcome: .compileFailed(Self.relevant(build.standardOutput + build.standardError)))
      }
      let test = try swiftPM.run(["test", "--skip-build"], in: scratch)
      guard test.status == 0 else {
        return CaseResult(
          fixture: fixture, outcome: .compileFailed(Self.relevant(test.standardOutput + test.standardError)))
      }
      return CaseResult(fixture: fixture, outcome: .passed, generatedTests: Self.testCount(test.standardOutput))
    } catch let error as ScaffoldError {
      return CaseResult(fixture: fixture, outcome: .failed(TemplateLinter.diagnostics(of: error)))
    } catch {
      return CaseResult(fixture: fixture, outcome: .failed([Diagnostic("cannot build the output: \(error)", at: nil)]))
    }
  }

  private func writeFile(_ file: GeneratedFile, under root: URL) throws {
    let url = root.appendingPathComponent(file.path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(file.contents.utf8).write(to: url)
  }

  /// Errors, warnings and failures from a build or test log, at most 40 lines.
  static func relevant(_ log: String) -> String {
    let lines = log.split(separator: "\n").filter { line in
      ["error", "warning", "✘", "failed"].contains { line.contains($0) }
    }
    return lines.prefix(40).joined(separator: "\n")
  }

  /// "Test run with N tests" (Swift Testing) or "Executed N tests" (XCTest), whichever is larger.
  static func testCount(_ log: String) -> Int? {
    let counts = ["Test run with ", "Executed "].compactMap { marker -> Int? in
      guard let range = log.range(of: marker, options: .backwards) else { return nil }
      return Int(log[range.upperBound...].prefix { $0.isNumber })
    }
    return counts.max()
  }
}
