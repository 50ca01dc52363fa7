import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// A module generated on one day keeps that day through later runs on other days, in process:
/// the planner, `check` and a record from before Scaffold kept the day.
@Suite("Recorded origin: the first generation's day, kept")
struct RecordedOriginTests {
  static let firstDay = GenerationOrigin(day: CalendarDay(iso: "2026-03-09") ?? .sample, developer: "Jane")
  static let laterDay = GenerationOrigin(day: CalendarDay(iso: "2026-11-26") ?? .sample, developer: "Someone Else")

  /// The imported swifty_viper, whose header prints `date`, `year` and `developer.name`.
  private func generator(_ origin: GenerationOrigin) throws -> ModuleGenerator {
    let converted = try GenerambaImport.convert(
      folder: FileTree.read(GenerambaImportTests.fixture), folderName: "swifty_viper", architecture: .viper,
      dropDates: false)
    let template = try Template.load(files: converted, displayPath: "swifty_viper")
    return ModuleGenerator(templateSource: { _ throws(ScaffoldError) in template }, origin: origin)
  }

  private func request(_ generator: ModuleGenerator, root: URL) throws -> GenerationRequest {
    var line = CommandLineInput(name: "Login", architecture: .viper)
    line.params = ["service_name=Logins"]
    return GenerationRequest(
      modules: [try generator.module(from: ModuleSpec(), commandLine: line)], destination: .existingPackage(root: root))
  }

  private func hostPackage() throws -> URL {
    let root = try FileTree.temporaryDirectory()
    try FileTree.write(
      ["Package.swift": ProjectTests.manifest, "Sources/Host/Host.swift": "public struct Host {}\n"], to: root)
    return root
  }

  @Test("a later run and check on another day, by another developer, change nothing")
  func laterRun() throws {
    let root = try hostPackage()
    let first = try generator(Self.firstDay)
    try ChangeWriter().apply(try GenerationPlanner(generator: first).plan(request(first, root: root)))
    let header = try String(
      contentsOf: root.appendingPathComponent("Sources/Login/View/LoginViewInput.swift"), encoding: .utf8)
    #expect(header.contains("//  Created by Jane on 09/03/2026.\n//  Copyright © 2026 . All rights reserved.\n"))

    let later = try generator(Self.laterDay)
    #expect(try GenerationPlanner(generator: later).plan(request(later, root: root)).writes.isEmpty)
    #expect(try DriftReport.check(root: root, generator: later).allSatisfy { !$0.hasDrift })
  }

  @Test("a record without the day renders with today's, and the next write records it")
  func recordWithoutDay() throws {
    let root = try hostPackage()
    let first = try generator(Self.firstDay)
    try ChangeWriter().apply(try GenerationPlanner(generator: first).plan(request(first, root: root)))
    let recordURL = root.appendingPathComponent(".scaffold/Login.json")
    var record = try #require(try ProjectSnapshot(root: root).record(of: "Login"))
    record.created = nil
    try Data(record.jsonText.utf8).write(to: recordURL)

    let later = try generator(Self.laterDay)
    try ChangeWriter().apply(try GenerationPlanner(generator: later).plan(request(later, root: root)))
    #expect(try ProjectSnapshot(root: root).record(of: "Login")?.created == Self.laterDay)
    let header = try String(
      contentsOf: root.appendingPathComponent("Sources/Login/View/LoginViewInput.swift"), encoding: .utf8)
    #expect(header.contains("//  Created by Someone Else on 26/11/2026.\n"))
  }
}
