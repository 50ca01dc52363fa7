import Foundation

@testable import UserProfile

/// The screen: records the states and routes it is given, and owns its presenter as a real one does.
@MainActor
final class UserProfileViewSpy: UserProfileView, UserProfileTransitionHandling {
    var presenter: (any UserProfilePresenting)?
    private(set) var handledRoutes: [UserProfileRoute] = []
    private(set) var loadProfileStates: [UserProfileUseCaseState<UserProfileModels.LoadProfile.ViewModel>] = []
    private(set) var followStates: [UserProfileUseCaseState<UserProfileModels.Follow.ViewModel>] = []

    func show(_ route: UserProfileRoute) {
        handledRoutes.append(route)
    }

    func displayLoadProfile(_ state: UserProfileUseCaseState<UserProfileModels.LoadProfile.ViewModel>) {
        loadProfileStates.append(state)
    }

    func displayFollow(_ state: UserProfileUseCaseState<UserProfileModels.Follow.ViewModel>) {
        followStates.append(state)
    }
}

/// Records the navigation the presenter asks for.
@MainActor
final class UserProfileRouterSpy: UserProfileRouting {
    private(set) var routes: [UserProfileRoute] = []

    func routeToFollowers() {
        routes.append(.followers)
    }

    func routeToEditProfile() {
        routes.append(.editProfile)
    }
}

/// Scripted results, recorded requests: the interactor of presenter tests, and the app's service
/// under the real interactor the Builder wires (the two take the same calls).
@MainActor
final class UserProfileServiceStub: UserProfileService, UserProfileInteracting {
    /// When calls answer: at once unless a test holds them.
    let gate = UserProfileCallGate()
    private(set) var loadProfileRequests: [UserProfileModels.LoadProfile.Request] = []
    var loadProfileResult: Result<UserProfileModels.LoadProfile.Response, any Error> = .success(.fixture)
    private(set) var followRequests: [UserProfileModels.Follow.Request] = []
    var followResult: Result<UserProfileModels.Follow.Response, any Error> = .success(.fixture)

    func loadProfile(
        _ request: UserProfileModels.LoadProfile.Request
    ) async throws -> UserProfileModels.LoadProfile.Response {
        loadProfileRequests.append(request)
        try await gate.pass()
        return try loadProfileResult.get()
    }

    func follow(_ request: UserProfileModels.Follow.Request) async throws -> UserProfileModels.Follow.Response {
        followRequests.append(request)
        try await gate.pass()
        return try followResult.get()
    }
}

/// When a stub's calls answer: at once, or when released; every wait has a deadline.
@MainActor
final class UserProfileCallGate {
    /// Calls wait for `releaseHeldCalls()`, as from a service that ignores cancellation.
    var holdsCalls = false
    /// Held calls cancelled before their release (never a command's: nothing may cancel it).
    private(set) var callsCancelledWhileHeld = 0
    private var heldCalls: [CheckedContinuation<Void, Never>] = []

    struct Timeout: Error, CustomStringConvertible {
        var waitingFor: String
        var description: String { "timed out waiting for \(waitingFor)" }
    }

    func pass() async throws {
        if holdsCalls {
            await withCheckedContinuation { heldCalls.append($0) }
            if Task.isCancelled { callsCancelledWhileHeld += 1 }
        }
    }

    func releaseHeldCalls() {
        let released = heldCalls
        heldCalls.removeAll()
        for call in released { call.resume() }
    }

    /// Returns once `count` calls are held; throws after `timeout` instead of hanging the test.
    func waitUntilHeld(_ count: Int, timeout: Duration = .seconds(10)) async throws {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while heldCalls.count < count {
            guard ContinuousClock.now < deadline else { throw Timeout(waitingFor: "\(count) held calls") }
            try await Task.sleep(for: .milliseconds(1))
        }
    }
}

struct UserProfileTestError: Error, Equatable {}

@MainActor
extension UserProfileModels.LoadProfile.Request {
    static let fixture = UserProfileModels.LoadProfile.Request(
        userID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 34, 27))
    )
}

@MainActor
extension UserProfileModels.LoadProfile.Response {
    static let fixture = UserProfileModels.LoadProfile.Response(
        profile: Profile(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
            displayName: "displayName 2",
            followers: 5_732,
            joined: Date(timeIntervalSince1970: 1_700_004_422)
        )
    )
}

@MainActor
extension UserProfileModels.Follow.Request {
    static let fixture = UserProfileModels.Follow.Request(
        userID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 34, 27))
    )
}

@MainActor
extension UserProfileModels.Follow.Response {
    static let fixture = UserProfileModels.Follow.Response(isFollowing: true)
}

/// What the tests compare of `UserProfileModels.Follow.ViewModel`: the fields the spec gives a
/// source. Left out: buttonTitle, a placeholder until you fill it.
struct UserProfileFollowMappedFields: Equatable {
    let isFollowing: Bool
}

@MainActor
extension UserProfileFollowMappedFields {
    init(of shown: UserProfileModels.Follow.ViewModel) {
        self.isFollowing = shown.isFollowing
    }
}

@MainActor
extension UserProfileUseCaseState where Value == UserProfileModels.Follow.ViewModel {
    /// This state with its view model cut down to the fields a test may compare.
    var mapped: UserProfileUseCaseState<UserProfileFollowMappedFields> {
        switch self {
        case .idle: return .idle
        case .running: return .running
        case .loaded(let shown): return .loaded(UserProfileFollowMappedFields(of: shown))
        case .empty: return .empty
        case .failed(let message): return .failed(message: message)
        }
    }
}

#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// What the tests that call `build` give it: a stub for each module it builds, and no screen for
    /// the routes the app opens.
    @MainActor
    final class UserProfileDependenciesStub: UserProfileDependencies {
        let userProfileService: any UserProfileService = UserProfileServiceStub()
        func userProfileDestination(for route: UserProfileRoute) -> UIViewController? { nil }
    }
#endif
