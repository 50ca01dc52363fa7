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
    /// When calls answer: at once unless a test holds them.
    let gate = ProductDetailCallGate()
    private(set) var loadProductRequests: [ProductDetailModels.LoadProduct.WorkerRequest] = []
    var loadProductResult: Result<ProductDetailModels.LoadProduct.Response, any Error> = .success(.fixture)
    private(set) var addToCartRequests: [ProductDetailModels.AddToCart.WorkerRequest] = []
    var addToCartResult: Result<ProductDetailModels.AddToCart.Response, any Error> = .success(.fixture)

    func loadProduct(
        _ request: ProductDetailModels.LoadProduct.WorkerRequest
    ) async throws -> ProductDetailModels.LoadProduct.Response {
        loadProductRequests.append(request)
        try await gate.pass()
        return try loadProductResult.get()
    }

    func addToCart(
        _ request: ProductDetailModels.AddToCart.WorkerRequest
    ) async throws -> ProductDetailModels.AddToCart.Response {
        addToCartRequests.append(request)
        try await gate.pass()
        return try addToCartResult.get()
    }
}

/// When a stub's calls answer: at once, or when released; every wait has a deadline.
@MainActor
final class ProductDetailCallGate {
    /// Calls wait for `releaseHeldCalls()`, as from a service that ignores cancellation.
    var holdsCalls = false
    /// Held calls cancelled before their release (never a command's: nothing may cancel it).
    private(set) var callsCancelledWhileHeld = 0
    private var heldCalls: [CheckedContinuation<Void, Never>] = []

    struct Timeout: Error, CustomStringConvertible {
        var waitingFor: String
        var description: String { "timed out waiting for \(waitingFor)" }
    }

    func pass() async throws {
        if holdsCalls {
            await withCheckedContinuation { heldCalls.append($0) }
            if Task.isCancelled { callsCancelledWhileHeld += 1 }
        }
    }

    func releaseHeldCalls() {
        let released = heldCalls
        heldCalls.removeAll()
        for call in released { call.resume() }
    }

    /// Returns once `count` calls are held; throws after `timeout` instead of hanging the test.
    func waitUntilHeld(_ count: Int, timeout: Duration = .seconds(10)) async throws {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while heldCalls.count < count {
            guard ContinuousClock.now < deadline else { throw Timeout(waitingFor: "\(count) held calls") }
            try await Task.sleep(for: .milliseconds(1))
        }
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
