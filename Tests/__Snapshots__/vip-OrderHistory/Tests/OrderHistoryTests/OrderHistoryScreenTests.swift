#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import Testing
    import UIKit

    @testable import OrderHistory

    @MainActor
    @Suite("OrderHistory's screen", .timeLimit(.minutes(1)))
    struct OrderHistoryScreenTests {
        @Test("the screen, loaded and let go, is freed with its interactor")
        func screenIsFreedWithItsRole() async throws {
            weak var screen: OrderHistoryViewController?
            weak var role: AnyObject?
            do {
                let built = OrderHistoryBuilder.build(dependencies: OrderHistoryDependenciesStub())
                built.loadViewIfNeeded()
                screen = built
                role = built.interactor
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
            var tasks: OrderHistoryScreenTasks? = OrderHistoryScreenTasks()
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
            let section = OrderHistorySectionView(
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
            section.showRows(OrderHistoryUseCaseState.loaded(["a", "b", "c"])) { $0 }
            (rows()[2] as? UIButton)?.sendActions(for: .primaryActionTriggered)
            (rows()[0] as? UIButton)?.sendActions(for: .primaryActionTriggered)
            #expect(taps.rows == [2, 0])
            #expect(rows().map(\.accessibilityIdentifier) == ["rows.row.0", "rows.row.1", "rows.row.2"])
            #expect(rows().map { ($0 as? UIButton)?.configuration?.title } == ["a", "b", "c"])

            section.showRows(OrderHistoryUseCaseState<[String]>.running) { $0 }
            #expect(rows().count == 3)
            section.showRows(OrderHistoryUseCaseState.loaded(["d"])) { $0 }
            (rows().first as? UIButton)?.sendActions(for: .primaryActionTriggered)
            #expect(taps.rows == [2, 0, 0])
            #expect(rows().map { ($0 as? UIButton)?.configuration?.title } == ["d"])
            section.showRows(OrderHistoryUseCaseState<[String]>.failed(message: "")) { $0 }
            #expect(rows().count == 0)
        }

        private enum RowIDs: OrderHistorySectionAccessibilityIDs {
            static let section = "section"
            static let status = "status"
            static let spinner = "spinner"
            static let action = "action"
        }

        @MainActor
        private final class Taps {
            var rows: [Int] = []
        }
    }
#endif
