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
        service.setLoadResult(.failure(SearchTestError()))

        await viewModel.load()

        XCTAssertEqual(screen.states.map(\.load), [.running, .failed(message: "Could not load.")])
    }

    @MainActor
    func testLoadShowsNothingMoreWhenCancelled() async {
        let (viewModel, service, screen) = makeViewModel()
        // A service that reports its own `CancellationError` while the caller goes on…
        service.setLoadResult(.failure(CancellationError()))
        await viewModel.load()
        // …and a slow one, cancelled, that fails with an error of its own (as URLSession does).
        service.suspendCallsUntilCancelled()
        let call = Task { await viewModel.load() }

        call.cancel()
        await call.value

        XCTAssertEqual(screen.states.map(\.load), [.running, .idle, .running, .idle])
    }

    @MainActor
    func testLoadShowsOnlyTheNewestAnswer() async throws {
        let (viewModel, service, screen) = makeViewModel()
        service.holdCalls()
        let overtaken = Task { await viewModel.load() }
        try await service.waitUntilHeld(1)
        service.stopHoldingCalls()

        await viewModel.load()
        service.setLoadResult(.failure(SearchTestError()))
        service.releaseHeldCalls()
        await overtaken.value

        XCTAssertEqual(screen.states.map(\.load), [.running, .loaded(SearchModels.Load.Content())])
    }
}
