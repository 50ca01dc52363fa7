#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: a section per use case, which shows where it stands and starts its calls.
    public final class GreetingViewController: UIViewController {
        /// The screen owns the scene through them.
        var interactor: (any GreetingBusinessLogic)?
        var router: (any GreetingRoutingLogic & GreetingDataPassing)?
        private let tasks = GreetingScreenTasks()
        private let refreshControl = UIRefreshControl()
        private lazy var loadSection = GreetingSectionView(
            title: GreetingStrings.Load.title,
            action: GreetingStrings.Load.action,
            ids: GreetingAccessibilityIDs.Load.self,
            loading: GreetingStrings.loading,
            retry: GreetingStrings.retry
        ) { [weak self] in
            self?.runLoad()
        }

        init() {
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable, message: "Use GreetingBuilder.build.")
        public required init?(coder: NSCoder) {
            return nil
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = GreetingStrings.title
            view.backgroundColor = .systemBackground
            GreetingScreenLayout.install(
                [loadSection],
                in: view,
                id: GreetingAccessibilityIDs.list,
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
                after: [start(key: "load") { await $0.load(request: GreetingModels.Load.Request()) }]
            )
        }

        private func runLoad() {
            start(key: "load") { await $0.load(request: GreetingModels.Load.Request()) }
        }
    }

    extension GreetingViewController: GreetingDisplayLogic {
        public func displayLoad(viewModel: GreetingUseCaseState<GreetingModels.Load.ViewModel>) {
            loadSection.show(viewModel)
        }
    }

    extension GreetingViewController: GreetingRouteHandling {
        public func handle(_ route: GreetingRoute, dataStore: (any GreetingDataStore)?) {
            // No routes yet, so nothing calls this.
        }
    }

    extension GreetingViewController {
        typealias Call = @MainActor (any GreetingBusinessLogic) async -> Void

        /// A call the screen keeps until it ends, so leaving the screen can cancel it; with a query's
        /// `key`, a newer call of the query cancels the one before.
        @discardableResult
        private func start(key: String? = nil, _ call: @escaping Call) -> Task<Void, Never>? {
            guard let interactor else { return nil }
            return tasks.start(key: key) { await call(interactor) }
        }
    }
#endif
