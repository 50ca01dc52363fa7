import Foundation

/// What the presenter tells the view to show; the view decides nothing.
@MainActor
public protocol ProductDetailView: AnyObject {
    func displayLoadProduct(_ state: ProductDetailUseCaseState<ProductDetailModels.LoadProduct.ViewModel>)
    func displayAddToCart(_ state: ProductDetailUseCaseState<ProductDetailModels.AddToCart.ViewModel>)
}

/// Gives the built module a new input: the calls that follow read it. Returns false, changing
/// nothing, when the module has that input already.
@MainActor
public protocol ProductDetailModuleInput: AnyObject {
    @discardableResult
    func update(_ input: ProductDetailInput) -> Bool
}

/// What the view tells the presenter; `Sendable`, so a screen can run several calls at once.
@MainActor
public protocol ProductDetailPresenting: AnyObject, Sendable, ProductDetailModuleInput {
    func loadProduct() async
    /// A command: a call while one runs is refused, and leaving the screen does not cancel it.
    func addToCart(quantity: Int) async
    func showReview(productID: UUID)
}

/// The model: where the data comes from (network, database, cache); the app gives it to the Builder.
public protocol ProductDetailService: Sendable {
    func loadProduct(
        _ request: ProductDetailModels.LoadProduct.Request
    ) async throws -> ProductDetailModels.LoadProduct.Response
    func addToCart(
        _ request: ProductDetailModels.AddToCart.Request
    ) async throws -> ProductDetailModels.AddToCart.Response
}

/// The screens this module can lead to, with what each needs. The app decides what each one shows.
public enum ProductDetailRoute: Hashable, Sendable {
    case review(productID: UUID)
}

/// Performs the navigation: the view controller on iOS, a spy in tests.
@MainActor
public protocol ProductDetailRouteHandling: AnyObject {
    func handle(_ route: ProductDetailRoute)
}

/// The navigation the presenter can ask for.
@MainActor
protocol ProductDetailRouting: AnyObject {
    func routeToReview(productID: UUID)
}
