import Foundation
import Testing

@testable import ScaffoldKit

/// The edited manifests are loaded by SwiftPM itself, the final word on whether they are valid.
/// Two `swift package dump-package` calls, about a second each.
@Suite("Edited manifests load in SwiftPM")
struct ManifestRemovalDumpPackageTests {
  private struct Dump {
    var targets: [String]
    var products: [String]
    /// Each target's dependencies as `kind name`: `byName Core`, `product Login`.
    var dependencies: [String: [String]]
  }

  private func dumpPackage(_ manifest: String) throws -> Dump {
    let directory = try FileTree.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileTree.write(["Package.swift": manifest], to: directory)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "dump-package"]
    process.currentDirectoryURL = directory
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "swift package dump-package failed on:\n\(manifest)")
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let targets = try #require(root["targets"] as? [[String: Any]])
    let products = try #require(root["products"] as? [[String: Any]])
    var dependencies: [String: [String]] = [:]
    for target in targets {
      let entries = target["dependencies"] as? [[String: [Any]]] ?? []
      dependencies[target["name"] as? String ?? ""] = entries.flatMap { entry in
        entry.map { kind, values in "\(kind) \(values.first as? String ?? "?")" }
      }
    }
    return Dump(
      targets: targets.compactMap { $0["name"] as? String }, products: products.compactMap { $0["name"] as? String },
      dependencies: dependencies)
  }

  @Test("SwiftPM's own add-target output, with Login removed")
  func swiftPMOutput() throws {
    let edited = try ManifestRemoval.removing(
      targets: ["Login", "LoginTests"], products: ["Login"], dependenciesOn: ["Login"], from: ManifestFixtures.swiftPM)
    let dump = try dumpPackage(edited)
    #expect(dump.targets == ["Host", "HostTests"])
    #expect(dump.products == ["Host"])
    #expect(dump.dependencies == ["Host": [], "HostTests": ["byName Host"]])
  }

  @Test("the hand-written manifest, with Login removed and another package's Login product kept")
  func handWritten() throws {
    let edited = try ManifestRemoval.removing(
      targets: ["Login", "LoginTests"], products: ["Login"], dependenciesOn: ["Login"],
      from: ManifestFixtures.handWritten)
    let dump = try dumpPackage(edited)
    #expect(dump.targets == ["App", "Core"])
    #expect(dump.products == ["App"])
    #expect(dump.dependencies == ["App": ["product Login", "byName Core"], "Core": []])
  }
}
