#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import Testing
    import UIKit

    @testable import Checkout

    @MainActor
    @Suite("Checkout's screen", .timeLimit(.minutes(1)))
    struct CheckoutScreenTests {
        @Test("the screen, loaded and let go, is freed with its model")
        func screenIsFreedWithItsRole() async throws {
            weak var screen: CheckoutViewController?
            weak var role: AnyObject?
            do {
                let built = CheckoutBuilder.build(
                    input: CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 215))),
                    dependencies: CheckoutDependenciesStub()
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

        @Test("a control's newer task cancels its last; the tasks left are cancelled when the screen's go")
        func screenTasksAreCancelled() async {
            var tasks: CheckoutScreenTasks? = CheckoutScreenTasks()
            let overtaken = tasks?.start(key: "control") { try? await Task.sleep(for: .seconds(30)) }
            let newest = tasks?.start(key: "control") { try? await Task.sleep(for: .seconds(30)) }
            await overtaken?.value
            #expect(overtaken?.isCancelled == true)
            #expect(newest?.isCancelled == false)
            tasks = nil
            await newest?.value
            #expect(newest?.isCancelled == true)
        }

        @Test("a section's row, tapped, selects its index; a new answer replaces the rows, a failure clears them")
        func sectionRowsSelectTheirIndex() async {
            let taps = Taps()
            let section = CheckoutSectionView(
                title: "",
                action: "",
                ids: RowIDs.self,
                rows: ("", "rows", { taps.rows.append($0) }),
                loading: "",
                retry: ""
            ) {}
            // The rows' stack: the only stack in this section.
            let list = section.arrangedSubviews.compactMap { $0 as? UIStackView }.first
            let rows = { list?.arrangedSubviews ?? [] }
            section.showRows(CheckoutUseCaseState.loaded(["a", "b", "c"])) { $0 }
            (rows()[2] as? UIButton)?.sendActions(for: .primaryActionTriggered)
            (rows()[0] as? UIButton)?.sendActions(for: .primaryActionTriggered)
            #expect(taps.rows == [2, 0])
            #expect(rows().map(\.accessibilityIdentifier) == ["rows.row.0", "rows.row.1", "rows.row.2"])
            #expect(rows().map { ($0 as? UIButton)?.configuration?.title } == ["a", "b", "c"])

            section.showRows(CheckoutUseCaseState<[String]>.running) { $0 }
            #expect(rows().count == 3)
            section.showRows(CheckoutUseCaseState.loaded(["d"])) { $0 }
            (rows().first as? UIButton)?.sendActions(for: .primaryActionTriggered)
            #expect(taps.rows == [2, 0, 0])
            #expect(rows().map { ($0 as? UIButton)?.configuration?.title } == ["d"])
            section.showRows(CheckoutUseCaseState<[String]>.failed(message: "")) { $0 }
            #expect(rows().count == 0)
        }

        private enum RowIDs: CheckoutSectionAccessibilityIDs {
            static let section = "section"
            static let status = "status"
            static let spinner = "spinner"
            static let action = "action"
        }

        @MainActor
        private final class Taps {
            var rows: [Int] = []
        }

        @Test("loadCart's answer is rendered as its formatted fields; a failure as its message, with a retry")
        func loadCartIsRendered() async throws {
            let service = CheckoutServiceStub()
            let screen = CheckoutViewController(
                model: CheckoutModel(input: .fixture, service: service),
                destination: { _ in nil }
            )
            let ids = CheckoutAccessibilityIDs.LoadCart.self
            screen.loadViewIfNeeded()
            try await waitUntil { screen.model.loadCartState == .loaded(.fixture) }
            let shown = CheckoutFormatter().loadCart(.loaded(.fixture))
            guard case .loaded(let viewModel) = shown else {
                Issue.record("the formatter shows no value for the fixture: \(shown)")
                return
            }
            #expect(label(ids.rowsField, in: screen)?.text == viewModel.rows.joined(separator: "\n"))
            #expect(label(ids.totalTextField, in: screen)?.text == viewModel.totalText)
            #expect(label(ids.itemCountField, in: screen)?.text == viewModel.itemCount)

            service.loadCartResult = .failure(CheckoutTestError())
            await screen.model.loadCart()
            #expect(label(ids.status, in: screen)?.text == CheckoutStrings.LoadCart.failure)
            #expect(label(ids.rowsField, in: screen)?.text == nil)
            #expect(label(ids.totalTextField, in: screen)?.text == nil)
            #expect(label(ids.itemCountField, in: screen)?.text == nil)
            let button = view(ids.action, in: screen) as? UIButton
            #expect(button?.configuration?.title == CheckoutStrings.retry)
        }

        @Test("confirmation is pushed in the screen's navigation controller")
        func confirmationIsShown() {
            let service = CheckoutServiceStub()
            let opened = UIViewController()
            let route: CheckoutRoute = .confirmation(
                receipt: Receipt(
                    id: "id 1",
                    paidAt: Date(timeIntervalSince1970: 1_700_005_901),
                    items: [
                        CartItem(
                            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)),
                            title: "title 1",
                            quantity: 8_361,
                            price: Decimal(6_901),
                            imageURL: URL(fileURLWithPath: "/imageURL/1")
                        ),
                        CartItem(
                            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 27)),
                            title: "title 51",
                            quantity: 8_411,
                            price: Decimal(6_951),
                            imageURL: URL(fileURLWithPath: "/imageURL/51")
                        ),
                    ],
                    shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1")
                )
            )
            let screen = CheckoutViewController(
                model: CheckoutModel(input: .fixture, service: service),
                destination: { $0 == route ? opened : nil }
            )
            let navigation = UINavigationController(rootViewController: screen)
            // Presenting, the other branch, needs a screen in a window: a UI test's business.
            screen.show(route)
            #expect(navigation.topViewController === opened)
        }

        @Test("addressBook's button opens its route")
        func addressBookButtonOpensItsRoute() async throws {
            let service = CheckoutServiceStub()
            let opened = UIViewController()
            var routes: [CheckoutRoute] = []
            let screen = CheckoutViewController(model: CheckoutModel(input: .fixture, service: service)) { route in
                routes.append(route)
                return opened
            }
            let navigation = UINavigationController(rootViewController: screen)
            screen.loadViewIfNeeded()
            let button = view(CheckoutAccessibilityIDs.Routes.addressBook, in: screen) as? UIButton

            button?.sendActions(for: .primaryActionTriggered)

            #expect(routes == [.addressBook])
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
