#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import Testing

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
    }
#endif
