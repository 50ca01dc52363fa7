import Foundation
import Product

/// Turns user intents into interactor calls, and results into what the view shows.
@MainActor
final class CatalogPresenter {
    /// Weak: the view owns the module, so a strong reference back would leak both.
    weak var view: (any CatalogView)?
    let interactor: any CatalogInteracting
    let router: any CatalogRouting
    private let loadProductsCalls = ShopQueryCalls()

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
        view?.displayLoadProducts(
            ShopUseCaseState(
                outcome,
                viewModel: Self.loadProductsViewModel,
                isEmpty: { $0.items.isEmpty },
                failureMessage: Self.loadProductsFailureMessage
            )
        )
    }

    func showProductDetails(productID: UUID) {
        router.routeToProductDetails(productID: productID)
    }

    func showCart(highlightedProductID: UUID?) {
        router.routeToCart(highlightedProductID: highlightedProductID)
    }

    func showHelp() {
        router.routeToHelp()
    }
}

extension CatalogPresenter {
    /// Formats the response of `loadProducts` for display.
    static func loadProductsViewModel(
        from response: CatalogModels.LoadProducts.Response
    ) -> CatalogModels.LoadProducts.ViewModel {
        CatalogModels.LoadProducts.ViewModel(items: response.items.map(\.title))
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadProductsFailureMessage(for error: any Error) -> String {
        CatalogStrings.LoadProducts.failure
    }
}

extension CatalogPresenter: ProductOutputHandling {
    /// Product, opened by a route of this module, may have changed what this screen shows: it loads
    /// again (a newer load overtakes an older one).
    func handle(_ output: ProductOutput) {
        Task { [weak self] in await self?.loadProducts() }
    }
}
