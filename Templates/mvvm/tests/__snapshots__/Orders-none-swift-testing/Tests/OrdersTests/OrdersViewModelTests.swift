import Foundation
import Testing

@testable import Orders

@MainActor
@Suite("OrdersViewModel", .timeLimit(.minutes(1)))
struct OrdersViewModelTests {
    let service = OrdersServiceStub()
    let screen = OrdersScreenSpy()
    let viewModel: OrdersViewModel

    init() {
        viewModel = OrdersViewModel(service: service)
        viewModel.routeHandler = screen
        screen.bind(to: viewModel)
    }

    @Test("loadOrders asks the model and shows it running, then its content")
    func loadOrdersShowsTheContent() async {
        await viewModel.loadOrders()

        let requests = service.loadOrdersRequests
        #expect(requests == [OrdersModels.LoadOrders.Request()])
        #expect(screen.states.map(\.loadOrders) == [.running, .loaded(OrdersModels.LoadOrders.Content())])
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

        #expect(screen.states.map(\.loadOrders) == [.running, .loaded(OrdersModels.LoadOrders.Content())])
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

    @Test("cancelOrder asks the model and shows it running, then its content")
    func cancelOrderShowsTheContent() async {
        await viewModel.cancelOrder(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))

        let requests = service.cancelOrderRequests
        #expect(
            requests == [
                OrdersModels.CancelOrder.Request(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))
            ]
        )
        #expect(
            screen.states.map(\.cancelOrder) == [.running, .loaded(OrdersModels.CancelOrder.Content(cancelled: false))]
        )
    }

    @Test("cancelOrder shows another answer as that answer has it")
    func cancelOrderShowsAnotherAnswer() async {
        service.cancelOrderResult = .success(OrdersModels.CancelOrder.Response(cancelled: true))

        await viewModel.cancelOrder(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))

        #expect(
            screen.states.map(\.cancelOrder) == [.running, .loaded(OrdersModels.CancelOrder.Content(cancelled: true))]
        )
    }

    @Test("cancelOrder shows its failure message when the model fails")
    func cancelOrderShowsFailure() async {
        service.cancelOrderResult = .failure(OrdersTestError())

        await viewModel.cancelOrder(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))

        #expect(screen.states.map(\.cancelOrder) == [.running, .failed(message: "Could not cancel order.")])
    }

    @Test("a second cancelOrder while one runs is refused; once it ends, it runs again")
    func cancelOrderRefusesASecondCallWhileRunning() async throws {
        service.gate.holdsCalls = true
        let first = Task {
            await viewModel.cancelOrder(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))
        }
        try await service.gate.waitUntilHeld(1)
        // Were the second call let through, it would answer at once and be recorded.
        service.gate.holdsCalls = false

        await viewModel.cancelOrder(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))
        let whileRunning = viewModel.state.cancelOrder.isRunning
        service.gate.releaseHeldCalls()
        await first.value
        let refused = service.cancelOrderRequests
        await viewModel.cancelOrder(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))

        let requests = service.cancelOrderRequests
        #expect(refused.count == 1)
        #expect(requests.count == 2)
        #expect(whileRunning == true)
        #expect(viewModel.state.cancelOrder.isRunning == false)
    }

    @Test("cancelOrder still delivers its answer when its task is cancelled and the screen is gone")
    func cancelOrderIsDeliveredAfterTheScreenWentAway() async throws {
        let viewModel = OrdersViewModel(service: service)
        weak var weakScreen: OrdersScreenSpy?
        service.gate.holdsCalls = true
        let call: Task<Void, Never>
        do {
            let screen = OrdersScreenSpy()
            viewModel.routeHandler = screen
            screen.bind(to: viewModel)
            weakScreen = screen
            call = Task {
                await viewModel.cancelOrder(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))
            }
            try await service.gate.waitUntilHeld(1)
        }

        call.cancel()
        #expect(weakScreen == nil)
        service.gate.releaseHeldCalls()
        await call.value

        #expect(service.gate.callsCancelledWhileHeld == 0)
        #expect(viewModel.state.cancelOrder == .loaded(OrdersModels.CancelOrder.Content(cancelled: false)))
    }

    @Test("showOrderDetails asks the screen to open the order details route")
    func showOrderDetailsRoutes() {
        viewModel.showOrderDetails()

        #expect(screen.handledRoutes == [.orderDetails])
    }
}
