import Foundation
import MarketTestSupport

@testable import Cart

/// The screen: records what it displays and the routes it handles, and owns its scene as a real one does.
@MainActor
final class CartDisplaySpy: CartDisplayLogic, CartRouteHandling {
    var scene: CartScene?
    private(set) var handledRoutes: [CartRoute] = []
    private(set) var handedDataStores: [(any CartDataStore)?] = []
    /// What each use case was shown as, in order: the states, failure messages included.
    private(set) var displayedLoadCart: [MarketUseCaseState<CartModels.LoadCart.ViewModel>] = []
    private(set) var displayedPlaceOrder: [MarketUseCaseState<CartModels.PlaceOrder.ViewModel>] = []

    func handle(_ route: CartRoute, dataStore: (any CartDataStore)?) {
        handledRoutes.append(route)
        handedDataStores.append(dataStore)
    }

    func displayLoadCart(viewModel: MarketUseCaseState<CartModels.LoadCart.ViewModel>) {
        displayedLoadCart.append(viewModel)
    }

    func displayPlaceOrder(viewModel: MarketUseCaseState<CartModels.PlaceOrder.ViewModel>) {
        displayedPlaceOrder.append(viewModel)
    }
}

/// The presenter: records what the interactor hands over, as states of the worker's answers.
@MainActor
final class CartPresentationSpy: CartPresentationLogic {
    private(set) var presentedLoadCart: [MarketUseCaseState<CartModels.LoadCart.Response>] = []
    private(set) var presentedPlaceOrder: [MarketUseCaseState<CartModels.PlaceOrder.Response>] = []

    func presentLoadCartStarted() {
        presentedLoadCart.append(.running)
    }

    func presentLoadCartCancelled() {
        presentedLoadCart.append(.idle)
    }

    func presentLoadCart(response: Result<CartModels.LoadCart.Response, any Error>) {
        presentedLoadCart.append(MarketUseCaseState(response, viewModel: { $0 }, failureMessage: { "\($0)" }))
    }

    func presentPlaceOrderStarted() {
        presentedPlaceOrder.append(.running)
    }

    func presentPlaceOrder(response: Result<CartModels.PlaceOrder.Response, any Error>) {
        presentedPlaceOrder.append(MarketUseCaseState(response, viewModel: { $0 }, failureMessage: { "\($0)" }))
    }
}

/// Stands in for whoever opened the scene: records the output it is told, in order.
@MainActor
final class CartOutputSpy: CartOutputHandling {
    private(set) var handledOutputs: [CartOutput] = []

    func handle(_ output: CartOutput) {
        handledOutputs.append(output)
    }
}

/// Answers each use case with a scripted result and records the requests.
@MainActor
final class CartWorkerStub: CartWorking {
    /// When calls answer: at once unless a test holds them.
    let gate = MarketCallGate()
    private(set) var loadCartRequests: [CartModels.LoadCart.Request] = []
    var loadCartResult: Result<CartModels.LoadCart.Response, any Error> = .success(.fixture)
    private(set) var placeOrderRequests: [CartModels.PlaceOrder.Request] = []
    var placeOrderResult: Result<CartModels.PlaceOrder.Response, any Error> = .success(.fixture)

    func loadCart(_ request: CartModels.LoadCart.Request) async throws -> CartModels.LoadCart.Response {
        loadCartRequests.append(request)
        try await gate.pass()
        return try loadCartResult.get()
    }

    func placeOrder(_ request: CartModels.PlaceOrder.Request) async throws -> CartModels.PlaceOrder.Response {
        placeOrderRequests.append(request)
        try await gate.pass()
        return try placeOrderResult.get()
    }
}

struct CartTestError: Error, Equatable {}

@MainActor
extension CartFormatting {
    /// Fixed settings, so that what the tests expect does not depend on the machine's.
    static let fixture = Self(
        locale: Locale(identifier: "en_US_POSIX"),
        currencyCode: "EUR",
        timeZone: TimeZone(identifier: "UTC") ?? .current
    )
}

@MainActor
extension CartModels.LoadCart.Request {
    static let fixture = Self()
}

@MainActor
extension CartModels.LoadCart.Response {
    static let fixture = Self(
        lines: [
            CartLine(
                productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 152)),
                title: "title 2",
                quantity: 8_362
            ),
            CartLine(
                productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 202)),
                title: "title 52",
                quantity: 8_412
            ),
        ],
        total: Decimal(1_352)
    )
}

@MainActor
extension CartModels.PlaceOrder.Request {
    static let fixture = Self()
}

@MainActor
extension CartModels.PlaceOrder.Response {
    static let fixture = Self(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 178)))
}
