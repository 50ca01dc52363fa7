import Foundation
import Testing

@testable import ProductDetail

@MainActor
@Suite("ProductDetailBuilder", .timeLimit(.minutes(1)))
struct ProductDetailBuilderTests {
    @Test("assemble connects view, presenter, interactor, service and router")
    func assembleConnectsEveryPart() async {
        let view = ProductDetailViewSpy()
        let service = ProductDetailServiceStub()
        let output = ProductDetailOutputSpy()
        let presenter = ProductDetailBuilder.assemble(
            input: .fixture,
            view: view,
            transitionHandler: view,
            service: service,
            output: output
        )
        view.presenter = presenter
        let formatting = ProductDetailFormatting()

        await presenter.loadProduct()
        #expect(
            service.loadProductRequests == [
                ProductDetailModels.LoadProduct.Request(
                    productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153))
                )
            ]
        )
        #expect(view.loadProductStates.map(\.mapped) == [.running, .loaded(ProductDetailLoadProductMappedFields())])

        await presenter.addToCart(quantity: 8_361)
        #expect(
            service.addToCartRequests == [
                ProductDetailModels.AddToCart.Request(
                    productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153)),
                    quantity: 8_361
                )
            ]
        )
        #expect(
            view.addToCartStates == [
                .running,
                .loaded(ProductDetailModels.AddToCart.ViewModel(cartCount: formatting.number(7_932))),
            ]
        )
        #expect(
            output.outputs.last
                == .addedToCart(
                    productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153)),
                    quantity: 8_361
                )
        )

        presenter.showReview(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 151)))
        #expect(
            view.handledRoutes == [.review(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 151)))]
        )
    }

    @Test("the module holds its output weakly: whoever opened it owns it")
    func moduleDoesNotKeepItsOutputAlive() {
        let view = ProductDetailViewSpy()
        var output: ProductDetailOutputSpy? = ProductDetailOutputSpy()
        weak var weakOutput: ProductDetailOutputSpy?
        weakOutput = output
        view.presenter = ProductDetailBuilder.assemble(
            input: .fixture,
            view: view,
            transitionHandler: view,
            service: ProductDetailServiceStub(),
            output: output
        )

        output = nil
        #expect(view.presenter != nil)
        #expect(weakOutput == nil)
    }

    @Test(
        "the module is released when its view goes away; calls still running keep it alive only until they end",
        arguments: [false, true]
    )
    func moduleIsReleasedWithItsView(whileCallsRun: Bool) async throws {
        weak var weakView: ProductDetailViewSpy?
        weak var weakPresenter: ProductDetailPresenter?
        weak var weakInteractor: ProductDetailInteractor?
        weak var weakRouter: ProductDetailRouter<ProductDetailViewSpy>?
        let service = ProductDetailServiceStub()
        var calls: [Task<Void, Never>] = []
        do {
            let view = ProductDetailViewSpy()
            let presenter = ProductDetailBuilder.assemble(
                input: .fixture,
                view: view,
                transitionHandler: view,
                service: service
            )
            view.presenter = presenter
            weakView = view
            weakPresenter = presenter as? ProductDetailPresenter
            weakInteractor = weakPresenter?.interactor as? ProductDetailInteractor
            weakRouter = weakPresenter?.router as? ProductDetailRouter<ProductDetailViewSpy>
            #expect(weakPresenter != nil)
            #expect(weakInteractor != nil)
            #expect(weakRouter != nil)
            // Held calls keep the module until they end; with none running it goes with its view.
            service.gate.holdsCalls = whileCallsRun
            if whileCallsRun {
                calls.append(Task { await presenter.loadProduct() })
                calls.append(Task { await presenter.addToCart(quantity: 8_361) })
                try await service.gate.waitUntilHeld(2)
            }
        }
        #expect(weakView == nil)
        service.gate.releaseHeldCalls()
        for call in calls { await call.value }
        #expect(weakPresenter == nil)
        #expect(weakInteractor == nil)
        #expect(weakRouter == nil)
    }
}
