#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: a section per use case, which shows where it stands and starts its calls.
    public final class SettingsViewController: UIViewController {
        /// The screen owns the module through it.
        var presenter: (any SettingsPresenting)?
        /// The screen each route opens. Internal, not private: the tests of
        /// the routes to other modules open them through it.
        let destination: @MainActor (SettingsRoute) -> UIViewController?
        private let tasks = MarketScreenTasks()
        private let refreshControl = UIRefreshControl()
        private lazy var loadSettingsSection = MarketSectionView(
            title: SettingsStrings.LoadSettings.title,
            action: SettingsStrings.LoadSettings.action,
            ids: SettingsAccessibilityIDs.LoadSettings.self,
            fields: [
                (
                    SettingsStrings.LoadSettings.notificationsOnLabel,
                    SettingsAccessibilityIDs.LoadSettings.notificationsOnField
                )
            ],
            loading: SettingsStrings.loading,
            retry: SettingsStrings.retry
        ) { [weak self] in
            self?.runLoadSettings()
        }
        private lazy var setNotificationsOnSwitch = MarketScreenControls.toggle(
            SettingsStrings.SetNotifications.onPlaceholder,
            id: SettingsAccessibilityIDs.SetNotifications.onArgument
        )
        private lazy var setNotificationsSection = MarketSectionView(
            title: SettingsStrings.SetNotifications.title,
            action: SettingsStrings.SetNotifications.action,
            ids: SettingsAccessibilityIDs.SetNotifications.self,
            fields: [
                (
                    SettingsStrings.SetNotifications.notificationsOnLabel,
                    SettingsAccessibilityIDs.SetNotifications.notificationsOnField
                )
            ],
            controls: [setNotificationsOnSwitch],
            loading: SettingsStrings.loading,
            retry: SettingsStrings.retry
        ) { [weak self] in
            self?.runSetNotifications()
        }
        private lazy var aboutRouteButton = MarketScreenControls.button(
            SettingsStrings.Routes.about,
            id: SettingsAccessibilityIDs.Routes.about
        ) { [weak self] in
            self?.presenter?.showAbout()
        }

        init(destination: @escaping @MainActor (SettingsRoute) -> UIViewController?) {
            self.destination = destination
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable, message: "Use SettingsBuilder.build.")
        public required init?(coder: NSCoder) {
            return nil
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = SettingsStrings.title
            view.backgroundColor = .systemBackground
            MarketScreenLayout.install(
                [loadSettingsSection, setNotificationsSection, aboutRouteButton],
                in: view,
                id: SettingsAccessibilityIDs.list,
                refreshControl: refreshControl
            )
            refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
            refresh()
            updateButtons()
        }

        override public func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            tasks.cancelIfLeaving(self)
        }

        private func refresh() {
            tasks.endRefreshing(refreshControl, after: [start(key: "loadSettings") { await $0.loadSettings() }])
        }

        private func runLoadSettings() {
            start(key: "loadSettings") { await $0.loadSettings() }
        }

        private func runSetNotifications() {
            let on = setNotificationsOnSwitch.isOn
            self.start { await $0.setNotifications(on: on) }
        }

        private func updateButtons() {
            setNotificationsSection.button.isEnabled = !setNotificationsSection.isRunning
        }
    }

    extension SettingsViewController: SettingsView {
        public func displayLoadSettings(_ state: MarketUseCaseState<SettingsModels.LoadSettings.ViewModel>) {
            loadSettingsSection.show(state) { viewModel in
                [SettingsStrings.yesOrNo(viewModel.notificationsOn)]
            }
        }

        public func displaySetNotifications(_ state: MarketUseCaseState<SettingsModels.SetNotifications.ViewModel>) {
            setNotificationsSection.show(state) { viewModel in
                [SettingsStrings.yesOrNo(viewModel.notificationsOn)]
            }
            updateButtons()
        }
    }

    extension SettingsViewController: SettingsRouteHandling {
        public func handle(_ route: SettingsRoute) {
            guard let next = destination(route) else { return }
            if let navigationController {
                navigationController.pushViewController(next, animated: true)
            } else {
                present(next, animated: true)
            }
        }
    }

    extension SettingsViewController {
        typealias Call = @MainActor (any SettingsPresenting) async -> Void

        /// A call the screen keeps until it ends, so leaving the screen can cancel it; with a query's
        /// `key`, a newer call of the query cancels the one before.
        @discardableResult
        private func start(key: String? = nil, _ call: @escaping Call) -> Task<Void, Never>? {
            guard let presenter else { return nil }
            return tasks.start(key: key) { await call(presenter) }
        }
    }
#endif
