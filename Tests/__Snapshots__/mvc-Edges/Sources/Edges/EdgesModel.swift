import Foundation

/// Where the data comes from (network, database, cache): the app gives it to the Builder.
public protocol EdgesService: Sendable {
    func loadURLs(_ request: EdgesModels.LoadURLs.Request) async throws -> EdgesModels.LoadURLs.Response
    func sendNote(_ request: EdgesModels.SendNote.Request) async throws -> EdgesModels.SendNote.Response
    func loadTags(_ request: EdgesModels.LoadTags.Request) async throws -> EdgesModels.LoadTags.Response
    func loadBadges(_ request: EdgesModels.LoadBadges.Request) async throws -> EdgesModels.LoadBadges.Response
}

/// The Model of MVC: the data, each use case's call and where it stands. It knows no screen:
/// its controller owns it and hears `onChange`.
@MainActor
final class EdgesModel {
    private(set) var loadURLsState: EdgesUseCaseState<EdgesModels.LoadURLs.Response> = .idle {
        didSet { onChange?() }
    }
    private(set) var sendNoteState: EdgesUseCaseState<EdgesModels.SendNote.Response> = .idle {
        didSet { onChange?() }
    }
    private(set) var loadTagsState: EdgesUseCaseState<EdgesModels.LoadTags.Response> = .idle {
        didSet { onChange?() }
    }
    private(set) var loadBadgesState: EdgesUseCaseState<EdgesModels.LoadBadges.Response> = .idle {
        didSet { onChange?() }
    }
    /// Called after every change of a state above; the controller captures itself weakly in it.
    var onChange: (@MainActor () -> Void)?
    private let service: any EdgesService
    private let loadURLsCalls = EdgesQueryCalls()
    private let sendNoteCalls = EdgesCommandCalls()
    private let loadTagsCalls = EdgesQueryCalls()
    private let loadBadgesCalls = EdgesQueryCalls()

    init(service: any EdgesService) {
        self.service = service
    }

    /// Loads everything.
    func loadURLs() async {
        let request = EdgesModels.LoadURLs.Request()
        let outcome = await loadURLsCalls.run { [service] in
            try await service.loadURLs(request)
        } onStart: {
            loadURLsState = .running
        } onCancel: {
            loadURLsState = .idle
        }
        guard let outcome else { return }
        loadURLsState = EdgesUseCaseState(outcome, viewModel: { $0 }, failureMessage: Self.loadURLsFailureMessage)
    }

    /// A command: a call while one runs is refused, and leaving the screen does not cancel it.
    func sendNote(note: Notification, bytes: Data, rate: Float, small: UInt8, at: Date) async {
        let request = EdgesModels.SendNote.Request(note: note, bytes: bytes, rate: rate, small: small, at: at)
        let outcome = await sendNoteCalls.run { [service] in
            try await service.sendNote(request)
        } onStart: {
            sendNoteState = .running
        }
        guard let outcome else { return }
        sendNoteState = EdgesUseCaseState(outcome, viewModel: { $0 }, failureMessage: Self.sendNoteFailureMessage)
    }

    func loadTags() async {
        let request = EdgesModels.LoadTags.Request()
        let outcome = await loadTagsCalls.run { [service] in
            try await service.loadTags(request)
        } onStart: {
            loadTagsState = .running
        } onCancel: {
            loadTagsState = .idle
        }
        guard let outcome else { return }
        loadTagsState = EdgesUseCaseState(outcome, viewModel: { $0 }, failureMessage: Self.loadTagsFailureMessage)
    }

    func loadBadges() async {
        let request = EdgesModels.LoadBadges.Request()
        let outcome = await loadBadgesCalls.run { [service] in
            try await service.loadBadges(request)
        } onStart: {
            loadBadgesState = .running
        } onCancel: {
            loadBadgesState = .idle
        }
        guard let outcome else { return }
        loadBadgesState = EdgesUseCaseState(outcome, viewModel: { $0 }, failureMessage: Self.loadBadgesFailureMessage)
    }
}

extension EdgesModel {
    /// Map the errors your service throws to messages of their own here.
    static func loadURLsFailureMessage(for error: any Error) -> String {
        EdgesStrings.LoadURLs.failure
    }

    /// Map the errors your service throws to messages of their own here.
    static func sendNoteFailureMessage(for error: any Error) -> String {
        EdgesStrings.SendNote.failure
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadTagsFailureMessage(for error: any Error) -> String {
        EdgesStrings.LoadTags.failure
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadBadgesFailureMessage(for error: any Error) -> String {
        EdgesStrings.LoadBadges.failure
    }
}
