#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: a section per use case, which shows where it stands and starts its calls.
    public final class ProfileViewController: UIViewController {
        /// Internal, not private: the screen's tests reach the model through it.
        let model: ProfileModel
        private let formatter = ProfileFormatter()
        /// The screen each route opens. Internal, not private: the tests of
        /// the routes to other modules open them through it.
        let destination: @MainActor (ProfileRoute) -> UIViewController?
        private let tasks = MarketScreenTasks()
        private let refreshControl = UIRefreshControl()
        private lazy var loadProfileSection = MarketSectionView(
            title: ProfileStrings.LoadProfile.title,
            action: ProfileStrings.LoadProfile.action,
            ids: ProfileAccessibilityIDs.LoadProfile.self,
            fields: [
                (ProfileStrings.LoadProfile.nameLabel, ProfileAccessibilityIDs.LoadProfile.nameField),
                (ProfileStrings.LoadProfile.emailLabel, ProfileAccessibilityIDs.LoadProfile.emailField),
            ],
            loading: ProfileStrings.loading,
            retry: ProfileStrings.retry
        ) { [weak self] in
            self?.runLoadProfile()
        }
        private lazy var ordersRouteButton = MarketScreenControls.button(
            ProfileStrings.Routes.orders,
            id: ProfileAccessibilityIDs.Routes.orders
        ) { [weak self] in
            self?.show(.orders)
        }
        private lazy var settingsRouteButton = MarketScreenControls.button(
            ProfileStrings.Routes.settings,
            id: ProfileAccessibilityIDs.Routes.settings
        ) { [weak self] in
            self?.show(.settings)
        }

        init(model: ProfileModel, destination: @escaping @MainActor (ProfileRoute) -> UIViewController?) {
            self.model = model
            self.destination = destination
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable, message: "Use ProfileBuilder.build.")
        public required init?(coder: NSCoder) {
            return nil
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = ProfileStrings.title
            view.backgroundColor = .systemBackground
            MarketScreenLayout.install(
                [loadProfileSection, ordersRouteButton, settingsRouteButton],
                in: view,
                id: ProfileAccessibilityIDs.list,
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
            tasks.endRefreshing(refreshControl, after: [start(key: "loadProfile") { await $0.loadProfile() }])
        }

        private func runLoadProfile() {
            start(key: "loadProfile") { await $0.loadProfile() }
        }
    }

    extension ProfileViewController {
        /// The controller's half of MVC: the model's states, formatted, into the views.
        private func render() {
            let loadProfileState = formatter.loadProfile(model.loadProfileState)
            loadProfileSection.show(loadProfileState) { viewModel in
                [viewModel.name, viewModel.email]
            }
        }
    }

    extension ProfileViewController {
        /// Opens `route`: pushed when the screen is in a navigation controller, presented otherwise.
        func show(_ route: ProfileRoute) {
            guard let next = destination(route) else { return }
            if let navigationController {
                navigationController.pushViewController(next, animated: true)
            } else {
                present(next, animated: true)
            }
        }
    }

    extension ProfileViewController {
        typealias Call = @MainActor (ProfileModel) async -> Void

        /// A call the screen keeps until it ends, so leaving the screen can cancel it; with a query's
        /// `key`, a newer call of the query cancels the one before.
        @discardableResult
        private func start(key: String? = nil, _ call: @escaping Call) -> Task<Void, Never>? {
            tasks.start(key: key) { [model] in await call(model) }
        }
    }
#endif
