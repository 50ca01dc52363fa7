import Foundation

@testable import Edges

/// The screen: records the states and routes it is given, and owns its presenter as a real one does.
@MainActor
final class EdgesViewSpy: EdgesView, EdgesTransitionHandling {
    var presenter: (any EdgesPresenting)?
    private(set) var handledRoutes: [EdgesRoute] = []
    private(set) var loadURLsStates: [EdgesUseCaseState<EdgesModels.LoadURLs.ViewModel>] = []
    private(set) var sendNoteStates: [EdgesUseCaseState<EdgesModels.SendNote.ViewModel>] = []
    private(set) var loadTagsStates: [EdgesUseCaseState<EdgesModels.LoadTags.ViewModel>] = []
    private(set) var loadBadgesStates: [EdgesUseCaseState<EdgesModels.LoadBadges.ViewModel>] = []

    func show(_ route: EdgesRoute) {
        handledRoutes.append(route)
    }

    func displayLoadURLs(_ state: EdgesUseCaseState<EdgesModels.LoadURLs.ViewModel>) {
        loadURLsStates.append(state)
    }

    func displaySendNote(_ state: EdgesUseCaseState<EdgesModels.SendNote.ViewModel>) {
        sendNoteStates.append(state)
    }

    func displayLoadTags(_ state: EdgesUseCaseState<EdgesModels.LoadTags.ViewModel>) {
        loadTagsStates.append(state)
    }

    func displayLoadBadges(_ state: EdgesUseCaseState<EdgesModels.LoadBadges.ViewModel>) {
        loadBadgesStates.append(state)
    }
}

/// Records the navigation the presenter asks for.
@MainActor
final class EdgesRouterSpy: EdgesRouting {
    private(set) var routes: [EdgesRoute] = []

    func routeToDetails() {
        routes.append(.details)
    }

    func routeToOpen() {
        routes.append(.open)
    }
}

/// Scripted results, recorded requests: the interactor of presenter tests, and the app's service
/// under the real interactor the Builder wires (the two take the same calls).
@MainActor
final class EdgesServiceStub: EdgesService, EdgesInteracting {
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

@MainActor
extension EdgesFormatting {
    /// Fixed settings, so that what the tests expect does not depend on the machine's.
    static let fixture = Self(
        locale: Locale(identifier: "en_US_POSIX"),
        currencyCode: "EUR",
        timeZone: TimeZone(identifier: "UTC") ?? .current
    )
}

/// What the tests compare of `EdgesModels.SendNote.ViewModel`: the fields the spec gives a
/// source. Left out: retries, a placeholder until you fill it.
struct EdgesSendNoteMappedFields: Equatable {
    let sentAt: Date
    let sentAtText: String
}

@MainActor
extension EdgesSendNoteMappedFields {
    init(of shown: EdgesModels.SendNote.ViewModel) {
        self.sentAt = shown.sentAt
        self.sentAtText = shown.sentAtText
    }
}

@MainActor
extension EdgesUseCaseState where Value == EdgesModels.SendNote.ViewModel {
    /// This state with its view model cut down to the fields a test may compare.
    var mapped: EdgesUseCaseState<EdgesSendNoteMappedFields> {
        switch self {
        case .idle: return .idle
        case .running: return .running
        case .loaded(let shown): return .loaded(EdgesSendNoteMappedFields(of: shown))
        case .empty: return .empty
        case .failed(let message): return .failed(message: message)
        }
    }
}

/// What the tests compare of `EdgesModels.LoadBadges.ViewModel`: the fields the spec gives a
/// source. Left out: badges, a placeholder until you fill it.
struct EdgesLoadBadgesMappedFields: Equatable {
    let count: Int
}

@MainActor
extension EdgesLoadBadgesMappedFields {
    init(of shown: EdgesModels.LoadBadges.ViewModel) {
        self.count = shown.count
    }
}

@MainActor
extension EdgesUseCaseState where Value == EdgesModels.LoadBadges.ViewModel {
    /// This state with its view model cut down to the fields a test may compare.
    var mapped: EdgesUseCaseState<EdgesLoadBadgesMappedFields> {
        switch self {
        case .idle: return .idle
        case .running: return .running
        case .loaded(let shown): return .loaded(EdgesLoadBadgesMappedFields(of: shown))
        case .empty: return .empty
        case .failed(let message): return .failed(message: message)
        }
    }
}

#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// What the tests that call `build` give it: a stub for each module it builds, and no screen for
    /// the routes the app opens.
    @MainActor
    final class EdgesDependenciesStub: EdgesDependencies {
        let edgesService: any EdgesService = EdgesServiceStub()
        func edgesDestination(for route: EdgesRoute) -> UIViewController? { nil }
    }
#endif
