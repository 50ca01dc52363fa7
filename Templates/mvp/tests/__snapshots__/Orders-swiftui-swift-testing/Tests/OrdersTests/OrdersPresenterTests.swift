import Foundation
import Testing

@testable import Orders

@MainActor
@Suite("OrdersPresenter", .timeLimit(.minutes(1)))
struct OrdersPresenterTests {
    let service = OrdersServiceStub()
    let router = OrdersRouterSpy()
    let view = OrdersViewSpy()
    let presenter: OrdersPresenter

    init() {
        presenter = OrdersPresenter(service: service, router: router)
        presenter.view = view
    }

    @Test("loadOrders shows it runs, then the view model made from the response")
    func loadOrdersShowsTheViewModel() async {
        await presenter.loadOrders()

        #expect(service.loadOrdersRequests == [.fixture])
        #expect(view.loadOrdersStates == [.running, .loaded(OrdersModels.LoadOrders.ViewModel())])
    }

    @Test("loadOrders shows its failure message when it fails")
    func loadOrdersShowsTheFailure() async {
        service.loadOrdersResult = .failure(OrdersTestError())

        await presenter.loadOrders()

        #expect(view.loadOrdersStates == [.running, .failed(message: OrdersStrings.LoadOrders.failure)])
    }

    @Test("loadOrders shows that there is nothing to list when the answer has no orders")
    func loadOrdersShowsEmpty() async {
        service.loadOrdersResult = .success(OrdersModels.LoadOrders.Response(orders: []))

        await presenter.loadOrders()

        #expect(view.loadOrdersStates == [.running, .empty])
    }

    @Test("an overtaken loadOrders call shows nothing; a cancelled one cancels the service's call and ends the spinner")
    func loadOrdersShowsOnlyTheNewestAnswer() async throws {
        service.gate.holdsCalls = true
        let overtaken = Task { await presenter.loadOrders() }
        try await service.gate.waitUntilHeld(1)
        let cancelled = Task { await presenter.loadOrders() }
        try await service.gate.waitUntilHeld(2)
        service.loadOrdersResult = .failure(OrdersTestError())
        cancelled.cancel()
        service.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        #expect(service.gate.callsCancelledWhileHeld == 1)
        #expect(view.loadOrdersStates == [.running, .running, .idle])
    }

    @Test("cancelOrder shows it runs, then the view model made from the response")
    func cancelOrderShowsTheViewModel() async {
        await presenter.cancelOrder(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))

        #expect(service.cancelOrderRequests == [.fixture])
        #expect(view.cancelOrderStates == [.running, .loaded(OrdersModels.CancelOrder.ViewModel(cancelled: false))])
    }

    @Test("cancelOrder shows another response as that response has it")
    func cancelOrderShowsAnotherResponse() async {
        service.cancelOrderResult = .success(OrdersModels.CancelOrder.Response(cancelled: true))

        await presenter.cancelOrder(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))

        #expect(view.cancelOrderStates == [.running, .loaded(OrdersModels.CancelOrder.ViewModel(cancelled: true))])
    }

    @Test("cancelOrder shows its failure message when it fails")
    func cancelOrderShowsTheFailure() async {
        service.cancelOrderResult = .failure(OrdersTestError())

        await presenter.cancelOrder(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))

        #expect(view.cancelOrderStates == [.running, .failed(message: OrdersStrings.CancelOrder.failure)])
    }

    @Test("a second cancelOrder while one runs (a double tap) is refused")
    func cancelOrderRefusesASecondCallWhileOneRuns() async throws {
        service.gate.holdsCalls = true
        let first = Task {
            await presenter.cancelOrder(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))
        }
        try await service.gate.waitUntilHeld(1)
        // Were the second call let through, it would answer at once.
        service.gate.holdsCalls = false

        await presenter.cancelOrder(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))
        #expect(service.cancelOrderRequests.count == 1)
        #expect(view.cancelOrderStates == [.running])
        service.gate.releaseHeldCalls()
        await first.value

        #expect(view.cancelOrderStates.map(\.isRunning) == [true, false])
        // Once it has ended, the next tap runs.
        await presenter.cancelOrder(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))
        #expect(service.cancelOrderRequests.count == 2)
    }

    @Test("cancelOrder is not cancelled with its caller: its answer still arrives")
    func cancelOrderOutlivesItsCaller() async throws {
        service.gate.holdsCalls = true
        let call = Task {
            await presenter.cancelOrder(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))
        }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        #expect(service.gate.callsCancelledWhileHeld == 0)
        #expect(view.cancelOrderStates == [.running, .loaded(OrdersModels.CancelOrder.ViewModel(cancelled: false))])
    }
}
