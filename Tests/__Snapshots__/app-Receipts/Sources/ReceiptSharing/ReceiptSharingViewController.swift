#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: a section per use case, which shows where it stands and starts its calls.
    public final class ReceiptSharingViewController: UIViewController {
        /// Internal, not private: the screen's tests reach the model through it.
        let model: ReceiptSharingModel
        private let formatter = ReceiptSharingFormatter()
        private let tasks = ReceiptsScreenTasks()
        private let refreshControl = UIRefreshControl()
        private lazy var loadShareTextSection = ReceiptsSectionView(
            title: ReceiptSharingStrings.LoadShareText.title,
            action: ReceiptSharingStrings.LoadShareText.action,
            ids: ReceiptSharingAccessibilityIDs.LoadShareText.self,
            fields: [
                (ReceiptSharingStrings.LoadShareText.textLabel, ReceiptSharingAccessibilityIDs.LoadShareText.textField)
            ],
            loading: ReceiptSharingStrings.loading,
            retry: ReceiptSharingStrings.retry
        ) { [weak self] in
            self?.runLoadShareText()
        }

        init(model: ReceiptSharingModel) {
            self.model = model
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable, message: "Use ReceiptSharingBuilder.build.")
        public required init?(coder: NSCoder) {
            return nil
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = ReceiptSharingStrings.title
            view.backgroundColor = .systemBackground
            ReceiptsScreenLayout.install(
                [loadShareTextSection],
                in: view,
                id: ReceiptSharingAccessibilityIDs.list,
                refreshControl: refreshControl
            )
            refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
            refresh()
            model.onChange = { [weak self] in self?.render() }
            render()
        }

        override public func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            tasks.cancelIfLeaving(self)
        }

        private func refresh() {
            tasks.endRefreshing(refreshControl, after: [start(key: "loadShareText") { await $0.loadShareText() }])
        }

        private func runLoadShareText() {
            start(key: "loadShareText") { await $0.loadShareText() }
        }
    }

    extension ReceiptSharingViewController {
        /// The controller's half of MVC: the model's states, formatted, into the views.
        private func render() {
            let loadShareTextState = formatter.loadShareText(model.loadShareTextState)
            loadShareTextSection.show(loadShareTextState) { viewModel in
                [viewModel.text]
            }
        }
    }

    extension ReceiptSharingViewController: ReceiptSharingModuleInput {
        /// Gives the module a new input; a screen already loaded runs again the use
        /// cases that load with it (one not loaded yet runs them when it loads).
        public func update(_ input: ReceiptSharingInput) -> Bool {
            guard model.update(input) else { return false }
            if isViewLoaded { refresh() }
            return true
        }
    }

    extension ReceiptSharingViewController {
        typealias Call = @MainActor (ReceiptSharingModel) async -> Void

        /// A call the screen keeps until it ends, so leaving the screen can cancel it; with a query's
        /// `key`, a newer call of the query cancels the one before.
        @discardableResult
        private func start(key: String? = nil, _ call: @escaping Call) -> Task<Void, Never>? {
            tasks.start(key: key) { [model] in await call(model) }
        }
    }
#endif
