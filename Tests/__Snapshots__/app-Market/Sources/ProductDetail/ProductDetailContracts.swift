import Foundation

/// The model: where the data comes from (network, database, cache); the app gives it to the Builder.
public protocol ProductDetailService: Sendable {
    func loadProduct(
        _ request: ProductDetailModels.LoadProduct.Request
    ) async throws -> ProductDetailModels.LoadProduct.Response
    func addToCart(
        _ request: ProductDetailModels.AddToCart.Request
    ) async throws -> ProductDetailModels.AddToCart.Response
}

/// Gives the built module a new input: the calls that follow read it. Returns false, changing
/// nothing, when the module has that input already.
@MainActor
public protocol ProductDetailModuleInput: AnyObject {
    @discardableResult
    func update(_ input: ProductDetailInput) -> Bool
}

/// The screens this module can lead to, each with what it carries there. The app decides what
/// each one shows; routes to other generated modules open them with what they carry as their input.
public enum ProductDetailRoute: Hashable, Sendable {
    case sellerPage(sellerID: UUID)
}

/// Performs the navigation the view model asks for: the view controller, a coordinator, a spy.
@MainActor
public protocol ProductDetailRouteHandling: AnyObject {
    func handle(_ route: ProductDetailRoute)
}
