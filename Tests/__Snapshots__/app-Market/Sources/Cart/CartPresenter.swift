import Foundation

/// What the interactor hands over for display: a use case started, then how it ended.
@MainActor
protocol CartPresentationLogic: AnyObject {
    func presentLoadCartStarted()
    func presentLoadCartCancelled()
    func presentLoadCart(response: Result<CartModels.LoadCart.Response, any Error>)
    func presentPlaceOrderStarted()
    func presentPlaceOrder(response: Result<CartModels.PlaceOrder.Response, any Error>)
}

/// Formats what the interactor hands over into the state of each use case the screen shows.
@MainActor
final class CartPresenter: CartPresentationLogic {
    /// Weak: the screen owns the scene, so a strong reference back would leak both.
    weak var viewController: (any CartDisplayLogic)?
    /// How numbers, amounts and dates read: the user's settings unless given others (tests pin them).
    let formatting: CartFormatting

    init(formatting: CartFormatting = CartFormatting()) {
        self.formatting = formatting
    }

    func presentLoadCartStarted() {
        viewController?.displayLoadCart(viewModel: .running)
    }

    func presentLoadCartCancelled() {
        viewController?.displayLoadCart(viewModel: .idle)
    }

    func presentLoadCart(response: Result<CartModels.LoadCart.Response, any Error>) {
        viewController?.displayLoadCart(
            viewModel: MarketUseCaseState(
                response,
                viewModel: { Self.loadCartViewModel(from: $0, formatting: formatting) },
                isEmpty: { $0.lines.isEmpty },
                failureMessage: Self.loadCartFailureMessage
            )
        )
    }

    func presentPlaceOrderStarted() {
        viewController?.displayPlaceOrder(viewModel: .running)
    }

    func presentPlaceOrder(response: Result<CartModels.PlaceOrder.Response, any Error>) {
        viewController?.displayPlaceOrder(
            viewModel: MarketUseCaseState(
                response,
                viewModel: Self.placeOrderViewModel,
                failureMessage: Self.placeOrderFailureMessage
            )
        )
    }
}

extension CartPresenter {
    static func loadCartViewModel(
        from response: CartModels.LoadCart.Response,
        formatting: CartFormatting
    ) -> CartModels.LoadCart.ViewModel {
        CartModels.LoadCart.ViewModel(lines: response.lines.map(\.title), total: formatting.number(response.total))
    }

    /// Map the errors your worker throws to messages of their own here.
    static func loadCartFailureMessage(for error: any Error) -> String {
        CartStrings.LoadCart.failure
    }

    static func placeOrderViewModel(from response: CartModels.PlaceOrder.Response) -> CartModels.PlaceOrder.ViewModel {
        CartModels.PlaceOrder.ViewModel(orderID: response.orderID.uuidString)
    }

    /// Map the errors your worker throws to messages of their own here.
    static func placeOrderFailureMessage(for error: any Error) -> String {
        CartStrings.PlaceOrder.failure
    }
}
