import XCTest

@testable import Login

final class LoginBuilderTests: XCTestCase {
  override func setUp() {
    super.setUp()
    #if canImport(Darwin)
      // Apple's XCTest only; on Linux the stub's bounded waits fail a stuck test.
      executionTimeAllowance = 60
    #endif
  }

  @MainActor
  func testAssembleConnectsEveryPart() async {
    let view = LoginViewSpy()
    let service = LoginServiceStub()
    let presenter = LoginBuilder.assemble(view: view, service: service)
    view.presenter = presenter

    await presenter.load()
    XCTAssertEqual(service.loadRequests, [.fixture])
    XCTAssertEqual(view.loadStates, [.running, .loaded(LoginModels.Load.ViewModel())])
  }

  @MainActor
  func testTheModuleIsReleasedWhenItsViewGoesAway() async throws {
    try await moduleIsReleasedWithItsView(whileCallsRun: false)
  }

  @MainActor
  func testTheModuleIsReleasedOnceItsCallsEnd() async throws {
    try await moduleIsReleasedWithItsView(whileCallsRun: true)
  }

  @MainActor
  private func moduleIsReleasedWithItsView(whileCallsRun: Bool) async throws {
    weak var weakView: LoginViewSpy?
    weak var weakPresenter: LoginPresenter?
    weak var weakInteractor: LoginInteractor?
    let service = LoginServiceStub()
    var calls: [Task<Void, Never>] = []
    do {
      let view = LoginViewSpy()
      let presenter = LoginBuilder.assemble(view: view, service: service)
      view.presenter = presenter
      weakView = view
      weakPresenter = presenter as? LoginPresenter
      weakInteractor = weakPresenter?.interactor as? LoginInteractor
      XCTAssertNotNil(weakPresenter)
      XCTAssertNotNil(weakInteractor)
      // Held calls keep the module until they end; with none running it goes with its view.
      service.gate.holdsCalls = whileCallsRun
      if whileCallsRun {
        calls.append(Task { await presenter.load() })
        try await service.gate.waitUntilHeld(1)
      }
    }
    XCTAssertNil(weakView)
    service.gate.releaseHeldCalls()
    for call in calls { await call.value }
    XCTAssertNil(weakPresenter)
    XCTAssertNil(weakInteractor)
  }
}
