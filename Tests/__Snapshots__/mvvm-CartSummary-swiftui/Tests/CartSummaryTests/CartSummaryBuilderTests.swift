import Foundation
import Testing

@testable import CartSummary

@MainActor
@Suite("CartSummaryBuilder", .timeLimit(.minutes(1)))
struct CartSummaryBuilderTests {
    @Test("assemble gives a view model over the service")
    func assembleConnectsEveryPart() {
        let service = CartSummaryServiceStub()
        let viewModel = CartSummaryBuilder.assemble(service: service)

        #expect(viewModel.service as? CartSummaryServiceStub === service)
    }

    @Test("the view model is released with its screen")
    func viewModelIsReleasedWithItsScreen() {
        weak var weakScreen: CartSummaryScreenSpy?
        weak var weakViewModel: CartSummaryViewModel?
        do {
            let screen = CartSummaryScreenSpy()
            let viewModel = CartSummaryBuilder.assemble(service: CartSummaryServiceStub())
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
        weak var weakScreen: CartSummaryScreenSpy?
        weak var weakViewModel: CartSummaryViewModel?
        let service = CartSummaryServiceStub()
        var calls: [Task<Void, Never>] = []
        do {
            let screen = CartSummaryScreenSpy()
            let viewModel = CartSummaryBuilder.assemble(service: service)
            screen.bind(to: viewModel)
            weakScreen = screen
            weakViewModel = viewModel
            #expect(weakViewModel != nil)
            service.gate.holdsCalls = true
            calls.append(Task { await viewModel.loadSummary() })
            calls.append(Task { await viewModel.loadSaved() })
            calls.append(Task { await viewModel.loadSuggestions() })
            try await service.gate.waitUntilHeld(3)
        }
        #expect(weakScreen == nil)
        service.gate.releaseHeldCalls()
        for call in calls { await call.value }
        #expect(weakViewModel == nil)
    }
}
