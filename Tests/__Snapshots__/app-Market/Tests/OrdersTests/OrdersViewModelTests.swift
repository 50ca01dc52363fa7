import Foundation
import OrderDetail
import Testing

@testable import Orders

/// What the view models are formatted with here: fixed, not the machine's settings.
@MainActor
private let formatting = OrdersFormatting.fixture

@MainActor
@Suite("OrdersViewModel", .timeLimit(.minutes(1)))
struct OrdersViewModelTests {
    let service = OrdersServiceStub()
    let screen = OrdersScreenSpy()
    let viewModel: OrdersViewModel

    init() {
        viewModel = OrdersViewModel(service: service, formatting: formatting)
        viewModel.routeHandler = screen
        screen.bind(to: viewModel)
    }

    @Test("loadOrders asks the model and shows it running, then its content")
    func loadOrdersShowsTheContent() async {
        await viewModel.loadOrders()

        let requests = service.loadOrdersRequests
        #expect(requests == [OrdersModels.LoadOrders.Request()])
        #expect(
            screen.states.map(\.loadOrders) == [
                .running,
                .loaded(
                    OrdersModels.LoadOrders.Content(
                        totals: [formatting.currency(Decimal(1_352)), formatting.currency(Decimal(1_402))]
                    )
                ),
            ]
        )
    }

    @Test("loadOrders shows its failure message when the model fails")
    func loadOrdersShowsFailure() async {
        service.loadOrdersResult = .failure(OrdersTestError())

        await viewModel.loadOrders()

        #expect(screen.states.map(\.loadOrders) == [.running, .failed(message: "Could not load orders.")])
    }

    @Test("loadOrders shows it has nothing to list when the answer has no orders")
    func loadOrdersShowsEmpty() async {
        service.loadOrdersResult = .success(OrdersModels.LoadOrders.Response(orders: []))

        await viewModel.loadOrders()

        #expect(screen.states.map(\.loadOrders) == [.running, .empty])
    }

    @Test("an overtaken loadOrders call changes nothing, however late it ends: the newest answer stays")
    func loadOrdersShowsOnlyTheNewestAnswer() async throws {
        service.gate.holdsCalls = true
        let overtaken = Task { await viewModel.loadOrders() }
        try await service.gate.waitUntilHeld(1)
        service.gate.holdsCalls = false

        await viewModel.loadOrders()
        service.loadOrdersResult = .failure(OrdersTestError())
        service.gate.releaseHeldCalls()
        await overtaken.value

        #expect(
            screen.states.map(\.loadOrders) == [
                .running,
                .loaded(
                    OrdersModels.LoadOrders.Content(
                        totals: [formatting.currency(Decimal(1_352)), formatting.currency(Decimal(1_402))]
                    )
                ),
            ]
        )
    }

    @Test("a cancelled loadOrders cancels the service's call, shows no outcome and ends the spinner")
    func loadOrdersEndsIdleWhenCancelled() async throws {
        service.gate.holdsCalls = true
        let call = Task { await viewModel.loadOrders() }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(screen.states.map(\.loadOrders) == [.running, .idle])
    }

    @Test("OrderDetail's output makes it load again what the screen shows")
    func hearingOrderDetailLoadsAgain() async throws {
        service.gate.holdsCalls = true

        viewModel.handle(
            OrderDetailOutput.cancelled(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 177)))
        )

        // Each use case that runs on load reaches the service again; a timeout fails the test.
        try await service.gate.waitUntilHeld(1)
        service.gate.releaseHeldCalls()
    }

    @Test("showOrderDetail opens the order detail route with what the screen shows, and nothing before it")
    func showOrderDetailTakesWhatTheScreenShows() async {
        viewModel.showOrderDetail(at: 1)
        let response = OrdersModels.LoadOrders.Response(
            orders: [
                Order(
                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)),
                    placedAt: Date(timeIntervalSince1970: 1_700_007_301),
                    total: Decimal(1_351)
                ),
                Order(
                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
                    placedAt: Date(timeIntervalSince1970: 1_700_007_302),
                    total: Decimal(1_352)
                ),
                Order(
                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 235)),
                    placedAt: Date(timeIntervalSince1970: 1_700_007_303),
                    total: Decimal(1_353)
                ),
            ]
        )
        service.loadOrdersResult = .success(response)
        await viewModel.loadOrders()

        viewModel.showOrderDetail(at: 1)
        viewModel.showOrderDetail(at: 3)

        // Only the second row's values: none before the answer, none for a row it lacks.
        #expect(screen.handledRoutes == [.orderDetail(orderID: response.orders[1].id)])
    }
}
