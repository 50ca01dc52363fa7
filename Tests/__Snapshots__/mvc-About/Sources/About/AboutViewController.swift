#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: a section per use case, which shows where it stands and starts its calls.
    public final class AboutViewController: UIViewController {
        /// Internal, not private: the screen's tests reach the model through it.
        let model: AboutModel
        private let formatter = AboutFormatter()
        private let tasks = AboutScreenTasks()
        private let refreshControl = UIRefreshControl()
        private lazy var loadSection = AboutSectionView(
            title: AboutStrings.Load.title,
            action: AboutStrings.Load.action,
            ids: AboutAccessibilityIDs.Load.self,
            loading: AboutStrings.loading,
            retry: AboutStrings.retry
        ) { [weak self] in
            self?.runLoad()
        }

        init(model: AboutModel) {
            self.model = model
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable, message: "Use AboutBuilder.build.")
        public required init?(coder: NSCoder) {
            return nil
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = AboutStrings.title
            view.backgroundColor = .systemBackground
            AboutScreenLayout.install(
                [loadSection],
                in: view,
                id: AboutAccessibilityIDs.list,
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
            tasks.endRefreshing(refreshControl, after: [start(key: "load") { await $0.load() }])
        }

        private func runLoad() {
            start(key: "load") { await $0.load() }
        }
    }

    extension AboutViewController {
        /// The controller's half of MVC: the model's states, formatted, into the views.
        private func render() {
            let loadState = formatter.load(model.loadState)
            loadSection.show(loadState)
        }
    }

    extension AboutViewController {
        typealias Call = @MainActor (AboutModel) async -> Void

        /// A call the screen keeps until it ends, so leaving the screen can cancel it; with a query's
        /// `key`, a newer call of the query cancels the one before.
        @discardableResult
        private func start(key: String? = nil, _ call: @escaping Call) -> Task<Void, Never>? {
            tasks.start(key: key) { [model] in await call(model) }
        }
    }
#endif
