import Foundation

/// What the presenter tells the view to show; the view decides nothing.
@MainActor
public protocol CheckoutView: AnyObject {
    func displayLoadCart(_ state: CheckoutUseCaseState<CheckoutModels.LoadCart.ViewModel>)
    func displayApplyCoupon(_ state: CheckoutUseCaseState<CheckoutModels.ApplyCoupon.ViewModel>)
    func displayPay(_ state: CheckoutUseCaseState<CheckoutModels.Pay.ViewModel>)
}

/// Gives the built module a new input: the calls that follow read it. Returns false, changing
/// nothing, when the module has that input already.
@MainActor
public protocol CheckoutModuleInput: AnyObject {
    @discardableResult
    func update(_ input: CheckoutInput) -> Bool
}

/// What the view tells the presenter; `Sendable`, so a screen can run several calls at once.
@MainActor
public protocol CheckoutPresenting: AnyObject, Sendable, CheckoutModuleInput {
    /// Fetches the current cart.
    func loadCart() async
    /// Applies a coupon code to the cart.
    /// A command: a call while one runs is refused, and leaving the screen does not cancel it.
    func applyCoupon(code: String) async
    /// Pays for the cart and returns the receipt.
    /// A command: a call while one runs is refused, and leaving the screen does not cancel it.
    func pay(shippingAddress: Address, tip: Decimal?, metadata: [String: String]) async
    /// Shows the receipt after a successful payment.
    func showConfirmation(receipt: Receipt)
    /// Lets the user pick a saved address.
    func showAddressBook()
    /// The user left without paying. Tells whoever opened the module.
    func sendCancelled()
}

/// The model: where the data comes from (network, database, cache); the app gives it to the Builder.
public protocol CheckoutService: Sendable {
    func loadCart(_ request: CheckoutModels.LoadCart.Request) async throws -> CheckoutModels.LoadCart.Response
    func applyCoupon(_ request: CheckoutModels.ApplyCoupon.Request) async throws -> CheckoutModels.ApplyCoupon.Response
    func pay(_ request: CheckoutModels.Pay.Request) async throws -> CheckoutModels.Pay.Response
}

/// The screens this module can lead to, with what each needs. The app decides what each one shows.
public enum CheckoutRoute: Hashable, Sendable {
    /// Shows the receipt after a successful payment.
    case confirmation(receipt: Receipt)
    /// Lets the user pick a saved address.
    case addressBook
}

/// Performs the navigation: the view controller on iOS, a spy in tests.
@MainActor
public protocol CheckoutRouteHandling: AnyObject {
    func handle(_ route: CheckoutRoute)
}

/// The navigation the presenter can ask for.
@MainActor
protocol CheckoutRouting: AnyObject {
    func routeToConfirmation(receipt: Receipt)
    func routeToAddressBook()
}
