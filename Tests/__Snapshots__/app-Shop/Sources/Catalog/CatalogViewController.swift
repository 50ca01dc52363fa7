#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: a section per use case, which shows where it stands and starts its calls.
    public final class CatalogViewController: UIViewController {
        /// The screen owns the module through it.
        var presenter: (any CatalogPresenting)?
        private let tasks = ShopScreenTasks()
        private let refreshControl = UIRefreshControl()
        private lazy var loadProductsSection = ShopSectionView(
            title: CatalogStrings.LoadProducts.title,
            action: CatalogStrings.LoadProducts.action,
            empty: CatalogStrings.LoadProducts.empty,
            ids: CatalogAccessibilityIDs.LoadProducts.self,
            fields: [(CatalogStrings.LoadProducts.itemsLabel, CatalogAccessibilityIDs.LoadProducts.itemsField)],
            loading: CatalogStrings.loading,
            retry: CatalogStrings.retry
        ) { [weak self] in
            self?.runLoadProducts()
        }
        private lazy var helpRouteButton = ShopScreenControls.button(
            CatalogStrings.Routes.help,
            id: CatalogAccessibilityIDs.Routes.help
        ) { [weak self] in
            self?.presenter?.showHelp()
        }

        init() {
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable, message: "Use CatalogBuilder.build.")
        public required init?(coder: NSCoder) {
            return nil
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = CatalogStrings.title
            view.backgroundColor = .systemBackground
            ShopScreenLayout.install(
                [loadProductsSection, helpRouteButton],
                in: view,
                id: CatalogAccessibilityIDs.list,
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
            tasks.endRefreshing(refreshControl, after: [start(key: "loadProducts") { await $0.loadProducts() }])
        }

        private func runLoadProducts() {
            start(key: "loadProducts") { await $0.loadProducts() }
        }
    }

    extension CatalogViewController: CatalogView {
        public func displayLoadProducts(_ state: ShopUseCaseState<CatalogModels.LoadProducts.ViewModel>) {
            loadProductsSection.show(state) { viewModel in
                [viewModel.items.joined(separator: "\n")]
            }
        }
    }

    extension CatalogViewController: CatalogTransitionHandling {
        /// Shows the screen the router made: pushed in a navigation controller, presented otherwise.
        public func show(_ screen: UIViewController) {
            if let navigationController {
                navigationController.pushViewController(screen, animated: true)
            } else {
                present(screen, animated: true)
            }
        }
    }

    extension CatalogViewController {
        typealias Call = @MainActor (any CatalogPresenting) async -> Void

        /// A call the screen keeps until it ends, so leaving the screen can cancel it; with a query's
        /// `key`, a newer call of the query cancels the one before.
        @discardableResult
        private func start(key: String? = nil, _ call: @escaping Call) -> Task<Void, Never>? {
            guard let presenter else { return nil }
            return tasks.start(key: key) { await call(presenter) }
        }
    }
#endif
