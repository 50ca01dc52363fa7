import XCTest

@testable import Search

final class SearchViewModelTests: XCTestCase {
    override func setUp() {
        super.setUp()
        #if canImport(ObjectiveC)
            // Apple's XCTest only; on Linux the stub's bounded waits fail a stuck test.
            executionTimeAllowance = 60
        #endif
    }

    /// A view model bound to a screen spy; each test makes its own, so tests share nothing.
    @MainActor
    private func makeViewModel() -> (viewModel: SearchViewModel, service: SearchServiceStub, screen: SearchScreenSpy) {
        let service = SearchServiceStub()
        let screen = SearchScreenSpy()
        let viewModel = SearchViewModel(service: service)
        screen.bind(to: viewModel)
        return (viewModel, service, screen)
    }

    @MainActor
    func testLoadShowsItRunningThenItsContent() async {
        let (viewModel, service, screen) = makeViewModel()
        await viewModel.load()

        let requests = service.loadRequests
        XCTAssertEqual(requests, [SearchModels.Load.Request()])
        XCTAssertEqual(screen.states.map(\.load), [.running, .loaded(SearchModels.Load.Content())])
    }

    @MainActor
    func testLoadShowsItsFailureMessage() async {
        let (viewModel, service, screen) = makeViewModel()
        service.loadResult = .failure(SearchTestError())

        await viewModel.load()

        XCTAssertEqual(screen.states.map(\.load), [.running, .failed(message: "Could not load.")])
    }

    @MainActor
    func testLoadShowsOnlyTheNewestAnswer() async throws {
        let (viewModel, service, screen) = makeViewModel()
        service.gate.holdsCalls = true
        let overtaken = Task { await viewModel.load() }
        try await service.gate.waitUntilHeld(1)
        let cancelled = Task { await viewModel.load() }
        try await service.gate.waitUntilHeld(2)
        service.loadResult = .failure(SearchTestError())
        cancelled.cancel()
        service.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        XCTAssertEqual(service.gate.callsCancelledWhileHeld, 1)
        // The state changes once while both run, so the screen hears one `.running`.
        XCTAssertEqual(screen.states.map(\.load), [.running, .idle])
    }
}
