#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The scene's UIKit screen: requests to the interactor, view models shown, routes through the router.
    public final class GreetingViewController: UIViewController {
        /// The screen owns the scene through them.
        var interactor: (any GreetingBusinessLogic)?
        var router: (any GreetingRoutingLogic & GreetingDataPassing)?
        private let refreshControl = UIRefreshControl()
        private let loadSection = GreetingSection(
            title: GreetingStrings.Load.title,
            action: GreetingStrings.Load.action,
            ids: GreetingSection.IDs(
                section: GreetingAccessibilityIDs.Load.section,
                status: GreetingAccessibilityIDs.Load.status,
                spinner: GreetingAccessibilityIDs.Load.spinner,
                action: GreetingAccessibilityIDs.Load.action
            ),
            fields: []
        )
        private let tasks = GreetingScreenTasks()

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
                [loadSection.view],
                in: view,
                id: GreetingAccessibilityIDs.list,
                refreshControl: refreshControl
            )
            loadSection.button.addAction(UIAction { [weak self] _ in self?.runLoad() }, for: .primaryActionTriggered)
            refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
            runLoad()
        }

        override public func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            tasks.cancelIfLeaving(self)
        }

        private func refresh() {
            tasks.start { [weak self, interactor] in
                if let request = self?.loadRequest {
                    await interactor?.load(request: request)
                }
                self?.refreshControl.endRefreshing()
            }
        }

        /// What the controls ask `load` for; `nil` while one of them holds no valid value.
        private var loadRequest: GreetingModels.Load.Request? {
            return GreetingModels.Load.Request()
        }

        private func runLoad() {
            guard let request = loadRequest else { return }
            tasks.start { [interactor] in await interactor?.load(request: request) }
        }
    }

    extension GreetingViewController: GreetingDisplayLogic {
        public func displayLoad(viewModel: GreetingUseCaseState<GreetingModels.Load.ViewModel>) {
            loadSection.show(viewModel) { _ in [] }
        }
    }

    extension GreetingViewController: GreetingRouteHandling {
        public func handle(_ route: GreetingRoute, dataStore: (any GreetingDataStore)?) {
            // No routes yet, so nothing calls this.
        }
    }
#endif
