import Foundation
import Testing

@testable import ProductDetail

/// What the view models are formatted with here: fixed, not the machine's settings.
@MainActor
private let formatting = ProductDetailFormatting.fixture

@MainActor
@Suite("ProductDetailViewModel", .timeLimit(.minutes(1)))
struct ProductDetailViewModelTests {
    let service = ProductDetailServiceStub()
    let screen = ProductDetailScreenSpy()
    let viewModel: ProductDetailViewModel

    init() {
        viewModel = ProductDetailViewModel(
            input: ProductDetailInput(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153))),
            service: service,
            formatting: formatting
        )
        viewModel.routeHandler = screen
        screen.bind(to: viewModel)
    }

    @Test("loadProduct asks the model with the module's input and shows it running, then its content")
    func loadProductShowsTheContent() async {
        await viewModel.loadProduct()

        let requests = service.loadProductRequests
        #expect(
            requests == [
                ProductDetailModels.LoadProduct.Request(
                    productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153))
                )
            ]
        )
        #expect(screen.states.map(\.loadProduct.mapped) == [.running, .loaded(ProductDetailLoadProductMappedFields())])
    }

    @Test("loadProduct shows its failure message when the model fails")
    func loadProductShowsFailure() async {
        service.loadProductResult = .failure(ProductDetailTestError())

        await viewModel.loadProduct()

        #expect(screen.states.map(\.loadProduct) == [.running, .failed(message: "Could not load product.")])
    }

    @Test("an overtaken loadProduct call changes nothing, however late it ends: the newest answer stays")
    func loadProductShowsOnlyTheNewestAnswer() async throws {
        service.gate.holdsCalls = true
        let overtaken = Task { await viewModel.loadProduct() }
        try await service.gate.waitUntilHeld(1)
        service.gate.holdsCalls = false

        await viewModel.loadProduct()
        service.loadProductResult = .failure(ProductDetailTestError())
        service.gate.releaseHeldCalls()
        await overtaken.value

        #expect(screen.states.map(\.loadProduct.mapped) == [.running, .loaded(ProductDetailLoadProductMappedFields())])
    }

    @Test("a cancelled loadProduct cancels the service's call, shows no outcome and ends the spinner")
    func loadProductEndsIdleWhenCancelled() async throws {
        service.gate.holdsCalls = true
        let call = Task { await viewModel.loadProduct() }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(screen.states.map(\.loadProduct) == [.running, .idle])
    }

    @Test("addToCart asks the model with the module's input and shows it running, then its content")
    func addToCartShowsTheContent() async {
        let output = ProductDetailOutputSpy()
        viewModel.output = output
        await viewModel.addToCart(quantity: 8_361)

        let requests = service.addToCartRequests
        #expect(
            requests == [
                ProductDetailModels.AddToCart.Request(
                    productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153)),
                    quantity: 8_361
                )
            ]
        )
        #expect(
            screen.states.map(\.addToCart) == [
                .running,
                .loaded(ProductDetailModels.AddToCart.Content(cartCount: formatting.number(7_932))),
            ]
        )
        // Sent once, on success.
        #expect(
            output.outputs == [
                .addedToCart(
                    productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153)),
                    quantity: 8_361
                )
            ]
        )
    }

    @Test("addToCart shows its failure message when the model fails, and tells the output nothing")
    func addToCartShowsFailure() async {
        let output = ProductDetailOutputSpy()
        viewModel.output = output
        service.addToCartResult = .failure(ProductDetailTestError())

        await viewModel.addToCart(quantity: 8_361)

        #expect(screen.states.map(\.addToCart) == [.running, .failed(message: "Could not add to cart.")])
        #expect(output.outputs == [])
    }

    @Test("a second addToCart while one runs is refused; once it ends, it runs again")
    func addToCartRefusesASecondCallWhileRunning() async throws {
        service.gate.holdsCalls = true
        let first = Task { await viewModel.addToCart(quantity: 8_361) }
        try await service.gate.waitUntilHeld(1)
        // Were the second call let through, it would answer at once and be recorded.
        service.gate.holdsCalls = false

        await viewModel.addToCart(quantity: 8_361)
        let whileRunning = viewModel.state.addToCart.isRunning
        service.gate.releaseHeldCalls()
        await first.value
        let refused = service.addToCartRequests
        await viewModel.addToCart(quantity: 8_361)

        let requests = service.addToCartRequests
        #expect(refused.count == 1)
        #expect(requests.count == 2)
        #expect(whileRunning == true)
        #expect(viewModel.state.addToCart.isRunning == false)
    }

    @Test("addToCart still delivers its answer when its task is cancelled and the screen is gone")
    func addToCartIsDeliveredAfterTheScreenWentAway() async throws {
        let viewModel = ProductDetailViewModel(
            input: ProductDetailInput(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153))),
            service: service,
            formatting: formatting
        )
        let output = ProductDetailOutputSpy()
        viewModel.output = output
        weak var weakScreen: ProductDetailScreenSpy?
        service.gate.holdsCalls = true
        let call: Task<Void, Never>
        do {
            let screen = ProductDetailScreenSpy()
            viewModel.routeHandler = screen
            screen.bind(to: viewModel)
            weakScreen = screen
            call = Task { await viewModel.addToCart(quantity: 8_361) }
            try await service.gate.waitUntilHeld(1)
        }

        call.cancel()
        #expect(weakScreen == nil)
        service.gate.releaseHeldCalls()
        await call.value

        #expect(service.gate.callsCancelledWhileHeld == 0)
        #expect(
            viewModel.state.addToCart
                == .loaded(ProductDetailModels.AddToCart.Content(cartCount: formatting.number(7_932)))
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

    @Test("showReview asks the screen to open the review route, with what it carries")
    func showReviewRoutes() {
        viewModel.showReview(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 151)))

        #expect(
            screen.handledRoutes == [
                .review(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 151)))
            ]
        )
    }

    @Test("an input given after build reaches the next loadProduct")
    func inputUpdateReachesLoadProduct() async {
        let updated = viewModel.update(
            ProductDetailInput(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 156)))
        )
        let repeated = viewModel.update(
            ProductDetailInput(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 156)))
        )

        await viewModel.loadProduct()

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
        let stale = Task { await viewModel.loadProduct() }
        try await service.gate.waitUntilHeld(1)
        _ = viewModel.update(
            ProductDetailInput(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 156)))
        )
        service.gate.releaseHeldCalls()
        await stale.value

        // Not run: the old input's answer never reaches the screen.
        #expect(viewModel.state.loadProduct == .idle)
    }
}
