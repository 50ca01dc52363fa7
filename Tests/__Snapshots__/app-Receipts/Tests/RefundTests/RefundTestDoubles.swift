import Foundation
import ReceiptsTestSupport

@testable import Refund

/// The screen: records the states it is given, and owns its presenter as a real one does.
@MainActor
final class RefundViewSpy: RefundView {
    var presenter: (any RefundPresenting)?
    private(set) var requestRefundStates: [ReceiptsUseCaseState<RefundModels.RequestRefund.ViewModel>] = []

    func displayRequestRefund(_ state: ReceiptsUseCaseState<RefundModels.RequestRefund.ViewModel>) {
        requestRefundStates.append(state)
    }
}

@MainActor
extension RefundInput {
    static let fixture = RefundInput(
        receipt: Receipt(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 235)),
            paidAt: Date(timeIntervalSince1970: 1_700_005_903),
            total: Decimal(1_353),
            invoiceURL: URL(fileURLWithPath: "/invoiceURL/3")
        )
    )
}

/// The model (the app's service): scripted results, recorded requests.
@MainActor
final class RefundServiceStub: RefundService {
    /// When calls answer: at once unless a test holds them.
    let gate = ReceiptsCallGate()
    private(set) var requestRefundRequests: [RefundModels.RequestRefund.Request] = []
    var requestRefundResult: Result<RefundModels.RequestRefund.Response, any Error> = .success(.fixture)

    func requestRefund(
        _ request: RefundModels.RequestRefund.Request
    ) async throws -> RefundModels.RequestRefund.Response {
        requestRefundRequests.append(request)
        try await gate.pass()
        return try requestRefundResult.get()
    }
}

struct RefundTestError: Error, Equatable {}

@MainActor
extension RefundModels.RequestRefund.Request {
    static let fixture = RefundModels.RequestRefund.Request(
        receipt: Receipt(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)),
            paidAt: Date(timeIntervalSince1970: 1_700_005_901),
            total: Decimal(1_351),
            invoiceURL: URL(fileURLWithPath: "/invoiceURL/1")
        )
    )
}

@MainActor
extension RefundModels.RequestRefund.Response {
    static let fixture = RefundModels.RequestRefund.Response(accepted: true)
}
