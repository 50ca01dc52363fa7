@testable import Login

/// The screen: records the states it is given, and owns its presenter as a real one does.
@MainActor
final class LoginViewSpy: LoginView {
  var presenter: (any LoginPresenting)?
  private(set) var loadStates: [LoginUseCaseState<LoginModels.Load.ViewModel>] = []

  func displayLoad(_ state: LoginUseCaseState<LoginModels.Load.ViewModel>) {
    loadStates.append(state)
  }
}

/// Scripted results, recorded requests: the interactor of presenter tests, and the app's service
/// under the real interactor the Builder wires (the two take the same calls).
@MainActor
final class LoginServiceStub: LoginService, LoginInteracting {
  /// When calls answer: at once unless a test holds them.
  let gate = LoginCallGate()
  private(set) var loadRequests: [LoginModels.Load.Request] = []
  var loadResult: Result<LoginModels.Load.Response, any Error> = .success(.fixture)

  func load(_ request: LoginModels.Load.Request) async throws -> LoginModels.Load.Response {
    loadRequests.append(request)
    try await gate.pass()
    return try loadResult.get()
  }
}

/// When a stub's calls answer: at once, or when released; every wait has a deadline.
@MainActor
final class LoginCallGate {
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

struct LoginTestError: Error, Equatable {}

@MainActor
extension LoginModels.Load.Request {
  static let fixture = LoginModels.Load.Request()
}

@MainActor
extension LoginModels.Load.Response {
  static let fixture = LoginModels.Load.Response()
}

#if canImport(UIKit) && !os(watchOS)
  /// What the tests that call `build` give it: a stub for each module it builds.
  @MainActor
  final class LoginDependenciesStub: LoginDependencies {
    let loginService: any LoginService = LoginServiceStub()
  }
#endif
