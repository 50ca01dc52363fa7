#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import Testing

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
    }
#endif
