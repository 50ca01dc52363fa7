import Foundation
import Testing

@testable import Edges

@MainActor
@Suite("EdgesModel", .timeLimit(.minutes(1)))
struct EdgesModelTests {
    let service = EdgesServiceStub()
    let controller: EdgesControllerSpy
    var model: EdgesModel { controller.model }

    init() {
        controller = EdgesControllerSpy(model: EdgesModel(service: service))
    }

    @Test("loadURLs asks the service and holds its answer")
    func loadURLsHoldsTheAnswer() async {
        await model.loadURLs()

        let requests = service.loadURLsRequests
        #expect(requests == [EdgesModels.LoadURLs.Request()])
        #expect(controller.loadURLsStates == [.running, .loaded(.fixture)])
    }

    @Test("loadURLs fails with its message when the service fails")
    func loadURLsFails() async {
        service.setLoadURLsResult(.failure(EdgesTestError()))

        await model.loadURLs()

        #expect(controller.loadURLsStates == [.running, .failed(message: "Could not load urls.")])
    }

    @Test("loadURLs shows no outcome once its task is cancelled: it is idle again")
    func loadURLsIgnoresCancellation() async {
        service.suspendCallsUntilCancelled()
        let call = Task { await model.loadURLs() }

        call.cancel()
        await call.value

        #expect(controller.loadURLsStates == [.running, .idle])
    }

    @Test("loadURLs shows no outcome when the service reports it cancelled: it is idle again")
    func loadURLsIgnoresACancellationError() async {
        service.setLoadURLsResult(.failure(CancellationError()))

        await model.loadURLs()

        #expect(controller.loadURLsStates == [.running, .idle])
    }

    @Test("loadURLs drops an answer that arrives after its task was cancelled")
    func loadURLsDropsALateAnswer() async throws {
        service.holdCalls()
        let call = Task { await model.loadURLs() }
        try await service.waitUntilHeld(1)

        call.cancel()
        service.releaseHeldCalls()
        await call.value

        let callsCancelled = service.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(controller.loadURLsStates == [.running, .idle])
    }

    @Test("an overtaken loadURLs call changes nothing: the newest answer wins")
    func loadURLsKeepsTheNewestAnswer() async throws {
        service.holdCalls()
        let overtaken = Task { await model.loadURLs() }
        try await service.waitUntilHeld(1)
        service.stopHoldingCalls()

        await model.loadURLs()
        service.setLoadURLsResult(.failure(EdgesTestError()))
        service.releaseHeldCalls()
        await overtaken.value

        #expect(controller.loadURLsStates == [.running, .loaded(.fixture)])
    }

    @Test("sendNote asks the service and holds its answer")
    func sendNoteHoldsTheAnswer() async {
        await model.sendNote(
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

        let requests = service.sendNoteRequests
        #expect(
            requests == [
                EdgesModels.SendNote.Request(
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
            ]
        )
        #expect(controller.sendNoteStates == [.running, .loaded(.fixture)])
    }

    @Test("sendNote fails with its message when the service fails")
    func sendNoteFails() async {
        service.setSendNoteResult(.failure(EdgesTestError()))

        await model.sendNote(
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

        #expect(controller.sendNoteStates == [.running, .failed(message: "Could not send note.")])
    }

    @Test("a second sendNote while one runs is refused; once it ended, the next runs")
    func sendNoteRefusesASecondCall() async throws {
        service.holdCalls()
        let first = Task {
            await model.sendNote(
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
        try await service.waitUntilHeld(1)
        // Were the second call let through, it would answer at once.
        service.stopHoldingCalls()

        await model.sendNote(
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
        service.releaseHeldCalls()
        await first.value

        let requests = service.sendNoteRequests
        #expect(requests.count == 1)
        #expect(controller.sendNoteStates == [.running, .loaded(.fixture)])

        // Once it has ended, the next call runs.
        await model.sendNote(
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
        let requestsAfterwards = service.sendNoteRequests
        #expect(requestsAfterwards.count == 2)
    }

    @Test("sendNote runs to its end when its caller is cancelled (the screen went away)")
    func sendNoteSurvivesItsCaller() async throws {
        service.holdCalls()
        let call = Task {
            await model.sendNote(
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
        try await service.waitUntilHeld(1)

        call.cancel()
        service.releaseHeldCalls()
        await call.value

        let callsCancelled = service.callsCancelledWhileHeld
        #expect(callsCancelled == 0)
        #expect(controller.sendNoteStates == [.running, .loaded(.fixture)])
    }

    @Test("loadTags asks the service and holds its answer")
    func loadTagsHoldsTheAnswer() async {
        await model.loadTags()

        let requests = service.loadTagsRequests
        #expect(requests == [EdgesModels.LoadTags.Request()])
        #expect(controller.loadTagsStates == [.running, .loaded(.fixture)])
    }

    @Test("loadTags fails with its message when the service fails")
    func loadTagsFails() async {
        service.setLoadTagsResult(.failure(EdgesTestError()))

        await model.loadTags()

        #expect(controller.loadTagsStates == [.running, .failed(message: "Could not load tags.")])
    }

    @Test("loadTags shows no outcome once its task is cancelled: it is idle again")
    func loadTagsIgnoresCancellation() async {
        service.suspendCallsUntilCancelled()
        let call = Task { await model.loadTags() }

        call.cancel()
        await call.value

        #expect(controller.loadTagsStates == [.running, .idle])
    }

    @Test("loadTags shows no outcome when the service reports it cancelled: it is idle again")
    func loadTagsIgnoresACancellationError() async {
        service.setLoadTagsResult(.failure(CancellationError()))

        await model.loadTags()

        #expect(controller.loadTagsStates == [.running, .idle])
    }

    @Test("loadTags drops an answer that arrives after its task was cancelled")
    func loadTagsDropsALateAnswer() async throws {
        service.holdCalls()
        let call = Task { await model.loadTags() }
        try await service.waitUntilHeld(1)

        call.cancel()
        service.releaseHeldCalls()
        await call.value

        let callsCancelled = service.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(controller.loadTagsStates == [.running, .idle])
    }

    @Test("an overtaken loadTags call changes nothing: the newest answer wins")
    func loadTagsKeepsTheNewestAnswer() async throws {
        service.holdCalls()
        let overtaken = Task { await model.loadTags() }
        try await service.waitUntilHeld(1)
        service.stopHoldingCalls()

        await model.loadTags()
        service.setLoadTagsResult(.failure(EdgesTestError()))
        service.releaseHeldCalls()
        await overtaken.value

        #expect(controller.loadTagsStates == [.running, .loaded(.fixture)])
    }

    @Test("loadBadges asks the service and holds its answer")
    func loadBadgesHoldsTheAnswer() async {
        await model.loadBadges()

        let requests = service.loadBadgesRequests
        #expect(requests == [EdgesModels.LoadBadges.Request()])
        #expect(controller.loadBadgesStates == [.running, .loaded(.fixture)])
    }

    @Test("loadBadges fails with its message when the service fails")
    func loadBadgesFails() async {
        service.setLoadBadgesResult(.failure(EdgesTestError()))

        await model.loadBadges()

        #expect(controller.loadBadgesStates == [.running, .failed(message: "Could not load badges.")])
    }

    @Test("loadBadges shows no outcome once its task is cancelled: it is idle again")
    func loadBadgesIgnoresCancellation() async {
        service.suspendCallsUntilCancelled()
        let call = Task { await model.loadBadges() }

        call.cancel()
        await call.value

        #expect(controller.loadBadgesStates == [.running, .idle])
    }

    @Test("loadBadges shows no outcome when the service reports it cancelled: it is idle again")
    func loadBadgesIgnoresACancellationError() async {
        service.setLoadBadgesResult(.failure(CancellationError()))

        await model.loadBadges()

        #expect(controller.loadBadgesStates == [.running, .idle])
    }

    @Test("loadBadges drops an answer that arrives after its task was cancelled")
    func loadBadgesDropsALateAnswer() async throws {
        service.holdCalls()
        let call = Task { await model.loadBadges() }
        try await service.waitUntilHeld(1)

        call.cancel()
        service.releaseHeldCalls()
        await call.value

        let callsCancelled = service.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(controller.loadBadgesStates == [.running, .idle])
    }

    @Test("an overtaken loadBadges call changes nothing: the newest answer wins")
    func loadBadgesKeepsTheNewestAnswer() async throws {
        service.holdCalls()
        let overtaken = Task { await model.loadBadges() }
        try await service.waitUntilHeld(1)
        service.stopHoldingCalls()

        await model.loadBadges()
        service.setLoadBadgesResult(.failure(EdgesTestError()))
        service.releaseHeldCalls()
        await overtaken.value

        #expect(controller.loadBadgesStates == [.running, .loaded(.fixture)])
    }
}
