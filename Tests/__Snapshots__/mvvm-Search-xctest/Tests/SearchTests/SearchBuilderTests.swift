import XCTest

@testable import Search

final class SearchBuilderTests: XCTestCase {
    override func setUp() {
        super.setUp()
        #if canImport(ObjectiveC)
            // Apple's XCTest only; on Linux the stub's bounded waits fail a stuck test.
            executionTimeAllowance = 60
        #endif
    }

    @MainActor
    func testAssembleConnectsEveryPart() async {
        let service = SearchServiceStub()
        let viewModel = SearchBuilder.assemble(service: service)

        XCTAssertTrue(viewModel.service as? SearchServiceStub === service)
    }

    @MainActor
    func testTheViewModelIsReleasedWithItsScreen() async {
        weak var weakScreen: SearchScreenSpy?
        weak var weakViewModel: SearchViewModel?
        do {
            let screen = SearchScreenSpy()
            let viewModel = SearchBuilder.assemble(service: SearchServiceStub())
            screen.bind(to: viewModel)
            weakScreen = screen
            weakViewModel = viewModel
            XCTAssertNotNil(weakViewModel)
        }
        XCTAssertNil(weakScreen)
        XCTAssertNil(weakViewModel)
    }

    @MainActor
    func testTheViewModelIsReleasedOnceItsCallsEnd() async throws {
        weak var weakScreen: SearchScreenSpy?
        weak var weakViewModel: SearchViewModel?
        let service = SearchServiceStub()
        var calls: [Task<Void, Never>] = []
        do {
            let screen = SearchScreenSpy()
            let viewModel = SearchBuilder.assemble(service: service)
            screen.bind(to: viewModel)
            weakScreen = screen
            weakViewModel = viewModel
            XCTAssertNotNil(weakViewModel)
            service.gate.holdsCalls = true
            calls.append(Task { await viewModel.load() })
            try await service.gate.waitUntilHeld(1)
        }
        XCTAssertNil(weakScreen)
        service.gate.releaseHeldCalls()
        for call in calls { await call.value }
        XCTAssertNil(weakViewModel)
    }
}
