import Foundation
import MarketTestSupport

@testable import SellerPage

/// The screen: records the states and routes it is given, and owns its presenter as a real one does.
@MainActor
final class SellerPageViewSpy: SellerPageView, SellerPageRouteHandling {
    var presenter: (any SellerPagePresenting)?
    private(set) var handledRoutes: [SellerPageRoute] = []
    private(set) var loadSellerStates: [MarketUseCaseState<SellerPageModels.LoadSeller.ViewModel>] = []

    func handle(_ route: SellerPageRoute) {
        handledRoutes.append(route)
    }

    func displayLoadSeller(_ state: MarketUseCaseState<SellerPageModels.LoadSeller.ViewModel>) {
        loadSellerStates.append(state)
    }
}

/// Records the navigation the presenter asks for.
@MainActor
final class SellerPageRouterSpy: SellerPageRouting {
    private(set) var routes: [SellerPageRoute] = []

    func routeToContact(sellerID: UUID) {
        routes.append(.contact(sellerID: sellerID))
    }
}

@MainActor
extension SellerPageInput {
    static let fixture = SellerPageInput(sellerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 28, 95)))
}

/// The model (the app's service): scripted results, recorded requests.
@MainActor
final class SellerPageServiceStub: SellerPageService {
    /// When calls answer: at once unless a test holds them.
    let gate = MarketCallGate()
    private(set) var loadSellerRequests: [SellerPageModels.LoadSeller.Request] = []
    var loadSellerResult: Result<SellerPageModels.LoadSeller.Response, any Error> = .success(.fixture)

    func loadSeller(
        _ request: SellerPageModels.LoadSeller.Request
    ) async throws -> SellerPageModels.LoadSeller.Response {
        loadSellerRequests.append(request)
        try await gate.pass()
        return try loadSellerResult.get()
    }
}

struct SellerPageTestError: Error, Equatable {}

@MainActor
extension SellerPageModels.LoadSeller.Request {
    static let fixture = SellerPageModels.LoadSeller.Request(
        sellerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 28, 93))
    )
}

@MainActor
extension SellerPageModels.LoadSeller.Response {
    static let fixture = SellerPageModels.LoadSeller.Response(
        seller: Seller(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
            name: "name 2",
            rating: 6_972.5
        ),
        products: [
            Product(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
                title: "title 2",
                price: Decimal(6_902),
                sellerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 28, 94))
            ),
            Product(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 28)),
                title: "title 52",
                price: Decimal(6_952),
                sellerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 28, 144))
            ),
        ]
    )
}

#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// What the tests that call `build` give it: a stub for each module it builds, and no screen for
    /// the routes the app opens.
    @MainActor
    final class SellerPageDependenciesStub: SellerPageDependencies {
        let sellerPageService: any SellerPageService = SellerPageServiceStub()
        func sellerPageDestination(for route: SellerPageRoute) -> UIViewController? { nil }
    }
#endif
