import Foundation
import XCTest

@testable import ProductDetail

final class ProductDetailPresenterTests: XCTestCase {
    override func setUp() {
        super.setUp()
        #if canImport(Darwin)
            // Apple's XCTest only; on Linux the stub's bounded waits fail a stuck test.
            executionTimeAllowance = 60
        #endif
    }

    /// A presenter wired to doubles; each test makes its own, so tests share nothing.
    @MainActor
    private func makePresenter() -> (
        presenter: ProductDetailPresenter,
        service: ProductDetailServiceStub,
        router: ProductDetailRouterSpy,
        view: ProductDetailViewSpy,
        output: ProductDetailOutputSpy
    ) {
        let service = ProductDetailServiceStub()
        let router = ProductDetailRouterSpy()
        let view = ProductDetailViewSpy()
        let output = ProductDetailOutputSpy()
        let presenter = ProductDetailPresenter(input: .fixture, service: service, router: router, formatting: .fixture)
        presenter.view = view
        presenter.output = output
        return (presenter, service, router, view, output)
    }

    @MainActor
    func testLoadProductShowsTheViewModel() async {
        let (presenter, service, _, view, _) = makePresenter()
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
    }

    @MainActor
    func testLoadProductShowsTheFailure() async {
        let (presenter, service, _, view, _) = makePresenter()
        service.loadProductResult = .failure(ProductDetailTestError())

        await presenter.loadProduct()

        XCTAssertEqual(view.loadProductStates, [.running, .failed(message: ProductDetailStrings.LoadProduct.failure)])
    }

    @MainActor
    func testLoadProductShowsOnlyTheNewestAnswer() async throws {
        let (presenter, service, _, view, _) = makePresenter()
        service.gate.holdsCalls = true
        let overtaken = Task { await presenter.loadProduct() }
        try await service.gate.waitUntilHeld(1)
        let cancelled = Task { await presenter.loadProduct() }
        try await service.gate.waitUntilHeld(2)
        service.loadProductResult = .failure(ProductDetailTestError())
        cancelled.cancel()
        service.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        XCTAssertEqual(service.gate.callsCancelledWhileHeld, 1)
        XCTAssertEqual(view.loadProductStates.map(\.mapped), [.running, .running, .idle])
    }

    @MainActor
    func testAddToCartShowsTheViewModel() async {
        let (presenter, service, _, view, output) = makePresenter()
        let formatting = ProductDetailFormatting.fixture
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
            output.outputs,
            [.addedToCart(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153)), quantity: 8_361)]
        )
    }

    @MainActor
    func testAddToCartShowsTheFailure() async {
        let (presenter, service, _, view, output) = makePresenter()
        service.addToCartResult = .failure(ProductDetailTestError())

        await presenter.addToCart(quantity: 8_361)

        XCTAssertEqual(view.addToCartStates, [.running, .failed(message: ProductDetailStrings.AddToCart.failure)])
        XCTAssertEqual(output.outputs, [])
    }

    @MainActor
    func testAddToCartRefusesASecondCallWhileOneRuns() async throws {
        let (presenter, service, _, view, output) = makePresenter()
        service.gate.holdsCalls = true
        let first = Task { await presenter.addToCart(quantity: 8_361) }
        try await service.gate.waitUntilHeld(1)
        // Were the second call let through, it would answer at once.
        service.gate.holdsCalls = false

        await presenter.addToCart(quantity: 8_361)
        XCTAssertEqual(service.addToCartRequests.count, 1)
        XCTAssertEqual(view.addToCartStates, [.running])
        service.gate.releaseHeldCalls()
        await first.value

        XCTAssertEqual(view.addToCartStates.map(\.isRunning), [true, false])
        XCTAssertEqual(
            output.outputs,
            [.addedToCart(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153)), quantity: 8_361)]
        )
        // Once it has ended, the next tap runs.
        await presenter.addToCart(quantity: 8_361)
        XCTAssertEqual(service.addToCartRequests.count, 2)
    }

    @MainActor
    func testAddToCartOutlivesItsCaller() async throws {
        let (presenter, service, _, view, output) = makePresenter()
        service.gate.holdsCalls = true
        let call = Task { await presenter.addToCart(quantity: 8_361) }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        presenter.view = nil
        service.gate.releaseHeldCalls()
        await call.value

        XCTAssertEqual(service.gate.callsCancelledWhileHeld, 0)
        XCTAssertEqual(view.addToCartStates, [.running])
        XCTAssertEqual(
            output.outputs,
            [.addedToCart(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153)), quantity: 8_361)]
        )
    }

    @MainActor
    func testInputUpdateReachesLoadProduct() async {
        let (presenter, service, _, _, _) = makePresenter()
        let updated = presenter.update(
            ProductDetailInput(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 156)))
        )
        let repeated = presenter.update(
            ProductDetailInput(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 156)))
        )

        await presenter.loadProduct()

        XCTAssertEqual(
            service.loadProductRequests,
            [
                ProductDetailModels.LoadProduct.Request(
                    productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 156))
                )
            ]
        )
        XCTAssertEqual([updated, repeated], [true, false])
    }

    @MainActor
    func testInputUpdateDropsTheRunningLoadProduct() async throws {
        let (presenter, service, _, view, _) = makePresenter()
        service.gate.holdsCalls = true
        let stale = Task { await presenter.loadProduct() }
        try await service.gate.waitUntilHeld(1)
        _ = presenter.update(
            ProductDetailInput(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 156)))
        )
        service.gate.releaseHeldCalls()
        await stale.value

        // Running, then not run: the old input's answer never reaches the screen.
        XCTAssertEqual(view.loadProductStates.map(\.isRunning), [true, false])
    }
}
