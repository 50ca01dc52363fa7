#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: it renders the view model's state and forwards what the user does.
    public final class SearchViewController: UIViewController {
        let viewModel: SearchViewModel
        private let tasks = SearchScreenTasks()
        private let loadSection = SearchSectionView(
            title: SearchStrings.Load.title,
            id: SearchAccessibilityIDs.Load.section,
            statusID: SearchAccessibilityIDs.Load.status,
            spinnerID: SearchAccessibilityIDs.Load.spinner
        )

        init(viewModel: SearchViewModel) {
            self.viewModel = viewModel
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable, message: "Use SearchBuilder.build.")
        public required init?(coder: NSCoder) {
            return nil
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = SearchStrings.title
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
            SearchScreenLayout.install(
                [loadSection],
                in: view,
                id: SearchAccessibilityIDs.list,
                refreshControl: refreshControl
            )
            loadSection.addButton(SearchStrings.Load.action, id: SearchAccessibilityIDs.Load.action) { [weak self] in
                self?.run { [weak self] in await self?.viewModel.load() }
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
            await viewModel.load()
        }

        private func render(_ state: SearchState) {
            loadSection.show(state.load) { _ in
                []
            }
        }
    }

    /// One use case's part of the screen: title, status, a row per loaded field, controls, button
    /// (which retries after a failure, shown here, never in an alert).
    final class SearchSectionView: UIStackView {
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

        /// The button that runs the use case, last in the section.
        func addButton(_ title: String, id: String, action: @escaping @MainActor () -> Void) {
            let button = UIButton(configuration: .bordered(), primaryAction: UIAction(title: title) { _ in action() })
            button.accessibilityIdentifier = id
            addArrangedSubview(button)
            self.button = button
            actionTitle = title
        }

        /// Shows `state`; `texts` gives the loaded value's rows, `empty` a list's text for none.
        func show<Value>(_ state: SearchUseCaseState<Value>, empty: String? = nil, texts: (Value) -> [String]) {
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
                button?.configuration?.title = SearchStrings.retry
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
