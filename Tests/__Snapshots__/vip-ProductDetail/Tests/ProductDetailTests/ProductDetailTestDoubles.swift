import Foundation

@testable import ProductDetail

/// The screen: records what it displays and the routes it handles, and owns its scene as a real one does.
@MainActor
final class ProductDetailDisplaySpy: ProductDetailDisplayLogic, ProductDetailRouteHandling {
    var scene: ProductDetailScene?
    private(set) var handledRoutes: [ProductDetailRoute] = []
    private(set) var handedDataStores: [(any ProductDetailDataStore)?] = []
    /// What each use case was shown as, in order: the states, failure messages included.
    private(set) var displayedLoadProduct: [ProductDetailUseCaseState<ProductDetailModels.LoadProduct.ViewModel>] = []
    private(set) var displayedAddToCart: [ProductDetailUseCaseState<ProductDetailModels.AddToCart.ViewModel>] = []

    func handle(_ route: ProductDetailRoute, dataStore: (any ProductDetailDataStore)?) {
        handledRoutes.append(route)
        handedDataStores.append(dataStore)
    }

    func displayLoadProduct(viewModel: ProductDetailUseCaseState<ProductDetailModels.LoadProduct.ViewModel>) {
        displayedLoadProduct.append(viewModel)
    }

    func displayAddToCart(viewModel: ProductDetailUseCaseState<ProductDetailModels.AddToCart.ViewModel>) {
        displayedAddToCart.append(viewModel)
    }
}

/// The presenter: records what the interactor hands over, as states of the worker's answers.
@MainActor
final class ProductDetailPresentationSpy: ProductDetailPresentationLogic {
    private(set) var presentedLoadProduct: [ProductDetailUseCaseState<ProductDetailModels.LoadProduct.Response>] = []
    private(set) var presentedAddToCart: [ProductDetailUseCaseState<ProductDetailModels.AddToCart.Response>] = []

    func presentLoadProductStarted() {
        presentedLoadProduct.append(.running)
    }

    func presentLoadProductCancelled() {
        presentedLoadProduct.append(.idle)
    }

    func presentLoadProduct(response: Result<ProductDetailModels.LoadProduct.Response, any Error>) {
        presentedLoadProduct.append(ProductDetailUseCaseState(response, viewModel: { $0 }, failureMessage: { "\($0)" }))
    }

    func presentAddToCartStarted() {
        presentedAddToCart.append(.running)
    }

    func presentAddToCart(response: Result<ProductDetailModels.AddToCart.Response, any Error>) {
        presentedAddToCart.append(ProductDetailUseCaseState(response, viewModel: { $0 }, failureMessage: { "\($0)" }))
    }
}

/// Stands in for whoever opened the scene: records the output it is told, in order.
@MainActor
final class ProductDetailOutputSpy: ProductDetailOutputHandling {
    private(set) var handledOutputs: [ProductDetailOutput] = []

    func handle(_ output: ProductDetailOutput) {
        handledOutputs.append(output)
    }
}

/// Answers each use case with a scripted result and records the requests.
@MainActor
final class ProductDetailWorkerStub: ProductDetailWorking {
    private var holdsCalls = false
    private var heldCalls: [CheckedContinuation<Void, Never>] = []
    private(set) var loadProductRequests: [ProductDetailModels.LoadProduct.WorkerRequest] = []
    private var loadProductResult: Result<ProductDetailModels.LoadProduct.Response, any Error> = .success(.fixture)
    private(set) var addToCartRequests: [ProductDetailModels.AddToCart.WorkerRequest] = []
    private var addToCartResult: Result<ProductDetailModels.AddToCart.Response, any Error> = .success(.fixture)

    /// Makes every later call wait for `releaseHeldCalls()`, as a slow network would.
    func holdCalls() {
        holdsCalls = true
    }

    /// Lets later calls answer at once; the calls already held keep waiting.
    func stopHoldingCalls() {
        holdsCalls = false
    }

    /// Lets every held call answer, with the result scripted by then.
    func releaseHeldCalls() {
        let released = heldCalls
        heldCalls.removeAll()
        for call in released { call.resume() }
    }

    /// Returns once `count` calls are held; throws after `timeout` instead of hanging the test.
    func waitUntilHeld(_ count: Int, timeout: Duration = .seconds(10)) async throws {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while heldCalls.count < count {
            guard ContinuousClock.now < deadline else { throw Timeout(count: count) }
            try await Task.sleep(for: .milliseconds(1))
        }
    }

    /// What `waitUntilHeld` gave up on.
    struct Timeout: Error {
        var count: Int
    }

    func setLoadProductResult(_ result: Result<ProductDetailModels.LoadProduct.Response, any Error>) {
        loadProductResult = result
    }

    func loadProduct(
        _ request: ProductDetailModels.LoadProduct.WorkerRequest
    ) async throws -> ProductDetailModels.LoadProduct.Response {
        loadProductRequests.append(request)
        if holdsCalls { await withCheckedContinuation { heldCalls.append($0) } }
        // As URLSession does, a call whose task was cancelled fails: a command cancelled with the
        // screen that started it, or a query's late answer, would fail here.
        try Task.checkCancellation()
        return try loadProductResult.get()
    }

    func setAddToCartResult(_ result: Result<ProductDetailModels.AddToCart.Response, any Error>) {
        addToCartResult = result
    }

    func addToCart(
        _ request: ProductDetailModels.AddToCart.WorkerRequest
    ) async throws -> ProductDetailModels.AddToCart.Response {
        addToCartRequests.append(request)
        if holdsCalls { await withCheckedContinuation { heldCalls.append($0) } }
        // As URLSession does, a call whose task was cancelled fails: a command cancelled with the
        // screen that started it, or a query's late answer, would fail here.
        try Task.checkCancellation()
        return try addToCartResult.get()
    }
}

struct ProductDetailTestError: Error, Equatable {}

@MainActor
extension ProductDetailFormatting {
    /// Fixed settings, so that what the tests expect does not depend on the machine's.
    static let fixture = Self(
        locale: Locale(identifier: "en_US_POSIX"),
        currencyCode: "EUR",
        timeZone: TimeZone(identifier: "UTC") ?? .current
    )
}

@MainActor
extension ProductDetailInput {
    static let fixture = Self(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153)))
}

@MainActor
extension ProductDetailModels.LoadProduct.Request {
    static let fixture = Self()
}

/// What the worker must be asked when the scene was built with `ProductDetailInput.fixture` and
/// sent `Request.fixture`: written from the samples, not from the interactor's code.
@MainActor
extension ProductDetailModels.LoadProduct.WorkerRequest {
    static let fixture = Self(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153)))
}

@MainActor
extension ProductDetailModels.LoadProduct.Response {
    static let fixture = Self(title: "title 2", price: Decimal(6_902))
}

@MainActor
extension ProductDetailModels.AddToCart.Request {
    static let fixture = Self(quantity: 8_361)
}

/// What the worker must be asked when the scene was built with `ProductDetailInput.fixture` and
/// sent `Request.fixture`: written from the samples, not from the interactor's code.
@MainActor
extension ProductDetailModels.AddToCart.WorkerRequest {
    static let fixture = Self(
        productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153)),
        quantity: 8_361
    )
}

@MainActor
extension ProductDetailModels.AddToCart.Response {
    static let fixture = Self(cartCount: 7_932)
}
