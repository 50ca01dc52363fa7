import Foundation
import Testing

@testable import ProductDetail

@MainActor
@Suite("ProductDetailPresenter", .timeLimit(.minutes(1)))
struct ProductDetailPresenterTests {
    let interactor = ProductDetailServiceStub()
    let router = ProductDetailRouterSpy()
    let view = ProductDetailViewSpy()
    let output = ProductDetailOutputSpy()
    let presenter: ProductDetailPresenter

    init() {
        presenter = ProductDetailPresenter(
            input: .fixture,
            interactor: interactor,
            router: router,
            formatting: .fixture
        )
        presenter.view = view
        presenter.output = output
    }

    @Test("loadProduct shows it runs, then the view model made from the response")
    func loadProductShowsTheViewModel() async {
        await presenter.loadProduct()

        #expect(
            interactor.loadProductRequests == [
                ProductDetailModels.LoadProduct.Request(
                    productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153))
                )
            ]
        )
        #expect(view.loadProductStates.map(\.mapped) == [.running, .loaded(ProductDetailLoadProductMappedFields())])
    }

    @Test("loadProduct shows its failure message when it fails")
    func loadProductShowsTheFailure() async {
        interactor.loadProductResult = .failure(ProductDetailTestError())

        await presenter.loadProduct()

        #expect(view.loadProductStates == [.running, .failed(message: ProductDetailStrings.LoadProduct.failure)])
    }

    @Test(
        "an overtaken loadProduct call shows nothing; a cancelled one cancels the service's call and ends the spinner"
    )
    func loadProductShowsOnlyTheNewestAnswer() async throws {
        interactor.gate.holdsCalls = true
        let overtaken = Task { await presenter.loadProduct() }
        try await interactor.gate.waitUntilHeld(1)
        let cancelled = Task { await presenter.loadProduct() }
        try await interactor.gate.waitUntilHeld(2)
        interactor.loadProductResult = .failure(ProductDetailTestError())
        cancelled.cancel()
        interactor.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        #expect(interactor.gate.callsCancelledWhileHeld == 1)
        #expect(view.loadProductStates.map(\.mapped) == [.running, .running, .idle])
    }

    @Test("addToCart shows it runs, then the view model made from the response, and tells the output")
    func addToCartShowsTheViewModel() async {
        let formatting = ProductDetailFormatting.fixture
        await presenter.addToCart(quantity: 8_361)

        #expect(
            interactor.addToCartRequests == [
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
            output.outputs == [
                .addedToCart(
                    productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153)),
                    quantity: 8_361
                )
            ]
        )
    }

    @Test("addToCart shows its failure message when it fails, and tells the output nothing")
    func addToCartShowsTheFailure() async {
        interactor.addToCartResult = .failure(ProductDetailTestError())

        await presenter.addToCart(quantity: 8_361)

        #expect(view.addToCartStates == [.running, .failed(message: ProductDetailStrings.AddToCart.failure)])
        #expect(output.outputs == [])
    }

    @Test("a second addToCart while one runs (a double tap) is refused")
    func addToCartRefusesASecondCallWhileOneRuns() async throws {
        interactor.gate.holdsCalls = true
        let first = Task { await presenter.addToCart(quantity: 8_361) }
        try await interactor.gate.waitUntilHeld(1)
        // Were the second call let through, it would answer at once.
        interactor.gate.holdsCalls = false

        await presenter.addToCart(quantity: 8_361)
        #expect(interactor.addToCartRequests.count == 1)
        #expect(view.addToCartStates == [.running])
        interactor.gate.releaseHeldCalls()
        await first.value

        #expect(view.addToCartStates.map(\.isRunning) == [true, false])
        #expect(
            output.outputs == [
                .addedToCart(
                    productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153)),
                    quantity: 8_361
                )
            ]
        )
        // Once it has ended, the next tap runs.
        await presenter.addToCart(quantity: 8_361)
        #expect(interactor.addToCartRequests.count == 2)
    }

    @Test("addToCart is not cancelled with its caller: its answer still arrives, even with the screen gone")
    func addToCartOutlivesItsCaller() async throws {
        interactor.gate.holdsCalls = true
        let call = Task { await presenter.addToCart(quantity: 8_361) }
        try await interactor.gate.waitUntilHeld(1)

        call.cancel()
        presenter.view = nil
        interactor.gate.releaseHeldCalls()
        await call.value

        #expect(interactor.gate.callsCancelledWhileHeld == 0)
        #expect(view.addToCartStates == [.running])
        #expect(
            output.outputs == [
                .addedToCart(
                    productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153)),
                    quantity: 8_361
                )
            ]
        )
    }

    @Test("an input given after build reaches the next loadProduct")
    func inputUpdateReachesLoadProduct() async {
        let updated = presenter.update(
            ProductDetailInput(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 156)))
        )
        let repeated = presenter.update(
            ProductDetailInput(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 156)))
        )

        await presenter.loadProduct()

        #expect(
            interactor.loadProductRequests == [
                ProductDetailModels.LoadProduct.Request(
                    productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 156))
                )
            ]
        )
        #expect([updated, repeated] == [true, false])
    }

    @Test("a loadProduct call for the old input, still running when a new input comes, shows nothing")
    func inputUpdateDropsTheRunningLoadProduct() async throws {
        interactor.gate.holdsCalls = true
        let stale = Task { await presenter.loadProduct() }
        try await interactor.gate.waitUntilHeld(1)
        _ = presenter.update(
            ProductDetailInput(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 156)))
        )
        interactor.gate.releaseHeldCalls()
        await stale.value

        // Running, then not run: the old input's answer never reaches the screen.
        #expect(view.loadProductStates.map(\.isRunning) == [true, false])
    }
}
