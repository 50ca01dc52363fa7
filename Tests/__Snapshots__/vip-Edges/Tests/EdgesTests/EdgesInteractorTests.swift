import Foundation
import Testing

@testable import Edges

@MainActor
@Suite("EdgesInteractor", .timeLimit(.minutes(1)))
struct EdgesInteractorTests {
    let presenter = EdgesPresentationSpy()
    let worker = EdgesWorkerStub()
    let interactor: EdgesInteractor

    init() {
        interactor = EdgesInteractor(presenter: presenter, worker: worker)
    }

    @Test("loadURLs asks the worker, keeps the answer and presents it")
    func loadURLsPresentsTheAnswer() async {

        await interactor.loadURLs(request: .fixture)

        let requests = worker.loadURLsRequests
        #expect(requests == [.fixture])
        #expect(interactor.loadURLsResponse == .fixture)
        #expect(presenter.presentedLoadURLs == [.running, .loaded(.fixture)])
    }

    @Test("loadURLs presents the worker's failure and forgets the answer before it")
    func loadURLsPresentsTheFailure() async {
        await interactor.loadURLs(request: .fixture)
        worker.loadURLsResult = .failure(EdgesTestError())

        await interactor.loadURLs(request: .fixture)

        // The answer before it is dropped too: nothing may read it as the last one.
        #expect(interactor.loadURLsResponse == nil)
        #expect(
            presenter.presentedLoadURLs == [
                .running,
                .loaded(.fixture),
                .running,
                .failed(message: "\(EdgesTestError())"),
            ]
        )
    }

    @Test("an overtaken loadURLs call presents nothing; a cancelled one is idle and keeps no answer")
    func loadURLsShowsOnlyTheNewestAnswer() async throws {
        worker.gate.holdsCalls = true
        let overtaken = Task { await interactor.loadURLs(request: .fixture) }
        try await worker.gate.waitUntilHeld(1)
        let cancelled = Task { await interactor.loadURLs(request: .fixture) }
        try await worker.gate.waitUntilHeld(2)
        cancelled.cancel()
        worker.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        #expect(worker.gate.callsCancelledWhileHeld == 1)
        #expect(interactor.loadURLsResponse == nil)
        #expect(presenter.presentedLoadURLs == [.running, .running, .idle])
    }

    @Test("sendNote asks the worker, keeps the answer and presents it")
    func sendNotePresentsTheAnswer() async {

        await interactor.sendNote(request: .fixture)

        let requests = worker.sendNoteRequests
        #expect(requests == [.fixture])
        #expect(interactor.sendNoteResponse == .fixture)
        #expect(presenter.presentedSendNote == [.running, .loaded(.fixture)])
    }

    @Test("sendNote presents the worker's failure and forgets the answer before it")
    func sendNotePresentsTheFailure() async {
        await interactor.sendNote(request: .fixture)
        worker.sendNoteResult = .failure(EdgesTestError())

        await interactor.sendNote(request: .fixture)

        // The answer before it is dropped too: nothing may read it as the last one.
        #expect(interactor.sendNoteResponse == nil)
        #expect(
            presenter.presentedSendNote == [
                .running,
                .loaded(.fixture),
                .running,
                .failed(message: "\(EdgesTestError())"),
            ]
        )
    }

    @Test("a second sendNote while one runs is refused; the next one after it runs")
    func sendNoteRunsOnceAtATime() async throws {
        worker.gate.holdsCalls = true
        let first = Task { await interactor.sendNote(request: .fixture) }
        try await worker.gate.waitUntilHeld(1)
        worker.gate.holdsCalls = false

        // A double tap: refused at once, the worker is not asked again and nothing more is shown.
        await interactor.sendNote(request: .fixture)
        let requestsWhileRunning = worker.sendNoteRequests
        #expect(requestsWhileRunning == [.fixture])

        worker.gate.releaseHeldCalls()
        await first.value
        #expect(presenter.presentedSendNote == [.running, .loaded(.fixture)])

        await interactor.sendNote(request: .fixture)
        let requests = worker.sendNoteRequests
        #expect(requests == [.fixture, .fixture])
    }

    @Test("sendNote is not cancelled with its caller: its answer is kept and presented")
    func sendNoteOutlivesItsCaller() async throws {
        worker.gate.holdsCalls = true
        let call = Task { await interactor.sendNote(request: .fixture) }
        try await worker.gate.waitUntilHeld(1)

        call.cancel()
        worker.gate.releaseHeldCalls()
        await call.value

        #expect(worker.gate.callsCancelledWhileHeld == 0)
        #expect(interactor.sendNoteResponse == .fixture)
        #expect(presenter.presentedSendNote == [.running, .loaded(.fixture)])
    }

    @Test("loadTags asks the worker, keeps the answer and presents it")
    func loadTagsPresentsTheAnswer() async {

        await interactor.loadTags(request: .fixture)

        let requests = worker.loadTagsRequests
        #expect(requests == [.fixture])
        #expect(interactor.loadTagsResponse == .fixture)
        #expect(presenter.presentedLoadTags == [.running, .loaded(.fixture)])
    }

    @Test("loadTags presents the worker's failure and forgets the answer before it")
    func loadTagsPresentsTheFailure() async {
        await interactor.loadTags(request: .fixture)
        worker.loadTagsResult = .failure(EdgesTestError())

        await interactor.loadTags(request: .fixture)

        // The answer before it is dropped too: nothing may read it as the last one.
        #expect(interactor.loadTagsResponse == nil)
        #expect(
            presenter.presentedLoadTags == [
                .running,
                .loaded(.fixture),
                .running,
                .failed(message: "\(EdgesTestError())"),
            ]
        )
    }

    @Test("an overtaken loadTags call presents nothing; a cancelled one is idle and keeps no answer")
    func loadTagsShowsOnlyTheNewestAnswer() async throws {
        worker.gate.holdsCalls = true
        let overtaken = Task { await interactor.loadTags(request: .fixture) }
        try await worker.gate.waitUntilHeld(1)
        let cancelled = Task { await interactor.loadTags(request: .fixture) }
        try await worker.gate.waitUntilHeld(2)
        cancelled.cancel()
        worker.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        #expect(worker.gate.callsCancelledWhileHeld == 1)
        #expect(interactor.loadTagsResponse == nil)
        #expect(presenter.presentedLoadTags == [.running, .running, .idle])
    }

    @Test("loadBadges asks the worker, keeps the answer and presents it")
    func loadBadgesPresentsTheAnswer() async {

        await interactor.loadBadges(request: .fixture)

        let requests = worker.loadBadgesRequests
        #expect(requests == [.fixture])
        #expect(interactor.loadBadgesResponse == .fixture)
        #expect(presenter.presentedLoadBadges == [.running, .loaded(.fixture)])
    }

    @Test("loadBadges presents the worker's failure and forgets the answer before it")
    func loadBadgesPresentsTheFailure() async {
        await interactor.loadBadges(request: .fixture)
        worker.loadBadgesResult = .failure(EdgesTestError())

        await interactor.loadBadges(request: .fixture)

        // The answer before it is dropped too: nothing may read it as the last one.
        #expect(interactor.loadBadgesResponse == nil)
        #expect(
            presenter.presentedLoadBadges == [
                .running,
                .loaded(.fixture),
                .running,
                .failed(message: "\(EdgesTestError())"),
            ]
        )
    }

    @Test("an overtaken loadBadges call presents nothing; a cancelled one is idle and keeps no answer")
    func loadBadgesShowsOnlyTheNewestAnswer() async throws {
        worker.gate.holdsCalls = true
        let overtaken = Task { await interactor.loadBadges(request: .fixture) }
        try await worker.gate.waitUntilHeld(1)
        let cancelled = Task { await interactor.loadBadges(request: .fixture) }
        try await worker.gate.waitUntilHeld(2)
        cancelled.cancel()
        worker.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        #expect(worker.gate.callsCancelledWhileHeld == 1)
        #expect(interactor.loadBadgesResponse == nil)
        #expect(presenter.presentedLoadBadges == [.running, .running, .idle])
    }
}
