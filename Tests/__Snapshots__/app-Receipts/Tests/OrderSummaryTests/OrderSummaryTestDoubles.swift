import Foundation
import ReceiptsTestSupport

@testable import OrderSummary

/// The screen: records the states it is given, and owns its presenter as a real one does.
@MainActor
final class OrderSummaryViewSpy: OrderSummaryView {
    var presenter: (any OrderSummaryPresenting)?
    private(set) var loadSummaryStates: [ReceiptsUseCaseState<OrderSummaryModels.LoadSummary.ViewModel>] = []

    func displayLoadSummary(_ state: ReceiptsUseCaseState<OrderSummaryModels.LoadSummary.ViewModel>) {
        loadSummaryStates.append(state)
    }
}

@MainActor
extension OrderSummaryInput {
    static let fixture = OrderSummaryInput(
        receipt: Receipt(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 235)),
            paidAt: Date(timeIntervalSince1970: 1_700_005_903),
            total: Decimal(1_353),
            invoiceURL: URL(fileURLWithPath: "/invoiceURL/3")
        )
    )
}

/// Scripted results, recorded requests: the interactor of presenter tests, and the app's service
/// under the real interactor the Builder wires (the two take the same calls).
@MainActor
final class OrderSummaryServiceStub: OrderSummaryService, OrderSummaryInteracting {
    /// When calls answer: at once unless a test holds them.
    let gate = ReceiptsCallGate()
    private(set) var loadSummaryRequests: [OrderSummaryModels.LoadSummary.Request] = []
    var loadSummaryResult: Result<OrderSummaryModels.LoadSummary.Response, any Error> = .success(.fixture)

    func loadSummary(
        _ request: OrderSummaryModels.LoadSummary.Request
    ) async throws -> OrderSummaryModels.LoadSummary.Response {
        loadSummaryRequests.append(request)
        try await gate.pass()
        return try loadSummaryResult.get()
    }
}

struct OrderSummaryTestError: Error, Equatable {}

@MainActor
extension OrderSummaryModels.LoadSummary.Request {
    static let fixture = OrderSummaryModels.LoadSummary.Request(
        receipt: Receipt(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)),
            paidAt: Date(timeIntervalSince1970: 1_700_005_901),
            total: Decimal(1_351),
            invoiceURL: URL(fileURLWithPath: "/invoiceURL/1")
        )
    )
}

@MainActor
extension OrderSummaryModels.LoadSummary.Response {
    static let fixture = OrderSummaryModels.LoadSummary.Response(title: "title 2")
}

#if canImport(UIKit) && !os(watchOS)
    /// What the tests that call `build` give it: a stub for each module it builds.
    @MainActor
    final class OrderSummaryDependenciesStub: OrderSummaryDependencies {
        let orderSummaryService: any OrderSummaryService = OrderSummaryServiceStub()
    }
#endif
