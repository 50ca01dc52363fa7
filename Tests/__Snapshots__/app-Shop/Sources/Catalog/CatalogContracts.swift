import Foundation

/// What the presenter tells the view to show; the view decides nothing.
@MainActor
public protocol CatalogView: AnyObject {
    func displayLoadProducts(_ state: ShopUseCaseState<CatalogModels.LoadProducts.ViewModel>)
}

/// What the view tells the presenter; `Sendable`, so a screen can run several calls at once.
@MainActor
public protocol CatalogPresenting: AnyObject, Sendable {
    func loadProducts() async
    func showProductDetails(productID: UUID)
    func showCart(highlightedProductID: UUID?)
    /// Leaves the modules; the app decides what it shows.
    func showHelp()
}

/// The module's business rules, free of UI and navigation.
protocol CatalogInteracting: Sendable {
    func loadProducts(_ request: CatalogModels.LoadProducts.Request) async throws -> CatalogModels.LoadProducts.Response
}

/// Where the data comes from (network, database, cache): the app gives it to the Builder.
public protocol CatalogService: Sendable {
    func loadProducts(_ request: CatalogModels.LoadProducts.Request) async throws -> CatalogModels.LoadProducts.Response
}

/// The screens this module can lead to, with what each needs. The router makes the screen (a generated module's, built
/// with the payload as its input, or the app's) and the transition handler shows it.
public enum CatalogRoute: Hashable, Sendable {
    case productDetails(productID: UUID)
    case cart(highlightedProductID: UUID?)
    /// Leaves the modules; the app decides what it shows.
    case help
}

/// Shows the screens the router opens: the view controller on iOS; elsewhere whatever shows
/// routes (a SwiftUI screen model, a spy in tests), which gets the `CatalogRoute` itself.
@MainActor
public protocol CatalogTransitionHandling: AnyObject {
    associatedtype Screen
    func show(_ screen: Screen)
}

/// The navigation the presenter can ask for.
@MainActor
protocol CatalogRouting: AnyObject {
    func routeToProductDetails(productID: UUID)
    func routeToCart(highlightedProductID: UUID?)
    func routeToHelp()
}
