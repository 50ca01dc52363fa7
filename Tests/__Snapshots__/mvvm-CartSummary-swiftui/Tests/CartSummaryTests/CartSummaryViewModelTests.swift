import Foundation
import Testing

@testable import CartSummary

/// What the view models are formatted with here: fixed, not the machine's settings.
@MainActor
private let formatting = CartSummaryFormatting.fixture

@MainActor
@Suite("CartSummaryViewModel", .timeLimit(.minutes(1)))
struct CartSummaryViewModelTests {
    let service = CartSummaryServiceStub()
    let screen = CartSummaryScreenSpy()
    let viewModel: CartSummaryViewModel

    init() {
        viewModel = CartSummaryViewModel(service: service, formatting: formatting)
        screen.bind(to: viewModel)
    }

    @Test("loadSummary asks the model and shows it running, then its content")
    func loadSummaryShowsTheContent() async {
        await viewModel.loadSummary()

        let requests = service.loadSummaryRequests
        #expect(requests == [CartSummaryModels.LoadSummary.Request()])
        #expect(
            screen.states.map(\.loadSummary) == [
                .running,
                .loaded(CartSummaryModels.LoadSummary.Content(totalText: formatting.currency(Decimal(1_352)))),
            ]
        )
    }

    @Test("loadSummary shows its failure message when the model fails")
    func loadSummaryShowsFailure() async {
        service.setLoadSummaryResult(.failure(CartSummaryTestError()))

        await viewModel.loadSummary()

        #expect(screen.states.map(\.loadSummary) == [.running, .failed(message: "Could not load summary.")])
    }

    @Test("loadSummary shows it has nothing to list when the answer has no items")
    func loadSummaryShowsEmpty() async {
        service.setLoadSummaryResult(.success(CartSummaryModels.LoadSummary.Response(items: [], total: Decimal(1_352))))

        await viewModel.loadSummary()

        #expect(screen.states.map(\.loadSummary) == [.running, .empty])
    }

    @Test("a cancelled loadSummary shows no outcome, whatever error the service ends with: it is idle again")
    func loadSummaryIgnoresACancelledCall() async {
        // A service that reports its own `CancellationError` while the caller goes on…
        service.setLoadSummaryResult(.failure(CancellationError()))
        await viewModel.loadSummary()
        // …and a slow one, cancelled, that fails with an error of its own (as URLSession does).
        service.suspendCallsUntilCancelled()
        let call = Task { await viewModel.loadSummary() }

        call.cancel()
        await call.value

        #expect(screen.states.map(\.loadSummary) == [.running, .idle, .running, .idle])
    }

    @Test("an overtaken loadSummary call changes nothing: only the newest answer is shown")
    func loadSummaryShowsOnlyTheNewestAnswer() async throws {
        service.holdCalls()
        let overtaken = Task { await viewModel.loadSummary() }
        try await service.waitUntilHeld(1)
        service.stopHoldingCalls()

        await viewModel.loadSummary()
        service.setLoadSummaryResult(.failure(CartSummaryTestError()))
        service.releaseHeldCalls()
        await overtaken.value

        #expect(
            screen.states.map(\.loadSummary) == [
                .running,
                .loaded(CartSummaryModels.LoadSummary.Content(totalText: formatting.currency(Decimal(1_352)))),
            ]
        )
    }

    @Test("loadSaved asks the model and shows it running, then its content")
    func loadSavedShowsTheContent() async {
        await viewModel.loadSaved()

        let requests = service.loadSavedRequests
        #expect(requests == [CartSummaryModels.LoadSaved.Request()])
        #expect(
            screen.states.map(\.loadSaved) == [
                .running,
                .loaded(CartSummaryModels.LoadSaved.Content(titles: ["title 2", "title 52"])),
            ]
        )
    }

    @Test("loadSaved shows its failure message when the model fails")
    func loadSavedShowsFailure() async {
        service.setLoadSavedResult(.failure(CartSummaryTestError()))

        await viewModel.loadSaved()

        #expect(screen.states.map(\.loadSaved) == [.running, .failed(message: "Could not load saved.")])
    }

    @Test("loadSaved shows it has nothing to list when the answer has no saved.items")
    func loadSavedShowsEmpty() async {
        service.setLoadSavedResult(
            .success(CartSummaryModels.LoadSaved.Response(saved: SavedCart(name: "name 2", items: [])))
        )

        await viewModel.loadSaved()

        #expect(screen.states.map(\.loadSaved) == [.running, .empty])
    }

    @Test("a cancelled loadSaved shows no outcome, whatever error the service ends with: it is idle again")
    func loadSavedIgnoresACancelledCall() async {
        // A service that reports its own `CancellationError` while the caller goes on…
        service.setLoadSavedResult(.failure(CancellationError()))
        await viewModel.loadSaved()
        // …and a slow one, cancelled, that fails with an error of its own (as URLSession does).
        service.suspendCallsUntilCancelled()
        let call = Task { await viewModel.loadSaved() }

        call.cancel()
        await call.value

        #expect(screen.states.map(\.loadSaved) == [.running, .idle, .running, .idle])
    }

    @Test("an overtaken loadSaved call changes nothing: only the newest answer is shown")
    func loadSavedShowsOnlyTheNewestAnswer() async throws {
        service.holdCalls()
        let overtaken = Task { await viewModel.loadSaved() }
        try await service.waitUntilHeld(1)
        service.stopHoldingCalls()

        await viewModel.loadSaved()
        service.setLoadSavedResult(.failure(CartSummaryTestError()))
        service.releaseHeldCalls()
        await overtaken.value

        #expect(
            screen.states.map(\.loadSaved) == [
                .running,
                .loaded(CartSummaryModels.LoadSaved.Content(titles: ["title 2", "title 52"])),
            ]
        )
    }

    @Test("loadSuggestions asks the model and shows it running, then its content")
    func loadSuggestionsShowsTheContent() async {
        await viewModel.loadSuggestions()

        let requests = service.loadSuggestionsRequests
        #expect(requests == [CartSummaryModels.LoadSuggestions.Request()])
        #expect(
            screen.states.map(\.loadSuggestions.mapped) == [
                .running,
                .loaded(CartSummaryLoadSuggestionsMappedFields(countText: formatting.number(2_102))),
            ]
        )
    }

    @Test("loadSuggestions shows its failure message when the model fails")
    func loadSuggestionsShowsFailure() async {
        service.setLoadSuggestionsResult(.failure(CartSummaryTestError()))

        await viewModel.loadSuggestions()

        #expect(screen.states.map(\.loadSuggestions) == [.running, .failed(message: "Could not load suggestions.")])
    }

    @Test("loadSuggestions shows it has nothing to list when the answer has no suggestions")
    func loadSuggestionsShowsEmpty() async {
        service.setLoadSuggestionsResult(
            .success(CartSummaryModels.LoadSuggestions.Response(count: 2_102, suggestions: []))
        )

        await viewModel.loadSuggestions()

        #expect(screen.states.map(\.loadSuggestions) == [.running, .empty])
    }

    @Test("a cancelled loadSuggestions shows no outcome, whatever error the service ends with: it is idle again")
    func loadSuggestionsIgnoresACancelledCall() async {
        // A service that reports its own `CancellationError` while the caller goes on…
        service.setLoadSuggestionsResult(.failure(CancellationError()))
        await viewModel.loadSuggestions()
        // …and a slow one, cancelled, that fails with an error of its own (as URLSession does).
        service.suspendCallsUntilCancelled()
        let call = Task { await viewModel.loadSuggestions() }

        call.cancel()
        await call.value

        #expect(screen.states.map(\.loadSuggestions) == [.running, .idle, .running, .idle])
    }

    @Test("an overtaken loadSuggestions call changes nothing: only the newest answer is shown")
    func loadSuggestionsShowsOnlyTheNewestAnswer() async throws {
        service.holdCalls()
        let overtaken = Task { await viewModel.loadSuggestions() }
        try await service.waitUntilHeld(1)
        service.stopHoldingCalls()

        await viewModel.loadSuggestions()
        service.setLoadSuggestionsResult(.failure(CartSummaryTestError()))
        service.releaseHeldCalls()
        await overtaken.value

        #expect(
            screen.states.map(\.loadSuggestions.mapped) == [
                .running,
                .loaded(CartSummaryLoadSuggestionsMappedFields(countText: formatting.number(2_102))),
            ]
        )
    }
}
