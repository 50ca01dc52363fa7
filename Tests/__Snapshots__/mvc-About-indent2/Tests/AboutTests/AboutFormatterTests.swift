import Testing

@testable import About

/// On the main actor, as the formatter is in an app target whose default isolation is MainActor.
@MainActor
private let formatter = AboutFormatter()

@MainActor
@Suite("AboutFormatter", .timeLimit(.minutes(1)))
struct AboutFormatterTests {

  @Test("load's answer is shown as its view model")
  func loadViewModel() {
    #expect(formatter.load(.loaded(.fixture)) == .loaded(AboutModels.Load.ViewModel()))
  }

  @Test("a call without an answer is shown as it stands: idle, running, or failed with its use case's message")
  func callsWithoutAnAnswer() {
    #expect([formatter.load(.idle), formatter.load(.running)] == [.idle, .running])
    #expect(formatter.load(.failed(AboutTestError())) == .failed(message: "Could not load."))
  }
}
