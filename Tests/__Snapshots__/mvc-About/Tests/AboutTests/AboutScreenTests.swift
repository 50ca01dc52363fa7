#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import Testing
    import UIKit

    @testable import About

    @MainActor
    @Suite("About's screen", .timeLimit(.minutes(1)))
    struct AboutScreenTests {
        @Test("the screen, loaded and let go, is freed with its model")
        func screenIsFreedWithItsRole() async throws {
            weak var screen: AboutViewController?
            weak var role: AnyObject?
            do {
                let built = AboutBuilder.build(dependencies: AboutDependenciesStub())
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
            var tasks: AboutScreenTasks? = AboutScreenTasks()
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
            let section = AboutSectionView(
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
            section.showRows(AboutUseCaseState.loaded(["a", "b", "c"])) { $0 }
            (rows()[2] as? UIButton)?.sendActions(for: .primaryActionTriggered)
            (rows()[0] as? UIButton)?.sendActions(for: .primaryActionTriggered)
            #expect(taps.rows == [2, 0])
            #expect(rows().map(\.accessibilityIdentifier) == ["rows.row.0", "rows.row.1", "rows.row.2"])
            #expect(rows().map { ($0 as? UIButton)?.configuration?.title } == ["a", "b", "c"])

            section.showRows(AboutUseCaseState<[String]>.running) { $0 }
            #expect(rows().count == 3)
            section.showRows(AboutUseCaseState.loaded(["d"])) { $0 }
            (rows().first as? UIButton)?.sendActions(for: .primaryActionTriggered)
            #expect(taps.rows == [2, 0, 0])
            #expect(rows().map { ($0 as? UIButton)?.configuration?.title } == ["d"])
            section.showRows(AboutUseCaseState<[String]>.failed(message: "")) { $0 }
            #expect(rows().count == 0)
        }

        private enum RowIDs: AboutSectionAccessibilityIDs {
            static let section = "section"
            static let status = "status"
            static let spinner = "spinner"
            static let action = "action"
        }

        @MainActor
        private final class Taps {
            var rows: [Int] = []
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
