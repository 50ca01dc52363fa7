import Foundation
import XCTest

@testable import CartSummary

final class CartSummaryPresenterTests: XCTestCase {
    override func setUp() {
        super.setUp()
        #if canImport(Darwin)
            // Apple's XCTest only; on Linux the stub's bounded waits fail a stuck test.
            executionTimeAllowance = 60
        #endif
    }

    /// A presenter wired to doubles; each test makes its own, so tests share nothing.
    @MainActor
    private func makePresenter() -> (
        presenter: CartSummaryPresenter,
        interactor: CartSummaryServiceStub,
        view: CartSummaryViewSpy
    ) {
        let interactor = CartSummaryServiceStub()
        let view = CartSummaryViewSpy()
        let presenter = CartSummaryPresenter(interactor: interactor, formatting: .fixture)
        presenter.view = view
        return (presenter, interactor, view)
    }

    @MainActor
    func testLoadSummaryShowsTheViewModel() async {
        let (presenter, interactor, view) = makePresenter()
        let formatting = CartSummaryFormatting.fixture
        await presenter.loadSummary()

        XCTAssertEqual(interactor.loadSummaryRequests, [.fixture])
        XCTAssertEqual(
            view.loadSummaryStates,
            [
                .running,
                .loaded(CartSummaryModels.LoadSummary.ViewModel(totalText: formatting.currency(Decimal(1_352)))),
            ]
        )
    }

    @MainActor
    func testLoadSummaryShowsTheFailure() async {
        let (presenter, interactor, view) = makePresenter()
        interactor.loadSummaryResult = .failure(CartSummaryTestError())

        await presenter.loadSummary()

        XCTAssertEqual(view.loadSummaryStates, [.running, .failed(message: CartSummaryStrings.LoadSummary.failure)])
    }

    @MainActor
    func testLoadSummaryShowsEmpty() async {
        let (presenter, interactor, view) = makePresenter()
        interactor.loadSummaryResult = .success(
            CartSummaryModels.LoadSummary.Response(items: [], total: Decimal(1_352))
        )

        await presenter.loadSummary()

        XCTAssertEqual(view.loadSummaryStates, [.running, .empty])
    }

    @MainActor
    func testLoadSummaryShowsOnlyTheNewestAnswer() async throws {
        let (presenter, interactor, view) = makePresenter()
        interactor.gate.holdsCalls = true
        let overtaken = Task { await presenter.loadSummary() }
        try await interactor.gate.waitUntilHeld(1)
        let cancelled = Task { await presenter.loadSummary() }
        try await interactor.gate.waitUntilHeld(2)
        interactor.loadSummaryResult = .failure(CartSummaryTestError())
        cancelled.cancel()
        interactor.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        XCTAssertEqual(interactor.gate.callsCancelledWhileHeld, 1)
        XCTAssertEqual(view.loadSummaryStates, [.running, .running, .idle])
    }

    @MainActor
    func testLoadSavedShowsTheViewModel() async {
        let (presenter, interactor, view) = makePresenter()
        await presenter.loadSaved()

        XCTAssertEqual(interactor.loadSavedRequests, [.fixture])
        XCTAssertEqual(
            view.loadSavedStates,
            [.running, .loaded(CartSummaryModels.LoadSaved.ViewModel(titles: ["title 2", "title 52"]))]
        )
    }

    @MainActor
    func testLoadSavedShowsTheFailure() async {
        let (presenter, interactor, view) = makePresenter()
        interactor.loadSavedResult = .failure(CartSummaryTestError())

        await presenter.loadSaved()

        XCTAssertEqual(view.loadSavedStates, [.running, .failed(message: CartSummaryStrings.LoadSaved.failure)])
    }

    @MainActor
    func testLoadSavedShowsEmpty() async {
        let (presenter, interactor, view) = makePresenter()
        interactor.loadSavedResult = .success(
            CartSummaryModels.LoadSaved.Response(saved: SavedCart(name: "name 2", items: []))
        )

        await presenter.loadSaved()

        XCTAssertEqual(view.loadSavedStates, [.running, .empty])
    }

    @MainActor
    func testLoadSavedShowsOnlyTheNewestAnswer() async throws {
        let (presenter, interactor, view) = makePresenter()
        interactor.gate.holdsCalls = true
        let overtaken = Task { await presenter.loadSaved() }
        try await interactor.gate.waitUntilHeld(1)
        let cancelled = Task { await presenter.loadSaved() }
        try await interactor.gate.waitUntilHeld(2)
        interactor.loadSavedResult = .failure(CartSummaryTestError())
        cancelled.cancel()
        interactor.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        XCTAssertEqual(interactor.gate.callsCancelledWhileHeld, 1)
        XCTAssertEqual(view.loadSavedStates, [.running, .running, .idle])
    }

    @MainActor
    func testLoadSuggestionsShowsTheViewModel() async {
        let (presenter, interactor, view) = makePresenter()
        let formatting = CartSummaryFormatting.fixture
        await presenter.loadSuggestions()

        XCTAssertEqual(interactor.loadSuggestionsRequests, [.fixture])
        XCTAssertEqual(
            view.loadSuggestionsStates.map(\.mapped),
            [.running, .loaded(CartSummaryLoadSuggestionsMappedFields(countText: formatting.number(2_102)))]
        )
    }

    @MainActor
    func testLoadSuggestionsShowsTheFailure() async {
        let (presenter, interactor, view) = makePresenter()
        interactor.loadSuggestionsResult = .failure(CartSummaryTestError())

        await presenter.loadSuggestions()

        XCTAssertEqual(
            view.loadSuggestionsStates,
            [.running, .failed(message: CartSummaryStrings.LoadSuggestions.failure)]
        )
    }

    @MainActor
    func testLoadSuggestionsShowsEmpty() async {
        let (presenter, interactor, view) = makePresenter()
        interactor.loadSuggestionsResult = .success(
            CartSummaryModels.LoadSuggestions.Response(count: 2_102, suggestions: [])
        )

        await presenter.loadSuggestions()

        XCTAssertEqual(view.loadSuggestionsStates, [.running, .empty])
    }

    @MainActor
    func testLoadSuggestionsShowsOnlyTheNewestAnswer() async throws {
        let (presenter, interactor, view) = makePresenter()
        interactor.gate.holdsCalls = true
        let overtaken = Task { await presenter.loadSuggestions() }
        try await interactor.gate.waitUntilHeld(1)
        let cancelled = Task { await presenter.loadSuggestions() }
        try await interactor.gate.waitUntilHeld(2)
        interactor.loadSuggestionsResult = .failure(CartSummaryTestError())
        cancelled.cancel()
        interactor.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        XCTAssertEqual(interactor.gate.callsCancelledWhileHeld, 1)
        XCTAssertEqual(view.loadSuggestionsStates.map(\.mapped), [.running, .running, .idle])
    }
}
