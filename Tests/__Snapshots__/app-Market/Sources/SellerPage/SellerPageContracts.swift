import Foundation

/// What the presenter tells the view to show; the view decides nothing.
@MainActor
public protocol SellerPageView: AnyObject {
    func displayLoadSeller(_ state: MarketUseCaseState<SellerPageModels.LoadSeller.ViewModel>)
}

/// Gives the built module a new input: the calls that follow read it. Returns false, changing
/// nothing, when the module has that input already.
@MainActor
public protocol SellerPageModuleInput: AnyObject {
    @discardableResult
    func update(_ input: SellerPageInput) -> Bool
}

/// What the view tells the presenter; `Sendable`, so a screen can run several calls at once.
@MainActor
public protocol SellerPagePresenting: AnyObject, Sendable, SellerPageModuleInput {
    func loadSeller() async
    /// The app's way to write to the seller.
    /// It carries what the last `loadSeller` response holds; nothing opens before that response.
    func showContact()
}

/// The model: where the data comes from (network, database, cache); the app gives it to the Builder.
public protocol SellerPageService: Sendable {
    func loadSeller(_ request: SellerPageModels.LoadSeller.Request) async throws -> SellerPageModels.LoadSeller.Response
}

/// The screens this module can lead to, with what each needs. The app decides what each one shows.
public enum SellerPageRoute: Hashable, Sendable {
    /// The app's way to write to the seller.
    case contact(sellerID: UUID)
}

/// Performs the navigation: the view controller on iOS, a spy in tests.
@MainActor
public protocol SellerPageRouteHandling: AnyObject {
    func handle(_ route: SellerPageRoute)
}

/// The navigation the presenter can ask for.
@MainActor
protocol SellerPageRouting: AnyObject {
    func routeToContact(sellerID: UUID)
}
