#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import UIKit
    import XCTest

    @testable import Search

    final class SearchScreenTests: XCTestCase {
        // async: a synchronous main-actor test method aborts XCTest on Linux.
        @MainActor
        func testScreenIsFreedWithItsRole() async throws {
            weak var screen: SearchViewController?
            weak var role: AnyObject?
            do {
                let built = SearchBuilder.build(dependencies: SearchDependenciesStub())
                built.loadViewIfNeeded()
                screen = built
                role = built.viewModel
            }
            // A query started on load holds it until the stub answers; a strong capture, for good.
            let deadline = ContinuousClock.now.advanced(by: .seconds(5))
            while screen != nil || role != nil, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(1))
            }
            XCTAssertNil(screen)
            XCTAssertNil(role)
        }

        @MainActor
        func testScreenTasksAreCancelled() async {
            var tasks: SearchScreenTasks? = SearchScreenTasks()
            let overtaken = tasks?.start(key: "control") { try? await Task.sleep(for: .seconds(30)) }
            let newest = tasks?.start(key: "control") { try? await Task.sleep(for: .seconds(30)) }
            await overtaken?.value
            XCTAssertEqual(overtaken?.isCancelled, true)
            XCTAssertEqual(newest?.isCancelled, false)
            tasks = nil
            await newest?.value
            XCTAssertEqual(newest?.isCancelled, true)
        }

        @MainActor
        func testSectionRowsSelectTheirIndex() async {
            let taps = Taps()
            let section = SearchSectionView(
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
            section.showRows(SearchUseCaseState.loaded(["a", "b", "c"])) { $0 }
            (rows()[2] as? UIButton)?.sendActions(for: .primaryActionTriggered)
            (rows()[0] as? UIButton)?.sendActions(for: .primaryActionTriggered)
            XCTAssertEqual(taps.rows, [2, 0])
            XCTAssertEqual(rows().map(\.accessibilityIdentifier), ["rows.row.0", "rows.row.1", "rows.row.2"])
            XCTAssertEqual(rows().map { ($0 as? UIButton)?.configuration?.title }, ["a", "b", "c"])

            section.showRows(SearchUseCaseState<[String]>.running) { $0 }
            XCTAssertEqual(rows().count, 3)
            section.showRows(SearchUseCaseState.loaded(["d"])) { $0 }
            (rows().first as? UIButton)?.sendActions(for: .primaryActionTriggered)
            XCTAssertEqual(taps.rows, [2, 0, 0])
            XCTAssertEqual(rows().map { ($0 as? UIButton)?.configuration?.title }, ["d"])
            section.showRows(SearchUseCaseState<[String]>.failed(message: "")) { $0 }
            XCTAssertEqual(rows().count, 0)
        }

        private enum RowIDs: SearchSectionAccessibilityIDs {
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
