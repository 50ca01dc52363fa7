import Foundation
import ReceiptsTestSupport

@testable import ReceiptDetails

/// The screen: owns and binds to its view model as a real one does, and records states.
@MainActor
final class ReceiptDetailsScreenSpy {
    private(set) var viewModel: ReceiptDetailsViewModel?
    private(set) var states: [ReceiptDetailsState] = []

    func bind(to viewModel: ReceiptDetailsViewModel) {
        self.viewModel = viewModel
        viewModel.onStateChange = { [weak self] state in self?.states.append(state) }
    }
}

/// The model: scripted results, recorded requests.
@MainActor
final class ReceiptDetailsServiceStub: ReceiptDetailsService {
    /// When calls answer: at once unless a test holds them.
    let gate = ReceiptsCallGate()
    private(set) var loadDetailsRequests: [ReceiptDetailsModels.LoadDetails.Request] = []
    var loadDetailsResult: Result<ReceiptDetailsModels.LoadDetails.Response, any Error> = .success(.fixture)

    func loadDetails(
        _ request: ReceiptDetailsModels.LoadDetails.Request
    ) async throws -> ReceiptDetailsModels.LoadDetails.Response {
        loadDetailsRequests.append(request)
        try await gate.pass()
        return try loadDetailsResult.get()
    }
}

struct ReceiptDetailsTestError: Error, Equatable {}

@MainActor
extension ReceiptDetailsModels.LoadDetails.Request {
    static let fixture = ReceiptDetailsModels.LoadDetails.Request(
        receipt: Receipt(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)),
            paidAt: Date(timeIntervalSince1970: 1_700_005_901),
            total: Decimal(1_351),
            invoiceURL: URL(fileURLWithPath: "/invoiceURL/1")
        )
    )
}

@MainActor
extension ReceiptDetailsModels.LoadDetails.Response {
    static let fixture = ReceiptDetailsModels.LoadDetails.Response(title: "title 2")
}

#if canImport(UIKit) && !os(watchOS)
    /// What the tests that call `build` give it: a stub for each module it builds.
    @MainActor
    final class ReceiptDetailsDependenciesStub: ReceiptDetailsDependencies {
        let receiptDetailsService: any ReceiptDetailsService = ReceiptDetailsServiceStub()
    }
#endif
