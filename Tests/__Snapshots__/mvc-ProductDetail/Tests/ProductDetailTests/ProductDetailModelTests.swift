import Foundation
import Testing

@testable import ProductDetail

@MainActor
@Suite("ProductDetailModel", .timeLimit(.minutes(1)))
struct ProductDetailModelTests {
    let service = ProductDetailServiceStub()
    let controller: ProductDetailControllerSpy
    var model: ProductDetailModel { controller.model }

    init() {
        controller = ProductDetailControllerSpy(model: ProductDetailModel(input: .fixture, service: service))
    }

    @Test("loadProduct asks the service with the module's input and holds its answer")
    func loadProductHoldsTheAnswer() async {
        await model.loadProduct()

        let requests = service.loadProductRequests
        #expect(
            requests == [
                ProductDetailModels.LoadProduct.Request(
                    productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153))
                )
            ]
        )
        #expect(controller.loadProductStates == [.running, .loaded(.fixture)])
    }

    @Test("loadProduct keeps the service's error when the service fails")
    func loadProductFails() async {
        service.loadProductResult = .failure(ProductDetailTestError())

        await model.loadProduct()

        #expect(controller.loadProductStates == [.running, .failed(ProductDetailTestError())])
    }

    @Test("an overtaken loadProduct call changes nothing, however late it ends: the newest answer stays")
    func loadProductShowsOnlyTheNewestAnswer() async throws {
        service.gate.holdsCalls = true
        let overtaken = Task { await model.loadProduct() }
        try await service.gate.waitUntilHeld(1)
        service.gate.holdsCalls = false

        await model.loadProduct()
        service.loadProductResult = .failure(ProductDetailTestError())
        service.gate.releaseHeldCalls()
        await overtaken.value

        #expect(controller.loadProductStates == [.running, .loaded(.fixture)])
    }

    @Test("a cancelled loadProduct cancels the service's call, shows no outcome and ends the spinner")
    func loadProductEndsIdleWhenCancelled() async throws {
        service.gate.holdsCalls = true
        let call = Task { await model.loadProduct() }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(controller.loadProductStates == [.running, .idle])
    }

    @Test("addToCart asks the service with the module's input and holds its answer")
    func addToCartHoldsTheAnswer() async {
        await model.addToCart(quantity: 8_361)

        let requests = service.addToCartRequests
        #expect(
            requests == [
                ProductDetailModels.AddToCart.Request(
                    productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153)),
                    quantity: 8_361
                )
            ]
        )
        #expect(controller.addToCartStates == [.running, .loaded(.fixture)])
    }

    @Test("addToCart keeps the service's error when the service fails")
    func addToCartFails() async {
        let output = ProductDetailOutputSpy()
        model.output = output
        service.addToCartResult = .failure(ProductDetailTestError())

        await model.addToCart(quantity: 8_361)

        #expect(controller.addToCartStates == [.running, .failed(ProductDetailTestError())])
        #expect(output.outputs == [])
    }

    @Test("addToCart tells the output addedToCart once, with its fields")
    func addToCartSendsItsOutput() async {
        let output = ProductDetailOutputSpy()
        model.output = output

        await model.addToCart(quantity: 8_361)

        #expect(
            output.outputs == [
                .addedToCart(
                    productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153)),
                    quantity: 8_361
                )
            ]
        )
    }

    @Test("a second addToCart while one runs is refused; once it ended, the next runs")
    func addToCartRefusesASecondCall() async throws {
        service.gate.holdsCalls = true
        let first = Task { await model.addToCart(quantity: 8_361) }
        try await service.gate.waitUntilHeld(1)
        // Were the second call let through, it would answer at once.
        service.gate.holdsCalls = false

        await model.addToCart(quantity: 8_361)
        service.gate.releaseHeldCalls()
        await first.value

        let requests = service.addToCartRequests
        #expect(requests.count == 1)
        #expect(controller.addToCartStates == [.running, .loaded(.fixture)])

        // Once it has ended, the next call runs.
        await model.addToCart(quantity: 8_361)
        let requestsAfterwards = service.addToCartRequests
        #expect(requestsAfterwards.count == 2)
    }

    @Test("addToCart runs to its end when its caller is cancelled (the screen went away)")
    func addToCartSurvivesItsCaller() async throws {
        let output = ProductDetailOutputSpy()
        model.output = output
        service.gate.holdsCalls = true
        let call = Task { await model.addToCart(quantity: 8_361) }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        #expect(callsCancelled == 0)
        #expect(controller.addToCartStates == [.running, .loaded(.fixture)])
        #expect(
            output.outputs == [
                .addedToCart(
                    productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153)),
                    quantity: 8_361
                )
            ]
        )
    }

    @Test("the model holds its output weakly: it never keeps its opener alive")
    func outputIsWeak() {
        weak var released: ProductDetailOutputSpy?
        do {
            let output = ProductDetailOutputSpy()
            model.output = output
            released = output
        }

        #expect(released == nil)
    }

    @Test("an input given after build reaches the next loadProduct")
    func inputUpdateReachesLoadProduct() async {
        let updated = model.update(
            ProductDetailInput(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 156)))
        )
        let repeated = model.update(
            ProductDetailInput(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 156)))
        )

        await model.loadProduct()

        #expect(
            service.loadProductRequests == [
                ProductDetailModels.LoadProduct.Request(
                    productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 156))
                )
            ]
        )
        #expect([updated, repeated] == [true, false])
    }

    @Test("a loadProduct call for the old input, still running when a new input comes, shows nothing")
    func inputUpdateDropsTheRunningLoadProduct() async throws {
        service.gate.holdsCalls = true
        let stale = Task { await model.loadProduct() }
        try await service.gate.waitUntilHeld(1)
        _ = model.update(ProductDetailInput(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 156))))
        service.gate.releaseHeldCalls()
        await stale.value

        // Not run: the old input's answer never reaches the screen.
        #expect(model.loadProductState == .idle)
    }
}
