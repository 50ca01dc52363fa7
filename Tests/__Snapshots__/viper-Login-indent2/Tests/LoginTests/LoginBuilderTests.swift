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
    let presenter = LoginBuilder.assemble(view: view, transitionHandler: view, service: service)
    view.presenter = presenter

    await presenter.load()
    XCTAssertEqual(service.loadRequests, [.fixture])
    XCTAssertEqual(view.loadStates, [.running, .loaded(LoginModels.Load.ViewModel())])
  }

  @MainActor
  func testTheModuleIsReleasedWhenItsViewGoesAway() async {
    weak var weakView: LoginViewSpy?
    weak var weakPresenter: LoginPresenter?
    weak var weakInteractor: LoginInteractor?
    weak var weakRouter: LoginRouter<LoginViewSpy>?
    do {
      let view = LoginViewSpy()
      let presenter = LoginBuilder.assemble(view: view, transitionHandler: view, service: LoginServiceStub())
      view.presenter = presenter
      weakView = view
      weakPresenter = presenter as? LoginPresenter
      weakInteractor = weakPresenter?.interactor as? LoginInteractor
      weakRouter = weakPresenter?.router as? LoginRouter<LoginViewSpy>
      XCTAssertNotNil(weakPresenter)
      XCTAssertNotNil(weakInteractor)
      XCTAssertNotNil(weakRouter)
    }
    XCTAssertNil(weakView)
    XCTAssertNil(weakPresenter)
    XCTAssertNil(weakInteractor)
    XCTAssertNil(weakRouter)
  }

  @MainActor
  func testTheModuleIsReleasedOnceItsCallsEnd() async throws {
    weak var weakView: LoginViewSpy?
    weak var weakPresenter: LoginPresenter?
    weak var weakInteractor: LoginInteractor?
    weak var weakRouter: LoginRouter<LoginViewSpy>?
    let service = LoginServiceStub()
    var calls: [Task<Void, Never>] = []
    do {
      let view = LoginViewSpy()
      let presenter = LoginBuilder.assemble(view: view, transitionHandler: view, service: service)
      view.presenter = presenter
      weakView = view
      weakPresenter = presenter as? LoginPresenter
      weakInteractor = weakPresenter?.interactor as? LoginInteractor
      weakRouter = weakPresenter?.router as? LoginRouter<LoginViewSpy>
      XCTAssertNotNil(weakPresenter)
      XCTAssertNotNil(weakInteractor)
      XCTAssertNotNil(weakRouter)
      service.gate.holdsCalls = true
      calls.append(Task { await presenter.load() })
      try await service.gate.waitUntilHeld(1)
    }
    XCTAssertNil(weakView)
    service.gate.releaseHeldCalls()
    for call in calls { await call.value }
    XCTAssertNil(weakPresenter)
    XCTAssertNil(weakInteractor)
    XCTAssertNil(weakRouter)
  }
}
