import Foundation

/// Turns user intents into interactor calls, and results into what the view shows.
@MainActor
final class EdgesPresenter {
    /// Weak: the view owns the module, so a strong reference back would leak both.
    weak var view: (any EdgesView)?
    let interactor: any EdgesInteracting
    let router: any EdgesRouting
    /// How numbers, amounts and dates read: the user's settings unless given others (tests pin them).
    let formatting: EdgesFormatting
    private let loadURLsCalls = EdgesQueryCalls()
    private let sendNoteCalls = EdgesCommandCalls()
    private let loadTagsCalls = EdgesQueryCalls()
    private let loadBadgesCalls = EdgesQueryCalls()

    init(interactor: any EdgesInteracting, router: any EdgesRouting, formatting: EdgesFormatting = EdgesFormatting()) {
        self.interactor = interactor
        self.router = router
        self.formatting = formatting
    }
}

extension EdgesPresenter: EdgesPresenting {
    func loadURLs() async {
        let request = EdgesModels.LoadURLs.Request()
        let outcome = await loadURLsCalls.run { [interactor] in
            try await interactor.loadURLs(request)
        } onStart: {
            view?.displayLoadURLs(.running)
        } onCancel: {
            view?.displayLoadURLs(.idle)
        }
        guard let outcome else { return }
        view?.displayLoadURLs(
            EdgesUseCaseState(
                outcome,
                viewModel: Self.loadURLsViewModel,
                isEmpty: { $0.notifications.isEmpty },
                failureMessage: Self.loadURLsFailureMessage
            )
        )
    }

    func sendNote(note: Notification, bytes: Data, rate: Float, small: UInt8, at: Date) async {
        let request = EdgesModels.SendNote.Request(note: note, bytes: bytes, rate: rate, small: small, at: at)
        let outcome = await sendNoteCalls.run { [interactor] in
            try await interactor.sendNote(request)
        } onStart: {
            view?.displaySendNote(.running)
        }
        guard let outcome else { return }
        view?.displaySendNote(
            EdgesUseCaseState(
                outcome,
                viewModel: { Self.sendNoteViewModel(from: $0, formatting: formatting) },
                failureMessage: Self.sendNoteFailureMessage
            )
        )
    }

    func loadTags() async {
        let request = EdgesModels.LoadTags.Request()
        let outcome = await loadTagsCalls.run { [interactor] in
            try await interactor.loadTags(request)
        } onStart: {
            view?.displayLoadTags(.running)
        } onCancel: {
            view?.displayLoadTags(.idle)
        }
        guard let outcome else { return }
        view?.displayLoadTags(
            EdgesUseCaseState(
                outcome,
                viewModel: Self.loadTagsViewModel,
                isEmpty: { ($0.tags ?? []).isEmpty },
                failureMessage: Self.loadTagsFailureMessage
            )
        )
    }

    func loadBadges() async {
        let request = EdgesModels.LoadBadges.Request()
        let outcome = await loadBadgesCalls.run { [interactor] in
            try await interactor.loadBadges(request)
        } onStart: {
            view?.displayLoadBadges(.running)
        } onCancel: {
            view?.displayLoadBadges(.idle)
        }
        guard let outcome else { return }
        view?.displayLoadBadges(
            EdgesUseCaseState(
                outcome,
                viewModel: Self.loadBadgesViewModel,
                failureMessage: Self.loadBadgesFailureMessage
            )
        )
    }

    func showDetails() {
        router.routeToDetails()
    }

    func showOpen() {
        router.routeToOpen()
    }
}

extension EdgesPresenter {
    /// Formats the response of `loadURLs` for display.
    static func loadURLsViewModel(from response: EdgesModels.LoadURLs.Response) -> EdgesModels.LoadURLs.ViewModel {
        EdgesModels.LoadURLs.ViewModel(
            notifications: response.notifications.map(\.actor),
            header: response.header?.description
        )
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadURLsFailureMessage(for error: any Error) -> String {
        EdgesStrings.LoadURLs.failure
    }

    /// Formats the response of `sendNote` for display.
    static func sendNoteViewModel(
        from response: EdgesModels.SendNote.Response,
        formatting: EdgesFormatting
    ) -> EdgesModels.SendNote.ViewModel {
        // Unmapped (the spec names no source): retries. They start empty; fill them here, or
        // give them 'from:' in the spec.
        EdgesModels.SendNote.ViewModel(
            sentAt: response.sentAt,
            sentAtText: formatting.date(response.sentAt),
            retries: 0
        )
    }

    /// Map the errors your service throws to messages of their own here.
    static func sendNoteFailureMessage(for error: any Error) -> String {
        EdgesStrings.SendNote.failure
    }

    /// Formats the response of `loadTags` for display.
    static func loadTagsViewModel(from response: EdgesModels.LoadTags.Response) -> EdgesModels.LoadTags.ViewModel {
        EdgesModels.LoadTags.ViewModel(tags: response.tags)
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadTagsFailureMessage(for error: any Error) -> String {
        EdgesStrings.LoadTags.failure
    }

    /// Formats the response of `loadBadges` for display.
    static func loadBadgesViewModel(
        from response: EdgesModels.LoadBadges.Response
    ) -> EdgesModels.LoadBadges.ViewModel {
        // Unmapped (the spec names no source): badges. They start empty; fill them here, or
        // give them 'from:' in the spec.
        EdgesModels.LoadBadges.ViewModel(badges: [], count: response.count)
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadBadgesFailureMessage(for error: any Error) -> String {
        EdgesStrings.LoadBadges.failure
    }
}
