/// What the screen asks of the scene.
@MainActor
public protocol GreetingBusinessLogic: AnyObject {
    /// Runs `load` and presents the result.
    func load(request: GreetingModels.Load.Request) async
}

/// What the scene knows: settable, as in Clean Swift, so whoever holds the scene can hand it data.
@MainActor
public protocol GreetingDataStore: AnyObject {
    var loadResponse: GreetingModels.Load.Response? { get set }
}

/// Runs the use cases: asks the worker, remembers the answer and hands it to the presenter.
@MainActor
final class GreetingInteractor: GreetingBusinessLogic, GreetingDataStore {
    let presenter: any GreetingPresentationLogic
    let worker: any GreetingWorking
    var loadResponse: GreetingModels.Load.Response?
    /// A query's newest call wins; a command runs once at a time and outlives its caller.
    private let loadCalls = GreetingQueryCalls()

    init(presenter: any GreetingPresentationLogic, worker: any GreetingWorking) {
        self.presenter = presenter
        self.worker = worker
    }

    func load(request: GreetingModels.Load.Request) async {
        let outcome = await loadCalls.run { [worker] in
            try await worker.load(request)
        } onStart: {
            presenter.presentLoadStarted()
        } onCancel: {
            presenter.presentLoadCancelled()
        }
        guard let outcome else { return }
        if case .success(let response) = outcome {
            loadResponse = response
        } else {
            // The data store holds the last answer, none after a failure: nothing reads an older one.
            loadResponse = nil
        }
        presenter.presentLoad(response: outcome)
    }
}
