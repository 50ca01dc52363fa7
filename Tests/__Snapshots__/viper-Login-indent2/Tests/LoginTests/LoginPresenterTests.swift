import XCTest

@testable import Login

final class LoginPresenterTests: XCTestCase {
  override func setUp() {
    super.setUp()
    #if canImport(Darwin)
      // Apple's XCTest only; on Linux the stub's bounded waits fail a stuck test.
      executionTimeAllowance = 60
    #endif
  }

  /// A presenter wired to doubles; each test makes its own, so tests share nothing.
  @MainActor
  private func makePresenter() -> (presenter: LoginPresenter, interactor: LoginServiceStub, view: LoginViewSpy) {
    let interactor = LoginServiceStub()
    let view = LoginViewSpy()
    let presenter = LoginPresenter(interactor: interactor)
    presenter.view = view
    return (presenter, interactor, view)
  }

  @MainActor
  func testLoadShowsTheViewModel() async {
    let (presenter, interactor, view) = makePresenter()
    await presenter.load()

    XCTAssertEqual(interactor.loadRequests, [.fixture])
    XCTAssertEqual(view.loadStates, [.running, .loaded(LoginModels.Load.ViewModel())])
  }

  @MainActor
  func testLoadShowsTheFailure() async {
    let (presenter, interactor, view) = makePresenter()
    interactor.loadResult = .failure(LoginTestError())

    await presenter.load()

    XCTAssertEqual(view.loadStates, [.running, .failed(message: LoginStrings.Load.failure)])
  }

  @MainActor
  func testLoadShowsOnlyTheNewestAnswer() async throws {
    let (presenter, interactor, view) = makePresenter()
    interactor.gate.holdsCalls = true
    let overtaken = Task { await presenter.load() }
    try await interactor.gate.waitUntilHeld(1)
    let cancelled = Task { await presenter.load() }
    try await interactor.gate.waitUntilHeld(2)
    interactor.loadResult = .failure(LoginTestError())
    cancelled.cancel()
    interactor.gate.releaseHeldCalls()
    await overtaken.value
    await cancelled.value

    XCTAssertEqual(interactor.gate.callsCancelledWhileHeld, 1)
    XCTAssertEqual(view.loadStates, [.running, .running, .idle])
  }
}
