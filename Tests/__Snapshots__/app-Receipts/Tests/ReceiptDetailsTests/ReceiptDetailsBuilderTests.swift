import Foundation
import Testing

@testable import ReceiptDetails

@MainActor
@Suite("ReceiptDetailsBuilder", .timeLimit(.minutes(1)))
struct ReceiptDetailsBuilderTests {
    @Test("assemble gives a view model over the service")
    func assembleConnectsEveryPart() {
        let service = ReceiptDetailsServiceStub()
        let viewModel = ReceiptDetailsBuilder.assemble(
            input: ReceiptDetailsInput(
                receipt: Receipt(
                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 235)),
                    paidAt: Date(timeIntervalSince1970: 1_700_005_903),
                    total: Decimal(1_353),
                    invoiceURL: URL(fileURLWithPath: "/invoiceURL/3")
                )
            ),
            service: service
        )

        #expect(viewModel.service as? ReceiptDetailsServiceStub === service)
        #expect(
            viewModel.input
                == ReceiptDetailsInput(
                    receipt: Receipt(
                        id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 235)),
                        paidAt: Date(timeIntervalSince1970: 1_700_005_903),
                        total: Decimal(1_353),
                        invoiceURL: URL(fileURLWithPath: "/invoiceURL/3")
                    )
                )
        )
    }

    @Test("the view model is released with its screen")
    func viewModelIsReleasedWithItsScreen() {
        weak var weakScreen: ReceiptDetailsScreenSpy?
        weak var weakViewModel: ReceiptDetailsViewModel?
        do {
            let screen = ReceiptDetailsScreenSpy()
            let viewModel = ReceiptDetailsBuilder.assemble(
                input: ReceiptDetailsInput(
                    receipt: Receipt(
                        id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 235)),
                        paidAt: Date(timeIntervalSince1970: 1_700_005_903),
                        total: Decimal(1_353),
                        invoiceURL: URL(fileURLWithPath: "/invoiceURL/3")
                    )
                ),
                service: ReceiptDetailsServiceStub()
            )
            screen.bind(to: viewModel)
            weakScreen = screen
            weakViewModel = viewModel
            #expect(weakViewModel != nil)
        }
        #expect(weakScreen == nil)
        #expect(weakViewModel == nil)
    }

    @Test("calls still running when the screen goes away keep the rest alive only until they end")
    func viewModelIsReleasedOnceItsCallsEnd() async throws {
        weak var weakScreen: ReceiptDetailsScreenSpy?
        weak var weakViewModel: ReceiptDetailsViewModel?
        let service = ReceiptDetailsServiceStub()
        var calls: [Task<Void, Never>] = []
        do {
            let screen = ReceiptDetailsScreenSpy()
            let viewModel = ReceiptDetailsBuilder.assemble(
                input: ReceiptDetailsInput(
                    receipt: Receipt(
                        id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 235)),
                        paidAt: Date(timeIntervalSince1970: 1_700_005_903),
                        total: Decimal(1_353),
                        invoiceURL: URL(fileURLWithPath: "/invoiceURL/3")
                    )
                ),
                service: service
            )
            screen.bind(to: viewModel)
            weakScreen = screen
            weakViewModel = viewModel
            #expect(weakViewModel != nil)
            service.gate.holdsCalls = true
            calls.append(Task { await viewModel.loadDetails() })
            try await service.gate.waitUntilHeld(1)
        }
        #expect(weakScreen == nil)
        service.gate.releaseHeldCalls()
        for call in calls { await call.value }
        #expect(weakViewModel == nil)
    }
}
