import Testing

@testable import Search

@MainActor
@Suite("SearchViewModel", .timeLimit(.minutes(1)))
struct SearchViewModelTests {
  let service = SearchServiceStub()
  let screen = SearchScreenSpy()
  let viewModel: SearchViewModel

  init() {
    viewModel = SearchViewModel(service: service)
    screen.bind(to: viewModel)
  }

  @Test("load asks the model and shows it running, then its content")
  func loadShowsTheContent() async {
    await viewModel.load()

    let requests = service.loadRequests
    #expect(requests == [SearchModels.Load.Request()])
    #expect(screen.states.map(\.load) == [.running, .loaded(SearchModels.Load.Content())])
  }

  @Test("load shows its failure message when the model fails")
  func loadShowsFailure() async {
    service.loadResult = .failure(SearchTestError())

    await viewModel.load()

    #expect(screen.states.map(\.load) == [.running, .failed(message: "Could not load.")])
  }

  @Test("an overtaken load call changes nothing, however late it ends: the newest answer stays")
  func loadShowsOnlyTheNewestAnswer() async throws {
    service.gate.holdsCalls = true
    let overtaken = Task { await viewModel.load() }
    try await service.gate.waitUntilHeld(1)
    service.gate.holdsCalls = false

    await viewModel.load()
    service.loadResult = .failure(SearchTestError())
    service.gate.releaseHeldCalls()
    await overtaken.value

    #expect(screen.states.map(\.load) == [.running, .loaded(SearchModels.Load.Content())])
  }

  @Test("a cancelled load cancels the service's call, shows no outcome and ends the spinner")
  func loadEndsIdleWhenCancelled() async throws {
    service.gate.holdsCalls = true
    let call = Task { await viewModel.load() }
    try await service.gate.waitUntilHeld(1)

    call.cancel()
    service.gate.releaseHeldCalls()
    await call.value

    let callsCancelled = service.gate.callsCancelledWhileHeld
    #expect(callsCancelled == 1)
    #expect(screen.states.map(\.load) == [.running, .idle])
  }
}
