import Foundation
import XCTest

@testable import ProductDetail

final class ProductDetailInteractorTests: XCTestCase {
    override func setUp() {
        super.setUp()
        #if !os(Linux) && !os(Windows)
            // Apple's XCTest only, rounded up to whole minutes; on Linux the bounded waits of the
            // stubs are what fail a stuck test.
            executionTimeAllowance = 60
        #endif
    }

    /// An interactor wired to spies; each test makes its own, so tests share nothing.
    @MainActor
    private func makeInteractor() -> (
        interactor: ProductDetailInteractor,
        presenter: ProductDetailPresentationSpy,
        worker: ProductDetailWorkerStub
    ) {
        let presenter = ProductDetailPresentationSpy()
        let worker = ProductDetailWorkerStub()
        return (ProductDetailInteractor(input: .fixture, presenter: presenter, worker: worker), presenter, worker)
    }

    @MainActor
    func testLoadProductAsksTheWorkerKeepsTheAnswerAndPresentsIt() async {
        let (interactor, presenter, worker) = makeInteractor()

        await interactor.loadProduct(request: .fixture)

        let requests = worker.loadProductRequests
        XCTAssertEqual(requests, [.fixture])
        XCTAssertEqual(interactor.loadProductResponse, .fixture)
        XCTAssertEqual(presenter.presentedLoadProduct, [.running, .loaded(.fixture)])
    }

    @MainActor
    func testLoadProductPresentsTheWorkersFailure() async {
        let (interactor, presenter, worker) = makeInteractor()
        await interactor.loadProduct(request: .fixture)
        worker.loadProductResult = .failure(ProductDetailTestError())

        await interactor.loadProduct(request: .fixture)

        // The answer before it is dropped too: nothing may read it as the last one.
        XCTAssertNil(interactor.loadProductResponse)
        XCTAssertEqual(
            presenter.presentedLoadProduct,
            [.running, .loaded(.fixture), .running, .failed(message: "\(ProductDetailTestError())")]
        )
    }

    @MainActor
    func testLoadProductShowsOnlyTheNewestAnswer() async throws {
        let (interactor, presenter, worker) = makeInteractor()
        worker.gate.holdsCalls = true
        let overtaken = Task { await interactor.loadProduct(request: .fixture) }
        try await worker.gate.waitUntilHeld(1)
        let cancelled = Task { await interactor.loadProduct(request: .fixture) }
        try await worker.gate.waitUntilHeld(2)
        cancelled.cancel()
        worker.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        XCTAssertEqual(worker.gate.callsCancelledWhileHeld, 1)
        XCTAssertNil(interactor.loadProductResponse)
        XCTAssertEqual(presenter.presentedLoadProduct, [.running, .running, .idle])
    }

    @MainActor
    func testAddToCartAsksTheWorkerKeepsTheAnswerAndPresentsIt() async {
        let (interactor, presenter, worker) = makeInteractor()
        let output = ProductDetailOutputSpy()
        interactor.output = output

        await interactor.addToCart(request: .fixture)

        let requests = worker.addToCartRequests
        XCTAssertEqual(requests, [.fixture])
        XCTAssertEqual(interactor.addToCartResponse, .fixture)
        XCTAssertEqual(presenter.presentedAddToCart, [.running, .loaded(.fixture)])
        XCTAssertEqual(
            output.handledOutputs,
            [.addedToCart(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153)), quantity: 8_361)]
        )
    }

    @MainActor
    func testAddToCartPresentsTheWorkersFailure() async {
        let (interactor, presenter, worker) = makeInteractor()
        await interactor.addToCart(request: .fixture)
        let output = ProductDetailOutputSpy()
        interactor.output = output
        worker.addToCartResult = .failure(ProductDetailTestError())

        await interactor.addToCart(request: .fixture)

        // The answer before it is dropped too: nothing may read it as the last one.
        XCTAssertNil(interactor.addToCartResponse)
        XCTAssertEqual(
            presenter.presentedAddToCart,
            [.running, .loaded(.fixture), .running, .failed(message: "\(ProductDetailTestError())")]
        )
        XCTAssertEqual(output.handledOutputs, [])
    }

    @MainActor
    func testAddToCartRunsOnceAtATime() async throws {
        let (interactor, presenter, worker) = makeInteractor()
        worker.gate.holdsCalls = true
        let first = Task { await interactor.addToCart(request: .fixture) }
        try await worker.gate.waitUntilHeld(1)
        worker.gate.holdsCalls = false

        // A double tap: refused at once, the worker is not asked again and nothing more is shown.
        await interactor.addToCart(request: .fixture)
        let requestsWhileRunning = worker.addToCartRequests
        XCTAssertEqual(requestsWhileRunning, [.fixture])

        worker.gate.releaseHeldCalls()
        await first.value
        XCTAssertEqual(presenter.presentedAddToCart, [.running, .loaded(.fixture)])

        await interactor.addToCart(request: .fixture)
        let requests = worker.addToCartRequests
        XCTAssertEqual(requests, [.fixture, .fixture])
    }

    @MainActor
    func testAddToCartOutlivesItsCaller() async throws {
        let (interactor, presenter, worker) = makeInteractor()
        let output = ProductDetailOutputSpy()
        interactor.output = output
        worker.gate.holdsCalls = true
        let call = Task { await interactor.addToCart(request: .fixture) }
        try await worker.gate.waitUntilHeld(1)

        call.cancel()
        worker.gate.releaseHeldCalls()
        await call.value

        XCTAssertEqual(worker.gate.callsCancelledWhileHeld, 0)
        XCTAssertEqual(interactor.addToCartResponse, .fixture)
        XCTAssertEqual(presenter.presentedAddToCart, [.running, .loaded(.fixture)])
        XCTAssertEqual(
            output.handledOutputs,
            [.addedToCart(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153)), quantity: 8_361)]
        )
    }

    @MainActor
    func testAUseCaseReadsWhatTheDataStoreHoldsNow() async {
        let (interactor, _, worker) = makeInteractor()
        await interactor.loadProduct(request: .fixture)
        // As the scene that opened this one does, through `passDataTo…` or the router's `dataStore`:
        // after a first call, so a copy of the input taken then would show.
        let dataStore: any ProductDetailDataStore = interactor
        dataStore.productID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 156))

        await interactor.loadProduct(request: .fixture)

        let requests = worker.loadProductRequests
        XCTAssertEqual(
            requests,
            [
                .fixture,
                ProductDetailModels.LoadProduct.WorkerRequest(
                    productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 156))
                ),
            ]
        )
    }
}
