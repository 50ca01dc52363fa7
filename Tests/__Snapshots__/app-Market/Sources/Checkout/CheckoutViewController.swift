#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The scene's UIKit screen: requests to the interactor, view models shown, routes through the router.
    public final class CheckoutViewController: UIViewController {
        /// The screen owns the scene through them.
        var interactor: (any CheckoutBusinessLogic)?
        var router: (any CheckoutRoutingLogic & CheckoutDataPassing)?
        /// The screen each route opens. Internal, not private: the tests of
        /// the routes to other modules open them through it.
        let destination: @MainActor (CheckoutRoute, (any CheckoutDataStore)?) -> UIViewController?
        private let refreshControl = UIRefreshControl()
        private let loadSummarySection = MarketSection(
            title: CheckoutStrings.LoadSummary.title,
            action: CheckoutStrings.LoadSummary.action,
            ids: MarketSection.IDs(
                section: CheckoutAccessibilityIDs.LoadSummary.section,
                status: CheckoutAccessibilityIDs.LoadSummary.status,
                spinner: CheckoutAccessibilityIDs.LoadSummary.spinner,
                action: CheckoutAccessibilityIDs.LoadSummary.action
            ),
            fields: [(CheckoutStrings.LoadSummary.totalLabel, CheckoutAccessibilityIDs.LoadSummary.totalField)],
            loading: CheckoutStrings.loading,
            retry: CheckoutStrings.retry
        )
        private let paySection = MarketSection(
            title: CheckoutStrings.Pay.title,
            action: CheckoutStrings.Pay.action,
            ids: MarketSection.IDs(
                section: CheckoutAccessibilityIDs.Pay.section,
                status: CheckoutAccessibilityIDs.Pay.status,
                spinner: CheckoutAccessibilityIDs.Pay.spinner,
                action: CheckoutAccessibilityIDs.Pay.action
            ),
            fields: [(CheckoutStrings.Pay.receiptIDLabel, CheckoutAccessibilityIDs.Pay.receiptIDField)],
            loading: CheckoutStrings.loading,
            retry: CheckoutStrings.retry
        )
        private let tasks = MarketScreenTasks()

        init(destination: @escaping @MainActor (CheckoutRoute, (any CheckoutDataStore)?) -> UIViewController?) {
            self.destination = destination
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable, message: "Use CheckoutBuilder.build.")
        public required init?(coder: NSCoder) {
            return nil
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = CheckoutStrings.title
            view.backgroundColor = .systemBackground
            MarketScreenLayout.install(
                [loadSummarySection.view, paySection.view],
                in: view,
                id: CheckoutAccessibilityIDs.list,
                refreshControl: refreshControl
            )
            loadSummarySection.button.addAction(
                UIAction { [weak self] _ in self?.runLoadSummary() },
                for: .primaryActionTriggered
            )
            paySection.button.addAction(UIAction { [weak self] _ in self?.runPay() }, for: .primaryActionTriggered)
            refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
            runLoadSummary()
        }

        override public func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            tasks.cancelIfLeaving(self)
        }

        private func refresh() {
            tasks.start { [weak self, interactor] in
                if let request = self?.loadSummaryRequest {
                    await interactor?.loadSummary(request: request)
                }
                self?.refreshControl.endRefreshing()
            }
        }

        /// What the controls ask `loadSummary` for; `nil` while one of them holds no valid value.
        private var loadSummaryRequest: CheckoutModels.LoadSummary.Request? {
            return CheckoutModels.LoadSummary.Request()
        }

        private func runLoadSummary() {
            guard let request = loadSummaryRequest else { return }
            tasks.start { [interactor] in await interactor?.loadSummary(request: request) }
        }

        /// What the controls ask `pay` for; `nil` while one of them holds no valid value.
        private var payRequest: CheckoutModels.Pay.Request? {
            return CheckoutModels.Pay.Request()
        }

        private func runPay() {
            guard let request = payRequest else { return }
            tasks.start { [interactor] in await interactor?.pay(request: request) }
        }
    }

    extension CheckoutViewController: CheckoutDisplayLogic {
        public func displayLoadSummary(viewModel: MarketUseCaseState<CheckoutModels.LoadSummary.ViewModel>) {
            loadSummarySection.show(viewModel) { viewModel in
                [viewModel.total]
            }
        }

        public func displayPay(viewModel: MarketUseCaseState<CheckoutModels.Pay.ViewModel>) {
            paySection.show(viewModel) { viewModel in
                [viewModel.receiptID]
            }
        }
    }

    extension CheckoutViewController: CheckoutRouteHandling {
        public func handle(_ route: CheckoutRoute, dataStore: (any CheckoutDataStore)?) {
            guard let next = destination(route, dataStore) else { return }
            if let navigationController {
                navigationController.pushViewController(next, animated: true)
            } else {
                present(next, animated: true)
            }
        }
    }
#endif
