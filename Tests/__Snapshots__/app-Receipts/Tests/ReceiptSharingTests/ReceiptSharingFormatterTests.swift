import Foundation
import Testing

@testable import ReceiptSharing

/// On the main actor, as the formatter is in an app target whose default isolation is MainActor.
@MainActor
private let formatter = ReceiptSharingFormatter()

@MainActor
@Suite("ReceiptSharingFormatter", .timeLimit(.minutes(1)))
struct ReceiptSharingFormatterTests {

    @Test("loadShareText's answer is shown as its view model")
    func loadShareTextViewModel() {
        #expect(
            formatter.loadShareText(.loaded(.fixture))
                == .loaded(ReceiptSharingModels.LoadShareText.ViewModel(text: "text 2"))
        )
    }

    @Test("a call without an answer is shown as it stands: idle, running, or failed with its use case's message")
    func callsWithoutAnAnswer() {
        #expect([formatter.loadShareText(.idle), formatter.loadShareText(.running)] == [.idle, .running])
        #expect(
            formatter.loadShareText(.failed(ReceiptSharingTestError()))
                == .failed(message: "Could not load share text.")
        )
    }
}
