import Foundation
import Testing

@testable import Checkout

@MainActor
@Suite("CheckoutBuilder", .timeLimit(.minutes(1)))
struct CheckoutBuilderTests {
    @Test("assemble gives a view model over the service, telling the output, that routes to the handler")
    func assembleConnectsEveryPart() {
        let screen = CheckoutScreenSpy()
        let service = CheckoutServiceStub()
        let output = CheckoutOutputSpy()
        let viewModel = CheckoutBuilder.assemble(
            input: CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217))),
            output: output,
            routeHandler: screen,
            service: service
        )

        #expect(viewModel.service as? CheckoutServiceStub === service)
        #expect(viewModel.routeHandler === screen)
        #expect(viewModel.output === output)
        #expect(
            viewModel.input == CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217)))
        )
    }

    @Test("the view model is released with its screen")
    func viewModelIsReleasedWithItsScreen() {
        weak var weakScreen: CheckoutScreenSpy?
        weak var weakViewModel: CheckoutViewModel?
        do {
            let screen = CheckoutScreenSpy()
            let viewModel = CheckoutBuilder.assemble(
                input: CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217))),
                output: nil,
                routeHandler: screen,
                service: CheckoutServiceStub()
            )
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
        weak var weakOutput: CheckoutOutputSpy?
        let viewModel: CheckoutViewModel
        do {
            let output = CheckoutOutputSpy()
            weakOutput = output
            viewModel = CheckoutBuilder.assemble(
                input: CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217))),
                output: output,
                routeHandler: nil,
                service: CheckoutServiceStub()
            )
            #expect(viewModel.output != nil)
        }
        #expect(weakOutput == nil)
        #expect(viewModel.output == nil)
    }

    @Test("calls still running when the screen goes away keep the rest alive only until they end")
    func viewModelIsReleasedOnceItsCallsEnd() async throws {
        weak var weakScreen: CheckoutScreenSpy?
        weak var weakViewModel: CheckoutViewModel?
        let service = CheckoutServiceStub()
        var calls: [Task<Void, Never>] = []
        do {
            let screen = CheckoutScreenSpy()
            let viewModel = CheckoutBuilder.assemble(
                input: CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217))),
                output: nil,
                routeHandler: screen,
                service: service
            )
            screen.bind(to: viewModel)
            weakScreen = screen
            weakViewModel = viewModel
            #expect(weakViewModel != nil)
            service.gate.holdsCalls = true
            calls.append(Task { await viewModel.loadCart() })
            calls.append(Task { await viewModel.applyCoupon(code: "code 1") })
            calls.append(
                Task {
                    await viewModel.pay(
                        shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
                        tip: Decimal(2_571),
                        metadata: ["metadata 1": "metadata 1"]
                    )
                }
            )
            try await service.gate.waitUntilHeld(3)
        }
        #expect(weakScreen == nil)
        service.gate.releaseHeldCalls()
        for call in calls { await call.value }
        #expect(weakViewModel == nil)
    }
}
