#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import XCTest

    @testable import ProductDetail

    final class ProductDetailScreenTests: XCTestCase {
        // async: a synchronous main-actor test method aborts XCTest on Linux.
        @MainActor
        func testScreenIsFreedWithItsRole() async throws {
            weak var screen: ProductDetailViewController?
            weak var role: AnyObject?
            do {
                let built = ProductDetailBuilder.build(
                    input: ProductDetailInput(
                        productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 151))
                    ),
                    dependencies: ProductDetailDependenciesStub()
                )
                built.loadViewIfNeeded()
                screen = built
                role = built.presenter
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
            var tasks: ProductDetailScreenTasks? = ProductDetailScreenTasks()
            let overtaken = tasks?.start(key: "control") { try? await Task.sleep(for: .seconds(30)) }
            let newest = tasks?.start(key: "control") { try? await Task.sleep(for: .seconds(30)) }
            await overtaken?.value
            XCTAssertEqual(overtaken?.isCancelled, true)
            XCTAssertEqual(newest?.isCancelled, false)
            tasks = nil
            await newest?.value
            XCTAssertEqual(newest?.isCancelled, true)
        }
    }
#endif
