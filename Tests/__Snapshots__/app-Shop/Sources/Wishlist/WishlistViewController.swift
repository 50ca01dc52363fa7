#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The scene's UIKit screen: requests to the interactor, view models shown, routes through the router.
    public final class WishlistViewController: UIViewController {
        /// The screen owns the scene through them.
        var interactor: (any WishlistBusinessLogic)?
        var router: (any WishlistRoutingLogic & WishlistDataPassing)?
        private let refreshControl = UIRefreshControl()
        private let loadWishlistSection = ShopSection(
            title: WishlistStrings.LoadWishlist.title,
            action: WishlistStrings.LoadWishlist.action,
            ids: ShopSection.IDs(
                section: WishlistAccessibilityIDs.LoadWishlist.section,
                status: WishlistAccessibilityIDs.LoadWishlist.status,
                spinner: WishlistAccessibilityIDs.LoadWishlist.spinner,
                action: WishlistAccessibilityIDs.LoadWishlist.action
            ),
            fields: [(WishlistStrings.LoadWishlist.itemsLabel, WishlistAccessibilityIDs.LoadWishlist.itemsField)],
            loading: WishlistStrings.loading,
            retry: WishlistStrings.retry
        )
        private let tasks = ShopScreenTasks()

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
                [loadWishlistSection.view],
                in: view,
                id: WishlistAccessibilityIDs.list,
                refreshControl: refreshControl
            )
            loadWishlistSection.button.addAction(
                UIAction { [weak self] _ in self?.runLoadWishlist() },
                for: .primaryActionTriggered
            )
            refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
            runLoadWishlist()
        }

        override public func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            tasks.cancelIfLeaving(self)
        }

        private func refresh() {
            tasks.start { [weak self, interactor] in
                if let request = self?.loadWishlistRequest {
                    await interactor?.loadWishlist(request: request)
                }
                self?.refreshControl.endRefreshing()
            }
        }

        /// What the controls ask `loadWishlist` for; `nil` while one of them holds no valid value.
        private var loadWishlistRequest: WishlistModels.LoadWishlist.Request? {
            return WishlistModels.LoadWishlist.Request()
        }

        private func runLoadWishlist() {
            guard let request = loadWishlistRequest else { return }
            tasks.start { [interactor] in await interactor?.loadWishlist(request: request) }
        }
    }

    extension WishlistViewController: WishlistDisplayLogic {
        public func displayLoadWishlist(viewModel: ShopUseCaseState<WishlistModels.LoadWishlist.ViewModel>) {
            loadWishlistSection.show(viewModel, empty: WishlistStrings.LoadWishlist.empty) { viewModel in
                [viewModel.items.joined(separator: "\n")]
            }
        }
    }

    extension WishlistViewController: WishlistRouteHandling {
        public func handle(_ route: WishlistRoute, dataStore: (any WishlistDataStore)?) {
            // No routes yet, so nothing calls this.
        }
    }
#endif
