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

/// The module's business rules, free of UI and navigation.
protocol CheckoutInteracting: Sendable {
    func loadCart(_ request: CheckoutModels.LoadCart.Request) async throws -> CheckoutModels.LoadCart.Response
    func applyCoupon(_ request: CheckoutModels.ApplyCoupon.Request) async throws -> CheckoutModels.ApplyCoupon.Response
    func pay(_ request: CheckoutModels.Pay.Request) async throws -> CheckoutModels.Pay.Response
}

/// Where the data comes from (network, database, cache): the app gives it to the Builder.
public protocol CheckoutService: Sendable {
    func loadCart(_ request: CheckoutModels.LoadCart.Request) async throws -> CheckoutModels.LoadCart.Response
    func applyCoupon(_ request: CheckoutModels.ApplyCoupon.Request) async throws -> CheckoutModels.ApplyCoupon.Response
    func pay(_ request: CheckoutModels.Pay.Request) async throws -> CheckoutModels.Pay.Response
}

/// The screens this module can lead to, with what each needs. The router makes the screen and the transition handler
/// shows it.
public enum CheckoutRoute: Hashable, Sendable {
    /// Shows the receipt after a successful payment.
    case confirmation(receipt: Receipt)
    /// Lets the user pick a saved address.
    case addressBook
}

/// Shows the screens the router opens: the view controller on iOS; elsewhere whatever shows
/// routes (a SwiftUI screen model, a spy in tests), which gets the `CheckoutRoute` itself.
@MainActor
public protocol CheckoutTransitionHandling: AnyObject {
    associatedtype Screen
    func show(_ screen: Screen)
}

/// The navigation the presenter can ask for.
@MainActor
protocol CheckoutRouting: AnyObject {
    func routeToConfirmation(receipt: Receipt)
    func routeToAddressBook()
}
