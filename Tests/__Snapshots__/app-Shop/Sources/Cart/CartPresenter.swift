import Foundation

/// What the interactor hands over for display: a use case started, then how it ended.
@MainActor
protocol CartPresentationLogic: AnyObject {
    func presentLoadCartStarted()
    func presentLoadCartCancelled()
    func presentLoadCart(response: Result<CartModels.LoadCart.Response, any Error>)
}

/// Formats what the interactor hands over into the state of each use case the screen shows.
@MainActor
final class CartPresenter: CartPresentationLogic {
    /// Weak: the screen owns the scene, so a strong reference back would leak both.
    weak var viewController: (any CartDisplayLogic)?

    func presentLoadCartStarted() {
        viewController?.displayLoadCart(viewModel: .running)
    }

    func presentLoadCartCancelled() {
        viewController?.displayLoadCart(viewModel: .idle)
    }

    func presentLoadCart(response: Result<CartModels.LoadCart.Response, any Error>) {
        viewController?.displayLoadCart(
            viewModel: ShopUseCaseState(
                response,
                viewModel: Self.loadCartViewModel,
                isEmpty: { $0.items.isEmpty },
                failureMessage: Self.loadCartFailureMessage
            )
        )
    }
}

extension CartPresenter {
    static func loadCartViewModel(from response: CartModels.LoadCart.Response) -> CartModels.LoadCart.ViewModel {
        CartModels.LoadCart.ViewModel(items: response.items.map(\.title))
    }

    /// Map the errors your worker throws to messages of their own here.
    static func loadCartFailureMessage(for error: any Error) -> String {
        CartStrings.LoadCart.failure
    }
}
