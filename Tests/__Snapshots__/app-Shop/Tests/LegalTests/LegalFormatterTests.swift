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

    @Test("a call without an answer is shown as it stands: idle, running, or failed with its use case's message")
    func callsWithoutAnAnswer() {
        #expect([formatter.loadDocument(.idle), formatter.loadDocument(.running)] == [.idle, .running])
        #expect(formatter.loadDocument(.failed(LegalTestError())) == .failed(message: "Could not load document."))
    }
}
