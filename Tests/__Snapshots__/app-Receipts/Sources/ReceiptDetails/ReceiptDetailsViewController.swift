#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: it renders the view model's state and forwards what the user does.
    public final class ReceiptDetailsViewController: UIViewController {
        let viewModel: ReceiptDetailsViewModel
        private let tasks = ReceiptsScreenTasks()
        private let loadDetailsSection = ReceiptDetailsSectionView(
            title: ReceiptDetailsStrings.LoadDetails.title,
            id: ReceiptDetailsAccessibilityIDs.LoadDetails.section,
            statusID: ReceiptDetailsAccessibilityIDs.LoadDetails.status,
            spinnerID: ReceiptDetailsAccessibilityIDs.LoadDetails.spinner
        )

        init(viewModel: ReceiptDetailsViewModel) {
            self.viewModel = viewModel
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable, message: "Use ReceiptDetailsBuilder.build.")
        public required init?(coder: NSCoder) {
            return nil
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = ReceiptDetailsStrings.title
            view.backgroundColor = .systemBackground
            let refreshControl = UIRefreshControl()
            refreshControl.addAction(
                UIAction { [weak self, weak refreshControl] _ in
                    self?.run {
                        await self?.loadOnLoadUseCases()
                        refreshControl?.endRefreshing()
                    }
                },
                for: .valueChanged
            )
            ReceiptsScreenLayout.install(
                [loadDetailsSection],
                in: view,
                id: ReceiptDetailsAccessibilityIDs.list,
                refreshControl: refreshControl
            )
            loadDetailsSection.addField(
                ReceiptDetailsStrings.LoadDetails.titleLabel,
                id: ReceiptDetailsAccessibilityIDs.LoadDetails.titleField
            )
            loadDetailsSection.addButton(
                ReceiptDetailsStrings.LoadDetails.action,
                id: ReceiptDetailsAccessibilityIDs.LoadDetails.action
            ) { [weak self] in
                self?.run { [weak self] in await self?.viewModel.loadDetails() }
            }
            // Weak: the screen owns the view model, which must not keep the screen alive.
            viewModel.onStateChange = { [weak self] state in self?.render(state) }
            render(viewModel.state)
            run { [weak self] in await self?.loadOnLoadUseCases() }
        }

        override public func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            tasks.cancelIfLeaving(self)
        }

        /// A task the screen keeps until it ends, so that leaving cancels it.
        private func run(_ work: @escaping @MainActor () async -> Void) {
            tasks.start(work)
        }

        private func loadOnLoadUseCases() async {
            await viewModel.loadDetails()
        }

        private func render(_ state: ReceiptDetailsState) {
            loadDetailsSection.show(state.loadDetails) { content in
                [content.title]
            }
        }
    }

    extension ReceiptDetailsViewController: ReceiptDetailsModuleInput {
        /// Gives the module a new input; a screen already loaded runs again the use
        /// cases that load with it (one not loaded yet runs them when it loads).
        public func update(_ input: ReceiptDetailsInput) -> Bool {
            guard viewModel.update(input) else { return false }
            if isViewLoaded { run { [weak self] in await self?.loadOnLoadUseCases() } }
            return true
        }
    }

    /// One use case's part of the screen: title, status, a row per loaded field, controls, button
    /// (which retries after a failure, shown here, never in an alert).
    final class ReceiptDetailsSectionView: UIStackView {
        private(set) var button: UIButton?
        private let spinner = UIActivityIndicatorView(style: .medium)
        private let status = UILabel()
        private var rows: [(row: UIStackView, value: UILabel)] = []
        private var actionTitle: String?

        init(title: String, id: String, statusID: String, spinnerID: String) {
            super.init(frame: .zero)
            axis = .vertical
            spacing = 8
            accessibilityIdentifier = id
            let titleLabel = UILabel()
            titleLabel.text = title
            titleLabel.font = .preferredFont(forTextStyle: .headline)
            spinner.accessibilityIdentifier = spinnerID
            status.accessibilityIdentifier = statusID
            status.numberOfLines = 0
            for part in [titleLabel, spinner, status] { addArrangedSubview(part) }
        }

        @available(*, unavailable)
        required init(coder: NSCoder) {
            fatalError("init(coder:) is not used: the screen is built in code.")
        }

        /// A row showing one field of what the use case loaded, under its caption.
        func addField(_ caption: String, id: String) {
            let captionLabel = UILabel()
            captionLabel.text = caption
            captionLabel.font = .preferredFont(forTextStyle: .caption1)
            let value = UILabel()
            value.numberOfLines = 0
            value.accessibilityIdentifier = id
            let row = UIStackView(arrangedSubviews: [captionLabel, value])
            row.axis = .vertical
            addArrangedSubview(row)
            rows.append((row, value))
        }

        /// The button that runs the use case, last in the section.
        func addButton(_ title: String, id: String, action: @escaping @MainActor () -> Void) {
            let button = UIButton(configuration: .bordered(), primaryAction: UIAction(title: title) { _ in action() })
            button.accessibilityIdentifier = id
            addArrangedSubview(button)
            self.button = button
            actionTitle = title
        }

        /// Shows `state`; `texts` gives the loaded value's rows, `empty` a list's text for none.
        func show<Value>(_ state: ReceiptsUseCaseState<Value>, empty: String? = nil, texts: (Value) -> [String]) {
            if state.isRunning {
                spinner.startAnimating()
            } else {
                spinner.stopAnimating()
            }
            var shown: [String]?
            switch state {
            case .idle, .running: status.text = nil
            case .loaded(let value): (status.text, shown) = (nil, texts(value))
            case .empty: status.text = empty
            case .failed(let message): status.text = message
            }
            status.isHidden = status.text == nil
            // After a failure the button tries again.
            if case .failed = state {
                button?.configuration?.title = ReceiptDetailsStrings.retry
            } else {
                button?.configuration?.title = actionTitle
            }
            for (index, row) in rows.enumerated() {
                row.row.isHidden = shown == nil
                row.value.text = shown?[index]
            }
        }
    }
#endif
