import Foundation

@testable import Edges

/// The controller: owns the model, as a view controller does, and records each state it renders.
@MainActor
final class EdgesControllerSpy {
    let model: EdgesModel
    private(set) var loadURLsStates: [EdgesCallState<EdgesModels.LoadURLs.Response>] = []
    private(set) var sendNoteStates: [EdgesCallState<EdgesModels.SendNote.Response>] = []
    private(set) var loadTagsStates: [EdgesCallState<EdgesModels.LoadTags.Response>] = []
    private(set) var loadBadgesStates: [EdgesCallState<EdgesModels.LoadBadges.Response>] = []

    init(model: EdgesModel) {
        self.model = model
        model.onChange = { [weak self] in self?.render() }
    }

    private func render() {
        record(model.loadURLsState, in: &loadURLsStates)
        record(model.sendNoteState, in: &sendNoteStates)
        record(model.loadTagsState, in: &loadTagsStates)
        record(model.loadBadgesState, in: &loadBadgesStates)
    }

    private func record<Value: Equatable>(_ state: EdgesCallState<Value>, in states: inout [EdgesCallState<Value>]) {
        if states.last != state { states.append(state) }
    }
}

/// The app's service: scripted results, recorded requests.
@MainActor
final class EdgesServiceStub: EdgesService {
    /// When calls answer: at once unless a test holds them.
    let gate = EdgesCallGate()
    private(set) var loadURLsRequests: [EdgesModels.LoadURLs.Request] = []
    var loadURLsResult: Result<EdgesModels.LoadURLs.Response, any Error> = .success(.fixture)
    private(set) var sendNoteRequests: [EdgesModels.SendNote.Request] = []
    var sendNoteResult: Result<EdgesModels.SendNote.Response, any Error> = .success(.fixture)
    private(set) var loadTagsRequests: [EdgesModels.LoadTags.Request] = []
    var loadTagsResult: Result<EdgesModels.LoadTags.Response, any Error> = .success(.fixture)
    private(set) var loadBadgesRequests: [EdgesModels.LoadBadges.Request] = []
    var loadBadgesResult: Result<EdgesModels.LoadBadges.Response, any Error> = .success(.fixture)

    func loadURLs(_ request: EdgesModels.LoadURLs.Request) async throws -> EdgesModels.LoadURLs.Response {
        loadURLsRequests.append(request)
        try await gate.pass()
        return try loadURLsResult.get()
    }

    func sendNote(_ request: EdgesModels.SendNote.Request) async throws -> EdgesModels.SendNote.Response {
        sendNoteRequests.append(request)
        try await gate.pass()
        return try sendNoteResult.get()
    }

    func loadTags(_ request: EdgesModels.LoadTags.Request) async throws -> EdgesModels.LoadTags.Response {
        loadTagsRequests.append(request)
        try await gate.pass()
        return try loadTagsResult.get()
    }

    func loadBadges(_ request: EdgesModels.LoadBadges.Request) async throws -> EdgesModels.LoadBadges.Response {
        loadBadgesRequests.append(request)
        try await gate.pass()
        return try loadBadgesResult.get()
    }
}

/// When a stub's calls answer: at once, or when released; every wait has a deadline.
@MainActor
final class EdgesCallGate {
    /// Calls wait for `releaseHeldCalls()`, as from a service that ignores cancellation.
    var holdsCalls = false
    /// Held calls cancelled before their release (never a command's: nothing may cancel it).
    private(set) var callsCancelledWhileHeld = 0
    private var heldCalls: [CheckedContinuation<Void, Never>] = []

    struct Timeout: Error, CustomStringConvertible {
        var waitingFor: String
        var description: String { "timed out waiting for \(waitingFor)" }
    }

    func pass() async throws {
        if holdsCalls {
            await withCheckedContinuation { heldCalls.append($0) }
            if Task.isCancelled { callsCancelledWhileHeld += 1 }
        }
    }

    func releaseHeldCalls() {
        let released = heldCalls
        heldCalls.removeAll()
        for call in released { call.resume() }
    }

    /// Returns once `count` calls are held; throws after `timeout` instead of hanging the test.
    func waitUntilHeld(_ count: Int, timeout: Duration = .seconds(10)) async throws {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while heldCalls.count < count {
            guard ContinuousClock.now < deadline else { throw Timeout(waitingFor: "\(count) held calls") }
            try await Task.sleep(for: .milliseconds(1))
        }
    }
}

struct EdgesTestError: Error, Equatable {}

@MainActor
extension EdgesModels.LoadURLs.Request {
    static let fixture = EdgesModels.LoadURLs.Request()
}

@MainActor
extension EdgesModels.LoadURLs.Response {
    static let fixture = EdgesModels.LoadURLs.Response(
        root: Node(children: [], weights: [:], open: false),
        notifications: [
            Notification(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
                actor: "actor 2",
                async: true
            ),
            Notification(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 28)),
                actor: "actor 52",
                async: false
            ),
        ],
        header: HTTPHeader(some: "g", any: ["any 2": [872, 922]], description: "description 2")
    )
}

@MainActor
extension EdgesModels.SendNote.Request {
    static let fixture = EdgesModels.SendNote.Request(
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

@MainActor
extension EdgesModels.SendNote.Response {
    static let fixture = EdgesModels.SendNote.Response(sentAt: Date(timeIntervalSince1970: 1_700_007_072))
}

@MainActor
extension EdgesModels.LoadTags.Request {
    static let fixture = EdgesModels.LoadTags.Request()
}

@MainActor
extension EdgesModels.LoadTags.Response {
    static let fixture = EdgesModels.LoadTags.Response(tags: ["tags 2", "tags 52"])
}

@MainActor
extension EdgesModels.LoadBadges.Request {
    static let fixture = EdgesModels.LoadBadges.Request()
}

@MainActor
extension EdgesModels.LoadBadges.Response {
    static let fixture = EdgesModels.LoadBadges.Response(count: 2_102)
}
