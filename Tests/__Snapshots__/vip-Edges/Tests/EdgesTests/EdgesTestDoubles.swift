import Foundation

@testable import Edges

/// The screen: records what it displays and the routes it handles, and owns its scene as a real one does.
@MainActor
final class EdgesDisplaySpy: EdgesDisplayLogic, EdgesRouteHandling {
    var scene: EdgesScene?
    private(set) var handledRoutes: [EdgesRoute] = []
    private(set) var handedDataStores: [(any EdgesDataStore)?] = []
    /// What each use case was shown as, in order: the states, failure messages included.
    private(set) var displayedLoadURLs: [EdgesUseCaseState<EdgesModels.LoadURLs.ViewModel>] = []
    private(set) var displayedSendNote: [EdgesUseCaseState<EdgesModels.SendNote.ViewModel>] = []
    private(set) var displayedLoadTags: [EdgesUseCaseState<EdgesModels.LoadTags.ViewModel>] = []
    private(set) var displayedLoadBadges: [EdgesUseCaseState<EdgesModels.LoadBadges.ViewModel>] = []

    func handle(_ route: EdgesRoute, dataStore: (any EdgesDataStore)?) {
        handledRoutes.append(route)
        handedDataStores.append(dataStore)
    }

    func displayLoadURLs(viewModel: EdgesUseCaseState<EdgesModels.LoadURLs.ViewModel>) {
        displayedLoadURLs.append(viewModel)
    }

    func displaySendNote(viewModel: EdgesUseCaseState<EdgesModels.SendNote.ViewModel>) {
        displayedSendNote.append(viewModel)
    }

    func displayLoadTags(viewModel: EdgesUseCaseState<EdgesModels.LoadTags.ViewModel>) {
        displayedLoadTags.append(viewModel)
    }

    func displayLoadBadges(viewModel: EdgesUseCaseState<EdgesModels.LoadBadges.ViewModel>) {
        displayedLoadBadges.append(viewModel)
    }
}

/// The presenter: records what the interactor hands over, as states of the worker's answers.
@MainActor
final class EdgesPresentationSpy: EdgesPresentationLogic {
    private(set) var presentedLoadURLs: [EdgesUseCaseState<EdgesModels.LoadURLs.Response>] = []
    private(set) var presentedSendNote: [EdgesUseCaseState<EdgesModels.SendNote.Response>] = []
    private(set) var presentedLoadTags: [EdgesUseCaseState<EdgesModels.LoadTags.Response>] = []
    private(set) var presentedLoadBadges: [EdgesUseCaseState<EdgesModels.LoadBadges.Response>] = []

    func presentLoadURLsStarted() {
        presentedLoadURLs.append(.running)
    }

    func presentLoadURLsCancelled() {
        presentedLoadURLs.append(.idle)
    }

    func presentLoadURLs(response: Result<EdgesModels.LoadURLs.Response, any Error>) {
        presentedLoadURLs.append(EdgesUseCaseState(response, viewModel: { $0 }, failureMessage: { "\($0)" }))
    }

    func presentSendNoteStarted() {
        presentedSendNote.append(.running)
    }

    func presentSendNote(response: Result<EdgesModels.SendNote.Response, any Error>) {
        presentedSendNote.append(EdgesUseCaseState(response, viewModel: { $0 }, failureMessage: { "\($0)" }))
    }

    func presentLoadTagsStarted() {
        presentedLoadTags.append(.running)
    }

    func presentLoadTagsCancelled() {
        presentedLoadTags.append(.idle)
    }

    func presentLoadTags(response: Result<EdgesModels.LoadTags.Response, any Error>) {
        presentedLoadTags.append(EdgesUseCaseState(response, viewModel: { $0 }, failureMessage: { "\($0)" }))
    }

    func presentLoadBadgesStarted() {
        presentedLoadBadges.append(.running)
    }

    func presentLoadBadgesCancelled() {
        presentedLoadBadges.append(.idle)
    }

    func presentLoadBadges(response: Result<EdgesModels.LoadBadges.Response, any Error>) {
        presentedLoadBadges.append(EdgesUseCaseState(response, viewModel: { $0 }, failureMessage: { "\($0)" }))
    }
}

/// Answers each use case with a scripted result and records the requests.
@MainActor
final class EdgesWorkerStub: EdgesWorking {
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
extension EdgesFormatting {
    /// Fixed settings, so that what the tests expect does not depend on the machine's.
    static let fixture = Self(
        locale: Locale(identifier: "en_US_POSIX"),
        currencyCode: "EUR",
        timeZone: TimeZone(identifier: "UTC") ?? .current
    )
}

@MainActor
extension EdgesModels.LoadURLs.Request {
    static let fixture = Self()
}

@MainActor
extension EdgesModels.LoadURLs.Response {
    static let fixture = Self(
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
    static let fixture = Self(
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
    static let fixture = Self(sentAt: Date(timeIntervalSince1970: 1_700_007_072))
}

@MainActor
extension EdgesModels.LoadTags.Request {
    static let fixture = Self()
}

@MainActor
extension EdgesModels.LoadTags.Response {
    static let fixture = Self(tags: ["tags 2", "tags 52"])
}

@MainActor
extension EdgesModels.LoadBadges.Request {
    static let fixture = Self()
}

@MainActor
extension EdgesModels.LoadBadges.Response {
    static let fixture = Self(count: 2_102)
}

#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// What the tests that call `build` give it: a stub for each module it builds, and no screen for
    /// the routes the app opens.
    @MainActor
    final class EdgesDependenciesStub: EdgesDependencies {
        let edgesWorker: any EdgesWorking = EdgesWorkerStub()
        func edgesDestination(for route: EdgesRoute, dataStore: (any EdgesDataStore)?) -> UIViewController? { nil }
    }
#endif
