import Foundation
import Testing

@testable import ProductDetail

@MainActor
@Suite("ProductDetailBuilder", .timeLimit(.minutes(1)))
struct ProductDetailBuilderTests {
    @Test("assemble gives a view model over the service, telling the output, that routes to the handler")
    func assembleConnectsEveryPart() {
        let screen = ProductDetailScreenSpy()
        let service = ProductDetailServiceStub()
        let output = ProductDetailOutputSpy()
        let viewModel = ProductDetailBuilder.assemble(
            input: ProductDetailInput(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153))),
            output: output,
            routeHandler: screen,
            service: service
        )

        #expect(viewModel.service as? ProductDetailServiceStub === service)
        #expect(viewModel.routeHandler === screen)
        #expect(viewModel.output === output)
        #expect(
            viewModel.input
                == ProductDetailInput(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153)))
        )
    }

    @Test("the view model is released with its screen")
    func viewModelIsReleasedWithItsScreen() {
        weak var weakScreen: ProductDetailScreenSpy?
        weak var weakViewModel: ProductDetailViewModel?
        do {
            let screen = ProductDetailScreenSpy()
            let viewModel = ProductDetailBuilder.assemble(
                input: ProductDetailInput(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153))),
                output: nil,
                routeHandler: screen,
                service: ProductDetailServiceStub()
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
        weak var weakOutput: ProductDetailOutputSpy?
        let viewModel: ProductDetailViewModel
        do {
            let output = ProductDetailOutputSpy()
            weakOutput = output
            viewModel = ProductDetailBuilder.assemble(
                input: ProductDetailInput(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153))),
                output: output,
                routeHandler: nil,
                service: ProductDetailServiceStub()
            )
            #expect(viewModel.output != nil)
        }
        #expect(weakOutput == nil)
        #expect(viewModel.output == nil)
    }

    @Test("calls still running when the screen goes away keep the rest alive only until they end")
    func viewModelIsReleasedOnceItsCallsEnd() async throws {
        weak var weakScreen: ProductDetailScreenSpy?
        weak var weakViewModel: ProductDetailViewModel?
        let service = ProductDetailServiceStub()
        var calls: [Task<Void, Never>] = []
        do {
            let screen = ProductDetailScreenSpy()
            let viewModel = ProductDetailBuilder.assemble(
                input: ProductDetailInput(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153))),
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
