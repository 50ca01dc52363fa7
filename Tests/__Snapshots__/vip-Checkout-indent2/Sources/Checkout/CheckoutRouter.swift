import Foundation

/// The scenes this one can lead to. The app decides what each one shows.
public enum CheckoutRoute: Hashable, Sendable {
  /// Shows the receipt after a successful payment.
  case confirmation(receipt: Receipt)
  /// Lets the user pick a saved address.
  case addressBook
}

/// Navigation the screen can ask for.
@MainActor
public protocol CheckoutRoutingLogic: AnyObject {
  /// Shows the receipt after a successful payment.
  func routeToConfirmation(receipt: Receipt)
  /// Lets the user pick a saved address.
  func routeToAddressBook()
}

/// Gives the next scene access to what this one knows.
@MainActor
public protocol CheckoutDataPassing: AnyObject {
  var dataStore: (any CheckoutDataStore)? { get }
}

/// Performs the navigation: the view controller on iOS, a spy in tests.
@MainActor
public protocol CheckoutRouteHandling: AnyObject {
  /// Shows the scene for `route`; `dataStore` is this scene's data, to hand to the next one.
  func handle(_ route: CheckoutRoute, dataStore: (any CheckoutDataStore)?)
}

/// Turns navigation requests into routes for the handler, with the scene's data attached.
@MainActor
final class CheckoutRouter: CheckoutRoutingLogic, CheckoutDataPassing {
  /// Weak: the handler is the scene's own screen, which owns the router.
  weak var handler: (any CheckoutRouteHandling)?
  /// Strong, as in Clean Swift: the interactor does not point back, so there is no cycle.
  var dataStore: (any CheckoutDataStore)?

  func routeToConfirmation(receipt: Receipt) {
    handler?.handle(.confirmation(receipt: receipt), dataStore: dataStore)
  }

  func routeToAddressBook() {
    handler?.handle(.addressBook, dataStore: dataStore)
  }
}
