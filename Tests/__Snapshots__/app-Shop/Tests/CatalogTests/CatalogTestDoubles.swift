import Foundation

@testable import Catalog

/// The screen: records the states and routes it is given, and owns its presenter as a real one does.
@MainActor
final class CatalogViewSpy: CatalogView, CatalogTransitionHandling {
    var presenter: (any CatalogPresenting)?
    private(set) var handledRoutes: [CatalogRoute] = []
    private(set) var loadProductsStates: [CatalogUseCaseState<CatalogModels.LoadProducts.ViewModel>] = []

    func show(_ route: CatalogRoute) {
        handledRoutes.append(route)
    }

    func displayLoadProducts(_ state: CatalogUseCaseState<CatalogModels.LoadProducts.ViewModel>) {
        loadProductsStates.append(state)
    }
}

/// Records the navigation the presenter asks for.
@MainActor
final class CatalogRouterSpy: CatalogRouting {
    private(set) var routes: [CatalogRoute] = []

    func routeToProductDetails(productID: UUID) {
        routes.append(.productDetails(productID: productID))
    }

    func routeToCart(highlightedProductID: UUID?) {
        routes.append(.cart(highlightedProductID: highlightedProductID))
    }

    func routeToHelp() {
        routes.append(.help)
    }
}

/// The interactor of presenter tests: scripted results, recorded requests.
@MainActor
final class CatalogInteractorStub: CatalogInteracting {
    /// When calls answer: at once unless a test holds or suspends them.
    let gate = CatalogCallGate()
    private(set) var loadProductsRequests: [CatalogModels.LoadProducts.Request] = []
    var loadProductsResult: Result<CatalogModels.LoadProducts.Response, any Error> = .success(.fixture)

    func loadProducts(
        _ request: CatalogModels.LoadProducts.Request
    ) async throws -> CatalogModels.LoadProducts.Response {
        loadProductsRequests.append(request)
        try await gate.pass()
        return try loadProductsResult.get()
    }
}

/// The app's service, under the real interactor the Builder wires.
@MainActor
final class CatalogServiceStub: CatalogService {
    /// When calls answer: at once unless a test holds or suspends them.
    let gate = CatalogCallGate()
    private(set) var loadProductsRequests: [CatalogModels.LoadProducts.Request] = []
    var loadProductsResult: Result<CatalogModels.LoadProducts.Response, any Error> = .success(.fixture)

    func loadProducts(
        _ request: CatalogModels.LoadProducts.Request
    ) async throws -> CatalogModels.LoadProducts.Response {
        loadProductsRequests.append(request)
        try await gate.pass()
        return try loadProductsResult.get()
    }
}

/// When a stub's calls answer: at once, when released, or when cancelled; every wait has a deadline.
@MainActor
final class CatalogCallGate {
    /// Calls wait for `releaseHeldCalls()`, as from a service that ignores cancellation.
    var holdsCalls = false
    /// Calls wait until cancelled, then throw `CancelledCall`, as URLSession throws its own error.
    var suspendsCallsUntilCancelled = false
    /// Held calls cancelled before their release (never a command's: nothing may cancel it).
    private(set) var callsCancelledWhileHeld = 0
    private var heldCalls: [CheckedContinuation<Void, Never>] = []

    struct CancelledCall: Error {}

    struct Timeout: Error, CustomStringConvertible {
        var waitingFor: String
        var description: String { "timed out waiting for \(waitingFor)" }
    }

    func pass() async throws {
        if suspendsCallsUntilCancelled {
            do {
                try await Task.sleep(for: .seconds(30))
            } catch {
                throw CancelledCall()
            }
            throw Timeout(waitingFor: "the call to be cancelled")
        }
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

struct CatalogTestError: Error, Equatable {}

@MainActor
extension CatalogModels.LoadProducts.Request {
    static let fixture = CatalogModels.LoadProducts.Request()
}

@MainActor
extension CatalogModels.LoadProducts.Response {
    static let fixture = CatalogModels.LoadProducts.Response(
        items: [
            Item(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
                title: "title 2",
                price: Decimal(6_902)
            ),
            Item(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 28)),
                title: "title 52",
                price: Decimal(6_952)
            ),
        ]
    )
}
