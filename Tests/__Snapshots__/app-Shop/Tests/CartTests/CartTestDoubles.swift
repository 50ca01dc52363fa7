import Foundation
import ShopTestSupport

@testable import Cart

/// The screen: records what it displays and the routes it handles, and owns its scene as a real one does.
@MainActor
final class CartDisplaySpy: CartDisplayLogic, CartRouteHandling {
    var scene: CartScene?
    private(set) var handledRoutes: [CartRoute] = []
    private(set) var handedDataStores: [(any CartDataStore)?] = []
    /// What each use case was shown as, in order: the states, failure messages included.
    private(set) var displayedLoadCart: [ShopUseCaseState<CartModels.LoadCart.ViewModel>] = []

    func handle(_ route: CartRoute, dataStore: (any CartDataStore)?) {
        handledRoutes.append(route)
        handedDataStores.append(dataStore)
    }

    func displayLoadCart(viewModel: ShopUseCaseState<CartModels.LoadCart.ViewModel>) {
        displayedLoadCart.append(viewModel)
    }
}

/// The presenter: records what the interactor hands over, as states of the worker's answers.
@MainActor
final class CartPresentationSpy: CartPresentationLogic {
    private(set) var presentedLoadCart: [ShopUseCaseState<CartModels.LoadCart.Response>] = []

    func presentLoadCartStarted() {
        presentedLoadCart.append(.running)
    }

    func presentLoadCartCancelled() {
        presentedLoadCart.append(.idle)
    }

    func presentLoadCart(response: Result<CartModels.LoadCart.Response, any Error>) {
        presentedLoadCart.append(ShopUseCaseState(response, viewModel: { $0 }, failureMessage: { "\($0)" }))
    }
}

/// Answers each use case with a scripted result and records the requests.
@MainActor
final class CartWorkerStub: CartWorking {
    /// When calls answer: at once unless a test holds them.
    let gate = ShopCallGate()
    private(set) var loadCartRequests: [CartModels.LoadCart.WorkerRequest] = []
    var loadCartResult: Result<CartModels.LoadCart.Response, any Error> = .success(.fixture)

    func loadCart(_ request: CartModels.LoadCart.WorkerRequest) async throws -> CartModels.LoadCart.Response {
        loadCartRequests.append(request)
        try await gate.pass()
        return try loadCartResult.get()
    }
}

struct CartTestError: Error, Equatable {}

@MainActor
extension CartInput {
    static let fixture = Self(highlightedProductID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 21, 107)))
}

@MainActor
extension CartModels.LoadCart.Request {
    static let fixture = Self()
}

/// What the worker must be asked when the scene was built with `CartInput.fixture` and
/// sent `Request.fixture`: written from the samples, not from the interactor's code.
@MainActor
extension CartModels.LoadCart.WorkerRequest {
    static let fixture = Self(highlightedProductID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 21, 107)))
}

@MainActor
extension CartModels.LoadCart.Response {
    static let fixture = Self(
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
