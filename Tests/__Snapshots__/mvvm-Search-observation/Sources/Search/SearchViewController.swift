#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: it renders the view model's state and forwards what the user does.
    public final class SearchViewController: UIViewController {
        let viewModel: SearchViewModel
        /// The screen each route opens. Internal, not private: the tests of
        /// the routes to other modules open them through it.
        let destination: @MainActor (SearchRoute) -> UIViewController?
        private let tasks = SearchScreenTasks()
        private let loadRecentSection = SearchSectionView(
            title: SearchStrings.LoadRecent.title,
            id: SearchAccessibilityIDs.LoadRecent.section,
            statusID: SearchAccessibilityIDs.LoadRecent.status,
            spinnerID: SearchAccessibilityIDs.LoadRecent.spinner
        )
        private let findArticlesSection = SearchSectionView(
            title: SearchStrings.FindArticles.title,
            id: SearchAccessibilityIDs.FindArticles.section,
            statusID: SearchAccessibilityIDs.FindArticles.status,
            spinnerID: SearchAccessibilityIDs.FindArticles.spinner
        )
        private var findArticlesQuery = "" {
            didSet { render(viewModel.state) }
        }

        init(viewModel: SearchViewModel, destination: @escaping @MainActor (SearchRoute) -> UIViewController?) {
            self.viewModel = viewModel
            self.destination = destination
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
                [loadRecentSection, findArticlesSection],
                in: view,
                id: SearchAccessibilityIDs.list,
                refreshControl: refreshControl
            )
            loadRecentSection.addField(
                SearchStrings.LoadRecent.queriesLabel,
                id: SearchAccessibilityIDs.LoadRecent.queriesField
            )
            loadRecentSection.addButton(
                SearchStrings.LoadRecent.action,
                id: SearchAccessibilityIDs.LoadRecent.action
            ) { [weak self] in
                self?.run { [weak self] in await self?.viewModel.loadRecent() }
            }
            findArticlesSection.addField(
                SearchStrings.FindArticles.titlesLabel,
                id: SearchAccessibilityIDs.FindArticles.titlesField
            )
            findArticlesSection.addField(
                SearchStrings.FindArticles.totalTextLabel,
                id: SearchAccessibilityIDs.FindArticles.totalTextField
            )
            findArticlesSection.addTextField(
                SearchStrings.FindArticles.queryPlaceholder,
                id: SearchAccessibilityIDs.FindArticles.queryArgument
            ) { [weak self] in self?.findArticlesQuery = $0 }
            findArticlesSection.addButton(
                SearchStrings.FindArticles.action,
                id: SearchAccessibilityIDs.FindArticles.action
            ) { [weak self] in
                guard let self, let call = findArticlesCall else { return }
                run(call)
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
            await viewModel.loadRecent()
        }

        private func render(_ state: SearchState) {
            loadRecentSection.show(state.loadRecent, empty: SearchStrings.LoadRecent.empty) { content in
                [content.queries.joined(separator: "\n")]
            }
            findArticlesSection.show(state.findArticles, empty: SearchStrings.FindArticles.empty) { content in
                [content.titles.joined(separator: "\n"), content.totalText]
            }
            findArticlesSection.button?.isEnabled = findArticlesCall != nil
        }

        /// `findArticles` with what its controls hold, or nil while one is missing or does not parse
        /// (its button is disabled meanwhile).
        private var findArticlesCall: (@MainActor () async -> Void)? {
            let query = findArticlesQuery
            return { [viewModel] in await viewModel.findArticles(query: query) }
        }
    }

    extension SearchViewController: SearchRouteHandling {
        public func handle(_ route: SearchRoute) {
            guard let next = destination(route) else { return }
            if let navigationController {
                navigationController.pushViewController(next, animated: true)
            } else {
                present(next, animated: true)
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

        func addTextField(
            _ placeholder: String,
            id: String,
            keyboard: UIKeyboardType = .default,
            onChange: @escaping @MainActor (String) -> Void
        ) {
            let field = UITextField()
            field.placeholder = placeholder
            field.borderStyle = .roundedRect
            field.keyboardType = keyboard
            field.accessibilityIdentifier = id
            field.addAction(UIAction { [weak field] _ in onChange(field?.text ?? "") }, for: .editingChanged)
            addArrangedSubview(field)
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
