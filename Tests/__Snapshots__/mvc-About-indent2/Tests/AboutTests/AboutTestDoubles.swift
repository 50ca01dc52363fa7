import Foundation

@testable import About

/// The controller: owns the model, as a view controller does, and records each state it renders.
@MainActor
final class AboutControllerSpy {
  let model: AboutModel
  private(set) var loadStates: [AboutUseCaseState<AboutModels.Load.Response>] = []

  init(model: AboutModel) {
    self.model = model
    model.onChange = { [weak self] in self?.render() }
  }

  private func render() {
    record(model.loadState, in: &loadStates)
  }

  private func record<Value: Equatable>(
    _ state: AboutUseCaseState<Value>,
    in states: inout [AboutUseCaseState<Value>]
  ) {
    if states.last != state { states.append(state) }
  }
}

/// The app's service: scripted results, recorded requests.
@MainActor
final class AboutServiceStub: AboutService {
  private var suspendsCalls = false
  private var holdsCalls = false
  private var heldCalls: [CheckedContinuation<Void, Never>] = []
  private(set) var loadRequests: [AboutModels.Load.Request] = []
  private var loadResult: Result<AboutModels.Load.Response, any Error> = .success(.fixture)

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

  func setLoadResult(_ result: Result<AboutModels.Load.Response, any Error>) {
    loadResult = result
  }

  func load(_ request: AboutModels.Load.Request) async throws -> AboutModels.Load.Response {
    loadRequests.append(request)
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
    return try loadResult.get()
  }
}

struct AboutTestError: Error, Equatable {}

@MainActor
extension AboutModels.Load.Request {
  static let fixture = AboutModels.Load.Request()
}

@MainActor
extension AboutModels.Load.Response {
  static let fixture = AboutModels.Load.Response()
}

#if canImport(UIKit) && !os(watchOS)
  /// What the tests that call `build` give it: a stub for each module it builds.
  @MainActor
  final class AboutDependenciesStub: AboutDependencies {
    let aboutService: any AboutService = AboutServiceStub()
  }
#endif
