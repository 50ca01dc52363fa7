import Foundation

/// Turns what `EdgesModel` holds into what the views show, tested without a screen.
struct EdgesFormatter {
    /// How numbers, amounts and dates are shown: the user's settings unless told otherwise.
    var formatting = EdgesFormatting()

    /// Empty when the answer has no notifications.
    func loadURLs(
        _ state: EdgesCallState<EdgesModels.LoadURLs.Response>
    ) -> EdgesUseCaseState<EdgesModels.LoadURLs.ViewModel> {
        EdgesUseCaseState(
            state,
            viewModel: { response in
                EdgesModels.LoadURLs.ViewModel(
                    notifications: response.notifications.map(\.actor),
                    header: response.header?.description
                )
            },
            isEmpty: { $0.notifications.isEmpty },
            // Map the errors your service throws to messages of their own here.
            failureMessage: { _ in EdgesStrings.LoadURLs.failure }
        )
    }

    func sendNote(
        _ state: EdgesCallState<EdgesModels.SendNote.Response>
    ) -> EdgesUseCaseState<EdgesModels.SendNote.ViewModel> {
        EdgesUseCaseState(
            state,
            viewModel: { response in
                // Unmapped (the spec names no source): retries. They start empty;
                // fill them here, or give them 'from:' in the spec.
                EdgesModels.SendNote.ViewModel(
                    sentAt: response.sentAt,
                    sentAtText: formatting.date(response.sentAt),
                    retries: 0
                )
            },
            // Map the errors your service throws to messages of their own here.
            failureMessage: { _ in EdgesStrings.SendNote.failure }
        )
    }

    /// Empty when the answer has no tags.
    func loadTags(
        _ state: EdgesCallState<EdgesModels.LoadTags.Response>
    ) -> EdgesUseCaseState<EdgesModels.LoadTags.ViewModel> {
        EdgesUseCaseState(
            state,
            viewModel: { response in
                EdgesModels.LoadTags.ViewModel(tags: response.tags)
            },
            isEmpty: { ($0.tags ?? []).isEmpty },
            // Map the errors your service throws to messages of their own here.
            failureMessage: { _ in EdgesStrings.LoadTags.failure }
        )
    }

    func loadBadges(
        _ state: EdgesCallState<EdgesModels.LoadBadges.Response>
    ) -> EdgesUseCaseState<EdgesModels.LoadBadges.ViewModel> {
        EdgesUseCaseState(
            state,
            viewModel: { response in
                // Unmapped (the spec names no source): badges. They start empty;
                // fill them here, or give them 'from:' in the spec.
                EdgesModels.LoadBadges.ViewModel(badges: [], count: response.count)
            },
            // Map the errors your service throws to messages of their own here.
            failureMessage: { _ in EdgesStrings.LoadBadges.failure }
        )
    }
}
