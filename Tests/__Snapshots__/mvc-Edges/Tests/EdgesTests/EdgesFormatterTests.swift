import Foundation
import Testing

@testable import Edges

/// Fixed, so the expected text does not depend on the machine's settings.
@MainActor
private let formatting = EdgesFormatting(locale: Locale(identifier: "en_US_POSIX"), currencyCode: "EUR", timeZone: .gmt)

/// On the main actor, as the formatter is in an app target whose default isolation is MainActor.
@MainActor
private let formatter = EdgesFormatter(formatting: formatting)

@MainActor
@Suite("EdgesFormatter", .timeLimit(.minutes(1)))
struct EdgesFormatterTests {

    @Test("loadURLs's answer is shown as its view model")
    func loadURLsViewModel() {
        #expect(
            formatter.loadURLs(.loaded(.fixture))
                == .loaded(
                    EdgesModels.LoadURLs.ViewModel(notifications: ["actor 2", "actor 52"], header: "description 2")
                )
        )
    }

    @Test("loadURLs shows that there is nothing to list when the answer has no notifications")
    func loadURLsShowsEmpty() {
        let answer = EdgesModels.LoadURLs.Response(
            root: Node(children: [], weights: [:], open: false),
            notifications: [],
            header: HTTPHeader(some: "g", any: ["any 2": [872, 922]], description: "description 2")
        )

        #expect(formatter.loadURLs(.loaded(answer)) == .empty)
    }

    @Test("sendNote's answer is shown as its view model")
    func sendNoteViewModel() {
        guard case .loaded(let viewModel) = formatter.sendNote(.loaded(.fixture)) else {
            Issue.record("sendNote's answer is not shown as loaded")
            return
        }

        // Field by field, leaving out retries: the spec gives no source.
        #expect(viewModel.sentAt == Date(timeIntervalSince1970: 1_700_007_072))
        #expect(viewModel.sentAtText == formatting.date(Date(timeIntervalSince1970: 1_700_007_072)))
    }

    @Test("loadTags's answer is shown as its view model")
    func loadTagsViewModel() {
        #expect(
            formatter.loadTags(.loaded(.fixture))
                == .loaded(EdgesModels.LoadTags.ViewModel(tags: ["tags 2", "tags 52"]))
        )
    }

    @Test("loadTags shows that there is nothing to list when the answer has no tags")
    func loadTagsShowsEmpty() {
        let answer = EdgesModels.LoadTags.Response(tags: [])

        #expect(formatter.loadTags(.loaded(answer)) == .empty)
    }

    @Test("loadBadges's answer is shown as its view model")
    func loadBadgesViewModel() {
        guard case .loaded(let viewModel) = formatter.loadBadges(.loaded(.fixture)) else {
            Issue.record("loadBadges's answer is not shown as loaded")
            return
        }

        // Field by field, leaving out badges: the spec gives no source.
        #expect(viewModel.count == 2_102)
    }

    @Test("a call without an answer is shown as it stands: idle, running, or failed with its use case's message")
    func callsWithoutAnAnswer() {
        #expect([formatter.loadURLs(.idle), formatter.loadURLs(.running)] == [.idle, .running])
        #expect(formatter.loadURLs(.failed(EdgesTestError())) == .failed(message: "Could not load urls."))
        #expect([formatter.sendNote(.idle), formatter.sendNote(.running)] == [.idle, .running])
        #expect(formatter.sendNote(.failed(EdgesTestError())) == .failed(message: "Could not send note."))
        #expect([formatter.loadTags(.idle), formatter.loadTags(.running)] == [.idle, .running])
        #expect(formatter.loadTags(.failed(EdgesTestError())) == .failed(message: "Could not load tags."))
        #expect([formatter.loadBadges(.idle), formatter.loadBadges(.running)] == [.idle, .running])
        #expect(formatter.loadBadges(.failed(EdgesTestError())) == .failed(message: "Could not load badges."))
    }
}
