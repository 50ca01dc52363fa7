import Foundation
import MarketTestSupport

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
    /// When calls answer: at once unless a test holds them.
    let gate = MarketCallGate()
    private(set) var loadSummaryRequests: [CheckoutModels.LoadSummary.WorkerRequest] = []
    var loadSummaryResult: Result<CheckoutModels.LoadSummary.Response, any Error> = .success(.fixture)
    private(set) var payRequests: [CheckoutModels.Pay.WorkerRequest] = []
    var payResult: Result<CheckoutModels.Pay.Response, any Error> = .success(.fixture)

    func loadSummary(
        _ request: CheckoutModels.LoadSummary.WorkerRequest
    ) async throws -> CheckoutModels.LoadSummary.Response {
        loadSummaryRequests.append(request)
        try await gate.pass()
        return try loadSummaryResult.get()
    }

    func pay(_ request: CheckoutModels.Pay.WorkerRequest) async throws -> CheckoutModels.Pay.Response {
        payRequests.append(request)
        try await gate.pass()
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
