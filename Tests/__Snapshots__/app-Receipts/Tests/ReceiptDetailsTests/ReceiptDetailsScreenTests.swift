#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import Testing

    @testable import ReceiptDetails

    @MainActor
    @Suite("ReceiptDetails's screen", .timeLimit(.minutes(1)))
    struct ReceiptDetailsScreenTests {
        @Test("the screen, loaded and let go, is freed with its viewModel")
        func screenIsFreedWithItsRole() async throws {
            weak var screen: ReceiptDetailsViewController?
            weak var role: AnyObject?
            do {
                let built = ReceiptDetailsBuilder.build(
                    input: ReceiptDetailsInput(
                        receipt: Receipt(
                            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)),
                            paidAt: Date(timeIntervalSince1970: 1_700_005_901),
                            total: Decimal(1_351),
                            invoiceURL: URL(fileURLWithPath: "/invoiceURL/1")
                        )
                    ),
                    dependencies: ReceiptDetailsDependenciesStub()
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
    }
#endif
