import Foundation
import Testing

@testable import UserProfile

@MainActor
@Suite("UserProfileRouter", .timeLimit(.minutes(1)))
struct UserProfileRouterTests {
    let handler = UserProfileViewSpy()
    let router = UserProfileRouter<UserProfileViewSpy>()

    init() {
        router.transitionHandler = handler
    }

    @Test("routeToFollowers hands the followers route to the handler")
    func routeToFollowers() {
        router.routeToFollowers()

        #expect(handler.handledRoutes == [.followers])
    }

    @Test("routeToEditProfile hands the edit profile route to the handler")
    func routeToEditProfile() {
        router.routeToEditProfile()

        #expect(handler.handledRoutes == [.editProfile])
    }

    @Test("a route whose destination makes no screen shows nothing")
    func routesWithoutAScreenShowNothing() {
        let handler = UserProfileViewSpy()
        let router = UserProfileRouter<UserProfileViewSpy>(destination: { _ in nil })
        router.transitionHandler = handler

        router.routeToFollowers()
        router.routeToEditProfile()

        #expect(handler.handledRoutes == [])
    }
}
