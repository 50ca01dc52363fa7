/// When a module was first generated, and by whom when the project names no author: facts of
/// that first run, kept in its record (`created`) so that every later render prints the same
/// bytes, whoever runs it and on whichever day.
public struct GenerationOrigin: Sendable, Equatable {
  /// The day of the first generation, by the clock of whoever ran it.
  public var day: CalendarDay
  /// Who ran it, as their environment names them (the command line reads git's `user.name`);
  /// only a fallback: the spec's or `.scaffold.yml`'s `author` wins.
  public var developer: String?

  public init(day: CalendarDay, developer: String? = nil) {
    self.day = day
    self.developer = developer.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// A fixed origin for samples and tests.
  public static let sample = GenerationOrigin(day: .sample)
}
