import Foundation

/// Turns what `EdgesModel` holds into what the views show, tested without a screen.
struct EdgesFormatter {
    /// How numbers, amounts and dates are shown: the user's settings unless told otherwise.
    var formatting = EdgesFormatting()

    /// Empty when the answer has no notifications.
    func loadURLs(
        _ state: EdgesUseCaseState<EdgesModels.LoadURLs.Response>
    ) -> EdgesUseCaseState<EdgesModels.LoadURLs.ViewModel> {
        Self.shown(
            state,
            as: { response in
                EdgesModels.LoadURLs.ViewModel(
                    notifications: response.notifications.map(\.actor),
                    header: response.header?.description
                )
            },
            isEmpty: { $0.notifications.isEmpty }
        )
    }

    func sendNote(
        _ state: EdgesUseCaseState<EdgesModels.SendNote.Response>
    ) -> EdgesUseCaseState<EdgesModels.SendNote.ViewModel> {
        Self.shown(
            state,
            as: { response in
                // Unmapped (the spec names no source): retries. They start empty;
                // fill them here, or give them 'from:' in the spec.
                EdgesModels.SendNote.ViewModel(
                    sentAt: response.sentAt,
                    sentAtText: formatting.date(response.sentAt),
                    retries: 0
                )
            }
        )
    }

    /// Empty when the answer has no tags.
    func loadTags(
        _ state: EdgesUseCaseState<EdgesModels.LoadTags.Response>
    ) -> EdgesUseCaseState<EdgesModels.LoadTags.ViewModel> {
        Self.shown(
            state,
            as: { response in
                EdgesModels.LoadTags.ViewModel(tags: response.tags)
            },
            isEmpty: { ($0.tags ?? []).isEmpty }
        )
    }

    func loadBadges(
        _ state: EdgesUseCaseState<EdgesModels.LoadBadges.Response>
    ) -> EdgesUseCaseState<EdgesModels.LoadBadges.ViewModel> {
        Self.shown(
            state,
            as: { response in
                // Unmapped (the spec names no source): badges. They start empty;
                // fill them here, or give them 'from:' in the spec.
                EdgesModels.LoadBadges.ViewModel(badges: [], count: response.count)
            }
        )
    }
}

extension EdgesFormatter {
    /// `isEmpty` asks the model's value, whatever the view shows of it. Not an extension of the
    /// state type, which an app target's modules share.
    static func shown<Value, Shown>(
        _ state: EdgesUseCaseState<Value>,
        as viewModel: (Value) -> Shown,
        isEmpty: (Value) -> Bool = { _ in false }
    ) -> EdgesUseCaseState<Shown> {
        switch state {
        case .idle: return .idle
        case .running: return .running
        case .empty: return .empty
        case .failed(let message): return .failed(message: message)
        case .loaded(let value): return isEmpty(value) ? .empty : .loaded(viewModel(value))
        }
    }
}
