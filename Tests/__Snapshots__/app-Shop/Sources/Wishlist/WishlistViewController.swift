#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: a section per use case, which shows where it stands and starts its calls.
    public final class WishlistViewController: UIViewController {
        /// The screen owns the scene through them.
        var interactor: (any WishlistBusinessLogic)?
        var router: (any WishlistRoutingLogic & WishlistDataPassing)?
        private let tasks = ShopScreenTasks()
        private let refreshControl = UIRefreshControl()
        private lazy var loadWishlistSection = ShopSectionView(
            title: WishlistStrings.LoadWishlist.title,
            action: WishlistStrings.LoadWishlist.action,
            empty: WishlistStrings.LoadWishlist.empty,
            ids: WishlistAccessibilityIDs.LoadWishlist.self,
            fields: [(WishlistStrings.LoadWishlist.itemsLabel, WishlistAccessibilityIDs.LoadWishlist.itemsField)],
            loading: WishlistStrings.loading,
            retry: WishlistStrings.retry
        ) { [weak self] in
            self?.runLoadWishlist()
        }

        init() {
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable, message: "Use WishlistBuilder.build.")
        public required init?(coder: NSCoder) {
            return nil
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = WishlistStrings.title
            view.backgroundColor = .systemBackground
            ShopScreenLayout.install(
                [loadWishlistSection],
                in: view,
                id: WishlistAccessibilityIDs.list,
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
            tasks.endRefreshing(
                refreshControl,
                after: [
                    start(key: "loadWishlist") { await $0.loadWishlist(request: WishlistModels.LoadWishlist.Request()) }
                ]
            )
        }

        private func runLoadWishlist() {
            start(key: "loadWishlist") { await $0.loadWishlist(request: WishlistModels.LoadWishlist.Request()) }
        }
    }

    extension WishlistViewController: WishlistDisplayLogic {
        public func displayLoadWishlist(viewModel: ShopUseCaseState<WishlistModels.LoadWishlist.ViewModel>) {
            loadWishlistSection.show(viewModel) { viewModel in
                [viewModel.items.joined(separator: "\n")]
            }
        }
    }

    extension WishlistViewController: WishlistRouteHandling {
        public func handle(_ route: WishlistRoute, dataStore: (any WishlistDataStore)?) {
            // No routes yet, so nothing calls this.
        }
    }

    extension WishlistViewController {
        typealias Call = @MainActor (any WishlistBusinessLogic) async -> Void

        /// A call the screen keeps until it ends, so leaving the screen can cancel it; with a query's
        /// `key`, a newer call of the query cancels the one before.
        @discardableResult
        private func start(key: String? = nil, _ call: @escaping Call) -> Task<Void, Never>? {
            guard let interactor else { return nil }
            return tasks.start(key: key) { await call(interactor) }
        }
    }
#endif
