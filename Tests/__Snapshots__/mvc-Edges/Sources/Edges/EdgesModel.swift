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
    private(set) var loadURLsState: EdgesCallState<EdgesModels.LoadURLs.Response> = .idle {
        didSet { onChange?() }
    }
    private(set) var sendNoteState: EdgesCallState<EdgesModels.SendNote.Response> = .idle {
        didSet { onChange?() }
    }
    private(set) var loadTagsState: EdgesCallState<EdgesModels.LoadTags.Response> = .idle {
        didSet { onChange?() }
    }
    private(set) var loadBadgesState: EdgesCallState<EdgesModels.LoadBadges.Response> = .idle {
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
        loadURLsState = EdgesCallState(outcome)
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
        sendNoteState = EdgesCallState(outcome)
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
        loadTagsState = EdgesCallState(outcome)
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
        loadBadgesState = EdgesCallState(outcome)
    }
}
