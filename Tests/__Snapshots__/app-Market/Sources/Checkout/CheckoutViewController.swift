#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: a section per use case, which shows where it stands and starts its calls.
    public final class CheckoutViewController: UIViewController {
        /// The screen owns the scene through them.
        var interactor: (any CheckoutBusinessLogic)?
        var router: (any CheckoutRoutingLogic & CheckoutDataPassing)?
        /// The screen each route opens. Internal, not private: the tests of
        /// the routes to other modules open them through it.
        let destination: @MainActor (CheckoutRoute, (any CheckoutDataStore)?) -> UIViewController?
        private let tasks = MarketScreenTasks()
        private let refreshControl = UIRefreshControl()
        private lazy var loadSummarySection = MarketSectionView(
            title: CheckoutStrings.LoadSummary.title,
            action: CheckoutStrings.LoadSummary.action,
            ids: CheckoutAccessibilityIDs.LoadSummary.self,
            fields: [(CheckoutStrings.LoadSummary.totalLabel, CheckoutAccessibilityIDs.LoadSummary.totalField)],
            loading: CheckoutStrings.loading,
            retry: CheckoutStrings.retry
        ) { [weak self] in
            self?.runLoadSummary()
        }
        private lazy var paySection = MarketSectionView(
            title: CheckoutStrings.Pay.title,
            action: CheckoutStrings.Pay.action,
            ids: CheckoutAccessibilityIDs.Pay.self,
            fields: [(CheckoutStrings.Pay.receiptIDLabel, CheckoutAccessibilityIDs.Pay.receiptIDField)],
            loading: CheckoutStrings.loading,
            retry: CheckoutStrings.retry
        ) { [weak self] in
            self?.runPay()
        }
        private lazy var receiptRouteButton = MarketScreenControls.button(
            CheckoutStrings.Routes.receipt,
            id: CheckoutAccessibilityIDs.Routes.receipt
        ) { [weak self] in
            self?.router?.routeToReceipt()
        }

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
                [loadSummarySection, paySection, receiptRouteButton],
                in: view,
                id: CheckoutAccessibilityIDs.list,
                refreshControl: refreshControl
            )
            refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
            refresh()
            receiptRouteButton.isEnabled = false
            updateButtons()
        }

        override public func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            tasks.cancelIfLeaving(self)
        }

        private func refresh() {
            tasks.endRefreshing(
                refreshControl,
                after: [
                    start(key: "loadSummary") { await $0.loadSummary(request: CheckoutModels.LoadSummary.Request()) }
                ]
            )
        }

        private func runLoadSummary() {
            start(key: "loadSummary") { await $0.loadSummary(request: CheckoutModels.LoadSummary.Request()) }
        }

        private func runPay() {
            start { await $0.pay(request: CheckoutModels.Pay.Request()) }
        }

        private func updateButtons() {
            paySection.button.isEnabled = !paySection.isRunning
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
            // What it opens is in the last answer: there once loaded, gone once empty, failed or
            // forgotten (idle: the input changed); a reload keeps it.
            switch viewModel {
            case .loaded: receiptRouteButton.isEnabled = true
            case .idle, .empty, .failed: receiptRouteButton.isEnabled = false
            case .running: break
            }
            updateButtons()
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

    extension CheckoutViewController {
        typealias Call = @MainActor (any CheckoutBusinessLogic) async -> Void

        /// A call the screen keeps until it ends, so leaving the screen can cancel it; with a query's
        /// `key`, a newer call of the query cancels the one before.
        @discardableResult
        private func start(key: String? = nil, _ call: @escaping Call) -> Task<Void, Never>? {
            guard let interactor else { return nil }
            return tasks.start(key: key) { await call(interactor) }
        }
    }
#endif
