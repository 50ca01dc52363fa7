import Testing

@testable import Settings

@MainActor
@Suite("SettingsBuilder", .timeLimit(.minutes(1)))
struct SettingsBuilderTests {
  @Test("assemble connects view, presenter, service and router")
  func assembleConnectsEveryPart() async {
    let view = SettingsViewSpy()
    let service = SettingsServiceStub()
    let presenter = SettingsBuilder.assemble(view: view, routeHandler: view, service: service)
    view.presenter = presenter

    await presenter.load()
    #expect(service.loadRequests == [.fixture])
    #expect(view.loadStates == [.running, .loaded(SettingsModels.Load.ViewModel())])
  }

  @Test("the module is released when its view goes away")
  func moduleIsReleasedWithItsView() {
    weak var weakView: SettingsViewSpy?
    weak var weakPresenter: SettingsPresenter?
    weak var weakRouter: SettingsRouter?
    do {
      let view = SettingsViewSpy()
      let presenter = SettingsBuilder.assemble(view: view, routeHandler: view, service: SettingsServiceStub())
      view.presenter = presenter
      weakView = view
      weakPresenter = presenter as? SettingsPresenter
      weakRouter = weakPresenter?.router as? SettingsRouter
      #expect(weakPresenter != nil)
      #expect(weakRouter != nil)
    }
    #expect(weakView == nil)
    #expect(weakPresenter == nil)
    #expect(weakRouter == nil)
  }

  @Test("calls still running when the view goes away keep the rest alive only until they end")
  func moduleIsReleasedOnceItsCallsEnd() async throws {
    weak var weakView: SettingsViewSpy?
    weak var weakPresenter: SettingsPresenter?
    weak var weakRouter: SettingsRouter?
    let service = SettingsServiceStub()
    var calls: [Task<Void, Never>] = []
    do {
      let view = SettingsViewSpy()
      let presenter = SettingsBuilder.assemble(view: view, routeHandler: view, service: service)
      view.presenter = presenter
      weakView = view
      weakPresenter = presenter as? SettingsPresenter
      weakRouter = weakPresenter?.router as? SettingsRouter
      #expect(weakPresenter != nil)
      #expect(weakRouter != nil)
      service.gate.holdsCalls = true
      calls.append(Task { await presenter.load() })
      try await service.gate.waitUntilHeld(1)
    }
    #expect(weakView == nil)
    service.gate.releaseHeldCalls()
    for call in calls { await call.value }
    #expect(weakPresenter == nil)
    #expect(weakRouter == nil)
  }
}
