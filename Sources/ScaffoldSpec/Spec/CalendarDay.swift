import Foundation

/// A day of the calendar, without a time or a time zone: the day a module was first generated,
/// as the user's own clock read it. Kept in the generation record as `yyyy-MM-dd`, so the dates
/// a template prints are the same bytes on every later `check` and `update`.
public struct CalendarDay: Sendable, Equatable, Comparable, CustomStringConvertible {
  public let year: Int
  public let month: Int
  public let day: Int

  /// `nil` for a day the Gregorian calendar does not have (`2026-02-30`).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month), (1...Self.days(inMonth: month, of: year)).contains(day)
    else { return nil }
    self.init(valid: year, month, day)
  }

  private init(valid year: Int, _ month: Int, _ day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// Reads `yyyy-MM-dd`, as the record keeps it.
  public init?(iso text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The day `instant` falls on in `timeZone`: what the command line passes as today.
  public init(_ instant: Date, in timeZone: TimeZone) {
    self.init(
      secondsSince1970: Int(instant.timeIntervalSince1970.rounded(.down)), offset: timeZone.secondsFromGMT(for: instant)
    )
  }

  /// The day `seconds` after 1970-01-01T00:00Z falls on at `offset` seconds east of UTC. Pure
  /// arithmetic (days to a civil date, as in Howard Hinnant's `civil_from_days`), so reading
  /// today's date loads no calendar or time-zone data.
  init(secondsSince1970 seconds: Int, offset: Int) {
    let local = seconds + offset
    let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    let shifted = days + 719_468  // days from 0000-03-01, the start of a 400-year era
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthFromMarch = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
    let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    self.init(valid: min(max(year, 1), 9999), month, day)
  }

  /// A fixed day for samples and tests, so their output never depends on the clock.
  public static let sample = CalendarDay(valid: 2026, 1, 2)

  /// `2026-11-26`: how the record keeps it.
  public var iso: String { "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))" }

  /// `26/11/2026`: Generamba's `date` (Ruby's `strftime('%d/%m/%Y')`).
  public var dayMonthYear: String { "\(padded(day, 2))/\(padded(month, 2))/\(padded(year, 4))" }

  public var description: String { iso }

  public static func < (left: CalendarDay, right: CalendarDay) -> Bool {
    (left.year, left.month, left.day) < (right.year, right.month, right.day)
  }

  private func padded(_ number: Int, _ width: Int) -> String {
    let digits = String(number)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  private static func days(inMonth month: Int, of year: Int) -> Int {
    switch month {
    case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }
}

extension CalendarDay {
  /// The day of `now` in the user's time zone; `SOURCE_DATE_EPOCH` (the reproducible-builds
  /// convention, in seconds, read in UTC) fixes it, for builds and tests that must not depend
  /// on the day. The caller reads the clock.
  public static func today(environment: [String: String], now: Date) -> CalendarDay {
    if let epoch = environment["SOURCE_DATE_EPOCH"].flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) {
      return CalendarDay(secondsSince1970: epoch, offset: 0)
    }
    let seconds = Int(now.timeIntervalSince1970.rounded(.down))
    return CalendarDay(secondsSince1970: seconds, offset: localOffset(at: seconds))
  }

  /// The user's offset from UTC at `seconds`, as the C library reads it (`TZ`, else
  /// /etc/localtime): Foundation's `TimeZone.current` would load ICU's zone data for the same
  /// answer, about a millisecond of a one-module run.
  private static func localOffset(at seconds: Int) -> Int {
    var time = time_t(seconds)
    var parts = tm()
    guard localtime_r(&time, &parts) != nil else { return TimeZone.current.secondsFromGMT() }
    return Int(parts.tm_gmtoff)
  }
}
