#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The Controller of MVC, as UIKit has it: it owns the model and the views, runs a use case for
    /// each control, and renders the model's states through `ReceiptFormatter`.
    public final class ReceiptViewController: UIViewController {
        /// Internal, not private: the tests of a module whose routes open this one read its input.
        let model: ReceiptModel
        private let formatter = ReceiptFormatter()
        /// The screen each route opens. Internal, not private: the tests of
        /// the routes to other modules open them through it.
        let destination: @MainActor (ReceiptRoute) -> UIViewController?
        private let refreshControl = UIRefreshControl()
        private let tasks = MarketScreenTasks()
        private let loadReceiptSection = ReceiptSectionView(
            title: ReceiptStrings.LoadReceipt.title,
            action: ReceiptStrings.LoadReceipt.action,
            ids: (
                ReceiptAccessibilityIDs.LoadReceipt.section,
                ReceiptAccessibilityIDs.LoadReceipt.status,
                ReceiptAccessibilityIDs.LoadReceipt.spinner,
                ReceiptAccessibilityIDs.LoadReceipt.action
            )
        )

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
                [loadReceiptSection],
                in: view,
                id: ReceiptAccessibilityIDs.list,
                refreshControl: refreshControl
            )
            loadReceiptSection.onTap { [weak self] in self?.loadReceipt() }
            refreshControl.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
            model.onChange = { [weak self] in self?.render() }
            render()
            reload()
        }

        override public func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            tasks.cancelIfLeaving(self)
        }

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

        private func reload() {
            run("reload") { [model, refreshControl] in
                await model.loadReceipt()
                refreshControl.endRefreshing()
            }
        }

        private func loadReceipt() {
            run("loadReceipt") { [model] in await model.loadReceipt() }
        }

        /// A newer run of the same control takes the place of the last.
        private func run(_ id: String, _ work: @escaping @MainActor () async -> Void) {
            tasks.start(key: id, work)
        }

        /// The controller's half of MVC: the model's states, formatted, into the views.
        private func render() {
            loadReceiptSection.show(formatter.loadReceipt(model.loadReceiptState)) { viewModel in
                [
                    (
                        ReceiptAccessibilityIDs.LoadReceipt.textField,
                        ReceiptStrings.LoadReceipt.textLabel,
                        ReceiptSectionView.text(viewModel.text)
                    )
                ]
            }
        }
    }

    /// One use case's part of the screen: its state, its fields, its controls and its button.
    /// Internal, not private: the screen's tests render through it.
    final class ReceiptSectionView: UIStackView {
        let button = UIButton(type: .system, primaryAction: nil)
        private let spinner = UIActivityIndicatorView(style: .medium)
        private let status = UILabel()
        private let fields = UIStackView()
        private let arguments = UIStackView()
        private let action: String
        private let empty: String?

        init(
            title: String,
            action: String,
            empty: String? = nil,
            ids: (section: String, status: String, spinner: String, action: String)
        ) {
            self.action = action
            self.empty = empty
            super.init(frame: .zero)
            axis = .vertical
            spacing = 8
            accessibilityIdentifier = ids.section
            let titleLabel = UILabel()
            titleLabel.text = title
            titleLabel.font = .preferredFont(forTextStyle: .headline)
            status.numberOfLines = 0
            status.accessibilityIdentifier = ids.status
            spinner.accessibilityIdentifier = ids.spinner
            spinner.accessibilityLabel = ReceiptStrings.loading
            fields.axis = .vertical
            arguments.axis = .vertical
            arguments.spacing = 8
            button.setTitle(action, for: .normal)
            button.accessibilityIdentifier = ids.action
            for view in [titleLabel, spinner, status, fields, arguments, button] { addArrangedSubview(view) }
        }

        @available(*, unavailable)
        required init(coder: NSCoder) {
            fatalError("init(coder:) is not used")
        }

        func addArgument(_ control: UIControl, changed: @escaping @MainActor () -> Void) {
            arguments.addArrangedSubview(control)
            control.addAction(UIAction { _ in changed() }, for: [.editingChanged, .valueChanged])
        }

        func onTap(_ action: @escaping @MainActor () -> Void) {
            button.addAction(UIAction { _ in action() }, for: .primaryActionTriggered)
        }

        /// Shows `state`; `rows` gives a loaded view model's fields: identifier, label and value.
        func show<ViewModel>(
            _ state: MarketUseCaseState<ViewModel>,
            rows: (ViewModel) -> [(id: String, label: String, value: String)]
        ) {
            state.isRunning ? spinner.startAnimating() : spinner.stopAnimating()
            var shown: [(id: String, label: String, value: String)] = []
            switch state {
            case .idle, .running: status.text = nil
            case .empty: status.text = empty
            case .failed(let message): status.text = message
            case .loaded(let viewModel):
                status.text = nil
                shown = rows(viewModel)
            }
            status.isHidden = status.text == nil
            if case .failed = state {
                button.setTitle(ReceiptStrings.retry, for: .normal)
            } else {
                button.setTitle(action, for: .normal)
            }
            for label in fields.arrangedSubviews { label.removeFromSuperview() }
            for row in shown {
                let label = UILabel()
                label.numberOfLines = 0
                label.text = "\(row.label): \(row.value)"
                label.accessibilityIdentifier = row.id
                fields.addArrangedSubview(label)
            }
        }

        static func text(_ value: String) -> String { value }
        static func text(_ value: [String]) -> String { value.joined(separator: "\n") }
        /// A field of a type of the spec's own: as Swift prints it, until you format it in the formatter.
        static func text<Value>(_ value: Value) -> String { "\(value)" }
    }

    extension ReceiptViewController: ReceiptModuleInput {
        /// Gives the module a new input; a screen already loaded runs again the use
        /// cases that load with it (one not loaded yet runs them when it loads).
        public func update(_ input: ReceiptInput) -> Bool {
            guard model.update(input) else { return false }
            if isViewLoaded { reload() }
            return true
        }
    }
#endif
