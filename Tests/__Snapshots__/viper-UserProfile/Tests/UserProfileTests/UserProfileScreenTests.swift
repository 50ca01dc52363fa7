#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import Testing

    @testable import UserProfile

    @MainActor
    @Suite("UserProfile's screen", .timeLimit(.minutes(1)))
    struct UserProfileScreenTests {
        @Test("the screen, loaded and let go, is freed with its presenter")
        func screenIsFreedWithItsRole() async throws {
            weak var screen: UserProfileViewController?
            weak var role: AnyObject?
            do {
                let built = UserProfileBuilder.build(dependencies: UserProfileDependenciesStub())
                built.loadViewIfNeeded()
                screen = built
                role = built.presenter
            }
            // A query started on load holds it until the stub answers; a strong capture, for good.
            let deadline = ContinuousClock.now.advanced(by: .seconds(5))
            while screen != nil || role != nil, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(1))
            }
            #expect(screen == nil)
            #expect(role == nil)
        }
    }
#endif
