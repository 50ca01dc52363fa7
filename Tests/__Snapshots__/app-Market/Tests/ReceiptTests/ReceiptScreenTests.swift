#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import Testing
    import UIKit

    @testable import Receipt

    @MainActor
    @Suite("Receipt's screen", .timeLimit(.minutes(1)))
    struct ReceiptScreenTests {
        @Test("the screen, loaded and let go, is freed with its model")
        func screenIsFreedWithItsRole() async throws {
            weak var screen: ReceiptViewController?
            weak var role: AnyObject?
            do {
                let built = ReceiptBuilder.build(
                    input: ReceiptInput(receiptID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 247))),
                    dependencies: ReceiptDependenciesStub()
                )
                built.loadViewIfNeeded()
                screen = built
                role = built.model
            }
            // A query started on load holds it until the stub answers; a strong capture, for good.
            let deadline = ContinuousClock.now.advanced(by: .seconds(5))
            while screen != nil || role != nil, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(1))
            }
            #expect(screen == nil)
            #expect(role == nil)
        }

        @Test("loadReceipt's answer is rendered as its formatted fields; a failure as its message, with a retry")
        func loadReceiptIsRendered() async throws {
            let service = ReceiptServiceStub()
            let screen = ReceiptViewController(
                model: ReceiptModel(input: .fixture, service: service),
                destination: { _ in nil }
            )
            let ids = ReceiptAccessibilityIDs.LoadReceipt.self
            screen.loadViewIfNeeded()
            try await waitUntil { screen.model.loadReceiptState == .loaded(.fixture) }
            let shown = ReceiptFormatter().loadReceipt(.loaded(.fixture))
            guard case .loaded(let viewModel) = shown else {
                Issue.record("the formatter shows no value for the fixture: \(shown)")
                return
            }
            #expect(label(ids.textField, in: screen)?.text == viewModel.text)

            service.loadReceiptResult = .failure(ReceiptTestError())
            await screen.model.loadReceipt()
            #expect(label(ids.status, in: screen)?.text == ReceiptStrings.LoadReceipt.failure)
            #expect(label(ids.textField, in: screen)?.text == nil)
            let button = view(ids.action, in: screen) as? UIButton
            #expect(button?.configuration?.title == ReceiptStrings.retry)
        }

        @Test("share's button opens its route with what the screen shows, once it shows it")
        func shareButtonOpensItsRoute() async throws {
            let service = ReceiptServiceStub()
            let opened = UIViewController()
            var routes: [ReceiptRoute] = []
            let screen = ReceiptViewController(model: ReceiptModel(input: .fixture, service: service)) { route in
                routes.append(route)
                return opened
            }
            let navigation = UINavigationController(rootViewController: screen)
            let response = ReceiptModels.LoadReceipt.Response(text: "text 2")
            service.loadReceiptResult = .success(response)
            screen.loadViewIfNeeded()
            let button = view(ReceiptAccessibilityIDs.Routes.share, in: screen) as? UIButton
            #expect(button?.isEnabled == false)
            await screen.model.loadReceipt()
            // A call the screen started on load may be the one that answers: with the same answer.
            try await waitUntil { screen.model.lastLoadReceiptResponse == response }
            #expect(button?.isEnabled == true)

            button?.sendActions(for: .primaryActionTriggered)

            #expect(routes == [.share(text: response.text)])
            #expect(navigation.topViewController === opened)

            // A new input makes the answer stale: the button waits for the next one.
            _ = screen.update(ReceiptInput(receiptID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 252))))
            #expect(button?.isEnabled == false)
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
