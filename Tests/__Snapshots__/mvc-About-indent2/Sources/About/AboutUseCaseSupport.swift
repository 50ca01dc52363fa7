/// Where one use case stands, as its part of the screen shows it.
public enum AboutUseCaseState<Value> {
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

extension AboutUseCaseState: Equatable where Value: Equatable {}
extension AboutUseCaseState: Sendable where Value: Sendable {}

/// Where one use case's call stands, as a model keeps it: the error itself, which a formatter
/// turns into words for the screen.
enum AboutCallState<Response> {
  case idle
  case running
  case loaded(Response)
  case failed(any Error)

  var isRunning: Bool {
    if case .running = self { return true }
    return false
  }

  init(_ outcome: Result<Response, any Error>) {
    switch outcome {
    case .success(let response): self = .loaded(response)
    case .failure(let error): self = .failed(error)
    }
  }
}

/// Two failures are equal when their errors are of one type and describe themselves alike: what
/// a screen can tell apart, since `any Error` has no `==`.
extension AboutCallState: Equatable where Response: Equatable {
  static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.idle, .idle), (.running, .running): return true
    case (.loaded(let left), .loaded(let right)): return left == right
    case (.failed(let left), .failed(let right)):
      return type(of: left) == type(of: right) && String(reflecting: left) == String(reflecting: right)
    default: return false
    }
  }
}

extension AboutUseCaseState {
  /// What a formatter shows of a model's call: `viewModel` of its answer, `.empty` when
  /// `isEmpty` says the answer lists nothing, and `failureMessage`'s words for its error.
  init<Response>(
    _ call: AboutCallState<Response>,
    viewModel: (Response) -> Value,
    isEmpty: (Response) -> Bool = { _ in false },
    failureMessage: (any Error) -> String
  ) {
    switch call {
    case .idle: self = .idle
    case .running: self = .running
    case .loaded(let response): self = isEmpty(response) ? .empty : .loaded(viewModel(response))
    case .failed(let error): self = .failed(message: failureMessage(error))
    }
  }
}

/// Runs a query's calls so that only the newest is heard from (typing fast, refreshing twice).
@MainActor
final class AboutQueryCalls {
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
final class AboutCommandCalls {
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
