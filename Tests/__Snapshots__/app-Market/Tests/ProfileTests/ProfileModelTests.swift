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

    @Test("loadProfile fails with its message when the service fails")
    func loadProfileFails() async {
        service.setLoadProfileResult(.failure(ProfileTestError()))

        await model.loadProfile()

        #expect(controller.loadProfileStates == [.running, .failed(message: "Could not load profile.")])
    }

    @Test("loadProfile shows no outcome once its task is cancelled: it is idle again")
    func loadProfileIgnoresCancellation() async {
        service.suspendCallsUntilCancelled()
        let call = Task { await model.loadProfile() }

        call.cancel()
        await call.value

        #expect(controller.loadProfileStates == [.running, .idle])
    }

    @Test("loadProfile shows no outcome when the service reports it cancelled: it is idle again")
    func loadProfileIgnoresACancellationError() async {
        service.setLoadProfileResult(.failure(CancellationError()))

        await model.loadProfile()

        #expect(controller.loadProfileStates == [.running, .idle])
    }

    @Test("loadProfile drops an answer that arrives after its task was cancelled")
    func loadProfileDropsALateAnswer() async throws {
        service.holdCalls()
        let call = Task { await model.loadProfile() }
        try await service.waitUntilHeld(1)

        call.cancel()
        service.releaseHeldCalls()
        await call.value

        let callsCancelled = service.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(controller.loadProfileStates == [.running, .idle])
    }

    @Test("an overtaken loadProfile call changes nothing: the newest answer wins")
    func loadProfileKeepsTheNewestAnswer() async throws {
        service.holdCalls()
        let overtaken = Task { await model.loadProfile() }
        try await service.waitUntilHeld(1)
        service.stopHoldingCalls()

        await model.loadProfile()
        service.setLoadProfileResult(.failure(ProfileTestError()))
        service.releaseHeldCalls()
        await overtaken.value

        #expect(controller.loadProfileStates == [.running, .loaded(.fixture)])
    }
}
