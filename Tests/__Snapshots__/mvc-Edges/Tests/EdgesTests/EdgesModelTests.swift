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

    @Test("loadURLs keeps the service's error when the service fails")
    func loadURLsFails() async {
        service.loadURLsResult = .failure(EdgesTestError())

        await model.loadURLs()

        #expect(controller.loadURLsStates == [.running, .failed(EdgesTestError())])
    }

    @Test("an overtaken loadURLs call changes nothing, however late it ends: the newest answer stays")
    func loadURLsShowsOnlyTheNewestAnswer() async throws {
        service.gate.holdsCalls = true
        let overtaken = Task { await model.loadURLs() }
        try await service.gate.waitUntilHeld(1)
        service.gate.holdsCalls = false

        await model.loadURLs()
        service.loadURLsResult = .failure(EdgesTestError())
        service.gate.releaseHeldCalls()
        await overtaken.value

        #expect(controller.loadURLsStates == [.running, .loaded(.fixture)])
    }

    @Test("a cancelled loadURLs cancels the service's call, shows no outcome and ends the spinner")
    func loadURLsEndsIdleWhenCancelled() async throws {
        service.gate.holdsCalls = true
        let call = Task { await model.loadURLs() }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(controller.loadURLsStates == [.running, .idle])
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

    @Test("sendNote keeps the service's error when the service fails")
    func sendNoteFails() async {
        service.sendNoteResult = .failure(EdgesTestError())

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

        #expect(controller.sendNoteStates == [.running, .failed(EdgesTestError())])
    }

    @Test("a second sendNote while one runs is refused; once it ended, the next runs")
    func sendNoteRefusesASecondCall() async throws {
        service.gate.holdsCalls = true
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
        try await service.gate.waitUntilHeld(1)
        // Were the second call let through, it would answer at once.
        service.gate.holdsCalls = false

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
        service.gate.releaseHeldCalls()
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
        service.gate.holdsCalls = true
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
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
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

    @Test("loadTags keeps the service's error when the service fails")
    func loadTagsFails() async {
        service.loadTagsResult = .failure(EdgesTestError())

        await model.loadTags()

        #expect(controller.loadTagsStates == [.running, .failed(EdgesTestError())])
    }

    @Test("an overtaken loadTags call changes nothing, however late it ends: the newest answer stays")
    func loadTagsShowsOnlyTheNewestAnswer() async throws {
        service.gate.holdsCalls = true
        let overtaken = Task { await model.loadTags() }
        try await service.gate.waitUntilHeld(1)
        service.gate.holdsCalls = false

        await model.loadTags()
        service.loadTagsResult = .failure(EdgesTestError())
        service.gate.releaseHeldCalls()
        await overtaken.value

        #expect(controller.loadTagsStates == [.running, .loaded(.fixture)])
    }

    @Test("a cancelled loadTags cancels the service's call, shows no outcome and ends the spinner")
    func loadTagsEndsIdleWhenCancelled() async throws {
        service.gate.holdsCalls = true
        let call = Task { await model.loadTags() }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(controller.loadTagsStates == [.running, .idle])
    }

    @Test("loadBadges asks the service and holds its answer")
    func loadBadgesHoldsTheAnswer() async {
        await model.loadBadges()

        let requests = service.loadBadgesRequests
        #expect(requests == [EdgesModels.LoadBadges.Request()])
        #expect(controller.loadBadgesStates == [.running, .loaded(.fixture)])
    }

    @Test("loadBadges keeps the service's error when the service fails")
    func loadBadgesFails() async {
        service.loadBadgesResult = .failure(EdgesTestError())

        await model.loadBadges()

        #expect(controller.loadBadgesStates == [.running, .failed(EdgesTestError())])
    }

    @Test("an overtaken loadBadges call changes nothing, however late it ends: the newest answer stays")
    func loadBadgesShowsOnlyTheNewestAnswer() async throws {
        service.gate.holdsCalls = true
        let overtaken = Task { await model.loadBadges() }
        try await service.gate.waitUntilHeld(1)
        service.gate.holdsCalls = false

        await model.loadBadges()
        service.loadBadgesResult = .failure(EdgesTestError())
        service.gate.releaseHeldCalls()
        await overtaken.value

        #expect(controller.loadBadgesStates == [.running, .loaded(.fixture)])
    }

    @Test("a cancelled loadBadges cancels the service's call, shows no outcome and ends the spinner")
    func loadBadgesEndsIdleWhenCancelled() async throws {
        service.gate.holdsCalls = true
        let call = Task { await model.loadBadges() }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(controller.loadBadgesStates == [.running, .idle])
    }
}
