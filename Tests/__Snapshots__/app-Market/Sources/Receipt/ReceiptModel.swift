import Foundation

/// Where the data comes from (network, database, cache): the app gives it to the Builder.
public protocol ReceiptService: Sendable {
    func loadReceipt(_ request: ReceiptModels.LoadReceipt.Request) async throws -> ReceiptModels.LoadReceipt.Response
}

/// Gives the built module a new input: the calls that follow read it. Returns false, changing
/// nothing, when the module has that input already.
@MainActor
public protocol ReceiptModuleInput: AnyObject {
    @discardableResult
    func update(_ input: ReceiptInput) -> Bool
}

/// The Model of MVC: the data, each use case's call and where it stands. It knows no screen:
/// its controller owns it and hears `onChange`.
@MainActor
final class ReceiptModel {
    private(set) var loadReceiptState: MarketCallState<ReceiptModels.LoadReceipt.Response> = .idle {
        didSet { onChange?() }
    }
    /// Called after every change of a state above; the controller captures itself weakly in it.
    var onChange: (@MainActor () -> Void)?
    /// Requests take the fields the user does not give from it; `update(_:)` replaces it.
    /// Internal, not private: the tests of a module whose routes open this one check it.
    private(set) var input: ReceiptInput
    private let service: any ReceiptService
    private let loadReceiptCalls = MarketQueryCalls()
    /// The last `loadReceipt` answer, which routes take their payload from; nil after a failure.
    private(set) var lastLoadReceiptResponse: ReceiptModels.LoadReceipt.Response?

    init(input: ReceiptInput, service: any ReceiptService) {
        self.input = input
        self.service = service
    }

    func loadReceipt() async {
        let request = ReceiptModels.LoadReceipt.Request(receiptID: self.input.receiptID)
        let outcome = await loadReceiptCalls.run { [service] in
            try await service.loadReceipt(request)
        } onStart: {
            loadReceiptState = .running
        } onCancel: {
            loadReceiptState = .idle
        }
        guard let outcome else { return }
        lastLoadReceiptResponse = try? outcome.get()
        loadReceiptState = MarketCallState(outcome)
    }

    /// The share route, carrying what the last `loadReceipt` response holds: nil before that
    /// response. The controller opens it.
    func shareRoute() -> ReceiptRoute? {
        guard let response = lastLoadReceiptResponse else { return nil }
        return .share(text: response.text)
    }
}

extension ReceiptModel: ReceiptModuleInput {
    func update(_ input: ReceiptInput) -> Bool {
        guard input != self.input else { return false }
        self.input = input
        loadReceiptCalls.dropCallsInFlight()
        lastLoadReceiptResponse = nil
        loadReceiptState = .idle
        return true
    }
}
