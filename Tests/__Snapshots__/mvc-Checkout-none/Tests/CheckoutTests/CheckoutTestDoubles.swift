import Foundation

@testable import Checkout

/// The controller: owns the model, as a view controller does, and records each state it renders.
@MainActor
final class CheckoutControllerSpy {
    let model: CheckoutModel
    private(set) var loadCartStates: [CheckoutCallState<CheckoutModels.LoadCart.Response>] = []
    private(set) var applyCouponStates: [CheckoutCallState<CheckoutModels.ApplyCoupon.Response>] = []
    private(set) var payStates: [CheckoutCallState<CheckoutModels.Pay.Response>] = []

    init(model: CheckoutModel) {
        self.model = model
        model.onChange = { [weak self] in self?.render() }
    }

    private func render() {
        record(model.loadCartState, in: &loadCartStates)
        record(model.applyCouponState, in: &applyCouponStates)
        record(model.payState, in: &payStates)
    }

    private func record<Value: Equatable>(
        _ state: CheckoutCallState<Value>,
        in states: inout [CheckoutCallState<Value>]
    ) {
        if states.last != state { states.append(state) }
    }
}

/// Stands in for whoever opened the module: records the output it is sent.
@MainActor
final class CheckoutOutputSpy: CheckoutOutputHandling {
    private(set) var outputs: [CheckoutOutput] = []

    func handle(_ output: CheckoutOutput) {
        outputs.append(output)
    }
}

@MainActor
extension CheckoutInput {
    static let fixture = CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217)))
}

/// The app's service: scripted results, recorded requests.
@MainActor
final class CheckoutServiceStub: CheckoutService {
    /// When calls answer: at once unless a test holds them.
    let gate = CheckoutCallGate()
    private(set) var loadCartRequests: [CheckoutModels.LoadCart.Request] = []
    var loadCartResult: Result<CheckoutModels.LoadCart.Response, any Error> = .success(.fixture)
    private(set) var applyCouponRequests: [CheckoutModels.ApplyCoupon.Request] = []
    var applyCouponResult: Result<CheckoutModels.ApplyCoupon.Response, any Error> = .success(.fixture)
    private(set) var payRequests: [CheckoutModels.Pay.Request] = []
    var payResult: Result<CheckoutModels.Pay.Response, any Error> = .success(.fixture)

    func loadCart(_ request: CheckoutModels.LoadCart.Request) async throws -> CheckoutModels.LoadCart.Response {
        loadCartRequests.append(request)
        try await gate.pass()
        return try loadCartResult.get()
    }

    func applyCoupon(
        _ request: CheckoutModels.ApplyCoupon.Request
    ) async throws -> CheckoutModels.ApplyCoupon.Response {
        applyCouponRequests.append(request)
        try await gate.pass()
        return try applyCouponResult.get()
    }

    func pay(_ request: CheckoutModels.Pay.Request) async throws -> CheckoutModels.Pay.Response {
        payRequests.append(request)
        try await gate.pass()
        return try payResult.get()
    }
}

/// When a stub's calls answer: at once, or when released; every wait has a deadline.
@MainActor
final class CheckoutCallGate {
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

struct CheckoutTestError: Error, Equatable {}

@MainActor
extension CheckoutModels.LoadCart.Request {
    static let fixture = CheckoutModels.LoadCart.Request(
        cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 215))
    )
}

@MainActor
extension CheckoutModels.LoadCart.Response {
    static let fixture = CheckoutModels.LoadCart.Response(
        items: [
            CartItem(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
                title: "title 2",
                quantity: 8_362,
                price: Decimal(6_902),
                imageURL: URL(fileURLWithPath: "/imageURL/2")
            ),
            CartItem(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 28)),
                title: "title 52",
                quantity: 8_412,
                price: Decimal(6_952),
                imageURL: URL(fileURLWithPath: "/imageURL/52")
            ),
        ],
        total: Decimal(1_352)
    )
}

@MainActor
extension CheckoutModels.ApplyCoupon.Request {
    static let fixture = CheckoutModels.ApplyCoupon.Request(
        cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 215)),
        code: "code 1"
    )
}

@MainActor
extension CheckoutModels.ApplyCoupon.Response {
    static let fixture = CheckoutModels.ApplyCoupon.Response(discount: Decimal(1_002), isValid: false)
}

@MainActor
extension CheckoutModels.Pay.Request {
    static let fixture = CheckoutModels.Pay.Request(
        cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 215)),
        shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
        tip: Decimal(2_571),
        metadata: ["metadata 1": "metadata 1"]
    )
}

@MainActor
extension CheckoutModels.Pay.Response {
    static let fixture = CheckoutModels.Pay.Response(
        receipt: Receipt(
            id: "id 2",
            paidAt: Date(timeIntervalSince1970: 1_700_005_902),
            items: [
                CartItem(
                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
                    title: "title 2",
                    quantity: 8_362,
                    price: Decimal(6_902),
                    imageURL: URL(fileURLWithPath: "/imageURL/2")
                ),
                CartItem(
                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 28)),
                    title: "title 52",
                    quantity: 8_412,
                    price: Decimal(6_952),
                    imageURL: URL(fileURLWithPath: "/imageURL/52")
                ),
            ],
            shippingAddress: Address(street: "street 2", city: "city 2", postalCode: "postalCode 2")
        )
    )
}
