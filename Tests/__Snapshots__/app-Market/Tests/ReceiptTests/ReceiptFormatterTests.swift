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

    @Test("a call without an answer is shown as it stands: idle, running, or failed with its use case's message")
    func callsWithoutAnAnswer() {
        #expect([formatter.loadReceipt(.idle), formatter.loadReceipt(.running)] == [.idle, .running])
        #expect(formatter.loadReceipt(.failed(ReceiptTestError())) == .failed(message: "Could not load receipt."))
    }
}
