#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The scene's UIKit screen: requests to the interactor, view models shown, routes through the router.
    public final class EdgesViewController: UIViewController {
        /// The screen owns the scene through them.
        var interactor: (any EdgesBusinessLogic)?
        var router: (any EdgesRoutingLogic & EdgesDataPassing)?
        /// What `sendNote` sends as its note, which no control on the screen edits:
        /// the app sets it (after a route returns, say), and the send note button waits for it.
        public var sendNoteNote: Notification? {
            didSet { updateSendNoteAction() }
        }
        /// What `sendNote` sends as its bytes, which no control on the screen edits:
        /// the app sets it (after a route returns, say), and the send note button waits for it.
        public var sendNoteBytes: Data? {
            didSet { updateSendNoteAction() }
        }
        /// What `sendNote` sends as its at, which no control on the screen edits:
        /// the app sets it (after a route returns, say), and the send note button waits for it.
        public var sendNoteAt: Date? {
            didSet { updateSendNoteAction() }
        }
        /// The screen each route opens. Internal, not private: the tests of
        /// the routes to other modules open them through it.
        let destination: @MainActor (EdgesRoute, (any EdgesDataStore)?) -> UIViewController?
        private let refreshControl = UIRefreshControl()
        private let loadURLsSection = EdgesSection(
            title: EdgesStrings.LoadURLs.title,
            action: EdgesStrings.LoadURLs.action,
            ids: EdgesSection.IDs(
                section: EdgesAccessibilityIDs.LoadURLs.section,
                status: EdgesAccessibilityIDs.LoadURLs.status,
                spinner: EdgesAccessibilityIDs.LoadURLs.spinner,
                action: EdgesAccessibilityIDs.LoadURLs.action
            ),
            fields: [
                (EdgesStrings.LoadURLs.notificationsLabel, EdgesAccessibilityIDs.LoadURLs.notificationsField),
                (EdgesStrings.LoadURLs.headerLabel, EdgesAccessibilityIDs.LoadURLs.headerField),
            ]
        )
        private let sendNoteSection = EdgesSection(
            title: EdgesStrings.SendNote.title,
            action: EdgesStrings.SendNote.action,
            ids: EdgesSection.IDs(
                section: EdgesAccessibilityIDs.SendNote.section,
                status: EdgesAccessibilityIDs.SendNote.status,
                spinner: EdgesAccessibilityIDs.SendNote.spinner,
                action: EdgesAccessibilityIDs.SendNote.action
            ),
            fields: [
                (EdgesStrings.SendNote.sentAtLabel, EdgesAccessibilityIDs.SendNote.sentAtField),
                (EdgesStrings.SendNote.sentAtTextLabel, EdgesAccessibilityIDs.SendNote.sentAtTextField),
                (EdgesStrings.SendNote.retriesLabel, EdgesAccessibilityIDs.SendNote.retriesField),
            ]
        )
        private lazy var sendNoteRateField = sendNoteSection.addTextField(
            placeholder: EdgesStrings.SendNote.ratePlaceholder,
            id: EdgesAccessibilityIDs.SendNote.rateArgument,
            keyboard: .decimalPad
        ) { [weak self] in self?.updateSendNoteAction() }
        private lazy var sendNoteSmallField = sendNoteSection.addTextField(
            placeholder: EdgesStrings.SendNote.smallPlaceholder,
            id: EdgesAccessibilityIDs.SendNote.smallArgument,
            keyboard: .numberPad
        ) { [weak self] in self?.updateSendNoteAction() }
        private let loadTagsSection = EdgesSection(
            title: EdgesStrings.LoadTags.title,
            action: EdgesStrings.LoadTags.action,
            ids: EdgesSection.IDs(
                section: EdgesAccessibilityIDs.LoadTags.section,
                status: EdgesAccessibilityIDs.LoadTags.status,
                spinner: EdgesAccessibilityIDs.LoadTags.spinner,
                action: EdgesAccessibilityIDs.LoadTags.action
            ),
            fields: [(EdgesStrings.LoadTags.tagsLabel, EdgesAccessibilityIDs.LoadTags.tagsField)]
        )
        private let loadBadgesSection = EdgesSection(
            title: EdgesStrings.LoadBadges.title,
            action: EdgesStrings.LoadBadges.action,
            ids: EdgesSection.IDs(
                section: EdgesAccessibilityIDs.LoadBadges.section,
                status: EdgesAccessibilityIDs.LoadBadges.status,
                spinner: EdgesAccessibilityIDs.LoadBadges.spinner,
                action: EdgesAccessibilityIDs.LoadBadges.action
            ),
            fields: [
                (EdgesStrings.LoadBadges.badgesLabel, EdgesAccessibilityIDs.LoadBadges.badgesField),
                (EdgesStrings.LoadBadges.countLabel, EdgesAccessibilityIDs.LoadBadges.countField),
            ]
        )
        private let tasks = EdgesScreenTasks()

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
                [loadURLsSection.view, sendNoteSection.view, loadTagsSection.view, loadBadgesSection.view],
                in: view,
                id: EdgesAccessibilityIDs.list,
                refreshControl: refreshControl
            )
            loadURLsSection.button.addAction(
                UIAction { [weak self] _ in self?.runLoadURLs() },
                for: .primaryActionTriggered
            )
            sendNoteSection.button.addAction(
                UIAction { [weak self] _ in self?.runSendNote() },
                for: .primaryActionTriggered
            )
            updateSendNoteAction()
            loadTagsSection.button.addAction(
                UIAction { [weak self] _ in self?.runLoadTags() },
                for: .primaryActionTriggered
            )
            loadBadgesSection.button.addAction(
                UIAction { [weak self] _ in self?.runLoadBadges() },
                for: .primaryActionTriggered
            )
            refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
            runLoadURLs()
        }

        override public func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            tasks.cancelIfLeaving(self)
        }

        private func refresh() {
            tasks.start { [weak self, interactor] in
                if let request = self?.loadURLsRequest {
                    await interactor?.loadURLs(request: request)
                }
                self?.refreshControl.endRefreshing()
            }
        }

        /// What the controls ask `loadURLs` for; `nil` while one of them holds no valid value.
        private var loadURLsRequest: EdgesModels.LoadURLs.Request? {
            return EdgesModels.LoadURLs.Request()
        }

        private func runLoadURLs() {
            guard let request = loadURLsRequest else { return }
            tasks.start { [interactor] in await interactor?.loadURLs(request: request) }
        }

        /// What the controls ask `sendNote` for; `nil` while one of them holds no valid value.
        private var sendNoteRequest: EdgesModels.SendNote.Request? {
            guard let note = sendNoteNote else { return nil }
            guard let bytes = sendNoteBytes else { return nil }
            guard
                let rate = sendNoteRateField.text.flatMap({ text in EdgesNumberInput.double(text).map(Float.init) })
            else { return nil }
            guard let small = sendNoteSmallField.text.flatMap({ text in UInt8(text) }) else { return nil }
            guard let at = sendNoteAt else { return nil }
            return EdgesModels.SendNote.Request(note: note, bytes: bytes, rate: rate, small: small, at: at)
        }

        private func runSendNote() {
            guard let request = sendNoteRequest else { return }
            tasks.start { [interactor] in await interactor?.sendNote(request: request) }
        }

        private func updateSendNoteAction() {
            sendNoteSection.canRun = sendNoteRequest != nil
        }

        /// What the controls ask `loadTags` for; `nil` while one of them holds no valid value.
        private var loadTagsRequest: EdgesModels.LoadTags.Request? {
            return EdgesModels.LoadTags.Request()
        }

        private func runLoadTags() {
            guard let request = loadTagsRequest else { return }
            tasks.start { [interactor] in await interactor?.loadTags(request: request) }
        }

        /// What the controls ask `loadBadges` for; `nil` while one of them holds no valid value.
        private var loadBadgesRequest: EdgesModels.LoadBadges.Request? {
            return EdgesModels.LoadBadges.Request()
        }

        private func runLoadBadges() {
            guard let request = loadBadgesRequest else { return }
            tasks.start { [interactor] in await interactor?.loadBadges(request: request) }
        }
    }

    extension EdgesViewController: EdgesDisplayLogic {
        public func displayLoadURLs(viewModel: EdgesUseCaseState<EdgesModels.LoadURLs.ViewModel>) {
            loadURLsSection.show(viewModel, empty: EdgesStrings.LoadURLs.empty) { viewModel in
                [viewModel.notifications.joined(separator: "\n"), viewModel.header ?? ""]
            }
        }

        public func displaySendNote(viewModel: EdgesUseCaseState<EdgesModels.SendNote.ViewModel>) {
            sendNoteSection.show(viewModel) { viewModel in
                [String(describing: viewModel.sentAt), viewModel.sentAtText, String(describing: viewModel.retries)]
            }
        }

        public func displayLoadTags(viewModel: EdgesUseCaseState<EdgesModels.LoadTags.ViewModel>) {
            loadTagsSection.show(viewModel, empty: EdgesStrings.LoadTags.empty) { viewModel in
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
#endif
