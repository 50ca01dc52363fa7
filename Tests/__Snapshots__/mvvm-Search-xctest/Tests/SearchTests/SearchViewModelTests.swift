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
        service.gate.holdsCalls = false

        await viewModel.load()
        service.loadResult = .failure(SearchTestError())
        service.gate.releaseHeldCalls()
        await overtaken.value

        XCTAssertEqual(screen.states.map(\.load), [.running, .loaded(SearchModels.Load.Content())])
    }

    @MainActor
    func testLoadEndsIdleWhenCancelled() async throws {
        let (viewModel, service, screen) = makeViewModel()
        service.gate.holdsCalls = true
        let call = Task { await viewModel.load() }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        XCTAssertEqual(callsCancelled, 1)
        XCTAssertEqual(screen.states.map(\.load), [.running, .idle])
    }
}
