#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import Testing

    @testable import Checkout

    @MainActor
    @Suite("Checkout's screen", .timeLimit(.minutes(1)))
    struct CheckoutScreenTests {
        @Test("the screen, loaded and let go, is freed with its viewModel")
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
                role = built.viewModel
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
    }
#endif
