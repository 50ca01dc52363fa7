@testable import Settings

/// The screen: records the states it is given, and owns its presenter as a real one does.
@MainActor
final class SettingsViewSpy: SettingsView {
  var presenter: (any SettingsPresenting)?
  private(set) var loadStates: [SettingsUseCaseState<SettingsModels.Load.ViewModel>] = []

  func displayLoad(_ state: SettingsUseCaseState<SettingsModels.Load.ViewModel>) {
    loadStates.append(state)
  }
}

/// The model (the app's service): scripted results, recorded requests.
@MainActor
final class SettingsServiceStub: SettingsService {
  /// When calls answer: at once unless a test holds them.
  let gate = SettingsCallGate()
  private(set) var loadRequests: [SettingsModels.Load.Request] = []
  var loadResult: Result<SettingsModels.Load.Response, any Error> = .success(.fixture)

  func load(_ request: SettingsModels.Load.Request) async throws -> SettingsModels.Load.Response {
    loadRequests.append(request)
    try await gate.pass()
    return try loadResult.get()
  }
}

/// When a stub's calls answer: at once, or when released; every wait has a deadline.
@MainActor
final class SettingsCallGate {
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

struct SettingsTestError: Error, Equatable {}

@MainActor
extension SettingsModels.Load.Request {
  static let fixture = SettingsModels.Load.Request()
}

@MainActor
extension SettingsModels.Load.Response {
  static let fixture = SettingsModels.Load.Response()
}

#if canImport(UIKit) && !os(watchOS)
  /// What the tests that call `build` give it: a stub for each module it builds.
  @MainActor
  final class SettingsDependenciesStub: SettingsDependencies {
    let settingsService: any SettingsService = SettingsServiceStub()
  }
#endif
