import Foundation
import Testing

@testable import Product

@MainActor
@Suite("ProductBuilder", .timeLimit(.minutes(1)))
struct ProductBuilderTests {
    @Test("assemble gives a view model over the service, telling the output, that routes to the handler")
    func assembleConnectsEveryPart() {
        let screen = ProductScreenSpy()
        let service = ProductServiceStub()
        let output = ProductOutputSpy()
        let viewModel = ProductBuilder.assemble(
            input: ProductInput(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153))),
            output: output,
            routeHandler: screen,
            service: service
        )

        #expect(viewModel.service as? ProductServiceStub === service)
        #expect(viewModel.routeHandler === screen)
        #expect(viewModel.output === output)
        #expect(
            viewModel.input == ProductInput(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153)))
        )
    }

    @Test("the view model is released with its screen")
    func viewModelIsReleasedWithItsScreen() {
        weak var weakScreen: ProductScreenSpy?
        weak var weakViewModel: ProductViewModel?
        do {
            let screen = ProductScreenSpy()
            let viewModel = ProductBuilder.assemble(
                input: ProductInput(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153))),
                output: nil,
                routeHandler: screen,
                service: ProductServiceStub()
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
        weak var weakOutput: ProductOutputSpy?
        let viewModel: ProductViewModel
        do {
            let output = ProductOutputSpy()
            weakOutput = output
            viewModel = ProductBuilder.assemble(
                input: ProductInput(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153))),
                output: output,
                routeHandler: nil,
                service: ProductServiceStub()
            )
            #expect(viewModel.output != nil)
        }
        #expect(weakOutput == nil)
        #expect(viewModel.output == nil)
    }

    @Test("calls still running when the screen goes away keep the rest alive only until they end")
    func viewModelIsReleasedOnceItsCallsEnd() async throws {
        weak var weakScreen: ProductScreenSpy?
        weak var weakViewModel: ProductViewModel?
        let service = ProductServiceStub()
        var calls: [Task<Void, Never>] = []
        do {
            let screen = ProductScreenSpy()
            let viewModel = ProductBuilder.assemble(
                input: ProductInput(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153))),
                output: nil,
                routeHandler: screen,
                service: service
            )
            screen.bind(to: viewModel)
            weakScreen = screen
            weakViewModel = viewModel
            #expect(weakViewModel != nil)
            service.gate.holdsCalls = true
            calls.append(Task { await viewModel.loadProduct() })
            calls.append(Task { await viewModel.addToCart(quantity: 8_361) })
            try await service.gate.waitUntilHeld(2)
        }
        #expect(weakScreen == nil)
        service.gate.releaseHeldCalls()
        for call in calls { await call.value }
        #expect(weakViewModel == nil)
    }
}
