import Foundation
import ReceiptsTestSupport

@testable import ReceiptSharing

/// The controller: owns the model, as a view controller does, and records each state it renders.
@MainActor
final class ReceiptSharingControllerSpy {
    let model: ReceiptSharingModel
    private(set) var loadShareTextStates: [ReceiptsCallState<ReceiptSharingModels.LoadShareText.Response>] = []

    init(model: ReceiptSharingModel) {
        self.model = model
        model.onChange = { [weak self] in self?.render() }
    }

    private func render() {
        record(model.loadShareTextState, in: &loadShareTextStates)
    }

    private func record<Value: Equatable>(
        _ state: ReceiptsCallState<Value>,
        in states: inout [ReceiptsCallState<Value>]
    ) {
        if states.last != state { states.append(state) }
    }
}

@MainActor
extension ReceiptSharingInput {
    static let fixture = ReceiptSharingInput(
        receipt: Receipt(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 235)),
            paidAt: Date(timeIntervalSince1970: 1_700_005_903),
            total: Decimal(1_353),
            invoiceURL: URL(fileURLWithPath: "/invoiceURL/3")
        )
    )
}

/// The app's service: scripted results, recorded requests.
@MainActor
final class ReceiptSharingServiceStub: ReceiptSharingService {
    /// When calls answer: at once unless a test holds them.
    let gate = ReceiptsCallGate()
    private(set) var loadShareTextRequests: [ReceiptSharingModels.LoadShareText.Request] = []
    var loadShareTextResult: Result<ReceiptSharingModels.LoadShareText.Response, any Error> = .success(.fixture)

    func loadShareText(
        _ request: ReceiptSharingModels.LoadShareText.Request
    ) async throws -> ReceiptSharingModels.LoadShareText.Response {
        loadShareTextRequests.append(request)
        try await gate.pass()
        return try loadShareTextResult.get()
    }
}

struct ReceiptSharingTestError: Error, Equatable {}

@MainActor
extension ReceiptSharingModels.LoadShareText.Request {
    static let fixture = ReceiptSharingModels.LoadShareText.Request(
        receipt: Receipt(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)),
            paidAt: Date(timeIntervalSince1970: 1_700_005_901),
            total: Decimal(1_351),
            invoiceURL: URL(fileURLWithPath: "/invoiceURL/1")
        )
    )
}

@MainActor
extension ReceiptSharingModels.LoadShareText.Response {
    static let fixture = ReceiptSharingModels.LoadShareText.Response(text: "text 2")
}

#if canImport(UIKit) && !os(watchOS)
    /// What the tests that call `build` give it: a stub for each module it builds.
    @MainActor
    final class ReceiptSharingDependenciesStub: ReceiptSharingDependencies {
        let receiptSharingService: any ReceiptSharingService = ReceiptSharingServiceStub()
    }
#endif
