import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// The day and developer of a module's first generation: their formats, the context that shows
/// them, and the record that keeps them.
@Suite("Generation origin: dates and developer")
struct GenerationOriginTests {
  @Test("a day reads and writes yyyy-MM-dd, and prints Generamba's dd/MM/yyyy")
  func formats() throws {
    let day = try #require(CalendarDay(iso: "2024-02-29"))
    #expect(day.iso == "2024-02-29" && day.dayMonthYear == "29/02/2024" && day.year == 2024)
    for text in ["2023-02-29", "2024-13-01", "2024-1-01", "24-01-01", "2024-01-00", "2024-01-01T00", "２０２４-01-01"] {
      #expect(CalendarDay(iso: text) == nil, "\(text)")
    }
    #expect(try #require(CalendarDay(year: 2024, month: 3, day: 1)) > day)
  }

  @Test("today is the day in the user's time zone")
  func timeZones() throws {
    // 2026-11-26 23:30 UTC is already the 27th in Tokyo and still the 26th in New York.
    let instant = Date(timeIntervalSince1970: 1_795_735_800)
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
    let newYork = try #require(TimeZone(identifier: "America/New_York"))
    #expect(CalendarDay(instant, in: tokyo).iso == "2026-11-27")
    #expect(CalendarDay(instant, in: newYork).iso == "2026-11-26")
  }

  @Test("the day is computed without a calendar, and agrees with Foundation's Gregorian calendar")
  func arithmeticMatchesCalendar() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    var generator = SystemRandomNumberGenerator()
    // Leap days, the turns of centuries, the epoch itself, instants before it, and random ones
    // from 1900 to 2200, each at offsets from UTC-12 to UTC+14.
    let fixed = [0, -1, 86_399, 86_400, 951_782_400, 951_868_799, 4_107_542_400, -2_203_977_600, 1_795_735_800]
    let random = (0..<2_000).map { _ in Int.random(in: -2_208_988_800...7_258_118_400, using: &generator) }
    for seconds in fixed + random {
      for offset in [-43_200, -16_200, 0, 19_800, 50_400] {
        let expected = calendar.dateComponents(
          [.year, .month, .day], from: Date(timeIntervalSince1970: TimeInterval(seconds + offset)))
        let day = CalendarDay(secondsSince1970: seconds, offset: offset)
        #expect(
          [day.year, day.month, day.day] == [expected.year, expected.month, expected.day],
          "\(seconds) at \(offset)")
      }
    }
  }

  @Test("today reads SOURCE_DATE_EPOCH in UTC, else the clock in the local time zone")
  func today() throws {
    let fixed = CalendarDay.today(environment: ["SOURCE_DATE_EPOCH": " 1795735800 "], now: Date())
    #expect(fixed.iso == "2026-11-26")
    let now = Date()
    #expect(CalendarDay.today(environment: [:], now: now) == CalendarDay(now, in: .current))
  }

  @Test("the context shows the origin's day; created.by is the author, else the developer, else empty")
  func context() throws {
    var module = try ModuleGenerator().module(from: ModuleSpec(name: Located("Login"), architecture: Located("viper")))
    module.origin = GenerationOrigin(day: try #require(CalendarDay(year: 2026, month: 1, day: 5)), developer: "Git")
    module.prefix = "SH"
    func value(_ path: String) -> ContextValue? { ModuleContextBuilder().context(for: module).value(at: path) }
    #expect(value("created.date") == .string("05/01/2026") && value("created.year") == .string("2026"))
    #expect(value("created.iso") == .string("2026-01-05") && value("project.prefix") == .string("SH"))
    #expect(value("created.by") == .string("Git") && value("created.hasBy") == .bool(true))
    module.author = "Jane"
    #expect(value("created.by") == .string("Jane"))
    module.author = nil
    module.origin.developer = nil
    #expect(value("created.by") == .string("") && value("created.hasBy") == .bool(false))
    // A package's own targets, unless generated into an Xcode app's.
    #expect(value("targets.code") == .string("Login") && value("targets.tests") == .string("LoginTests"))
    #expect(value("targets.productModule") == .string("Login"))
    module.targets = ModuleTargets(code: "Shop App", tests: "ShopTests", productModule: "Shop_App")
    #expect(value("targets.code") == .string("Shop App") && value("targets.productModule") == .string("Shop_App"))
  }

  @Test("the generator gives a new module its today, and the developer only when there is no author")
  func newModule() throws {
    let origin = GenerationOrigin(day: try #require(CalendarDay(iso: "2026-05-06")), developer: "Git")
    let generator = ModuleGenerator(origin: origin)
    var spec = ModuleSpec(name: Located("Login"), architecture: Located("viper"))
    #expect(try generator.module(from: spec).origin == origin)
    spec.author = "Jane"
    #expect(try generator.module(from: spec).origin == GenerationOrigin(day: origin.day))
  }

  @Test("the record keeps the origin; an old record has none; a malformed one is refused")
  func record() throws {
    var record = GenerationRecord(
      module: "Login", layout: .package, toolVersion: "0.1.0", templateName: "viper", templateHash: "00",
      spec: ["name": "Login"], specFile: nil, files: [:])
    #expect(try GenerationRecord(jsonText: record.jsonText, path: "r.json").created == nil)
    record.created = GenerationOrigin(day: try #require(CalendarDay(iso: "2026-03-09")), developer: "Jane")
    #expect(try GenerationRecord(jsonText: record.jsonText, path: "r.json") == record)
    let written = "\"created\": {\n    \"date\": \"2026-03-09\",\n    \"developer\": \"Jane\"\n  }"
    #expect(record.jsonText.contains(written))
    for broken in [
      #""created": {"date": "9/3/2026"}"#, #""created": {"developer": "Jane"}"#,
      #""created": {"date": "2026-03-09", "developer": 3}"#,
    ] {
      let text = record.jsonText.replacingOccurrences(of: written, with: broken)
      #expect(throws: ScaffoldError.self) { try GenerationRecord(jsonText: text, path: "r.json") }
    }
  }

  @Test("prefix comes from the spec, else .scaffold.yml, and the record keeps it")
  func prefix() throws {
    let configuration = try ProjectConfigurationLoader.read(text: "prefix: SH\n", file: ".scaffold.yml")
    #expect(configuration.prefix?.value == "SH" && configuration.yamlText.contains("prefix: \"SH\"\n"))
    var spec = ModuleSpec(name: Located("Login"), architecture: Located("viper"))
    #expect(configuration.apply(to: spec).prefix?.value == "SH")
    spec.prefix = Located("RM")
    let module = try ModuleGenerator().module(from: configuration.apply(to: spec))
    #expect(module.prefix == "RM" && NormalizedSpec.value(of: module)["prefix"] == .string("RM"))
    let imported = try GenerambaImport.rambafile("prefix: SH\nproject_name: Shop\n", file: "Rambafile")
    #expect(imported.configuration.prefix?.value == "SH" && imported.notes.isEmpty)
  }

  @Test("a prefix that is not the start of an identifier is refused where it is written")
  func badPrefix() throws {
    let configuration = try ProjectConfigurationLoader.read(text: "name: Shop\nprefix: ../X\n", file: ".scaffold.yml")
    let spec = configuration.apply(to: ModuleSpec(name: Located("Login"), architecture: Located("viper")))
    let error = #expect(throws: ScaffoldError.self) { try ModuleGenerator().module(from: spec) }
    guard case .invalidSpec(let diagnostics) = error else {
      Issue.record("expected invalidSpec, got \(String(describing: error))")
      return
    }
    #expect(diagnostics.map { $0.location?.description } == [".scaffold.yml:2:9"])
    #expect(diagnostics.first?.message == "prefix '../X' is not a class prefix: it goes before type and file names")
    for prefix in ["S H", "1A", "É"] {
      #expect(throws: ScaffoldError.self) {
        try GenerambaImport.rambafile("prefix: \"\(prefix)\"\n", file: "Rambafile")
      }
    }
    for prefix in ["SH", "RM_", "_x9"] {
      #expect(
        try GenerambaImport.rambafile("prefix: \(prefix)\n", file: "Rambafile").configuration.prefix?.value == prefix)
    }
  }
}
