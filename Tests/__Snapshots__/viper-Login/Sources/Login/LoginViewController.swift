#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: a section per use case, which shows where it stands and starts its calls.
    public final class LoginViewController: UIViewController {
        /// The screen owns the module through it.
        var presenter: (any LoginPresenting)?
        private let tasks = LoginScreenTasks()
        private let refreshControl = UIRefreshControl()
        private lazy var loadSection = LoginSectionView(
            title: LoginStrings.Load.title,
            action: LoginStrings.Load.action,
            ids: LoginAccessibilityIDs.Load.self,
            loading: LoginStrings.loading,
            retry: LoginStrings.retry
        ) { [weak self] in
            self?.runLoad()
        }

        init() {
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable, message: "Use LoginBuilder.build.")
        public required init?(coder: NSCoder) {
            return nil
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = LoginStrings.title
            view.backgroundColor = .systemBackground
            LoginScreenLayout.install(
                [loadSection],
                in: view,
                id: LoginAccessibilityIDs.list,
                refreshControl: refreshControl
            )
            refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
            refresh()
        }

        override public func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            tasks.cancelIfLeaving(self)
        }

        private func refresh() {
            tasks.endRefreshing(refreshControl, after: [start(key: "load") { await $0.load() }])
        }

        private func runLoad() {
            start(key: "load") { await $0.load() }
        }
    }

    extension LoginViewController: LoginView {
        public func displayLoad(_ state: LoginUseCaseState<LoginModels.Load.ViewModel>) {
            loadSection.show(state)
        }
    }

    extension LoginViewController {
        typealias Call = @MainActor (any LoginPresenting) async -> Void

        /// A call the screen keeps until it ends, so leaving the screen can cancel it; with a query's
        /// `key`, a newer call of the query cancels the one before.
        @discardableResult
        private func start(key: String? = nil, _ call: @escaping Call) -> Task<Void, Never>? {
            guard let presenter else { return nil }
            return tasks.start(key: key) { await call(presenter) }
        }
    }
#endif
