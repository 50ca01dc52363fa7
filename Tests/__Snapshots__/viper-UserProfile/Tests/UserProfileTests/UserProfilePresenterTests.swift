import Foundation
import Testing

@testable import UserProfile

@MainActor
@Suite("UserProfilePresenter", .timeLimit(.minutes(1)))
struct UserProfilePresenterTests {
    let interactor = UserProfileServiceStub()
    let router = UserProfileRouterSpy()
    let view = UserProfileViewSpy()
    let presenter: UserProfilePresenter

    init() {
        presenter = UserProfilePresenter(interactor: interactor, router: router)
        presenter.view = view
    }

    @Test("loadProfile shows it runs, then the view model made from the response")
    func loadProfileShowsTheViewModel() async {
        await presenter.loadProfile(userID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 34, 27)))

        #expect(interactor.loadProfileRequests == [.fixture])
        #expect(
            view.loadProfileStates == [
                .running,
                .loaded(UserProfileModels.LoadProfile.ViewModel(profile: "displayName 2")),
            ]
        )
    }

    @Test("loadProfile shows its failure message when it fails")
    func loadProfileShowsTheFailure() async {
        interactor.loadProfileResult = .failure(UserProfileTestError())

        await presenter.loadProfile(userID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 34, 27)))

        #expect(view.loadProfileStates == [.running, .failed(message: UserProfileStrings.LoadProfile.failure)])
    }

    @Test(
        "an overtaken loadProfile call shows nothing; a cancelled one cancels the service's call and ends the spinner"
    )
    func loadProfileShowsOnlyTheNewestAnswer() async throws {
        interactor.gate.holdsCalls = true
        let overtaken = Task {
            await presenter.loadProfile(userID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 34, 27)))
        }
        try await interactor.gate.waitUntilHeld(1)
        let cancelled = Task {
            await presenter.loadProfile(userID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 34, 27)))
        }
        try await interactor.gate.waitUntilHeld(2)
        interactor.loadProfileResult = .failure(UserProfileTestError())
        cancelled.cancel()
        interactor.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        #expect(interactor.gate.callsCancelledWhileHeld == 1)
        #expect(view.loadProfileStates == [.running, .running, .idle])
    }

    @Test("follow shows it runs, then the view model made from the response")
    func followShowsTheViewModel() async {
        await presenter.follow(userID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 34, 27)))

        #expect(interactor.followRequests == [.fixture])
        #expect(
            view.followStates.map(\.mapped) == [.running, .loaded(UserProfileFollowMappedFields(isFollowing: true))]
        )
    }

    @Test("follow shows another response as that response has it")
    func followShowsAnotherResponse() async {
        interactor.followResult = .success(UserProfileModels.Follow.Response(isFollowing: false))

        await presenter.follow(userID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 34, 27)))

        #expect(
            view.followStates.map(\.mapped) == [.running, .loaded(UserProfileFollowMappedFields(isFollowing: false))]
        )
    }

    @Test("follow shows its failure message when it fails")
    func followShowsTheFailure() async {
        interactor.followResult = .failure(UserProfileTestError())

        await presenter.follow(userID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 34, 27)))

        #expect(view.followStates == [.running, .failed(message: UserProfileStrings.Follow.failure)])
    }

    @Test("a second follow while one runs (a double tap) is refused")
    func followRefusesASecondCallWhileOneRuns() async throws {
        interactor.gate.holdsCalls = true
        let first = Task {
            await presenter.follow(userID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 34, 27)))
        }
        try await interactor.gate.waitUntilHeld(1)
        // Were the second call let through, it would answer at once.
        interactor.gate.holdsCalls = false

        await presenter.follow(userID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 34, 27)))
        #expect(interactor.followRequests.count == 1)
        #expect(view.followStates == [.running])
        interactor.gate.releaseHeldCalls()
        await first.value

        #expect(view.followStates.map(\.isRunning) == [true, false])
        // Once it has ended, the next tap runs.
        await presenter.follow(userID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 34, 27)))
        #expect(interactor.followRequests.count == 2)
    }

    @Test("follow is not cancelled with its caller: its answer still arrives")
    func followOutlivesItsCaller() async throws {
        interactor.gate.holdsCalls = true
        let call = Task {
            await presenter.follow(userID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 34, 27)))
        }
        try await interactor.gate.waitUntilHeld(1)

        call.cancel()
        interactor.gate.releaseHeldCalls()
        await call.value

        #expect(interactor.gate.callsCancelledWhileHeld == 0)
        #expect(
            view.followStates.map(\.mapped) == [.running, .loaded(UserProfileFollowMappedFields(isFollowing: true))]
        )
    }
}
