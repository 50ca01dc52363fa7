import Foundation
import Testing

@testable import Edges

@MainActor
@Suite("EdgesPresenter", .timeLimit(.minutes(1)))
struct EdgesPresenterTests {
    let interactor = EdgesServiceStub()
    let router = EdgesRouterSpy()
    let view = EdgesViewSpy()
    let presenter: EdgesPresenter

    init() {
        presenter = EdgesPresenter(interactor: interactor, router: router, formatting: .fixture)
        presenter.view = view
    }

    @Test("loadURLs shows it runs, then the view model made from the response")
    func loadURLsShowsTheViewModel() async {
        await presenter.loadURLs()

        #expect(interactor.loadURLsRequests == [.fixture])
        #expect(
            view.loadURLsStates == [
                .running,
                .loaded(
                    EdgesModels.LoadURLs.ViewModel(notifications: ["actor 2", "actor 52"], header: "description 2")
                ),
            ]
        )
    }

    @Test("loadURLs shows its failure message when it fails")
    func loadURLsShowsTheFailure() async {
        interactor.loadURLsResult = .failure(EdgesTestError())

        await presenter.loadURLs()

        #expect(view.loadURLsStates == [.running, .failed(message: EdgesStrings.LoadURLs.failure)])
    }

    @Test("loadURLs shows that there is nothing to list when the answer has no notifications")
    func loadURLsShowsEmpty() async {
        interactor.loadURLsResult = .success(
            EdgesModels.LoadURLs.Response(
                root: Node(children: [], weights: [:], open: false),
                notifications: [],
                header: HTTPHeader(some: "g", any: ["any 2": [872, 922]], description: "description 2")
            )
        )

        await presenter.loadURLs()

        #expect(view.loadURLsStates == [.running, .empty])
    }

    @Test("an overtaken loadURLs call shows nothing; a cancelled one cancels the service's call and ends the spinner")
    func loadURLsShowsOnlyTheNewestAnswer() async throws {
        interactor.gate.holdsCalls = true
        let overtaken = Task { await presenter.loadURLs() }
        try await interactor.gate.waitUntilHeld(1)
        let cancelled = Task { await presenter.loadURLs() }
        try await interactor.gate.waitUntilHeld(2)
        interactor.loadURLsResult = .failure(EdgesTestError())
        cancelled.cancel()
        interactor.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        #expect(interactor.gate.callsCancelledWhileHeld == 1)
        #expect(view.loadURLsStates == [.running, .running, .idle])
    }

    @Test("sendNote shows it runs, then the view model made from the response")
    func sendNoteShowsTheViewModel() async {
        let formatting = EdgesFormatting.fixture
        await presenter.sendNote(
            note: Notification(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)),
                actor: "actor 1",
                async: false
            ),
            bytes: Data("bytes 1".utf8),
            rate: 3_371.5,
            small: 183,
            at: Date(timeIntervalSince1970: 1_700_008_411)
        )

        #expect(interactor.sendNoteRequests == [.fixture])
        #expect(
            view.sendNoteStates.map(\.mapped) == [
                .running,
                .loaded(
                    EdgesSendNoteMappedFields(
                        sentAt: Date(timeIntervalSince1970: 1_700_007_072),
                        sentAtText: formatting.date(Date(timeIntervalSince1970: 1_700_007_072))
                    )
                ),
            ]
        )
    }

    @Test("sendNote shows its failure message when it fails")
    func sendNoteShowsTheFailure() async {
        interactor.sendNoteResult = .failure(EdgesTestError())

        await presenter.sendNote(
            note: Notification(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)),
                actor: "actor 1",
                async: false
            ),
            bytes: Data("bytes 1".utf8),
            rate: 3_371.5,
            small: 183,
            at: Date(timeIntervalSince1970: 1_700_008_411)
        )

        #expect(view.sendNoteStates == [.running, .failed(message: EdgesStrings.SendNote.failure)])
    }

    @Test("a second sendNote while one runs (a double tap) is refused")
    func sendNoteRefusesASecondCallWhileOneRuns() async throws {
        interactor.gate.holdsCalls = true
        let first = Task {
            await presenter.sendNote(
                note: Notification(
                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)),
                    actor: "actor 1",
                    async: false
                ),
                bytes: Data("bytes 1".utf8),
                rate: 3_371.5,
                small: 183,
                at: Date(timeIntervalSince1970: 1_700_008_411)
            )
        }
        try await interactor.gate.waitUntilHeld(1)
        // Were the second call let through, it would answer at once.
        interactor.gate.holdsCalls = false

        await presenter.sendNote(
            note: Notification(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)),
                actor: "actor 1",
                async: false
            ),
            bytes: Data("bytes 1".utf8),
            rate: 3_371.5,
            small: 183,
            at: Date(timeIntervalSince1970: 1_700_008_411)
        )
        #expect(interactor.sendNoteRequests.count == 1)
        #expect(view.sendNoteStates == [.running])
        interactor.gate.releaseHeldCalls()
        await first.value

        #expect(view.sendNoteStates.map(\.isRunning) == [true, false])
        // Once it has ended, the next tap runs.
        await presenter.sendNote(
            note: Notification(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)),
                actor: "actor 1",
                async: false
            ),
            bytes: Data("bytes 1".utf8),
            rate: 3_371.5,
            small: 183,
            at: Date(timeIntervalSince1970: 1_700_008_411)
        )
        #expect(interactor.sendNoteRequests.count == 2)
    }

    @Test("sendNote is not cancelled with its caller: its answer still arrives")
    func sendNoteOutlivesItsCaller() async throws {
        let formatting = EdgesFormatting.fixture
        interactor.gate.holdsCalls = true
        let call = Task {
            await presenter.sendNote(
                note: Notification(
                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)),
                    actor: "actor 1",
                    async: false
                ),
                bytes: Data("bytes 1".utf8),
                rate: 3_371.5,
                small: 183,
                at: Date(timeIntervalSince1970: 1_700_008_411)
            )
        }
        try await interactor.gate.waitUntilHeld(1)

        call.cancel()
        interactor.gate.releaseHeldCalls()
        await call.value

        #expect(interactor.gate.callsCancelledWhileHeld == 0)
        #expect(
            view.sendNoteStates.map(\.mapped) == [
                .running,
                .loaded(
                    EdgesSendNoteMappedFields(
                        sentAt: Date(timeIntervalSince1970: 1_700_007_072),
                        sentAtText: formatting.date(Date(timeIntervalSince1970: 1_700_007_072))
                    )
                ),
            ]
        )
    }

    @Test("loadTags shows it runs, then the view model made from the response")
    func loadTagsShowsTheViewModel() async {
        await presenter.loadTags()

        #expect(interactor.loadTagsRequests == [.fixture])
        #expect(
            view.loadTagsStates == [.running, .loaded(EdgesModels.LoadTags.ViewModel(tags: ["tags 2", "tags 52"]))]
        )
    }

    @Test("loadTags shows its failure message when it fails")
    func loadTagsShowsTheFailure() async {
        interactor.loadTagsResult = .failure(EdgesTestError())

        await presenter.loadTags()

        #expect(view.loadTagsStates == [.running, .failed(message: EdgesStrings.LoadTags.failure)])
    }

    @Test("loadTags shows that there is nothing to list when the answer has no tags")
    func loadTagsShowsEmpty() async {
        interactor.loadTagsResult = .success(EdgesModels.LoadTags.Response(tags: []))

        await presenter.loadTags()

        #expect(view.loadTagsStates == [.running, .empty])
    }

    @Test("an overtaken loadTags call shows nothing; a cancelled one cancels the service's call and ends the spinner")
    func loadTagsShowsOnlyTheNewestAnswer() async throws {
        interactor.gate.holdsCalls = true
        let overtaken = Task { await presenter.loadTags() }
        try await interactor.gate.waitUntilHeld(1)
        let cancelled = Task { await presenter.loadTags() }
        try await interactor.gate.waitUntilHeld(2)
        interactor.loadTagsResult = .failure(EdgesTestError())
        cancelled.cancel()
        interactor.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        #expect(interactor.gate.callsCancelledWhileHeld == 1)
        #expect(view.loadTagsStates == [.running, .running, .idle])
    }

    @Test("loadBadges shows it runs, then the view model made from the response")
    func loadBadgesShowsTheViewModel() async {
        await presenter.loadBadges()

        #expect(interactor.loadBadgesRequests == [.fixture])
        #expect(view.loadBadgesStates.map(\.mapped) == [.running, .loaded(EdgesLoadBadgesMappedFields(count: 2_102))])
    }

    @Test("loadBadges shows its failure message when it fails")
    func loadBadgesShowsTheFailure() async {
        interactor.loadBadgesResult = .failure(EdgesTestError())

        await presenter.loadBadges()

        #expect(view.loadBadgesStates == [.running, .failed(message: EdgesStrings.LoadBadges.failure)])
    }

    @Test("an overtaken loadBadges call shows nothing; a cancelled one cancels the service's call and ends the spinner")
    func loadBadgesShowsOnlyTheNewestAnswer() async throws {
        interactor.gate.holdsCalls = true
        let overtaken = Task { await presenter.loadBadges() }
        try await interactor.gate.waitUntilHeld(1)
        let cancelled = Task { await presenter.loadBadges() }
        try await interactor.gate.waitUntilHeld(2)
        interactor.loadBadgesResult = .failure(EdgesTestError())
        cancelled.cancel()
        interactor.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        #expect(interactor.gate.callsCancelledWhileHeld == 1)
        #expect(view.loadBadgesStates.map(\.mapped) == [.running, .running, .idle])
    }
}
