import Foundation
import ScaffoldKit
import ScaffoldSpec

/// Today and who is running the command, read here so that ScaffoldKit reads no clock and runs
/// no git: a module generated now records them (`created` in its record).
enum RunOrigin {
  static func current(
    needsDeveloper: Bool, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> GenerationOrigin {
    GenerationOrigin(day: today(environment: environment), developer: needsDeveloper ? gitUserName() : nil)
  }

  /// Today in the user's time zone; `SOURCE_DATE_EPOCH` (the reproducible-builds convention, in
  /// seconds, read in UTC) fixes it, for builds and tests that must not depend on the day.
  static func today(environment: [String: String]) -> CalendarDay {
    if let epoch = environment["SOURCE_DATE_EPOCH"].flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) {
      return CalendarDay(Date(timeIntervalSince1970: TimeInterval(epoch)), in: TimeZone(identifier: "UTC") ?? .current)
    }
    return CalendarDay(Date(), in: .current)
  }

  /// git's `user.name`, as Generamba read it when the Rambafile named no author; `nil` when git
  /// is not installed, fails, or has no name set: not an error, the name is only a default.
  static func gitUserName() -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "config", "user.name"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return nil
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    let name = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return name.isEmpty ? nil : name
  }
}
