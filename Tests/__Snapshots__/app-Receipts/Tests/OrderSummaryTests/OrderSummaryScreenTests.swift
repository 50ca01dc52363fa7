#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import Testing

    @testable import OrderSummary

    @MainActor
    @Suite("OrderSummary's screen", .timeLimit(.minutes(1)))
    struct OrderSummaryScreenTests {
        @Test("the screen, loaded and let go, is freed with its presenter")
        func screenIsFreedWithItsRole() async throws {
            weak var screen: OrderSummaryViewController?
            weak var role: AnyObject?
            do {
                let built = OrderSummaryBuilder.build(
                    input: OrderSummaryInput(
                        receipt: Receipt(
                            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)),
                            paidAt: Date(timeIntervalSince1970: 1_700_005_901),
                            total: Decimal(1_351),
                            invoiceURL: URL(fileURLWithPath: "/invoiceURL/1")
                        )
                    ),
                    dependencies: OrderSummaryDependenciesStub()
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
            #expect(screen == nil)
            #expect(role == nil)
        }
    }
#endif
