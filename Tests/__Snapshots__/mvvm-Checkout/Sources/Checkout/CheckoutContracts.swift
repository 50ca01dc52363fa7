import Foundation

/// The model: where the data comes from (network, database, cache); the app gives it to the Builder.
public protocol CheckoutService: Sendable {
    func loadCart(_ request: CheckoutModels.LoadCart.Request) async throws -> CheckoutModels.LoadCart.Response
    func applyCoupon(_ request: CheckoutModels.ApplyCoupon.Request) async throws -> CheckoutModels.ApplyCoupon.Response
    func pay(_ request: CheckoutModels.Pay.Request) async throws -> CheckoutModels.Pay.Response
}

/// Gives the built module a new input: the calls that follow read it. Returns false, changing
/// nothing, when the module has that input already.
@MainActor
public protocol CheckoutModuleInput: AnyObject {
    @discardableResult
    func update(_ input: CheckoutInput) -> Bool
}

/// The screens this module can lead to, each with what it carries there. The app decides what
/// each one shows.
public enum CheckoutRoute: Hashable, Sendable {
    /// Shows the receipt after a successful payment.
    case confirmation(receipt: Receipt)
    /// Lets the user pick a saved address.
    case addressBook
}

/// Performs the navigation the view model asks for: the view controller, a coordinator, a spy.
@MainActor
public protocol CheckoutRouteHandling: AnyObject {
    func handle(_ route: CheckoutRoute)
}
