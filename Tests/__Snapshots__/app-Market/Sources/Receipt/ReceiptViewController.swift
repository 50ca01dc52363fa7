#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: a section per use case, which shows where it stands and starts its calls.
    public final class ReceiptViewController: UIViewController {
        /// Internal, not private: the screen's tests reach the model through it.
        let model: ReceiptModel
        private let formatter = ReceiptFormatter()
        /// The screen each route opens. Internal, not private: the tests of
        /// the routes to other modules open them through it.
        let destination: @MainActor (ReceiptRoute) -> UIViewController?
        private let tasks = MarketScreenTasks()
        private let refreshControl = UIRefreshControl()
        private lazy var loadReceiptSection = MarketSectionView(
            title: ReceiptStrings.LoadReceipt.title,
            action: ReceiptStrings.LoadReceipt.action,
            ids: ReceiptAccessibilityIDs.LoadReceipt.self,
            fields: [(ReceiptStrings.LoadReceipt.textLabel, ReceiptAccessibilityIDs.LoadReceipt.textField)],
            loading: ReceiptStrings.loading,
            retry: ReceiptStrings.retry
        ) { [weak self] in
            self?.runLoadReceipt()
        }
        private lazy var shareRouteButton = MarketScreenControls.button(
            ReceiptStrings.Routes.share,
            id: ReceiptAccessibilityIDs.Routes.share
        ) { [weak self] in
            self?.showShare()
        }

        init(model: ReceiptModel, destination: @escaping @MainActor (ReceiptRoute) -> UIViewController?) {
            self.model = model
            self.destination = destination
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable, message: "Use ReceiptBuilder.build.")
        public required init?(coder: NSCoder) {
            return nil
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = ReceiptStrings.title
            view.backgroundColor = .systemBackground
            MarketScreenLayout.install(
                [loadReceiptSection, shareRouteButton],
                in: view,
                id: ReceiptAccessibilityIDs.list,
                refreshControl: refreshControl
            )
            refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
            refresh()
            shareRouteButton.isEnabled = false
            model.onChange = { [weak self] in self?.render() }
            render()
        }

        override public func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            tasks.cancelIfLeaving(self)
        }

        private func refresh() {
            tasks.endRefreshing(refreshControl, after: [start(key: "loadReceipt") { await $0.loadReceipt() }])
        }

        private func runLoadReceipt() {
            start(key: "loadReceipt") { await $0.loadReceipt() }
        }
    }

    extension ReceiptViewController {
        /// The controller's half of MVC: the model's states, formatted, into the views.
        private func render() {
            let loadReceiptState = formatter.loadReceipt(model.loadReceiptState)
            loadReceiptSection.show(loadReceiptState) { viewModel in
                [viewModel.text]
            }
            // What it opens is in the last answer: there once loaded, gone once empty, failed or
            // forgotten (idle: the input changed); a reload keeps it.
            switch loadReceiptState {
            case .loaded: shareRouteButton.isEnabled = true
            case .idle, .empty, .failed: shareRouteButton.isEnabled = false
            case .running: break
            }
        }
    }

    extension ReceiptViewController: ReceiptModuleInput {
        /// Gives the module a new input; a screen already loaded runs again the use
        /// cases that load with it (one not loaded yet runs them when it loads).
        public func update(_ input: ReceiptInput) -> Bool {
            guard model.update(input) else { return false }
            if isViewLoaded { refresh() }
            return true
        }
    }

    extension ReceiptViewController {
        /// Opens `route`: pushed when the screen is in a navigation controller, presented otherwise.
        func show(_ route: ReceiptRoute) {
            guard let next = destination(route) else { return }
            if let navigationController {
                navigationController.pushViewController(next, animated: true)
            } else {
                present(next, animated: true)
            }
        }

        /// Opens the share route with what the last `loadReceipt` response holds.
        public func showShare() {
            guard let route = model.shareRoute() else { return }
            show(route)
        }
    }

    extension ReceiptViewController {
        typealias Call = @MainActor (ReceiptModel) async -> Void

        /// A call the screen keeps until it ends, so leaving the screen can cancel it; with a query's
        /// `key`, a newer call of the query cancels the one before.
        @discardableResult
        private func start(key: String? = nil, _ call: @escaping Call) -> Task<Void, Never>? {
            tasks.start(key: key) { [model] in await call(model) }
        }
    }
#endif
