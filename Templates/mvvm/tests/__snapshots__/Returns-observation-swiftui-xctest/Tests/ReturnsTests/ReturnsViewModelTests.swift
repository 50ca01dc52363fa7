import Foundation
import XCTest

@testable import Returns

final class ReturnsViewModelTests: XCTestCase {
    override func setUp() {
        super.setUp()
        #if canImport(ObjectiveC)
            // Apple's XCTest only; on Linux the stub's bounded waits fail a stuck test.
            executionTimeAllowance = 60
        #endif
    }

    /// A view model bound to a screen spy; each test makes its own, so tests share nothing.
    /// It is built with the input's samples, which the requests it sends must carry.
    @MainActor
    private func makeViewModel() -> (
        viewModel: ReturnsViewModel,
        service: ReturnsServiceStub,
        screen: ReturnsScreenSpy
    ) {
        let service = ReturnsServiceStub()
        let screen = ReturnsScreenSpy()
        let viewModel = ReturnsViewModel(
            input: ReturnsInput(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 179))),
            service: service
        )
        viewModel.routeHandler = screen
        screen.bind(to: viewModel)
        return (viewModel, service, screen)
    }

    @MainActor
    func testLoadOrderShowsItRunningThenItsContent() async {
        let (viewModel, service, screen) = makeViewModel()
        await viewModel.loadOrder()

        let requests = service.loadOrderRequests
        XCTAssertEqual(
            requests,
            [ReturnsModels.LoadOrder.Request(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 179)))]
        )
        XCTAssertEqual(
            screen.states.map(\.loadOrder),
            [.running, .loaded(ReturnsModels.LoadOrder.Content(items: ["items 2", "items 52"]))]
        )
    }

    @MainActor
    func testLoadOrderShowsItsFailureMessage() async {
        let (viewModel, service, screen) = makeViewModel()
        service.loadOrderResult = .failure(ReturnsTestError())

        await viewModel.loadOrder()

        XCTAssertEqual(screen.states.map(\.loadOrder), [.running, .failed(message: "Could not load order.")])
    }

    @MainActor
    func testLoadOrderShowsEmptyWhenThereIsNothingToList() async {
        let (viewModel, service, screen) = makeViewModel()
        service.loadOrderResult = .success(ReturnsModels.LoadOrder.Response(items: []))

        await viewModel.loadOrder()

        XCTAssertEqual(screen.states.map(\.loadOrder), [.running, .empty])
    }

    @MainActor
    func testLoadOrderShowsOnlyTheNewestAnswer() async throws {
        let (viewModel, service, screen) = makeViewModel()
        service.gate.holdsCalls = true
        let overtaken = Task { await viewModel.loadOrder() }
        try await service.gate.waitUntilHeld(1)
        service.gate.holdsCalls = false

        await viewModel.loadOrder()
        service.loadOrderResult = .failure(ReturnsTestError())
        service.gate.releaseHeldCalls()
        await overtaken.value

        XCTAssertEqual(
            screen.states.map(\.loadOrder),
            [.running, .loaded(ReturnsModels.LoadOrder.Content(items: ["items 2", "items 52"]))]
        )
    }

    @MainActor
    func testLoadOrderEndsIdleWhenCancelled() async throws {
        let (viewModel, service, screen) = makeViewModel()
        service.gate.holdsCalls = true
        let call = Task { await viewModel.loadOrder() }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        XCTAssertEqual(callsCancelled, 1)
        XCTAssertEqual(screen.states.map(\.loadOrder), [.running, .idle])
    }

    @MainActor
    func testRequestReturnShowsItRunningThenItsContent() async {
        let (viewModel, service, screen) = makeViewModel()
        let output = ReturnsOutputSpy()
        viewModel.output = output
        await viewModel.requestReturn()

        let requests = service.requestReturnRequests
        XCTAssertEqual(
            requests,
            [
                ReturnsModels.RequestReturn.Request(
                    orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 179))
                )
            ]
        )
        XCTAssertEqual(
            screen.states.map(\.requestReturn),
            [.running, .loaded(ReturnsModels.RequestReturn.Content(label: "label 2"))]
        )
        // Sent once, on success.
        XCTAssertEqual(output.outputs, [.returned(label: "label 2")])
    }

    @MainActor
    func testRequestReturnShowsItsFailureMessage() async {
        let (viewModel, service, screen) = makeViewModel()
        let output = ReturnsOutputSpy()
        viewModel.output = output
        service.requestReturnResult = .failure(ReturnsTestError())

        await viewModel.requestReturn()

        XCTAssertEqual(screen.states.map(\.requestReturn), [.running, .failed(message: "Could not request return.")])
        XCTAssertEqual(output.outputs, [])
    }

    @MainActor
    func testRequestReturnRefusesASecondCallWhileRunning() async throws {
        let (viewModel, service, _) = makeViewModel()
        service.gate.holdsCalls = true
        let first = Task { await viewModel.requestReturn() }
        try await service.gate.waitUntilHeld(1)
        // Were the second call let through, it would answer at once and be recorded.
        service.gate.holdsCalls = false

        await viewModel.requestReturn()
        let whileRunning = viewModel.state.requestReturn.isRunning
        service.gate.releaseHeldCalls()
        await first.value
        let refused = service.requestReturnRequests
        await viewModel.requestReturn()

        let requests = service.requestReturnRequests
        XCTAssertEqual(refused.count, 1)
        XCTAssertEqual(requests.count, 2)
        XCTAssertEqual(whileRunning, true)
        XCTAssertEqual(viewModel.state.requestReturn.isRunning, false)
    }

    @MainActor
    func testRequestReturnIsDeliveredAfterTheScreenWentAway() async throws {
        let service = ReturnsServiceStub()
        let viewModel = ReturnsViewModel(
            input: ReturnsInput(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 179))),
            service: service
        )
        let output = ReturnsOutputSpy()
        viewModel.output = output
        weak var weakScreen: ReturnsScreenSpy?
        service.gate.holdsCalls = true
        let call: Task<Void, Never>
        do {
            let screen = ReturnsScreenSpy()
            viewModel.routeHandler = screen
            screen.bind(to: viewModel)
            weakScreen = screen
            call = Task { await viewModel.requestReturn() }
            try await service.gate.waitUntilHeld(1)
        }

        call.cancel()
        XCTAssertNil(weakScreen)
        service.gate.releaseHeldCalls()
        await call.value

        XCTAssertEqual(service.gate.callsCancelledWhileHeld, 0)
        XCTAssertEqual(viewModel.state.requestReturn, .loaded(ReturnsModels.RequestReturn.Content(label: "label 2")))
        XCTAssertEqual(output.outputs, [.returned(label: "label 2")])
    }

    @MainActor
    func testDismissedIsSentToTheOutput() async {
        let (viewModel, _, _) = makeViewModel()
        let output = ReturnsOutputSpy()
        viewModel.output = output

        viewModel.sendDismissed()

        XCTAssertEqual(output.outputs, [.dismissed])
    }

    @MainActor
    func testShowItemAsksTheScreenToOpenTheRoute() async {
        let (viewModel, _, screen) = makeViewModel()
        viewModel.showItem(title: "title 1", quantity: 8_361)

        XCTAssertEqual(screen.handledRoutes, [.item(title: "title 1", quantity: 8_361)])
    }

    @MainActor
    func testShowHelpAsksTheScreenToOpenTheRoute() async {
        let (viewModel, _, screen) = makeViewModel()
        viewModel.showHelp()

        XCTAssertEqual(screen.handledRoutes, [.help])
    }

    @MainActor
    func testInputUpdateReachesLoadOrder() async {
        let (viewModel, service, _) = makeViewModel()
        let updated = viewModel.update(
            ReturnsInput(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 182)))
        )
        let repeated = viewModel.update(
            ReturnsInput(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 182)))
        )

        await viewModel.loadOrder()

        XCTAssertEqual(
            service.loadOrderRequests,
            [ReturnsModels.LoadOrder.Request(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 182)))]
        )
        XCTAssertEqual([updated, repeated], [true, false])
    }

    @MainActor
    func testInputUpdateDropsTheRunningLoadOrder() async throws {
        let (viewModel, service, _) = makeViewModel()
        service.gate.holdsCalls = true
        let stale = Task { await viewModel.loadOrder() }
        try await service.gate.waitUntilHeld(1)
        _ = viewModel.update(ReturnsInput(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 182))))
        service.gate.releaseHeldCalls()
        await stale.value

        // Not run: the old input's answer never reaches the screen.
        XCTAssertEqual(viewModel.state.loadOrder, .idle)
    }
}
