#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: a section per use case, which shows where it stands and starts its calls.
    public final class HomeViewController: UIViewController {
        /// The screen owns the module through it.
        var presenter: (any HomePresenting)?
        private let tasks = MarketScreenTasks()
        private let refreshControl = UIRefreshControl()
        private lazy var loadHomeSection = MarketSectionView(
            title: HomeStrings.LoadHome.title,
            action: HomeStrings.LoadHome.action,
            ids: HomeAccessibilityIDs.LoadHome.self,
            fields: [
                (HomeStrings.LoadHome.greetingLabel, HomeAccessibilityIDs.LoadHome.greetingField),
                (HomeStrings.LoadHome.cartCountLabel, HomeAccessibilityIDs.LoadHome.cartCountField),
            ],
            loading: HomeStrings.loading,
            retry: HomeStrings.retry
        ) { [weak self] in
            self?.runLoadHome()
        }
        private lazy var catalogRouteButton = MarketScreenControls.button(
            HomeStrings.Routes.catalog,
            id: HomeAccessibilityIDs.Routes.catalog
        ) { [weak self] in
            self?.presenter?.showCatalog()
        }
        private lazy var cartRouteButton = MarketScreenControls.button(
            HomeStrings.Routes.cart,
            id: HomeAccessibilityIDs.Routes.cart
        ) { [weak self] in
            self?.presenter?.showCart()
        }
        private lazy var profileRouteButton = MarketScreenControls.button(
            HomeStrings.Routes.profile,
            id: HomeAccessibilityIDs.Routes.profile
        ) { [weak self] in
            self?.presenter?.showProfile()
        }
        private lazy var searchRouteButton = MarketScreenControls.button(
            HomeStrings.Routes.search,
            id: HomeAccessibilityIDs.Routes.search
        ) { [weak self] in
            self?.presenter?.showSearch()
        }

        init() {
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable, message: "Use HomeBuilder.build.")
        public required init?(coder: NSCoder) {
            return nil
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = HomeStrings.title
            view.backgroundColor = .systemBackground
            MarketScreenLayout.install(
                [loadHomeSection, catalogRouteButton, cartRouteButton, profileRouteButton, searchRouteButton],
                in: view,
                id: HomeAccessibilityIDs.list,
                refreshControl: refreshControl
            )
            refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
            refresh()
        }

        override public func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            tasks.cancelIfLeaving(self)
        }

        private func refresh() {
            tasks.endRefreshing(refreshControl, after: [start(key: "loadHome") { await $0.loadHome() }])
        }

        private func runLoadHome() {
            start(key: "loadHome") { await $0.loadHome() }
        }
    }

    extension HomeViewController: HomeView {
        public func displayLoadHome(_ state: MarketUseCaseState<HomeModels.LoadHome.ViewModel>) {
            loadHomeSection.show(state) { viewModel in
                [viewModel.greeting, viewModel.cartCount]
            }
        }
    }

    extension HomeViewController: HomeTransitionHandling {
        /// Shows the screen the router made: pushed in a navigation controller, presented otherwise.
        public func show(_ screen: UIViewController) {
            if let navigationController {
                navigationController.pushViewController(screen, animated: true)
            } else {
                present(screen, animated: true)
            }
        }
    }

    extension HomeViewController {
        typealias Call = @MainActor (any HomePresenting) async -> Void

        /// A call the screen keeps until it ends, so leaving the screen can cancel it; with a query's
        /// `key`, a newer call of the query cancels the one before.
        @discardableResult
        private func start(key: String? = nil, _ call: @escaping Call) -> Task<Void, Never>? {
            guard let presenter else { return nil }
            return tasks.start(key: key) { await call(presenter) }
        }
    }
#endif
