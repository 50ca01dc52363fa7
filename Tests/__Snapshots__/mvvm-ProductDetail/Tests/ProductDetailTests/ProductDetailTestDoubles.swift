import Foundation

@testable import ProductDetail

/// The screen: owns and binds to its view model as a real one does, and records states and routes.
@MainActor
final class ProductDetailScreenSpy: ProductDetailRouteHandling {
    private(set) var viewModel: ProductDetailViewModel?
    private(set) var states: [ProductDetailState] = []
    private(set) var handledRoutes: [ProductDetailRoute] = []

    func bind(to viewModel: ProductDetailViewModel) {
        self.viewModel = viewModel
        viewModel.onStateChange = { [weak self] state in self?.states.append(state) }
    }

    func handle(_ route: ProductDetailRoute) {
        handledRoutes.append(route)
    }
}

/// Stands in for whoever opened the module: records every output event it is told.
@MainActor
final class ProductDetailOutputSpy: ProductDetailOutputHandling {
    private(set) var outputs: [ProductDetailOutput] = []

    func handle(_ output: ProductDetailOutput) {
        outputs.append(output)
    }
}

/// The model: scripted results, recorded requests.
@MainActor
final class ProductDetailServiceStub: ProductDetailService {
    /// When calls answer: at once unless a test holds them.
    let gate = ProductDetailCallGate()
    private(set) var loadProductRequests: [ProductDetailModels.LoadProduct.Request] = []
    var loadProductResult: Result<ProductDetailModels.LoadProduct.Response, any Error> = .success(.fixture)
    private(set) var addToCartRequests: [ProductDetailModels.AddToCart.Request] = []
    var addToCartResult: Result<ProductDetailModels.AddToCart.Response, any Error> = .success(.fixture)

    func loadProduct(
        _ request: ProductDetailModels.LoadProduct.Request
    ) async throws -> ProductDetailModels.LoadProduct.Response {
        loadProductRequests.append(request)
        try await gate.pass()
        return try loadProductResult.get()
    }

    func addToCart(
        _ request: ProductDetailModels.AddToCart.Request
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
extension ProductDetailModels.LoadProduct.Request {
    static let fixture = ProductDetailModels.LoadProduct.Request(
        productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 151))
    )
}

@MainActor
extension ProductDetailModels.LoadProduct.Response {
    static let fixture = ProductDetailModels.LoadProduct.Response(title: "title 2", price: Decimal(6_902))
}

@MainActor
extension ProductDetailModels.AddToCart.Request {
    static let fixture = ProductDetailModels.AddToCart.Request(
        productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 151)),
        quantity: 8_361
    )
}

@MainActor
extension ProductDetailModels.AddToCart.Response {
    static let fixture = ProductDetailModels.AddToCart.Response(cartCount: 7_932)
}

@MainActor
extension ProductDetailFormatting {
    /// Fixed settings, so that what the tests expect does not depend on the machine's.
    static let fixture = Self(
        locale: Locale(identifier: "en_US_POSIX"),
        currencyCode: "EUR",
        timeZone: TimeZone(identifier: "UTC") ?? .current
    )
}

/// What the tests compare of `ProductDetailModels.LoadProduct.Content`: the fields the spec gives a
/// source. Left out: badge, isFavourite, a placeholder until you fill it.
struct ProductDetailLoadProductMappedFields: Equatable {
}

@MainActor
extension ProductDetailLoadProductMappedFields {
    init(of shown: ProductDetailModels.LoadProduct.Content) {
    }
}

@MainActor
extension ProductDetailUseCaseState where Value == ProductDetailModels.LoadProduct.Content {
    /// This state with its view model cut down to the fields a test may compare.
    var mapped: ProductDetailUseCaseState<ProductDetailLoadProductMappedFields> {
        switch self {
        case .idle: return .idle
        case .running: return .running
        case .loaded(let shown): return .loaded(ProductDetailLoadProductMappedFields(of: shown))
        case .empty: return .empty
        case .failed(let message): return .failed(message: message)
        }
    }
}
