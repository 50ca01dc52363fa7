import Foundation
import XCTest

@testable import ProductDetail

final class ProductDetailBuilderTests: XCTestCase {
    override func setUp() {
        super.setUp()
        #if canImport(Darwin)
            // Apple's XCTest only; on Linux the stub's bounded waits fail a stuck test.
            executionTimeAllowance = 60
        #endif
    }

    @MainActor
    func testAssembleConnectsEveryPart() async {
        let view = ProductDetailViewSpy()
        let service = ProductDetailServiceStub()
        let output = ProductDetailOutputSpy()
        let presenter = ProductDetailBuilder.assemble(
            input: .fixture,
            view: view,
            routeHandler: view,
            service: service,
            output: output
        )
        view.presenter = presenter
        let formatting = ProductDetailFormatting()

        await presenter.loadProduct()
        XCTAssertEqual(
            service.loadProductRequests,
            [
                ProductDetailModels.LoadProduct.Request(
                    productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153))
                )
            ]
        )
        XCTAssertEqual(
            view.loadProductStates.map(\.mapped),
            [.running, .loaded(ProductDetailLoadProductMappedFields())]
        )

        await presenter.addToCart(quantity: 8_361)
        XCTAssertEqual(
            service.addToCartRequests,
            [
                ProductDetailModels.AddToCart.Request(
                    productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153)),
                    quantity: 8_361
                )
            ]
        )
        XCTAssertEqual(
            view.addToCartStates,
            [.running, .loaded(ProductDetailModels.AddToCart.ViewModel(cartCount: formatting.number(7_932)))]
        )
        XCTAssertEqual(
            output.outputs.last,
            .addedToCart(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153)), quantity: 8_361)
        )

        presenter.showReview(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 151)))
        XCTAssertEqual(
            view.handledRoutes,
            [.review(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 151)))]
        )
    }

    @MainActor
    func testTheModuleHoldsItsOutputWeakly() async {
        let view = ProductDetailViewSpy()
        var output: ProductDetailOutputSpy? = ProductDetailOutputSpy()
        weak var weakOutput: ProductDetailOutputSpy?
        weakOutput = output
        view.presenter = ProductDetailBuilder.assemble(
            input: .fixture,
            view: view,
            routeHandler: view,
            service: ProductDetailServiceStub(),
            output: output
        )

        output = nil
        XCTAssertNotNil(view.presenter)
        XCTAssertNil(weakOutput)
    }

    @MainActor
    func testTheModuleIsReleasedWhenItsViewGoesAway() async throws {
        try await moduleIsReleasedWithItsView(whileCallsRun: false)
    }

    @MainActor
    func testTheModuleIsReleasedOnceItsCallsEnd() async throws {
        try await moduleIsReleasedWithItsView(whileCallsRun: true)
    }

    @MainActor
    private func moduleIsReleasedWithItsView(whileCallsRun: Bool) async throws {
        weak var weakView: ProductDetailViewSpy?
        weak var weakPresenter: ProductDetailPresenter?
        weak var weakRouter: ProductDetailRouter?
        let service = ProductDetailServiceStub()
        var calls: [Task<Void, Never>] = []
        do {
            let view = ProductDetailViewSpy()
            let presenter = ProductDetailBuilder.assemble(
                input: .fixture,
                view: view,
                routeHandler: view,
                service: service
            )
            view.presenter = presenter
            weakView = view
            weakPresenter = presenter as? ProductDetailPresenter
            weakRouter = weakPresenter?.router as? ProductDetailRouter
            XCTAssertNotNil(weakPresenter)
            XCTAssertNotNil(weakRouter)
            // Held calls keep the module until they end; with none running it goes with its view.
            service.gate.holdsCalls = whileCallsRun
            if whileCallsRun {
                calls.append(Task { await presenter.loadProduct() })
                calls.append(Task { await presenter.addToCart(quantity: 8_361) })
                try await service.gate.waitUntilHeld(2)
            }
        }
        XCTAssertNil(weakView)
        service.gate.releaseHeldCalls()
        for call in calls { await call.value }
        XCTAssertNil(weakPresenter)
        XCTAssertNil(weakRouter)
    }
}
