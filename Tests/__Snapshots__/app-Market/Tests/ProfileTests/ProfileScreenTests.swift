#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import Testing
    import UIKit

    @testable import Profile

    @MainActor
    @Suite("Profile's screen", .timeLimit(.minutes(1)))
    struct ProfileScreenTests {

        @Test("loadProfile's answer is rendered as its formatted fields; a failure as its message, with a retry")
        func loadProfileIsRendered() async throws {
            let service = ProfileServiceStub()
            let screen = ProfileViewController(model: ProfileModel(service: service), destination: { _ in nil })
            let ids = ProfileAccessibilityIDs.LoadProfile.self
            screen.loadViewIfNeeded()
            try await waitUntil { screen.model.loadProfileState == .loaded(.fixture) }
            let shown = ProfileFormatter().loadProfile(.loaded(.fixture))
            guard case .loaded(let viewModel) = shown else {
                Issue.record("the formatter shows no value for the fixture: \(shown)")
                return
            }
            #expect(label(ids.nameField, in: screen)?.text == viewModel.name)
            #expect(label(ids.emailField, in: screen)?.text == viewModel.email)

            service.loadProfileResult = .failure(ProfileTestError())
            await screen.model.loadProfile()
            #expect(label(ids.status, in: screen)?.text == ProfileStrings.LoadProfile.failure)
            #expect(label(ids.nameField, in: screen)?.text == nil)
            #expect(label(ids.emailField, in: screen)?.text == nil)
            let button = view(ids.action, in: screen) as? UIButton
            #expect(button?.configuration?.title == ProfileStrings.retry)
        }

        @Test("orders's button opens its route")
        func ordersButtonOpensItsRoute() async throws {
            let service = ProfileServiceStub()
            let opened = UIViewController()
            var routes: [ProfileRoute] = []
            let screen = ProfileViewController(model: ProfileModel(service: service)) { route in
                routes.append(route)
                return opened
            }
            let navigation = UINavigationController(rootViewController: screen)
            screen.loadViewIfNeeded()
            let button = view(ProfileAccessibilityIDs.Routes.orders, in: screen) as? UIButton

            button?.sendActions(for: .primaryActionTriggered)

            #expect(routes == [.orders])
            #expect(navigation.topViewController === opened)
        }

        @Test("settings's button opens its route")
        func settingsButtonOpensItsRoute() async throws {
            let service = ProfileServiceStub()
            let opened = UIViewController()
            var routes: [ProfileRoute] = []
            let screen = ProfileViewController(model: ProfileModel(service: service)) { route in
                routes.append(route)
                return opened
            }
            let navigation = UINavigationController(rootViewController: screen)
            screen.loadViewIfNeeded()
            let button = view(ProfileAccessibilityIDs.Routes.settings, in: screen) as? UIButton

            button?.sendActions(for: .primaryActionTriggered)

            #expect(routes == [.settings])
            #expect(navigation.topViewController === opened)
        }

        /// The view a UI test would find by `id` in `screen`'s view tree.
        @MainActor
        private func view(_ id: String, in screen: UIViewController) -> UIView? {
            var views: [UIView] = [screen.view]
            while !views.isEmpty {
                let view = views.removeFirst()
                if view.accessibilityIdentifier == id { return view }
                views += view.subviews
            }
            return nil
        }

        @MainActor
        private func label(_ id: String, in screen: UIViewController) -> UILabel? {
            view(id, in: screen) as? UILabel
        }

        /// Returns once `condition` holds, as it does when a call the screen started ends; gives up
        /// after five seconds, leaving the expectations after it to fail.
        @MainActor
        private func waitUntil(_ condition: () -> Bool) async throws {
            let deadline = ContinuousClock.now.advanced(by: .seconds(5))
            while !condition(), ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(1))
            }
        }
    }
#endif
