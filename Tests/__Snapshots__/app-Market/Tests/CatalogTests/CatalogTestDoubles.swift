import Foundation
import MarketTestSupport

@testable import Catalog

/// The screen: records the states and routes it is given, and owns its presenter as a real one does.
@MainActor
final class CatalogViewSpy: CatalogView, CatalogTransitionHandling {
    var presenter: (any CatalogPresenting)?
    private(set) var handledRoutes: [CatalogRoute] = []
    private(set) var loadProductsStates: [MarketUseCaseState<CatalogModels.LoadProducts.ViewModel>] = []

    func show(_ route: CatalogRoute) {
        handledRoutes.append(route)
    }

    func displayLoadProducts(_ state: MarketUseCaseState<CatalogModels.LoadProducts.ViewModel>) {
        loadProductsStates.append(state)
    }
}

/// Records the navigation the presenter asks for.
@MainActor
final class CatalogRouterSpy: CatalogRouting {
    private(set) var routes: [CatalogRoute] = []

    func routeToProductDetails(productID: UUID) {
        routes.append(.productDetails(productID: productID))
    }
}

/// Scripted results, recorded requests: the interactor of presenter tests, and the app's service
/// under the real interactor the Builder wires (the two take the same calls).
@MainActor
final class CatalogServiceStub: CatalogService, CatalogInteracting {
    /// When calls answer: at once unless a test holds them.
    let gate = MarketCallGate()
    private(set) var loadProductsRequests: [CatalogModels.LoadProducts.Request] = []
    var loadProductsResult: Result<CatalogModels.LoadProducts.Response, any Error> = .success(.fixture)

    func loadProducts(
        _ request: CatalogModels.LoadProducts.Request
    ) async throws -> CatalogModels.LoadProducts.Response {
        loadProductsRequests.append(request)
        try await gate.pass()
        return try loadProductsResult.get()
    }
}

struct CatalogTestError: Error, Equatable {}

@MainActor
extension CatalogModels.LoadProducts.Request {
    static let fixture = CatalogModels.LoadProducts.Request()
}

@MainActor
extension CatalogModels.LoadProducts.Response {
    static let fixture = CatalogModels.LoadProducts.Response(
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
