import Foundation
import MarketTestSupport

@testable import Receipt

/// The controller: owns the model, as a view controller does, and records each state it renders.
@MainActor
final class ReceiptControllerSpy {
    let model: ReceiptModel
    private(set) var loadReceiptStates: [MarketCallState<ReceiptModels.LoadReceipt.Response>] = []

    init(model: ReceiptModel) {
        self.model = model
        model.onChange = { [weak self] in self?.render() }
    }

    private func render() {
        record(model.loadReceiptState, in: &loadReceiptStates)
    }

    private func record<Value: Equatable>(_ state: MarketCallState<Value>, in states: inout [MarketCallState<Value>]) {
        if states.last != state { states.append(state) }
    }
}

@MainActor
extension ReceiptInput {
    static let fixture = ReceiptInput(receiptID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 249)))
}

/// The app's service: scripted results, recorded requests.
@MainActor
final class ReceiptServiceStub: ReceiptService {
    /// When calls answer: at once unless a test holds them.
    let gate = MarketCallGate()
    private(set) var loadReceiptRequests: [ReceiptModels.LoadReceipt.Request] = []
    var loadReceiptResult: Result<ReceiptModels.LoadReceipt.Response, any Error> = .success(.fixture)

    func loadReceipt(_ request: ReceiptModels.LoadReceipt.Request) async throws -> ReceiptModels.LoadReceipt.Response {
        loadReceiptRequests.append(request)
        try await gate.pass()
        return try loadReceiptResult.get()
    }
}

struct ReceiptTestError: Error, Equatable {}

@MainActor
extension ReceiptModels.LoadReceipt.Request {
    static let fixture = ReceiptModels.LoadReceipt.Request(
        receiptID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 247))
    )
}

@MainActor
extension ReceiptModels.LoadReceipt.Response {
    static let fixture = ReceiptModels.LoadReceipt.Response(text: "text 2")
}

#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// What the tests that call `build` give it: a stub for each module it builds, and no screen for
    /// the routes the app opens.
    @MainActor
    final class ReceiptDependenciesStub: ReceiptDependencies {
        let receiptService: any ReceiptService = ReceiptServiceStub()
        func receiptDestination(for route: ReceiptRoute) -> UIViewController? { nil }
    }
#endif
