import Cart

/// Turns user intents into interactor calls, and results into what the view shows.
@MainActor
final class HomePresenter {
    /// Weak: the view owns the module, so a strong reference back would leak both.
    weak var view: (any HomeView)?
    let interactor: any HomeInteracting
    let router: any HomeRouting
    /// How numbers, amounts and dates read: the user's settings unless given others (tests pin them).
    let formatting: HomeFormatting
    private let loadHomeCalls = MarketQueryCalls()

    init(interactor: any HomeInteracting, router: any HomeRouting, formatting: HomeFormatting = HomeFormatting()) {
        self.interactor = interactor
        self.router = router
        self.formatting = formatting
    }
}

extension HomePresenter: HomePresenting {
    func loadHome() async {
        let request = HomeModels.LoadHome.Request()
        let outcome = await loadHomeCalls.run { [interactor] in
            try await interactor.loadHome(request)
        } onStart: {
            view?.displayLoadHome(.running)
        } onCancel: {
            view?.displayLoadHome(.idle)
        }
        guard let outcome else { return }
        view?.displayLoadHome(
            MarketUseCaseState(
                outcome,
                viewModel: { Self.loadHomeViewModel(from: $0, formatting: formatting) },
                failureMessage: Self.loadHomeFailureMessage
            )
        )
    }

    func showCatalog() {
        router.routeToCatalog()
    }

    func showCart() {
        router.routeToCart()
    }

    func showProfile() {
        router.routeToProfile()
    }

    func showSearch() {
        router.routeToSearch()
    }
}

extension HomePresenter {
    /// Formats the response of `loadHome` for display.
    static func loadHomeViewModel(
        from response: HomeModels.LoadHome.Response,
        formatting: HomeFormatting
    ) -> HomeModels.LoadHome.ViewModel {
        HomeModels.LoadHome.ViewModel(greeting: response.greeting, cartCount: formatting.number(response.cartCount))
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadHomeFailureMessage(for error: any Error) -> String {
        HomeStrings.LoadHome.failure
    }
}

extension HomePresenter: CartOutputHandling {
    /// Cart, opened by a route of this module, may have changed what this screen shows: it loads
    /// again (a newer load overtakes an older one).
    func handle(_ output: CartOutput) {
        Task { [weak self] in await self?.loadHome() }
    }
}
