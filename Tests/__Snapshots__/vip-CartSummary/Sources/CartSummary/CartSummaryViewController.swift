#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The scene's UIKit screen: requests to the interactor, view models shown, routes through the router.
    public final class CartSummaryViewController: UIViewController {
        /// The screen owns the scene through them.
        var interactor: (any CartSummaryBusinessLogic)?
        var router: (any CartSummaryRoutingLogic & CartSummaryDataPassing)?
        private let refreshControl = UIRefreshControl()
        private let loadSummarySection = CartSummarySection(
            title: CartSummaryStrings.LoadSummary.title,
            action: CartSummaryStrings.LoadSummary.action,
            ids: CartSummarySection.IDs(
                section: CartSummaryAccessibilityIDs.LoadSummary.section,
                status: CartSummaryAccessibilityIDs.LoadSummary.status,
                spinner: CartSummaryAccessibilityIDs.LoadSummary.spinner,
                action: CartSummaryAccessibilityIDs.LoadSummary.action
            ),
            fields: [
                (CartSummaryStrings.LoadSummary.totalTextLabel, CartSummaryAccessibilityIDs.LoadSummary.totalTextField)
            ]
        )
        private let loadSavedSection = CartSummarySection(
            title: CartSummaryStrings.LoadSaved.title,
            action: CartSummaryStrings.LoadSaved.action,
            ids: CartSummarySection.IDs(
                section: CartSummaryAccessibilityIDs.LoadSaved.section,
                status: CartSummaryAccessibilityIDs.LoadSaved.status,
                spinner: CartSummaryAccessibilityIDs.LoadSaved.spinner,
                action: CartSummaryAccessibilityIDs.LoadSaved.action
            ),
            fields: [(CartSummaryStrings.LoadSaved.titlesLabel, CartSummaryAccessibilityIDs.LoadSaved.titlesField)]
        )
        private let loadSuggestionsSection = CartSummarySection(
            title: CartSummaryStrings.LoadSuggestions.title,
            action: CartSummaryStrings.LoadSuggestions.action,
            ids: CartSummarySection.IDs(
                section: CartSummaryAccessibilityIDs.LoadSuggestions.section,
                status: CartSummaryAccessibilityIDs.LoadSuggestions.status,
                spinner: CartSummaryAccessibilityIDs.LoadSuggestions.spinner,
                action: CartSummaryAccessibilityIDs.LoadSuggestions.action
            ),
            fields: [
                (CartSummaryStrings.LoadSuggestions.notesLabel, CartSummaryAccessibilityIDs.LoadSuggestions.notesField),
                (
                    CartSummaryStrings.LoadSuggestions.countTextLabel,
                    CartSummaryAccessibilityIDs.LoadSuggestions.countTextField
                ),
            ]
        )
        private let tasks = CartSummaryScreenTasks()

        init() {
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable, message: "Use CartSummaryBuilder.build.")
        public required init?(coder: NSCoder) {
            return nil
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = CartSummaryStrings.title
            view.backgroundColor = .systemBackground
            CartSummaryScreenLayout.install(
                [loadSummarySection.view, loadSavedSection.view, loadSuggestionsSection.view],
                in: view,
                id: CartSummaryAccessibilityIDs.list,
                refreshControl: refreshControl
            )
            loadSummarySection.button.addAction(
                UIAction { [weak self] _ in self?.runLoadSummary() },
                for: .primaryActionTriggered
            )
            loadSavedSection.button.addAction(
                UIAction { [weak self] _ in self?.runLoadSaved() },
                for: .primaryActionTriggered
            )
            loadSuggestionsSection.button.addAction(
                UIAction { [weak self] _ in self?.runLoadSuggestions() },
                for: .primaryActionTriggered
            )
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
        private var loadSummaryRequest: CartSummaryModels.LoadSummary.Request? {
            return CartSummaryModels.LoadSummary.Request()
        }

        private func runLoadSummary() {
            guard let request = loadSummaryRequest else { return }
            tasks.start { [interactor] in await interactor?.loadSummary(request: request) }
        }

        /// What the controls ask `loadSaved` for; `nil` while one of them holds no valid value.
        private var loadSavedRequest: CartSummaryModels.LoadSaved.Request? {
            return CartSummaryModels.LoadSaved.Request()
        }

        private func runLoadSaved() {
            guard let request = loadSavedRequest else { return }
            tasks.start { [interactor] in await interactor?.loadSaved(request: request) }
        }

        /// What the controls ask `loadSuggestions` for; `nil` while one of them holds no valid value.
        private var loadSuggestionsRequest: CartSummaryModels.LoadSuggestions.Request? {
            return CartSummaryModels.LoadSuggestions.Request()
        }

        private func runLoadSuggestions() {
            guard let request = loadSuggestionsRequest else { return }
            tasks.start { [interactor] in await interactor?.loadSuggestions(request: request) }
        }
    }

    extension CartSummaryViewController: CartSummaryDisplayLogic {
        public func displayLoadSummary(viewModel: CartSummaryUseCaseState<CartSummaryModels.LoadSummary.ViewModel>) {
            loadSummarySection.show(viewModel, empty: CartSummaryStrings.LoadSummary.empty) { viewModel in
                [viewModel.totalText]
            }
        }

        public func displayLoadSaved(viewModel: CartSummaryUseCaseState<CartSummaryModels.LoadSaved.ViewModel>) {
            loadSavedSection.show(viewModel, empty: CartSummaryStrings.LoadSaved.empty) { viewModel in
                [String(describing: viewModel.titles)]
            }
        }

        public func displayLoadSuggestions(
            viewModel: CartSummaryUseCaseState<CartSummaryModels.LoadSuggestions.ViewModel>
        ) {
            loadSuggestionsSection.show(viewModel, empty: CartSummaryStrings.LoadSuggestions.empty) { viewModel in
                [viewModel.notes.joined(separator: "\n"), viewModel.countText]
            }
        }
    }

    extension CartSummaryViewController: CartSummaryRouteHandling {
        public func handle(_ route: CartSummaryRoute, dataStore: (any CartSummaryDataStore)?) {
            // No routes yet, so nothing calls this.
        }
    }
#endif
