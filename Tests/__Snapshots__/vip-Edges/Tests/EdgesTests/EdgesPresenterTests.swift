import Foundation
import Testing

@testable import Edges

@MainActor
@Suite("EdgesPresenter", .timeLimit(.minutes(1)))
struct EdgesPresenterTests {
    let viewController = EdgesDisplaySpy()
    let presenter = EdgesPresenter(formatting: .fixture)

    init() {
        presenter.viewController = viewController
    }

    @Test("loadURLs is shown running, then with the formatted answer, then with a failure's message")
    func presentLoadURLsShowsEachState() {
        presenter.presentLoadURLsStarted()
        presenter.presentLoadURLs(response: .success(.fixture))
        presenter.presentLoadURLs(response: .failure(EdgesTestError()))

        #expect(
            viewController.displayedLoadURLs == [
                .running,
                .loaded(
                    EdgesModels.LoadURLs.ViewModel(notifications: ["actor 2", "actor 52"], header: "description 2")
                ),
                .failed(message: "Could not load urls."),
            ]
        )
    }

    @Test("a cancelled loadURLs is shown idle again, so no spinner stays behind")
    func presentLoadURLsCancelledShowsIdle() {
        presenter.presentLoadURLsStarted()
        presenter.presentLoadURLsCancelled()

        #expect(viewController.displayedLoadURLs == [.running, .idle])
    }

    @Test("loadURLs shows that there is nothing to list when the answer has no notifications")
    func loadURLsShowsEmpty() {
        presenter.presentLoadURLs(
            response: .success(
                EdgesModels.LoadURLs.Response(
                    root: Node(children: [], weights: [:], open: false),
                    notifications: [],
                    header: HTTPHeader(some: "g", any: ["any 2": [872, 922]], description: "description 2")
                )
            )
        )

        #expect(viewController.displayedLoadURLs == [.empty])
    }

    @Test("sendNote is shown running, then with the formatted answer, then with a failure's message")
    func presentSendNoteShowsEachState() {
        presenter.presentSendNoteStarted()
        presenter.presentSendNote(response: .success(.fixture))
        presenter.presentSendNote(response: .failure(EdgesTestError()))

        let formatting = EdgesFormatting.fixture
        #expect(viewController.displayedSendNote.first == .running)
        #expect(viewController.displayedSendNote.last == .failed(message: "Could not send note."))
        // Field by field, leaving out what the spec gives no source (retries).
        guard case .loaded(let viewModel)? = viewController.displayedSendNote.dropFirst().first else {
            Issue.record("sendNote was not shown loaded after it started")
            return
        }
        #expect(viewModel.sentAt == Date(timeIntervalSince1970: 1_700_007_072))
        #expect(viewModel.sentAtText == formatting.date(Date(timeIntervalSince1970: 1_700_007_072)))
    }

    @Test("loadTags is shown running, then with the formatted answer, then with a failure's message")
    func presentLoadTagsShowsEachState() {
        presenter.presentLoadTagsStarted()
        presenter.presentLoadTags(response: .success(.fixture))
        presenter.presentLoadTags(response: .failure(EdgesTestError()))

        #expect(
            viewController.displayedLoadTags == [
                .running,
                .loaded(EdgesModels.LoadTags.ViewModel(tags: ["tags 2", "tags 52"])),
                .failed(message: "Could not load tags."),
            ]
        )
    }

    @Test("a cancelled loadTags is shown idle again, so no spinner stays behind")
    func presentLoadTagsCancelledShowsIdle() {
        presenter.presentLoadTagsStarted()
        presenter.presentLoadTagsCancelled()

        #expect(viewController.displayedLoadTags == [.running, .idle])
    }

    @Test("loadTags shows that there is nothing to list when the answer has no tags")
    func loadTagsShowsEmpty() {
        presenter.presentLoadTags(response: .success(EdgesModels.LoadTags.Response(tags: [])))

        #expect(viewController.displayedLoadTags == [.empty])
    }

    @Test("loadBadges is shown running, then with the formatted answer, then with a failure's message")
    func presentLoadBadgesShowsEachState() {
        presenter.presentLoadBadgesStarted()
        presenter.presentLoadBadges(response: .success(.fixture))
        presenter.presentLoadBadges(response: .failure(EdgesTestError()))

        #expect(viewController.displayedLoadBadges.first == .running)
        #expect(viewController.displayedLoadBadges.last == .failed(message: "Could not load badges."))
        // Field by field, leaving out what the spec gives no source (badges).
        guard case .loaded(let viewModel)? = viewController.displayedLoadBadges.dropFirst().first else {
            Issue.record("loadBadges was not shown loaded after it started")
            return
        }
        #expect(viewModel.count == 2_102)
    }

    @Test("a cancelled loadBadges is shown idle again, so no spinner stays behind")
    func presentLoadBadgesCancelledShowsIdle() {
        presenter.presentLoadBadgesStarted()
        presenter.presentLoadBadgesCancelled()

        #expect(viewController.displayedLoadBadges == [.running, .idle])
    }
}
