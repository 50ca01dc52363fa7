import Foundation

/// Turns user intents into interactor calls, and results into what the view shows.
@MainActor
final class UserProfilePresenter {
    /// Weak: the view owns the module, so a strong reference back would leak both.
    weak var view: (any UserProfileView)?
    let interactor: any UserProfileInteracting
    let router: any UserProfileRouting
    private let loadProfileCalls = UserProfileQueryCalls()
    private let followCalls = UserProfileCommandCalls()

    init(interactor: any UserProfileInteracting, router: any UserProfileRouting) {
        self.interactor = interactor
        self.router = router
    }
}

extension UserProfilePresenter: UserProfilePresenting {
    func loadProfile(userID: UUID) async {
        let request = UserProfileModels.LoadProfile.Request(userID: userID)
        let outcome = await loadProfileCalls.run { [interactor] in
            try await interactor.loadProfile(request)
        } onStart: {
            view?.displayLoadProfile(.running)
        } onCancel: {
            view?.displayLoadProfile(.idle)
        }
        guard let outcome else { return }
        view?.displayLoadProfile(
            UserProfileUseCaseState(
                outcome,
                viewModel: Self.loadProfileViewModel,
                failureMessage: Self.loadProfileFailureMessage
            )
        )
    }

    func follow(userID: UUID) async {
        let request = UserProfileModels.Follow.Request(userID: userID)
        let outcome = await followCalls.run { [interactor] in
            try await interactor.follow(request)
        } onStart: {
            view?.displayFollow(.running)
        }
        guard let outcome else { return }
        view?.displayFollow(
            UserProfileUseCaseState(outcome, viewModel: Self.followViewModel, failureMessage: Self.followFailureMessage)
        )
    }

    func showFollowers() {
        router.routeToFollowers()
    }

    func showEditProfile() {
        router.routeToEditProfile()
    }
}

extension UserProfilePresenter {
    /// Formats the response of `loadProfile` for display.
    static func loadProfileViewModel(
        from response: UserProfileModels.LoadProfile.Response
    ) -> UserProfileModels.LoadProfile.ViewModel {
        UserProfileModels.LoadProfile.ViewModel(profile: response.profile.displayName)
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadProfileFailureMessage(for error: any Error) -> String {
        UserProfileStrings.LoadProfile.failure
    }

    /// Formats the response of `follow` for display.
    static func followViewModel(
        from response: UserProfileModels.Follow.Response
    ) -> UserProfileModels.Follow.ViewModel {
        // Unmapped (the spec names no source): buttonTitle. They start empty; fill them here, or
        // give them 'from:' in the spec.
        UserProfileModels.Follow.ViewModel(isFollowing: response.isFollowing, buttonTitle: "")
    }

    /// Map the errors your service throws to messages of their own here.
    static func followFailureMessage(for error: any Error) -> String {
        UserProfileStrings.Follow.failure
    }
}
