import Foundation

@testable import ProductDetail

/// The controller: owns the model, as a view controller does, and records each state it renders.
@MainActor
final class ProductDetailControllerSpy {
    let model: ProductDetailModel
    private(set) var loadProductStates: [ProductDetailCallState<ProductDetailModels.LoadProduct.Response>] = []
    private(set) var addToCartStates: [ProductDetailCallState<ProductDetailModels.AddToCart.Response>] = []

    init(model: ProductDetailModel) {
        self.model = model
        model.onChange = { [weak self] in self?.render() }
    }

    private func render() {
        record(model.loadProductState, in: &loadProductStates)
        record(model.addToCartState, in: &addToCartStates)
    }

    private func record<Value: Equatable>(
        _ state: ProductDetailCallState<Value>,
        in states: inout [ProductDetailCallState<Value>]
    ) {
        if states.last != state { states.append(state) }
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

/// The app's service: scripted results, recorded requests.
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
