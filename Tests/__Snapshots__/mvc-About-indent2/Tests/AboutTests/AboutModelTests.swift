import Testing

@testable import About

@MainActor
@Suite("AboutModel", .timeLimit(.minutes(1)))
struct AboutModelTests {
  let service = AboutServiceStub()
  let controller: AboutControllerSpy
  var model: AboutModel { controller.model }

  init() {
    controller = AboutControllerSpy(model: AboutModel(service: service))
  }

  @Test("load asks the service and holds its answer")
  func loadHoldsTheAnswer() async {
    await model.load()

    let requests = service.loadRequests
    #expect(requests == [AboutModels.Load.Request()])
    #expect(controller.loadStates == [.running, .loaded(.fixture)])
  }

  @Test("load fails with its message when the service fails")
  func loadFails() async {
    service.setLoadResult(.failure(AboutTestError()))

    await model.load()

    #expect(controller.loadStates == [.running, .failed(message: "Could not load.")])
  }

  @Test("load shows no outcome once its task is cancelled: it is idle again")
  func loadIgnoresCancellation() async {
    service.suspendCallsUntilCancelled()
    let call = Task { await model.load() }

    call.cancel()
    await call.value

    #expect(controller.loadStates == [.running, .idle])
  }

  @Test("load shows no outcome when the service reports it cancelled: it is idle again")
  func loadIgnoresACancellationError() async {
    service.setLoadResult(.failure(CancellationError()))

    await model.load()

    #expect(controller.loadStates == [.running, .idle])
  }

  @Test("load drops an answer that arrives after its task was cancelled")
  func loadDropsALateAnswer() async throws {
    service.holdCalls()
    let call = Task { await model.load() }
    try await service.waitUntilHeld(1)

    call.cancel()
    service.releaseHeldCalls()
    await call.value

    let callsCancelled = service.callsCancelledWhileHeld
    #expect(callsCancelled == 1)
    #expect(controller.loadStates == [.running, .idle])
  }

  @Test("an overtaken load call changes nothing: the newest answer wins")
  func loadKeepsTheNewestAnswer() async throws {
    service.holdCalls()
    let overtaken = Task { await model.load() }
    try await service.waitUntilHeld(1)
    service.stopHoldingCalls()

    await model.load()
    service.setLoadResult(.failure(AboutTestError()))
    service.releaseHeldCalls()
    await overtaken.value

    #expect(controller.loadStates == [.running, .loaded(.fixture)])
  }
}
