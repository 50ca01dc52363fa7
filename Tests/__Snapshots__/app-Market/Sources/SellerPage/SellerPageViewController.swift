#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: a section per use case, which shows where it stands and starts its calls.
    public final class SellerPageViewController: UIViewController {
        /// The screen owns the module through it.
        var presenter: (any SellerPagePresenting)?
        /// The screen each route opens. Internal, not private: the tests of
        /// the routes to other modules open them through it.
        let destination: @MainActor (SellerPageRoute) -> UIViewController?
        private let tasks = MarketScreenTasks()
        private let refreshControl = UIRefreshControl()
        private lazy var loadSellerSection = MarketSectionView(
            title: SellerPageStrings.LoadSeller.title,
            action: SellerPageStrings.LoadSeller.action,
            empty: SellerPageStrings.LoadSeller.empty,
            ids: SellerPageAccessibilityIDs.LoadSeller.self,
            fields: [
                (SellerPageStrings.LoadSeller.sellerLabel, SellerPageAccessibilityIDs.LoadSeller.sellerField),
                (SellerPageStrings.LoadSeller.productsLabel, SellerPageAccessibilityIDs.LoadSeller.productsField),
            ],
            loading: SellerPageStrings.loading,
            retry: SellerPageStrings.retry
        ) { [weak self] in
            self?.runLoadSeller()
        }
        private lazy var contactRouteButton = MarketScreenControls.button(
            SellerPageStrings.Routes.contact,
            id: SellerPageAccessibilityIDs.Routes.contact
        ) { [weak self] in
            self?.presenter?.showContact()
        }

        init(destination: @escaping @MainActor (SellerPageRoute) -> UIViewController?) {
            self.destination = destination
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable, message: "Use SellerPageBuilder.build.")
        public required init?(coder: NSCoder) {
            return nil
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = SellerPageStrings.title
            view.backgroundColor = .systemBackground
            MarketScreenLayout.install(
                [loadSellerSection, contactRouteButton],
                in: view,
                id: SellerPageAccessibilityIDs.list,
                refreshControl: refreshControl
            )
            refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
            refresh()
            contactRouteButton.isEnabled = false
        }

        override public func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            tasks.cancelIfLeaving(self)
        }

        private func refresh() {
            tasks.endRefreshing(refreshControl, after: [start(key: "loadSeller") { await $0.loadSeller() }])
        }

        private func runLoadSeller() {
            start(key: "loadSeller") { await $0.loadSeller() }
        }
    }

    extension SellerPageViewController: SellerPageView {
        public func displayLoadSeller(_ state: MarketUseCaseState<SellerPageModels.LoadSeller.ViewModel>) {
            loadSellerSection.show(state) { viewModel in
                [viewModel.seller, viewModel.products.joined(separator: "\n")]
            }
            // What it opens is in the last answer: there once loaded, gone once empty, failed or
            // forgotten (idle: the input changed); a reload keeps it.
            switch state {
            case .loaded: contactRouteButton.isEnabled = true
            case .idle, .empty, .failed: contactRouteButton.isEnabled = false
            case .running: break
            }
        }
    }

    extension SellerPageViewController: SellerPageModuleInput {
        /// Gives the module a new input; a screen already loaded runs again the use
        /// cases that load with it (one not loaded yet runs them when it loads).
        public func update(_ input: SellerPageInput) -> Bool {
            guard presenter?.update(input) == true else { return false }
            if isViewLoaded { refresh() }
            return true
        }
    }

    extension SellerPageViewController: SellerPageRouteHandling {
        public func handle(_ route: SellerPageRoute) {
            guard let next = destination(route) else { return }
            if let navigationController {
                navigationController.pushViewController(next, animated: true)
            } else {
                present(next, animated: true)
            }
        }
    }

    extension SellerPageViewController {
        typealias Call = @MainActor (any SellerPagePresenting) async -> Void

        /// A call the screen keeps until it ends, so leaving the screen can cancel it; with a query's
        /// `key`, a newer call of the query cancels the one before.
        @discardableResult
        private func start(key: String? = nil, _ call: @escaping Call) -> Task<Void, Never>? {
            guard let presenter else { return nil }
            return tasks.start(key: key) { await call(presenter) }
        }
    }
#endif
