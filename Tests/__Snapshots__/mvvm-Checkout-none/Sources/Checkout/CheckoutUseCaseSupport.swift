/// Where one use case stands, as its part of the screen shows it.
public enum CheckoutUseCaseState<Value> {
    case idle
    case running
    case loaded(Value)
    /// An empty collection: the screen says so instead of showing a blank list.
    case empty
    case failed(message: String)

    public var isRunning: Bool {
        if case .running = self { return true }
        return false
    }

    /// `isEmpty` reads the response: the view model may show none of the list (only its total).
    init<Response>(
        _ outcome: Result<Response, any Error>,
        viewModel: (Response) -> Value,
        isEmpty: (Response) -> Bool = { _ in false },
        failureMessage: (any Error) -> String
    ) {
        switch outcome {
        case .success(let response):
            self = isEmpty(response) ? .empty : .loaded(viewModel(response))
        case .failure(let error):
            self = .failed(message: failureMessage(error))
        }
    }
}

extension CheckoutUseCaseState: Equatable where Value: Equatable {}
extension CheckoutUseCaseState: Sendable where Value: Sendable {}

/// Runs a query's calls so that only the newest is heard from (typing fast, refreshing twice).
@MainActor
final class CheckoutQueryCalls {
    private var newest = 0

    /// `nil` when a newer call started or the caller was cancelled, even if the service ignored it
    /// or threw an error of its own (as URLSession does); then `onCancel` ends the spinner.
    func run<Response>(
        _ call: () async throws -> Response,
        onStart: () -> Void,
        onCancel: () -> Void
    ) async -> Result<Response, any Error>? {
        newest += 1
        let ticket = newest
        onStart()
        let outcome: Result<Response, any Error>
        do {
            outcome = .success(try await call())
        } catch {
            outcome = .failure(error)
        }
        guard ticket == newest else { return nil }
        var isCancelled = Task.isCancelled
        if case .failure(let error) = outcome, error is CancellationError { isCancelled = true }
        guard !isCancelled else {
            onCancel()
            return nil
        }
        return outcome
    }

    /// The calls running now end as overtaken ones do, unheard: what they answer is for a request
    /// no longer wanted (the module's input changed).
    func dropCallsInFlight() {
        newest += 1
    }
}

/// Runs a command's calls: a double tap is refused, and a sent call outlives the screen.
@MainActor
final class CheckoutCommandCalls {
    private(set) var isRunning = false

    /// `nil`, without calling anything, while an earlier call runs.
    func run<Response: Sendable>(
        _ call: @escaping @Sendable () async throws -> Response,
        onStart: () -> Void
    ) async -> Result<Response, any Error>? {
        guard !isRunning else { return nil }
        isRunning = true
        defer { isRunning = false }
        onStart()
        return await Task { try await call() }.result
    }
}
