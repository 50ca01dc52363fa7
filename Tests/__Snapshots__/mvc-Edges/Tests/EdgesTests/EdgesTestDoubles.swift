import Foundation

@testable import Edges

/// The controller: owns the model, as a view controller does, and records each state it renders.
@MainActor
final class EdgesControllerSpy {
    let model: EdgesModel
    private(set) var loadURLsStates: [EdgesUseCaseState<EdgesModels.LoadURLs.Response>] = []
    private(set) var sendNoteStates: [EdgesUseCaseState<EdgesModels.SendNote.Response>] = []
    private(set) var loadTagsStates: [EdgesUseCaseState<EdgesModels.LoadTags.Response>] = []
    private(set) var loadBadgesStates: [EdgesUseCaseState<EdgesModels.LoadBadges.Response>] = []

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

    private func record<Value: Equatable>(
        _ state: EdgesUseCaseState<Value>,
        in states: inout [EdgesUseCaseState<Value>]
    ) {
        if states.last != state { states.append(state) }
    }
}

/// The app's service: scripted results, recorded requests.
@MainActor
final class EdgesServiceStub: EdgesService {
    private var suspendsCalls = false
    private var holdsCalls = false
    private var heldCalls: [CheckedContinuation<Void, Never>] = []
    private(set) var loadURLsRequests: [EdgesModels.LoadURLs.Request] = []
    private var loadURLsResult: Result<EdgesModels.LoadURLs.Response, any Error> = .success(.fixture)
    private(set) var sendNoteRequests: [EdgesModels.SendNote.Request] = []
    private var sendNoteResult: Result<EdgesModels.SendNote.Response, any Error> = .success(.fixture)
    private(set) var loadTagsRequests: [EdgesModels.LoadTags.Request] = []
    private var loadTagsResult: Result<EdgesModels.LoadTags.Response, any Error> = .success(.fixture)
    private(set) var loadBadgesRequests: [EdgesModels.LoadBadges.Request] = []
    private var loadBadgesResult: Result<EdgesModels.LoadBadges.Response, any Error> = .success(.fixture)

    /// Held calls cancelled before their release (never a command's: nothing may cancel it).
    private(set) var callsCancelledWhileHeld = 0

    /// Calls wait until cancelled, then throw `CancelledCall`, as URLSession throws its own error.
    func suspendCallsUntilCancelled() {
        suspendsCalls = true
    }

    /// Later calls wait for `releaseHeldCalls()`, as from a service that ignores cancellation.
    func holdCalls() {
        holdsCalls = true
    }

    func stopHoldingCalls() {
        holdsCalls = false
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

    struct CancelledCall: Error {}

    struct Timeout: Error, CustomStringConvertible {
        var waitingFor: String
        var description: String { "timed out waiting for \(waitingFor)" }
    }

    func setLoadURLsResult(_ result: Result<EdgesModels.LoadURLs.Response, any Error>) {
        loadURLsResult = result
    }

    func loadURLs(_ request: EdgesModels.LoadURLs.Request) async throws -> EdgesModels.LoadURLs.Response {
        loadURLsRequests.append(request)
        // A call never cancelled fails its test instead of hanging it.
        if suspendsCalls {
            do {
                try await Task.sleep(for: .seconds(30))
            } catch {
                throw CancelledCall()
            }
            throw Timeout(waitingFor: "the call to be cancelled")
        }
        if holdsCalls {
            await withCheckedContinuation { heldCalls.append($0) }
            if Task.isCancelled { callsCancelledWhileHeld += 1 }
        }
        return try loadURLsResult.get()
    }

    func setSendNoteResult(_ result: Result<EdgesModels.SendNote.Response, any Error>) {
        sendNoteResult = result
    }

    func sendNote(_ request: EdgesModels.SendNote.Request) async throws -> EdgesModels.SendNote.Response {
        sendNoteRequests.append(request)
        // A call never cancelled fails its test instead of hanging it.
        if suspendsCalls {
            do {
                try await Task.sleep(for: .seconds(30))
            } catch {
                throw CancelledCall()
            }
            throw Timeout(waitingFor: "the call to be cancelled")
        }
        if holdsCalls {
            await withCheckedContinuation { heldCalls.append($0) }
            if Task.isCancelled { callsCancelledWhileHeld += 1 }
        }
        return try sendNoteResult.get()
    }

    func setLoadTagsResult(_ result: Result<EdgesModels.LoadTags.Response, any Error>) {
        loadTagsResult = result
    }

    func loadTags(_ request: EdgesModels.LoadTags.Request) async throws -> EdgesModels.LoadTags.Response {
        loadTagsRequests.append(request)
        // A call never cancelled fails its test instead of hanging it.
        if suspendsCalls {
            do {
                try await Task.sleep(for: .seconds(30))
            } catch {
                throw CancelledCall()
            }
            throw Timeout(waitingFor: "the call to be cancelled")
        }
        if holdsCalls {
            await withCheckedContinuation { heldCalls.append($0) }
            if Task.isCancelled { callsCancelledWhileHeld += 1 }
        }
        return try loadTagsResult.get()
    }

    func setLoadBadgesResult(_ result: Result<EdgesModels.LoadBadges.Response, any Error>) {
        loadBadgesResult = result
    }

    func loadBadges(_ request: EdgesModels.LoadBadges.Request) async throws -> EdgesModels.LoadBadges.Response {
        loadBadgesRequests.append(request)
        // A call never cancelled fails its test instead of hanging it.
        if suspendsCalls {
            do {
                try await Task.sleep(for: .seconds(30))
            } catch {
                throw CancelledCall()
            }
            throw Timeout(waitingFor: "the call to be cancelled")
        }
        if holdsCalls {
            await withCheckedContinuation { heldCalls.append($0) }
            if Task.isCancelled { callsCancelledWhileHeld += 1 }
        }
        return try loadBadgesResult.get()
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
