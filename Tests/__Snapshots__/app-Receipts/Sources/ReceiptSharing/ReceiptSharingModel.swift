import Foundation

/// Where the data comes from (network, database, cache): the app gives it to the Builder.
public protocol ReceiptSharingService: Sendable {
    func loadShareText(
        _ request: ReceiptSharingModels.LoadShareText.Request
    ) async throws -> ReceiptSharingModels.LoadShareText.Response
}

/// Gives the built module a new input: the calls that follow read it. Returns false, changing
/// nothing, when the module has that input already.
@MainActor
public protocol ReceiptSharingModuleInput: AnyObject {
    @discardableResult
    func update(_ input: ReceiptSharingInput) -> Bool
}

/// The Model of MVC: the data, each use case's call and where it stands. It knows no screen:
/// its controller owns it and hears `onChange`.
@MainActor
final class ReceiptSharingModel {
    private(set) var loadShareTextState: ReceiptsCallState<ReceiptSharingModels.LoadShareText.Response> = .idle {
        didSet { onChange?() }
    }
    /// Called after every change of a state above; the controller captures itself weakly in it.
    var onChange: (@MainActor () -> Void)?
    /// Requests take the fields the user does not give from it; `update(_:)` replaces it.
    /// Internal, not private: the tests of a module whose routes open this one check it.
    private(set) var input: ReceiptSharingInput
    private let service: any ReceiptSharingService
    private let loadShareTextCalls = ReceiptsQueryCalls()

    init(input: ReceiptSharingInput, service: any ReceiptSharingService) {
        self.input = input
        self.service = service
    }

    func loadShareText() async {
        let request = ReceiptSharingModels.LoadShareText.Request(receipt: self.input.receipt)
        let outcome = await loadShareTextCalls.run { [service] in
            try await service.loadShareText(request)
        } onStart: {
            loadShareTextState = .running
        } onCancel: {
            loadShareTextState = .idle
        }
        guard let outcome else { return }
        loadShareTextState = ReceiptsCallState(outcome)
    }
}

extension ReceiptSharingModel: ReceiptSharingModuleInput {
    func update(_ input: ReceiptSharingInput) -> Bool {
        guard input != self.input else { return false }
        self.input = input
        loadShareTextCalls.dropCallsInFlight()
        loadShareTextState = .idle
        return true
    }
}
