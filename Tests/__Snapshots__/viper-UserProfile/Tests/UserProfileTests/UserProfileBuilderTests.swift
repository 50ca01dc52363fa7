import Foundation
import Testing

@testable import UserProfile

@MainActor
@Suite("UserProfileBuilder", .timeLimit(.minutes(1)))
struct UserProfileBuilderTests {
    @Test("assemble connects view, presenter, interactor, service and router")
    func assembleConnectsEveryPart() async {
        let view = UserProfileViewSpy()
        let service = UserProfileServiceStub()
        let presenter = UserProfileBuilder.assemble(view: view, transitionHandler: view, service: service)
        view.presenter = presenter

        await presenter.loadProfile(userID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 34, 27)))
        #expect(service.loadProfileRequests == [.fixture])
        #expect(
            view.loadProfileStates == [
                .running,
                .loaded(UserProfileModels.LoadProfile.ViewModel(profile: "displayName 2")),
            ]
        )

        await presenter.follow(userID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 34, 27)))
        #expect(service.followRequests == [.fixture])
        #expect(
            view.followStates.map(\.mapped) == [.running, .loaded(UserProfileFollowMappedFields(isFollowing: true))]
        )

        presenter.showFollowers()
        presenter.showEditProfile()
        #expect(view.handledRoutes == [.followers, .editProfile])
    }

    @Test(
        "the module is released when its view goes away; calls still running keep it alive only until they end",
        arguments: [false, true]
    )
    func moduleIsReleasedWithItsView(whileCallsRun: Bool) async throws {
        weak var weakView: UserProfileViewSpy?
        weak var weakPresenter: UserProfilePresenter?
        weak var weakInteractor: UserProfileInteractor?
        weak var weakRouter: UserProfileRouter<UserProfileViewSpy>?
        let service = UserProfileServiceStub()
        var calls: [Task<Void, Never>] = []
        do {
            let view = UserProfileViewSpy()
            let presenter = UserProfileBuilder.assemble(view: view, transitionHandler: view, service: service)
            view.presenter = presenter
            weakView = view
            weakPresenter = presenter as? UserProfilePresenter
            weakInteractor = weakPresenter?.interactor as? UserProfileInteractor
            weakRouter = weakPresenter?.router as? UserProfileRouter<UserProfileViewSpy>
            #expect(weakPresenter != nil)
            #expect(weakInteractor != nil)
            #expect(weakRouter != nil)
            // Held calls keep the module until they end; with none running it goes with its view.
            service.gate.holdsCalls = whileCallsRun
            if whileCallsRun {
                calls.append(
                    Task {
                        await presenter.loadProfile(
                            userID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 34, 27))
                        )
                    }
                )
                calls.append(
                    Task {
                        await presenter.follow(userID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 34, 27)))
                    }
                )
                try await service.gate.waitUntilHeld(2)
            }
        }
        #expect(weakView == nil)
        service.gate.releaseHeldCalls()
        for call in calls { await call.value }
        #expect(weakPresenter == nil)
        #expect(weakInteractor == nil)
        #expect(weakRouter == nil)
    }
}
