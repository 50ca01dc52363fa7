import Foundation

/// The module's logic: turns user intents into model calls, and results into what the passive
/// view shows, telling it explicitly what to display.
@MainActor
final class SellerPagePresenter {
    /// Weak: the view owns the module, so a strong reference back would leak both.
    weak var view: (any SellerPageView)?
    /// Requests take the fields the view does not pass from it; `update(_:)` replaces it.
    private(set) var input: SellerPageInput
    let service: any SellerPageService
    let router: any SellerPageRouting
    private let loadSellerCalls = MarketQueryCalls()
    /// The last `loadSeller` answer, which routes take their payload from; nil after a failure.
    private(set) var lastLoadSellerResponse: SellerPageModels.LoadSeller.Response?

    init(input: SellerPageInput, service: any SellerPageService, router: any SellerPageRouting) {
        self.input = input
        self.service = service
        self.router = router
    }
}

extension SellerPagePresenter: SellerPagePresenting {
    func update(_ input: SellerPageInput) -> Bool {
        guard input != self.input else { return false }
        self.input = input
        loadSellerCalls.dropCallsInFlight()
        lastLoadSellerResponse = nil
        view?.displayLoadSeller(.idle)
        return true
    }

    func loadSeller() async {
        let request = SellerPageModels.LoadSeller.Request(sellerID: self.input.sellerID)
        let outcome = await loadSellerCalls.run { [service] in
            try await service.loadSeller(request)
        } onStart: {
            view?.displayLoadSeller(.running)
        } onCancel: {
            view?.displayLoadSeller(.idle)
        }
        guard let outcome else { return }
        lastLoadSellerResponse = try? outcome.get()
        view?.displayLoadSeller(
            MarketUseCaseState(
                outcome,
                viewModel: Self.loadSellerViewModel,
                isEmpty: { $0.products.isEmpty },
                failureMessage: Self.loadSellerFailureMessage
            )
        )
    }

    func showContact() {
        guard let response = lastLoadSellerResponse else { return }
        router.routeToContact(sellerID: response.seller.id)
    }
}

extension SellerPagePresenter {
    /// Formats the response of `loadSeller` for display.
    static func loadSellerViewModel(
        from response: SellerPageModels.LoadSeller.Response
    ) -> SellerPageModels.LoadSeller.ViewModel {
        SellerPageModels.LoadSeller.ViewModel(seller: response.seller.name, products: response.products.map(\.title))
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadSellerFailureMessage(for error: any Error) -> String {
        SellerPageStrings.LoadSeller.failure
    }
}
