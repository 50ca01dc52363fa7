import Foundation

/// The model: where the data comes from (network, database, cache); the app gives it to the Builder.
public protocol ProductService: Sendable {
    func loadProduct(_ request: ProductModels.LoadProduct.Request) async throws -> ProductModels.LoadProduct.Response
    func addToCart(_ request: ProductModels.AddToCart.Request) async throws -> ProductModels.AddToCart.Response
}

/// Gives the built module a new input: the calls that follow read it. Returns false, changing
/// nothing, when the module has that input already.
@MainActor
public protocol ProductModuleInput: AnyObject {
    @discardableResult
    func update(_ input: ProductInput) -> Bool
}

/// The screens this module can lead to, each with what it carries there. The app decides what
/// each one shows; routes to other generated modules open them with what they carry as their input.
public enum ProductRoute: Hashable, Sendable {
    case openCart(highlightedProductID: UUID?)
}

/// Performs the navigation the view model asks for: the view controller, a coordinator, a spy.
@MainActor
public protocol ProductRouteHandling: AnyObject {
    func handle(_ route: ProductRoute)
}
