import Foundation

/// What the interactor hands over for display: a use case started, then how it ended.
@MainActor
protocol EdgesPresentationLogic: AnyObject {
    func presentLoadURLsStarted()
    func presentLoadURLsCancelled()
    func presentLoadURLs(response: Result<EdgesModels.LoadURLs.Response, any Error>)
    func presentSendNoteStarted()
    func presentSendNote(response: Result<EdgesModels.SendNote.Response, any Error>)
    func presentLoadTagsStarted()
    func presentLoadTagsCancelled()
    func presentLoadTags(response: Result<EdgesModels.LoadTags.Response, any Error>)
    func presentLoadBadgesStarted()
    func presentLoadBadgesCancelled()
    func presentLoadBadges(response: Result<EdgesModels.LoadBadges.Response, any Error>)
}

/// Formats what the interactor hands over into the state of each use case the screen shows.
@MainActor
final class EdgesPresenter: EdgesPresentationLogic {
    /// Weak: the screen owns the scene, so a strong reference back would leak both.
    weak var viewController: (any EdgesDisplayLogic)?
    /// How numbers, amounts and dates read: the user's settings unless given others (tests pin them).
    let formatting: EdgesFormatting

    init(formatting: EdgesFormatting = EdgesFormatting()) {
        self.formatting = formatting
    }

    func presentLoadURLsStarted() {
        viewController?.displayLoadURLs(viewModel: .running)
    }

    func presentLoadURLsCancelled() {
        viewController?.displayLoadURLs(viewModel: .idle)
    }

    func presentLoadURLs(response: Result<EdgesModels.LoadURLs.Response, any Error>) {
        viewController?.displayLoadURLs(
            viewModel: EdgesUseCaseState(
                response,
                viewModel: Self.loadURLsViewModel,
                isEmpty: { $0.notifications.isEmpty },
                failureMessage: Self.loadURLsFailureMessage
            )
        )
    }

    func presentSendNoteStarted() {
        viewController?.displaySendNote(viewModel: .running)
    }

    func presentSendNote(response: Result<EdgesModels.SendNote.Response, any Error>) {
        viewController?.displaySendNote(
            viewModel: EdgesUseCaseState(
                response,
                viewModel: { Self.sendNoteViewModel(from: $0, formatting: formatting) },
                failureMessage: Self.sendNoteFailureMessage
            )
        )
    }

    func presentLoadTagsStarted() {
        viewController?.displayLoadTags(viewModel: .running)
    }

    func presentLoadTagsCancelled() {
        viewController?.displayLoadTags(viewModel: .idle)
    }

    func presentLoadTags(response: Result<EdgesModels.LoadTags.Response, any Error>) {
        viewController?.displayLoadTags(
            viewModel: EdgesUseCaseState(
                response,
                viewModel: Self.loadTagsViewModel,
                isEmpty: { ($0.tags ?? []).isEmpty },
                failureMessage: Self.loadTagsFailureMessage
            )
        )
    }

    func presentLoadBadgesStarted() {
        viewController?.displayLoadBadges(viewModel: .running)
    }

    func presentLoadBadgesCancelled() {
        viewController?.displayLoadBadges(viewModel: .idle)
    }

    func presentLoadBadges(response: Result<EdgesModels.LoadBadges.Response, any Error>) {
        viewController?.displayLoadBadges(
            viewModel: EdgesUseCaseState(
                response,
                viewModel: Self.loadBadgesViewModel,
                failureMessage: Self.loadBadgesFailureMessage
            )
        )
    }
}

extension EdgesPresenter {
    static func loadURLsViewModel(from response: EdgesModels.LoadURLs.Response) -> EdgesModels.LoadURLs.ViewModel {
        EdgesModels.LoadURLs.ViewModel(
            notifications: response.notifications.map(\.actor),
            header: response.header?.description
        )
    }

    /// Map the errors your worker throws to messages of their own here.
    static func loadURLsFailureMessage(for error: any Error) -> String {
        EdgesStrings.LoadURLs.failure
    }

    static func sendNoteViewModel(
        from response: EdgesModels.SendNote.Response,
        formatting: EdgesFormatting
    ) -> EdgesModels.SendNote.ViewModel {
        // Unmapped (the spec names no source): retries. They start empty; fill
        // them here, or give them 'from:' in the spec.
        EdgesModels.SendNote.ViewModel(
            sentAt: response.sentAt,
            sentAtText: formatting.date(response.sentAt),
            retries: 0
        )
    }

    /// Map the errors your worker throws to messages of their own here.
    static func sendNoteFailureMessage(for error: any Error) -> String {
        EdgesStrings.SendNote.failure
    }

    static func loadTagsViewModel(from response: EdgesModels.LoadTags.Response) -> EdgesModels.LoadTags.ViewModel {
        EdgesModels.LoadTags.ViewModel(tags: response.tags)
    }

    /// Map the errors your worker throws to messages of their own here.
    static func loadTagsFailureMessage(for error: any Error) -> String {
        EdgesStrings.LoadTags.failure
    }

    static func loadBadgesViewModel(
        from response: EdgesModels.LoadBadges.Response
    ) -> EdgesModels.LoadBadges.ViewModel {
        // Unmapped (the spec names no source): badges. They start empty; fill
        // them here, or give them 'from:' in the spec.
        EdgesModels.LoadBadges.ViewModel(badges: [], count: response.count)
    }

    /// Map the errors your worker throws to messages of their own here.
    static func loadBadgesFailureMessage(for error: any Error) -> String {
        EdgesStrings.LoadBadges.failure
    }
}
