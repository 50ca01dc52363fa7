import Foundation

/// What the screen asks of the scene.
@MainActor
public protocol EdgesBusinessLogic: AnyObject {
    /// Loads everything.
    func loadURLs(request: EdgesModels.LoadURLs.Request) async
    /// Runs `sendNote` and presents the result. One call at a time: a
    /// call while one runs returns at once.
    func sendNote(request: EdgesModels.SendNote.Request) async
    /// Runs `loadTags` and presents the result.
    func loadTags(request: EdgesModels.LoadTags.Request) async
    /// Runs `loadBadges` and presents the result.
    func loadBadges(request: EdgesModels.LoadBadges.Request) async
}

/// What the scene knows: settable, as in Clean Swift, so whoever holds the scene can hand it data.
@MainActor
public protocol EdgesDataStore: AnyObject {
    var loadURLsResponse: EdgesModels.LoadURLs.Response? { get set }
    var sendNoteResponse: EdgesModels.SendNote.Response? { get set }
    var loadTagsResponse: EdgesModels.LoadTags.Response? { get set }
    var loadBadgesResponse: EdgesModels.LoadBadges.Response? { get set }
}

/// Runs the use cases: asks the worker, remembers the answer and hands it to the presenter.
@MainActor
final class EdgesInteractor: EdgesBusinessLogic, EdgesDataStore {
    let presenter: any EdgesPresentationLogic
    let worker: any EdgesWorking
    var loadURLsResponse: EdgesModels.LoadURLs.Response?
    var sendNoteResponse: EdgesModels.SendNote.Response?
    var loadTagsResponse: EdgesModels.LoadTags.Response?
    var loadBadgesResponse: EdgesModels.LoadBadges.Response?
    /// A query's newest call wins; a command runs once at a time and outlives its caller.
    private let loadURLsCalls = EdgesQueryCalls()
    private let sendNoteCalls = EdgesCommandCalls()
    private let loadTagsCalls = EdgesQueryCalls()
    private let loadBadgesCalls = EdgesQueryCalls()

    init(presenter: any EdgesPresentationLogic, worker: any EdgesWorking) {
        self.presenter = presenter
        self.worker = worker
    }

    func loadURLs(request: EdgesModels.LoadURLs.Request) async {
        let outcome = await loadURLsCalls.run { [worker] in
            try await worker.loadURLs(request)
        } onStart: {
            presenter.presentLoadURLsStarted()
        } onCancel: {
            presenter.presentLoadURLsCancelled()
        }
        guard let outcome else { return }
        if case .success(let response) = outcome {
            loadURLsResponse = response
        } else {
            // The data store holds the last answer, none after a failure: nothing reads an older one.
            loadURLsResponse = nil
        }
        presenter.presentLoadURLs(response: outcome)
    }

    func sendNote(request: EdgesModels.SendNote.Request) async {
        let outcome = await sendNoteCalls.run { [worker] in
            try await worker.sendNote(request)
        } onStart: {
            presenter.presentSendNoteStarted()
        }
        guard let outcome else { return }
        if case .success(let response) = outcome {
            sendNoteResponse = response
        } else {
            // The data store holds the last answer, none after a failure: nothing reads an older one.
            sendNoteResponse = nil
        }
        presenter.presentSendNote(response: outcome)
    }

    func loadTags(request: EdgesModels.LoadTags.Request) async {
        let outcome = await loadTagsCalls.run { [worker] in
            try await worker.loadTags(request)
        } onStart: {
            presenter.presentLoadTagsStarted()
        } onCancel: {
            presenter.presentLoadTagsCancelled()
        }
        guard let outcome else { return }
        if case .success(let response) = outcome {
            loadTagsResponse = response
        } else {
            // The data store holds the last answer, none after a failure: nothing reads an older one.
            loadTagsResponse = nil
        }
        presenter.presentLoadTags(response: outcome)
    }

    func loadBadges(request: EdgesModels.LoadBadges.Request) async {
        let outcome = await loadBadgesCalls.run { [worker] in
            try await worker.loadBadges(request)
        } onStart: {
            presenter.presentLoadBadgesStarted()
        } onCancel: {
            presenter.presentLoadBadgesCancelled()
        }
        guard let outcome else { return }
        if case .success(let response) = outcome {
            loadBadgesResponse = response
        } else {
            // The data store holds the last answer, none after a failure: nothing reads an older one.
            loadBadgesResponse = nil
        }
        presenter.presentLoadBadges(response: outcome)
    }
}
