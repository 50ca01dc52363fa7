#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: a section per use case, which shows where it stands and starts its calls.
    public final class EdgesViewController: UIViewController {
        /// The screen owns the scene through them.
        var interactor: (any EdgesBusinessLogic)?
        var router: (any EdgesRoutingLogic & EdgesDataPassing)?
        /// What `sendNote` takes as `note`. No control gives it: the app sets it (when
        /// a route returns, say), and the button waits for it.
        public var sendNoteNote: Notification? {
            didSet { updateButtons() }
        }
        /// What `sendNote` takes as `bytes`. No control gives it: the app sets it (when
        /// a route returns, say), and the button waits for it.
        public var sendNoteBytes: Data? {
            didSet { updateButtons() }
        }
        /// What `sendNote` takes as `at`. No control gives it: the app sets it (when
        /// a route returns, say), and the button waits for it.
        public var sendNoteAt: Date? {
            didSet { updateButtons() }
        }
        /// The screen each route opens. Internal, not private: the tests of
        /// the routes to other modules open them through it.
        let destination: @MainActor (EdgesRoute, (any EdgesDataStore)?) -> UIViewController?
        private let tasks = EdgesScreenTasks()
        private let refreshControl = UIRefreshControl()
        private lazy var loadURLsSection = EdgesSectionView(
            title: EdgesStrings.LoadURLs.title,
            action: EdgesStrings.LoadURLs.action,
            empty: EdgesStrings.LoadURLs.empty,
            ids: EdgesAccessibilityIDs.LoadURLs.self,
            fields: [
                (EdgesStrings.LoadURLs.notificationsLabel, EdgesAccessibilityIDs.LoadURLs.notificationsField),
                (EdgesStrings.LoadURLs.headerLabel, EdgesAccessibilityIDs.LoadURLs.headerField),
            ],
            loading: EdgesStrings.loading,
            retry: EdgesStrings.retry
        ) { [weak self] in
            self?.runLoadURLs()
        }
        private lazy var sendNoteRateField = EdgesScreenControls.textField(
            EdgesStrings.SendNote.ratePlaceholder,
            id: EdgesAccessibilityIDs.SendNote.rateArgument,
            keyboard: .decimalPad,
            onChange: { [weak self] in self?.updateButtons() }
        )
        private lazy var sendNoteSmallField = EdgesScreenControls.textField(
            EdgesStrings.SendNote.smallPlaceholder,
            id: EdgesAccessibilityIDs.SendNote.smallArgument,
            keyboard: .numberPad,
            onChange: { [weak self] in self?.updateButtons() }
        )
        private lazy var sendNoteSection = EdgesSectionView(
            title: EdgesStrings.SendNote.title,
            action: EdgesStrings.SendNote.action,
            ids: EdgesAccessibilityIDs.SendNote.self,
            fields: [
                (EdgesStrings.SendNote.sentAtLabel, EdgesAccessibilityIDs.SendNote.sentAtField),
                (EdgesStrings.SendNote.sentAtTextLabel, EdgesAccessibilityIDs.SendNote.sentAtTextField),
                (EdgesStrings.SendNote.retriesLabel, EdgesAccessibilityIDs.SendNote.retriesField),
            ],
            controls: [sendNoteRateField, sendNoteSmallField],
            loading: EdgesStrings.loading,
            retry: EdgesStrings.retry
        ) { [weak self] in
            self?.runSendNote()
        }
        private lazy var loadTagsSection = EdgesSectionView(
            title: EdgesStrings.LoadTags.title,
            action: EdgesStrings.LoadTags.action,
            empty: EdgesStrings.LoadTags.empty,
            ids: EdgesAccessibilityIDs.LoadTags.self,
            fields: [(EdgesStrings.LoadTags.tagsLabel, EdgesAccessibilityIDs.LoadTags.tagsField)],
            loading: EdgesStrings.loading,
            retry: EdgesStrings.retry
        ) { [weak self] in
            self?.runLoadTags()
        }
        private lazy var loadBadgesSection = EdgesSectionView(
            title: EdgesStrings.LoadBadges.title,
            action: EdgesStrings.LoadBadges.action,
            ids: EdgesAccessibilityIDs.LoadBadges.self,
            fields: [
                (EdgesStrings.LoadBadges.badgesLabel, EdgesAccessibilityIDs.LoadBadges.badgesField),
                (EdgesStrings.LoadBadges.countLabel, EdgesAccessibilityIDs.LoadBadges.countField),
            ],
            loading: EdgesStrings.loading,
            retry: EdgesStrings.retry
        ) { [weak self] in
            self?.runLoadBadges()
        }
        private lazy var detailsRouteButton = EdgesScreenControls.button(
            EdgesStrings.Routes.details,
            id: EdgesAccessibilityIDs.Routes.details
        ) { [weak self] in
            self?.router?.routeToDetails()
        }
        private lazy var openRouteButton = EdgesScreenControls.button(
            EdgesStrings.Routes.open,
            id: EdgesAccessibilityIDs.Routes.open
        ) { [weak self] in
            self?.router?.routeToOpen()
        }

        init(destination: @escaping @MainActor (EdgesRoute, (any EdgesDataStore)?) -> UIViewController?) {
            self.destination = destination
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable, message: "Use EdgesBuilder.build.")
        public required init?(coder: NSCoder) {
            return nil
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = EdgesStrings.title
            view.backgroundColor = .systemBackground
            EdgesScreenLayout.install(
                [
                    loadURLsSection,
                    sendNoteSection,
                    loadTagsSection,
                    loadBadgesSection,
                    detailsRouteButton,
                    openRouteButton,
                ],
                in: view,
                id: EdgesAccessibilityIDs.list,
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
            tasks.endRefreshing(
                refreshControl,
                after: [start(key: "loadURLs") { await $0.loadURLs(request: EdgesModels.LoadURLs.Request()) }]
            )
        }

        private func runLoadURLs() {
            start(key: "loadURLs") { await $0.loadURLs(request: EdgesModels.LoadURLs.Request()) }
        }

        /// Nil while a control lacks what `sendNote` needs.
        private var sendNoteCall: Call? {
            guard let note = sendNoteNote else { return nil }
            guard let bytes = sendNoteBytes else { return nil }
            guard
                let rate = EdgesScreenControls.number(
                    sendNoteRateField.text,
                    { text in EdgesNumberInput.double(text).map(Float.init) }
                )
            else {
                return nil
            }
            guard let small = EdgesScreenControls.number(sendNoteSmallField.text, { text in UInt8(text) }) else {
                return nil
            }
            guard let at = sendNoteAt else { return nil }
            return {
                await $0.sendNote(
                    request: EdgesModels.SendNote.Request(note: note, bytes: bytes, rate: rate, small: small, at: at)
                )
            }
        }

        private func runSendNote() {
            if let call = sendNoteCall { start(call) }
        }

        private func runLoadTags() {
            start(key: "loadTags") { await $0.loadTags(request: EdgesModels.LoadTags.Request()) }
        }

        private func runLoadBadges() {
            start(key: "loadBadges") { await $0.loadBadges(request: EdgesModels.LoadBadges.Request()) }
        }

        private func updateButtons() {
            sendNoteSection.button.isEnabled = !sendNoteSection.isRunning && sendNoteCall != nil
        }
    }

    extension EdgesViewController: EdgesDisplayLogic {
        public func displayLoadURLs(viewModel: EdgesUseCaseState<EdgesModels.LoadURLs.ViewModel>) {
            loadURLsSection.show(viewModel) { viewModel in
                [viewModel.notifications.joined(separator: "\n"), viewModel.header ?? ""]
            }
        }

        public func displaySendNote(viewModel: EdgesUseCaseState<EdgesModels.SendNote.ViewModel>) {
            sendNoteSection.show(viewModel) { viewModel in
                [String(describing: viewModel.sentAt), viewModel.sentAtText, String(describing: viewModel.retries)]
            }
            updateButtons()
        }

        public func displayLoadTags(viewModel: EdgesUseCaseState<EdgesModels.LoadTags.ViewModel>) {
            loadTagsSection.show(viewModel) { viewModel in
                [String(describing: viewModel.tags)]
            }
        }

        public func displayLoadBadges(viewModel: EdgesUseCaseState<EdgesModels.LoadBadges.ViewModel>) {
            loadBadgesSection.show(viewModel) { viewModel in
                [viewModel.badges.joined(separator: "\n"), String(describing: viewModel.count)]
            }
        }
    }

    extension EdgesViewController: EdgesRouteHandling {
        public func handle(_ route: EdgesRoute, dataStore: (any EdgesDataStore)?) {
            guard let next = destination(route, dataStore) else { return }
            if let navigationController {
                navigationController.pushViewController(next, animated: true)
            } else {
                present(next, animated: true)
            }
        }
    }

    extension EdgesViewController {
        typealias Call = @MainActor (any EdgesBusinessLogic) async -> Void

        /// A call the screen keeps until it ends, so leaving the screen can cancel it; with a query's
        /// `key`, a newer call of the query cancels the one before.
        @discardableResult
        private func start(key: String? = nil, _ call: @escaping Call) -> Task<Void, Never>? {
            guard let interactor else { return nil }
            return tasks.start(key: key) { await call(interactor) }
        }
    }
#endif
