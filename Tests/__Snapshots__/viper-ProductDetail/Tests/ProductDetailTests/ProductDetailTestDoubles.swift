import Foundation

@testable import ProductDetail

/// The screen: records the states and routes it is given, and owns its presenter as a real one does.
@MainActor
final class ProductDetailViewSpy: ProductDetailView, ProductDetailTransitionHandling {
    var presenter: (any ProductDetailPresenting)?
    private(set) var handledRoutes: [ProductDetailRoute] = []
    private(set) var loadProductStates: [ProductDetailUseCaseState<ProductDetailModels.LoadProduct.ViewModel>] = []
    private(set) var addToCartStates: [ProductDetailUseCaseState<ProductDetailModels.AddToCart.ViewModel>] = []

    func show(_ route: ProductDetailRoute) {
        handledRoutes.append(route)
    }

    func displayLoadProduct(_ state: ProductDetailUseCaseState<ProductDetailModels.LoadProduct.ViewModel>) {
        loadProductStates.append(state)
    }

    func displayAddToCart(_ state: ProductDetailUseCaseState<ProductDetailModels.AddToCart.ViewModel>) {
        addToCartStates.append(state)
    }
}

/// Records the navigation the presenter asks for.
@MainActor
final class ProductDetailRouterSpy: ProductDetailRouting {
    private(set) var routes: [ProductDetailRoute] = []

    func routeToReview(productID: UUID) {
        routes.append(.review(productID: productID))
    }
}

/// Stands in for whoever opened the module: records the output it is sent.
@MainActor
final class ProductDetailOutputSpy: ProductDetailOutputHandling {
    private(set) var outputs: [ProductDetailOutput] = []

    func handle(_ output: ProductDetailOutput) {
        outputs.append(output)
    }
}

@MainActor
extension ProductDetailInput {
    static let fixture = ProductDetailInput(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153)))
}

/// Scripted results, recorded requests: the interactor of presenter tests, and the app's service
/// under the real interactor the Builder wires (the two take the same calls).
@MainActor
final class ProductDetailServiceStub: ProductDetailService, ProductDetailInteracting {
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

/// What the tests compare of `ProductDetailModels.LoadProduct.ViewModel`: the fields the spec gives a
/// source. Left out: badge, isFavourite, a placeholder until you fill it.
struct ProductDetailLoadProductMappedFields: Equatable {
}

@MainActor
extension ProductDetailLoadProductMappedFields {
    init(of shown: ProductDetailModels.LoadProduct.ViewModel) {
    }
}

@MainActor
extension ProductDetailUseCaseState where Value == ProductDetailModels.LoadProduct.ViewModel {
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

#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// What the tests that call `build` give it: a stub for each module it builds, and no screen for
    /// the routes the app opens.
    @MainActor
    final class ProductDetailDependenciesStub: ProductDetailDependencies {
        let productDetailService: any ProductDetailService = ProductDetailServiceStub()
        func productDetailDestination(for route: ProductDetailRoute) -> UIViewController? { nil }
    }
#endif
