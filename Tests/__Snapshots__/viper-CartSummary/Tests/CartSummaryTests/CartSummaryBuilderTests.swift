import Foundation
import XCTest

@testable import CartSummary

final class CartSummaryBuilderTests: XCTestCase {
    override func setUp() {
        super.setUp()
        #if canImport(Darwin)
            // Apple's XCTest only; on Linux the stub's bounded waits fail a stuck test.
            executionTimeAllowance = 60
        #endif
    }

    @MainActor
    func testAssembleConnectsEveryPart() async {
        let view = CartSummaryViewSpy()
        let service = CartSummaryServiceStub()
        let presenter = CartSummaryBuilder.assemble(view: view, service: service)
        view.presenter = presenter
        let formatting = CartSummaryFormatting()

        await presenter.loadSummary()
        XCTAssertEqual(service.loadSummaryRequests, [.fixture])
        XCTAssertEqual(
            view.loadSummaryStates,
            [
                .running,
                .loaded(CartSummaryModels.LoadSummary.ViewModel(totalText: formatting.currency(Decimal(1_352)))),
            ]
        )

        await presenter.loadSaved()
        XCTAssertEqual(service.loadSavedRequests, [.fixture])
        XCTAssertEqual(
            view.loadSavedStates,
            [.running, .loaded(CartSummaryModels.LoadSaved.ViewModel(titles: ["title 2", "title 52"]))]
        )

        await presenter.loadSuggestions()
        XCTAssertEqual(service.loadSuggestionsRequests, [.fixture])
        XCTAssertEqual(
            view.loadSuggestionsStates.map(\.mapped),
            [.running, .loaded(CartSummaryLoadSuggestionsMappedFields(countText: formatting.number(2_102)))]
        )
    }

    @MainActor
    func testTheModuleIsReleasedWhenItsViewGoesAway() async throws {
        try await moduleIsReleasedWithItsView(whileCallsRun: false)
    }

    @MainActor
    func testTheModuleIsReleasedOnceItsCallsEnd() async throws {
        try await moduleIsReleasedWithItsView(whileCallsRun: true)
    }

    @MainActor
    private func moduleIsReleasedWithItsView(whileCallsRun: Bool) async throws {
        weak var weakView: CartSummaryViewSpy?
        weak var weakPresenter: CartSummaryPresenter?
        weak var weakInteractor: CartSummaryInteractor?
        let service = CartSummaryServiceStub()
        var calls: [Task<Void, Never>] = []
        do {
            let view = CartSummaryViewSpy()
            let presenter = CartSummaryBuilder.assemble(view: view, service: service)
            view.presenter = presenter
            weakView = view
            weakPresenter = presenter as? CartSummaryPresenter
            weakInteractor = weakPresenter?.interactor as? CartSummaryInteractor
            XCTAssertNotNil(weakPresenter)
            XCTAssertNotNil(weakInteractor)
            // Held calls keep the module until they end; with none running it goes with its view.
            service.gate.holdsCalls = whileCallsRun
            if whileCallsRun {
                calls.append(Task { await presenter.loadSummary() })
                calls.append(Task { await presenter.loadSaved() })
                calls.append(Task { await presenter.loadSuggestions() })
                try await service.gate.waitUntilHeld(3)
            }
        }
        XCTAssertNil(weakView)
        service.gate.releaseHeldCalls()
        for call in calls { await call.value }
        XCTAssertNil(weakPresenter)
        XCTAssertNil(weakInteractor)
    }
}
