import Foundation
import Testing

@testable import Orders

@MainActor
@Suite("OrdersBuilder", .timeLimit(.minutes(1)))
struct OrdersBuilderTests {
    @Test("assemble gives a view model over the service that routes to the handler")
    func assembleConnectsEveryPart() {
        let screen = OrdersScreenSpy()
        let service = OrdersServiceStub()
        let viewModel = OrdersBuilder.assemble(routeHandler: screen, service: service)

        #expect(viewModel.service as? OrdersServiceStub === service)
        #expect(viewModel.routeHandler === screen)
    }

    @Test("the view model is released with its screen")
    func viewModelIsReleasedWithItsScreen() {
        weak var weakScreen: OrdersScreenSpy?
        weak var weakViewModel: OrdersViewModel?
        do {
            let screen = OrdersScreenSpy()
            let viewModel = OrdersBuilder.assemble(routeHandler: screen, service: OrdersServiceStub())
            screen.bind(to: viewModel)
            weakScreen = screen
            weakViewModel = viewModel
            #expect(weakViewModel != nil)
        }
        #expect(weakScreen == nil)
        #expect(weakViewModel == nil)
    }

    @Test("calls still running when the screen goes away keep the rest alive only until they end")
    func viewModelIsReleasedOnceItsCallsEnd() async throws {
        weak var weakScreen: OrdersScreenSpy?
        weak var weakViewModel: OrdersViewModel?
        let service = OrdersServiceStub()
        var calls: [Task<Void, Never>] = []
        do {
            let screen = OrdersScreenSpy()
            let viewModel = OrdersBuilder.assemble(routeHandler: screen, service: service)
            screen.bind(to: viewModel)
            weakScreen = screen
            weakViewModel = viewModel
            #expect(weakViewModel != nil)
            service.gate.holdsCalls = true
            calls.append(Task { await viewModel.loadOrders() })
            calls.append(
                Task {
                    await viewModel.cancelOrder(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))
                }
            )
            try await service.gate.waitUntilHeld(2)
        }
        #expect(weakScreen == nil)
        service.gate.releaseHeldCalls()
        for call in calls { await call.value }
        #expect(weakViewModel == nil)
    }
}
