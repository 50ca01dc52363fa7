import Testing

@testable import Legal

/// On the main actor, as the formatter is in an app target whose default isolation is MainActor.
@MainActor
private let formatter = LegalFormatter()

@MainActor
@Suite("LegalFormatter", .timeLimit(.minutes(1)))
struct LegalFormatterTests {

    @Test("loadDocument's answer is shown as its view model")
    func loadDocumentViewModel() {
        #expect(
            formatter.loadDocument(.loaded(.fixture)) == .loaded(LegalModels.LoadDocument.ViewModel(text: "text 2"))
        )
    }

    @Test("a state without an answer is shown as it is (only running runs); nothing to list is empty")
    func statesWithoutAnAnswer() {
        let count = { (value: Int) in value }
        let states: [ShopUseCaseState<Int>] = [.idle, .running, .empty, .failed(message: "failed")]
        let text = { (value: Int) in "\(value)" }

        #expect(states.map { LegalFormatter.shown($0, as: count) } == states)
        #expect(states.map(\.isRunning) == [false, true, false, false])
        #expect(LegalFormatter.shown(.loaded(0), as: text) == .loaded("0"))
        // The value decides, not what the view shows of it.
        #expect(LegalFormatter.shown(.loaded(0), as: text) { $0 == 0 } == .empty)
    }
}
