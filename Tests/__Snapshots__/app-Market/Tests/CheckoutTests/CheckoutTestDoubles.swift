import Foundation

@testable import Checkout

/// The screen: records what it displays and the routes it handles, and owns its scene as a real one does.
@MainActor
final class CheckoutDisplaySpy: CheckoutDisplayLogic, CheckoutRouteHandling {
    var scene: CheckoutScene?
    private(set) var handledRoutes: [CheckoutRoute] = []
    private(set) var handedDataStores: [(any CheckoutDataStore)?] = []
    /// What each use case was shown as, in order: the states, failure messages included.
    private(set) var displayedLoadSummary: [MarketUseCaseState<CheckoutModels.LoadSummary.ViewModel>] = []
    private(set) var displayedPay: [MarketUseCaseState<CheckoutModels.Pay.ViewModel>] = []

    func handle(_ route: CheckoutRoute, dataStore: (any CheckoutDataStore)?) {
        handledRoutes.append(route)
        handedDataStores.append(dataStore)
    }

    func displayLoadSummary(viewModel: MarketUseCaseState<CheckoutModels.LoadSummary.ViewModel>) {
        displayedLoadSummary.append(viewModel)
    }

    func displayPay(viewModel: MarketUseCaseState<CheckoutModels.Pay.ViewModel>) {
        displayedPay.append(viewModel)
    }
}

/// The presenter: records what the interactor hands over, as states of the worker's answers.
@MainActor
final class CheckoutPresentationSpy: CheckoutPresentationLogic {
    private(set) var presentedLoadSummary: [MarketUseCaseState<CheckoutModels.LoadSummary.Response>] = []
    private(set) var presentedPay: [MarketUseCaseState<CheckoutModels.Pay.Response>] = []

    func presentLoadSummaryStarted() {
        presentedLoadSummary.append(.running)
    }

    func presentLoadSummaryCancelled() {
        presentedLoadSummary.append(.idle)
    }

    func presentLoadSummary(response: Result<CheckoutModels.LoadSummary.Response, any Error>) {
        presentedLoadSummary.append(MarketUseCaseState(response, viewModel: { $0 }, failureMessage: { "\($0)" }))
    }

    func presentPayStarted() {
        presentedPay.append(.running)
    }

    func presentPay(response: Result<CheckoutModels.Pay.Response, any Error>) {
        presentedPay.append(MarketUseCaseState(response, viewModel: { $0 }, failureMessage: { "\($0)" }))
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
    private var holdsCalls = false
    private var heldCalls: [CheckedContinuation<Void, Never>] = []
    private(set) var loadSummaryRequests: [CheckoutModels.LoadSummary.WorkerRequest] = []
    private var loadSummaryResult: Result<CheckoutModels.LoadSummary.Response, any Error> = .success(.fixture)
    private(set) var payRequests: [CheckoutModels.Pay.WorkerRequest] = []
    private var payResult: Result<CheckoutModels.Pay.Response, any Error> = .success(.fixture)

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

    func setLoadSummaryResult(_ result: Result<CheckoutModels.LoadSummary.Response, any Error>) {
        loadSummaryResult = result
    }

    func loadSummary(
        _ request: CheckoutModels.LoadSummary.WorkerRequest
    ) async throws -> CheckoutModels.LoadSummary.Response {
        loadSummaryRequests.append(request)
        if holdsCalls { await withCheckedContinuation { heldCalls.append($0) } }
        // As URLSession does, a call whose task was cancelled fails: a command cancelled with the
        // screen that started it, or a query's late answer, would fail here.
        try Task.checkCancellation()
        return try loadSummaryResult.get()
    }

    func setPayResult(_ result: Result<CheckoutModels.Pay.Response, any Error>) {
        payResult = result
    }

    func pay(_ request: CheckoutModels.Pay.WorkerRequest) async throws -> CheckoutModels.Pay.Response {
        payRequests.append(request)
        if holdsCalls { await withCheckedContinuation { heldCalls.append($0) } }
        // As URLSession does, a call whose task was cancelled fails: a command cancelled with the
        // screen that started it, or a query's late answer, would fail here.
        try Task.checkCancellation()
        return try payResult.get()
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
    static let fixture = Self(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 179)))
}

@MainActor
extension CheckoutModels.LoadSummary.Request {
    static let fixture = Self()
}

/// What the worker must be asked when the scene was built with `CheckoutInput.fixture` and
/// sent `Request.fixture`: written from the samples, not from the interactor's code.
@MainActor
extension CheckoutModels.LoadSummary.WorkerRequest {
    static let fixture = Self(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 179)))
}

@MainActor
extension CheckoutModels.LoadSummary.Response {
    static let fixture = Self(total: Decimal(1_352))
}

@MainActor
extension CheckoutModels.Pay.Request {
    static let fixture = Self()
}

/// What the worker must be asked when the scene was built with `CheckoutInput.fixture` and
/// sent `Request.fixture`: written from the samples, not from the interactor's code.
@MainActor
extension CheckoutModels.Pay.WorkerRequest {
    static let fixture = Self(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 179)))
}

@MainActor
extension CheckoutModels.Pay.Response {
    static let fixture = Self(receiptID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 248)))
}
