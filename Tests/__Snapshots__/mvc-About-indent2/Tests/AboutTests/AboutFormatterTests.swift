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

  @Test("a state without an answer is shown as it is (only running runs); nothing to list is empty")
  func statesWithoutAnAnswer() {
    let count = { (value: Int) in value }
    let states: [AboutUseCaseState<Int>] = [.idle, .running, .empty, .failed(message: "failed")]
    let text = { (value: Int) in "\(value)" }

    #expect(states.map { AboutFormatter.shown($0, as: count) } == states)
    #expect(states.map(\.isRunning) == [false, true, false, false])
    #expect(AboutFormatter.shown(.loaded(0), as: text) == .loaded("0"))
    // The value decides, not what the view shows of it.
    #expect(AboutFormatter.shown(.loaded(0), as: text) { $0 == 0 } == .empty)
  }
}
