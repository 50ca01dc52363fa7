import Foundation
import ProductDetail

/// Turns user intents into interactor calls, and results into what the view shows.
@MainActor
final class CatalogPresenter {
    /// Weak: the view owns the module, so a strong reference back would leak both.
    weak var view: (any CatalogView)?
    let interactor: any CatalogInteracting
    let router: any CatalogRouting
    private let loadProductsCalls = MarketQueryCalls()
    /// The last `loadProducts` answer, which routes take their payload from; nil after a failure.
    private(set) var lastLoadProductsResponse: CatalogModels.LoadProducts.Response?

    init(interactor: any CatalogInteracting, router: any CatalogRouting) {
        self.interactor = interactor
        self.router = router
    }
}

extension CatalogPresenter: CatalogPresenting {
    func loadProducts() async {
        let request = CatalogModels.LoadProducts.Request()
        let outcome = await loadProductsCalls.run { [interactor] in
            try await interactor.loadProducts(request)
        } onStart: {
            view?.displayLoadProducts(.running)
        } onCancel: {
            view?.displayLoadProducts(.idle)
        }
        guard let outcome else { return }
        lastLoadProductsResponse = try? outcome.get()
        view?.displayLoadProducts(
            MarketUseCaseState(
                outcome,
                viewModel: Self.loadProductsViewModel,
                isEmpty: { $0.products.isEmpty },
                failureMessage: Self.loadProductsFailureMessage
            )
        )
    }

    func showProductDetails(at row: Int) {
        guard let response = lastLoadProductsResponse, response.products.indices.contains(row) else { return }
        router.routeToProductDetails(productID: response.products[row].id)
    }
}

extension CatalogPresenter {
    /// Formats the response of `loadProducts` for display.
    static func loadProductsViewModel(
        from response: CatalogModels.LoadProducts.Response
    ) -> CatalogModels.LoadProducts.ViewModel {
        CatalogModels.LoadProducts.ViewModel(products: response.products.map(\.title))
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadProductsFailureMessage(for error: any Error) -> String {
        CatalogStrings.LoadProducts.failure
    }
}

extension CatalogPresenter: ProductDetailOutputHandling {
    /// ProductDetail, opened by a route of this module, may have changed what this screen shows: it loads
    /// again (a newer load overtakes an older one).
    func handle(_ output: ProductDetailOutput) {
        Task { [weak self] in await self?.loadProducts() }
    }
}
