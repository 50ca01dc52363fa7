import Testing

@testable import Profile

@MainActor
@Suite("ProfileModel", .timeLimit(.minutes(1)))
struct ProfileModelTests {
    let service = ProfileServiceStub()
    let controller: ProfileControllerSpy
    var model: ProfileModel { controller.model }

    init() {
        controller = ProfileControllerSpy(model: ProfileModel(service: service))
    }

    @Test("loadProfile asks the service and holds its answer")
    func loadProfileHoldsTheAnswer() async {
        await model.loadProfile()

        let requests = service.loadProfileRequests
        #expect(requests == [ProfileModels.LoadProfile.Request()])
        #expect(controller.loadProfileStates == [.running, .loaded(.fixture)])
    }

    @Test("loadProfile keeps the service's error when the service fails")
    func loadProfileFails() async {
        service.loadProfileResult = .failure(ProfileTestError())

        await model.loadProfile()

        #expect(controller.loadProfileStates == [.running, .failed(ProfileTestError())])
    }

    @Test("an overtaken loadProfile call changes nothing, however late it ends: the newest answer stays")
    func loadProfileShowsOnlyTheNewestAnswer() async throws {
        service.gate.holdsCalls = true
        let overtaken = Task { await model.loadProfile() }
        try await service.gate.waitUntilHeld(1)
        service.gate.holdsCalls = false

        await model.loadProfile()
        service.loadProfileResult = .failure(ProfileTestError())
        service.gate.releaseHeldCalls()
        await overtaken.value

        #expect(controller.loadProfileStates == [.running, .loaded(.fixture)])
    }

    @Test("a cancelled loadProfile cancels the service's call, shows no outcome and ends the spinner")
    func loadProfileEndsIdleWhenCancelled() async throws {
        service.gate.holdsCalls = true
        let call = Task { await model.loadProfile() }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(controller.loadProfileStates == [.running, .idle])
    }
}
