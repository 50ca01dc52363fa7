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
        service.setLoadOrdersResult(.failure(OrdersTestError()))

        await viewModel.loadOrders()

        #expect(screen.states.map(\.loadOrders) == [.running, .failed(message: "Could not load orders.")])
    }

    @Test("loadOrders shows it has nothing to list when the answer has no orders")
    func loadOrdersShowsEmpty() async {
        service.setLoadOrdersResult(.success(OrdersModels.LoadOrders.Response(orders: [])))

        await viewModel.loadOrders()

        #expect(screen.states.map(\.loadOrders) == [.running, .empty])
    }

    @Test("a cancelled loadOrders shows no outcome, whatever error the service ends with: it is idle again")
    func loadOrdersIgnoresACancelledCall() async {
        // A service that reports its own `CancellationError` while the caller goes on…
        service.setLoadOrdersResult(.failure(CancellationError()))
        await viewModel.loadOrders()
        // …and a slow one, cancelled, that fails with an error of its own (as URLSession does).
        service.suspendCallsUntilCancelled()
        let call = Task { await viewModel.loadOrders() }

        call.cancel()
        await call.value

        #expect(screen.states.map(\.loadOrders) == [.running, .idle, .running, .idle])
    }

    @Test("an overtaken loadOrders call changes nothing: only the newest answer is shown")
    func loadOrdersShowsOnlyTheNewestAnswer() async throws {
        service.holdCalls()
        let overtaken = Task { await viewModel.loadOrders() }
        try await service.waitUntilHeld(1)
        service.stopHoldingCalls()

        await viewModel.loadOrders()
        service.setLoadOrdersResult(.failure(OrdersTestError()))
        service.releaseHeldCalls()
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

    @Test("OrderDetail's output makes it load again what the screen shows")
    func hearingOrderDetailLoadsAgain() async throws {
        service.holdCalls()

        viewModel.handle(
            OrderDetailOutput.cancelled(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 177)))
        )

        // Each use case that runs on load reaches the service again; a timeout fails the test.
        try await service.waitUntilHeld(1)
        service.releaseHeldCalls()
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
        service.setLoadOrdersResult(.success(response))
        await viewModel.loadOrders()

        viewModel.showOrderDetail(at: 1)
        viewModel.showOrderDetail(at: 3)

        // Only the second row's values: none before the answer, none for a row it lacks.
        #expect(screen.handledRoutes == [.orderDetail(orderID: response.orders[1].id)])
    }
}
