import Foundation
import Testing

@testable import Refunds

@MainActor
@Suite("RefundsBuilder", .timeLimit(.minutes(1)))
struct RefundsBuilderTests {
    @Test("assemble gives a view model over the service, telling the output, that routes to the handler")
    func assembleConnectsEveryPart() {
        let screen = RefundsScreenSpy()
        let service = RefundsServiceStub()
        let output = RefundsOutputSpy()
        let viewModel = RefundsBuilder.assemble(output: output, routeHandler: screen, service: service)

        #expect(viewModel.service as? RefundsServiceStub === service)
        #expect(viewModel.routeHandler === screen)
        #expect(viewModel.output === output)
    }

    @Test("the view model is released with its screen")
    func viewModelIsReleasedWithItsScreen() {
        weak var weakScreen: RefundsScreenSpy?
        weak var weakViewModel: RefundsViewModel?
        do {
            let screen = RefundsScreenSpy()
            let viewModel = RefundsBuilder.assemble(output: nil, routeHandler: screen, service: RefundsServiceStub())
            screen.bind(to: viewModel)
            weakScreen = screen
            weakViewModel = viewModel
            #expect(weakViewModel != nil)
        }
        #expect(weakScreen == nil)
        #expect(weakViewModel == nil)
    }

    @Test("the view model holds its output weakly: whoever opened the module owns it")
    func outputIsHeldWeakly() {
        weak var weakOutput: RefundsOutputSpy?
        let viewModel: RefundsViewModel
        do {
            let output = RefundsOutputSpy()
            weakOutput = output
            viewModel = RefundsBuilder.assemble(output: output, routeHandler: nil, service: RefundsServiceStub())
            #expect(viewModel.output != nil)
        }
        #expect(weakOutput == nil)
        #expect(viewModel.output == nil)
    }

    @Test("calls still running when the screen goes away keep the rest alive only until they end")
    func viewModelIsReleasedOnceItsCallsEnd() async throws {
        weak var weakScreen: RefundsScreenSpy?
        weak var weakViewModel: RefundsViewModel?
        let service = RefundsServiceStub()
        var calls: [Task<Void, Never>] = []
        do {
            let screen = RefundsScreenSpy()
            let viewModel = RefundsBuilder.assemble(output: nil, routeHandler: screen, service: service)
            screen.bind(to: viewModel)
            weakScreen = screen
            weakViewModel = viewModel
            #expect(weakViewModel != nil)
            service.gate.holdsCalls = true
            calls.append(Task { await viewModel.refundAll() })
            try await service.gate.waitUntilHeld(1)
        }
        #expect(weakScreen == nil)
        service.gate.releaseHeldCalls()
        for call in calls { await call.value }
        #expect(weakViewModel == nil)
    }
}
