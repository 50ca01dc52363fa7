import Foundation

@testable import Product

/// The screen: owns and binds to its view model as a real one does, and records states and routes.
@MainActor
final class ProductScreenSpy: ProductRouteHandling {
    private(set) var viewModel: ProductViewModel?
    private(set) var states: [ProductState] = []
    private(set) var handledRoutes: [ProductRoute] = []

    func bind(to viewModel: ProductViewModel) {
        self.viewModel = viewModel
        viewModel.onStateChange = { [weak self] state in self?.states.append(state) }
    }

    func handle(_ route: ProductRoute) {
        handledRoutes.append(route)
    }
}

/// Stands in for whoever opened the module: records every output event it is told.
@MainActor
final class ProductOutputSpy: ProductOutputHandling {
    private(set) var outputs: [ProductOutput] = []

    func handle(_ output: ProductOutput) {
        outputs.append(output)
    }
}

/// The model: scripted results, recorded requests.
@MainActor
final class ProductServiceStub: ProductService {
    private var suspendsCalls = false
    private var holdsCalls = false
    private var heldCalls: [CheckedContinuation<Void, Never>] = []
    private(set) var loadProductRequests: [ProductModels.LoadProduct.Request] = []
    private var loadProductResult: Result<ProductModels.LoadProduct.Response, any Error> = .success(.fixture)
    private(set) var addToCartRequests: [ProductModels.AddToCart.Request] = []
    private var addToCartResult: Result<ProductModels.AddToCart.Response, any Error> = .success(.fixture)

    /// Held calls cancelled before their release (never a command's: nothing may cancel it).
    private(set) var callsCancelledWhileHeld = 0

    /// Calls wait until cancelled, then throw `CancelledCall`, as URLSession throws its own error.
    func suspendCallsUntilCancelled() {
        suspendsCalls = true
    }

    /// Later calls wait for `releaseHeldCalls()`, as from a service that ignores cancellation.
    func holdCalls() {
        holdsCalls = true
    }

    func stopHoldingCalls() {
        holdsCalls = false
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

    struct CancelledCall: Error {}

    struct Timeout: Error, CustomStringConvertible {
        var waitingFor: String
        var description: String { "timed out waiting for \(waitingFor)" }
    }

    func setLoadProductResult(_ result: Result<ProductModels.LoadProduct.Response, any Error>) {
        loadProductResult = result
    }

    func loadProduct(_ request: ProductModels.LoadProduct.Request) async throws -> ProductModels.LoadProduct.Response {
        loadProductRequests.append(request)
        // A call never cancelled fails its test instead of hanging it.
        if suspendsCalls {
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
        return try loadProductResult.get()
    }

    func setAddToCartResult(_ result: Result<ProductModels.AddToCart.Response, any Error>) {
        addToCartResult = result
    }

    func addToCart(_ request: ProductModels.AddToCart.Request) async throws -> ProductModels.AddToCart.Response {
        addToCartRequests.append(request)
        // A call never cancelled fails its test instead of hanging it.
        if suspendsCalls {
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
        return try addToCartResult.get()
    }
}

struct ProductTestError: Error, Equatable {}

@MainActor
extension ProductModels.LoadProduct.Request {
    static let fixture = ProductModels.LoadProduct.Request(
        productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 151))
    )
}

@MainActor
extension ProductModels.LoadProduct.Response {
    static let fixture = ProductModels.LoadProduct.Response(
        item: Item(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
            title: "title 2",
            price: Decimal(6_902)
        )
    )
}

@MainActor
extension ProductModels.AddToCart.Request {
    static let fixture = ProductModels.AddToCart.Request(
        productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 151)),
        quantity: 8_361
    )
}

@MainActor
extension ProductModels.AddToCart.Response {
    static let fixture = ProductModels.AddToCart.Response(cartCount: 7_932)
}

@MainActor
extension ProductFormatting {
    /// Fixed settings, so that what the tests expect does not depend on the machine's.
    static let fixture = Self(
        locale: Locale(identifier: "en_US_POSIX"),
        currencyCode: "EUR",
        timeZone: TimeZone(identifier: "UTC") ?? .current
    )
}
