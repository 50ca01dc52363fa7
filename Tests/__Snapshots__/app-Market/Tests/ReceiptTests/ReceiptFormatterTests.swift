import Foundation
import Testing

@testable import Receipt

/// On the main actor, as the formatter is in an app target whose default isolation is MainActor.
@MainActor
private let formatter = ReceiptFormatter()

@MainActor
@Suite("ReceiptFormatter", .timeLimit(.minutes(1)))
struct ReceiptFormatterTests {

    @Test("loadReceipt's answer is shown as its view model")
    func loadReceiptViewModel() {
        #expect(
            formatter.loadReceipt(.loaded(.fixture)) == .loaded(ReceiptModels.LoadReceipt.ViewModel(text: "text 2"))
        )
    }

    @Test("a state without an answer is shown as it is (only running runs); nothing to list is empty")
    func statesWithoutAnAnswer() {
        let count = { (value: Int) in value }
        let states: [MarketUseCaseState<Int>] = [.idle, .running, .empty, .failed(message: "failed")]
        let text = { (value: Int) in "\(value)" }

        #expect(states.map { ReceiptFormatter.shown($0, as: count) } == states)
        #expect(states.map(\.isRunning) == [false, true, false, false])
        #expect(ReceiptFormatter.shown(.loaded(0), as: text) == .loaded("0"))
        // The value decides, not what the view shows of it.
        #expect(ReceiptFormatter.shown(.loaded(0), as: text) { $0 == 0 } == .empty)
    }
}
