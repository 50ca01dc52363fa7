#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import Testing
    import UIKit

    @testable import ReceiptSharing

    @MainActor
    @Suite("ReceiptSharing's screen", .timeLimit(.minutes(1)))
    struct ReceiptSharingScreenTests {
        @Test("the screen, loaded and let go, is freed with its model")
        func screenIsFreedWithItsRole() async throws {
            weak var screen: ReceiptSharingViewController?
            weak var role: AnyObject?
            do {
                let built = ReceiptSharingBuilder.build(
                    input: ReceiptSharingInput(
                        receipt: Receipt(
                            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)),
                            paidAt: Date(timeIntervalSince1970: 1_700_005_901),
                            total: Decimal(1_351),
                            invoiceURL: URL(fileURLWithPath: "/invoiceURL/1")
                        )
                    ),
                    dependencies: ReceiptSharingDependenciesStub()
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

        @Test("loadShareText's answer is rendered as its formatted fields; a failure as its message, with a retry")
        func loadShareTextIsRendered() async throws {
            let service = ReceiptSharingServiceStub()
            let screen = ReceiptSharingViewController(model: ReceiptSharingModel(input: .fixture, service: service))
            let ids = ReceiptSharingAccessibilityIDs.LoadShareText.self
            screen.loadViewIfNeeded()
            try await waitUntil { screen.model.loadShareTextState == .loaded(.fixture) }
            let shown = ReceiptSharingFormatter().loadShareText(.loaded(.fixture))
            guard case .loaded(let viewModel) = shown else {
                Issue.record("the formatter shows no value for the fixture: \(shown)")
                return
            }
            #expect(label(ids.textField, in: screen)?.text == viewModel.text)

            service.loadShareTextResult = .failure(ReceiptSharingTestError())
            await screen.model.loadShareText()
            #expect(label(ids.status, in: screen)?.text == ReceiptSharingStrings.LoadShareText.failure)
            #expect(label(ids.textField, in: screen)?.text == nil)
            let button = view(ids.action, in: screen) as? UIButton
            #expect(button?.configuration?.title == ReceiptSharingStrings.retry)
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
