import Foundation

@testable import Checkout

/// The screen: records what it displays and the routes it handles, and owns its scene as a real one does.
@MainActor
final class CheckoutDisplaySpy: CheckoutDisplayLogic, CheckoutRouteHandling {
    var scene: CheckoutScene?
    private(set) var handledRoutes: [CheckoutRoute] = []
    private(set) var handedDataStores: [(any CheckoutDataStore)?] = []
    /// What each use case was shown as, in order: the states, failure messages included.
    private(set) var displayedLoadCart: [CheckoutUseCaseState<CheckoutModels.LoadCart.ViewModel>] = []
    private(set) var displayedApplyCoupon: [CheckoutUseCaseState<CheckoutModels.ApplyCoupon.ViewModel>] = []
    private(set) var displayedPay: [CheckoutUseCaseState<CheckoutModels.Pay.ViewModel>] = []

    func handle(_ route: CheckoutRoute, dataStore: (any CheckoutDataStore)?) {
        handledRoutes.append(route)
        handedDataStores.append(dataStore)
    }

    func displayLoadCart(viewModel: CheckoutUseCaseState<CheckoutModels.LoadCart.ViewModel>) {
        displayedLoadCart.append(viewModel)
    }

    func displayApplyCoupon(viewModel: CheckoutUseCaseState<CheckoutModels.ApplyCoupon.ViewModel>) {
        displayedApplyCoupon.append(viewModel)
    }

    func displayPay(viewModel: CheckoutUseCaseState<CheckoutModels.Pay.ViewModel>) {
        displayedPay.append(viewModel)
    }
}

/// The presenter: records what the interactor hands over, as states of the worker's answers.
@MainActor
final class CheckoutPresentationSpy: CheckoutPresentationLogic {
    private(set) var presentedLoadCart: [CheckoutUseCaseState<CheckoutModels.LoadCart.Response>] = []
    private(set) var presentedApplyCoupon: [CheckoutUseCaseState<CheckoutModels.ApplyCoupon.Response>] = []
    private(set) var presentedPay: [CheckoutUseCaseState<CheckoutModels.Pay.Response>] = []

    func presentLoadCartStarted() {
        presentedLoadCart.append(.running)
    }

    func presentLoadCartCancelled() {
        presentedLoadCart.append(.idle)
    }

    func presentLoadCart(response: Result<CheckoutModels.LoadCart.Response, any Error>) {
        presentedLoadCart.append(CheckoutUseCaseState(response, viewModel: { $0 }, failureMessage: { "\($0)" }))
    }

    func presentApplyCouponStarted() {
        presentedApplyCoupon.append(.running)
    }

    func presentApplyCoupon(response: Result<CheckoutModels.ApplyCoupon.Response, any Error>) {
        presentedApplyCoupon.append(CheckoutUseCaseState(response, viewModel: { $0 }, failureMessage: { "\($0)" }))
    }

    func presentPayStarted() {
        presentedPay.append(.running)
    }

    func presentPay(response: Result<CheckoutModels.Pay.Response, any Error>) {
        presentedPay.append(CheckoutUseCaseState(response, viewModel: { $0 }, failureMessage: { "\($0)" }))
    }
}

/// Stands in for whoever opened the scene: records the output it is told, in order.
@MainActor
final class CheckoutOutputSpy: CheckoutOutputHandling {
    private(set) var handledOutputs: [CheckoutOutput] = []

    func handle(_ output: CheckoutOutput) {
        handledOutputs.append(output)
    }
}

/// Answers each use case with a scripted result and records the requests.
@MainActor
final class CheckoutWorkerStub: CheckoutWorking {
    /// When calls answer: at once unless a test holds them.
    let gate = CheckoutCallGate()
    private(set) var loadCartRequests: [CheckoutModels.LoadCart.WorkerRequest] = []
    var loadCartResult: Result<CheckoutModels.LoadCart.Response, any Error> = .success(.fixture)
    private(set) var applyCouponRequests: [CheckoutModels.ApplyCoupon.WorkerRequest] = []
    var applyCouponResult: Result<CheckoutModels.ApplyCoupon.Response, any Error> = .success(.fixture)
    private(set) var payRequests: [CheckoutModels.Pay.WorkerRequest] = []
    var payResult: Result<CheckoutModels.Pay.Response, any Error> = .success(.fixture)

    func loadCart(_ request: CheckoutModels.LoadCart.WorkerRequest) async throws -> CheckoutModels.LoadCart.Response {
        loadCartRequests.append(request)
        try await gate.pass()
        return try loadCartResult.get()
    }

    func applyCoupon(
        _ request: CheckoutModels.ApplyCoupon.WorkerRequest
    ) async throws -> CheckoutModels.ApplyCoupon.Response {
        applyCouponRequests.append(request)
        try await gate.pass()
        return try applyCouponResult.get()
    }

    func pay(_ request: CheckoutModels.Pay.WorkerRequest) async throws -> CheckoutModels.Pay.Response {
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
extension CheckoutFormatting {
    /// Fixed settings, so that what the tests expect does not depend on the machine's.
    static let fixture = Self(
        locale: Locale(identifier: "en_US_POSIX"),
        currencyCode: "EUR",
        timeZone: TimeZone(identifier: "UTC") ?? .current
    )
}

@MainActor
extension CheckoutInput {
    static let fixture = Self(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217)))
}

@MainActor
extension CheckoutModels.LoadCart.Request {
    static let fixture = Self()
}

/// What the worker must be asked when the scene was built with `CheckoutInput.fixture` and
/// sent `Request.fixture`: written from the samples, not from the interactor's code.
@MainActor
extension CheckoutModels.LoadCart.WorkerRequest {
    static let fixture = Self(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217)))
}

@MainActor
extension CheckoutModels.LoadCart.Response {
    static let fixture = Self(
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
    static let fixture = Self(code: "code 1")
}

/// What the worker must be asked when the scene was built with `CheckoutInput.fixture` and
/// sent `Request.fixture`: written from the samples, not from the interactor's code.
@MainActor
extension CheckoutModels.ApplyCoupon.WorkerRequest {
    static let fixture = Self(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217)), code: "code 1")
}

@MainActor
extension CheckoutModels.ApplyCoupon.Response {
    static let fixture = Self(discount: Decimal(1_002), isValid: false)
}

@MainActor
extension CheckoutModels.Pay.Request {
    static let fixture = Self(
        shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
        tip: Decimal(2_571),
        metadata: ["metadata 1": "metadata 1"]
    )
}

/// What the worker must be asked when the scene was built with `CheckoutInput.fixture` and
/// sent `Request.fixture`: written from the samples, not from the interactor's code.
@MainActor
extension CheckoutModels.Pay.WorkerRequest {
    static let fixture = Self(
        cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217)),
        shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
        tip: Decimal(2_571),
        metadata: ["metadata 1": "metadata 1"]
    )
}

@MainActor
extension CheckoutModels.Pay.Response {
    static let fixture = Self(
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

#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// What the tests that call `build` give it: a stub for each module it builds, and no screen for
    /// the routes the app opens.
    @MainActor
    final class CheckoutDependenciesStub: CheckoutDependencies {
        let checkoutWorker: any CheckoutWorking = CheckoutWorkerStub()
        func checkoutDestination(
            for route: CheckoutRoute,
            dataStore: (any CheckoutDataStore)?
        ) -> UIViewController? { nil }
    }
#endif
