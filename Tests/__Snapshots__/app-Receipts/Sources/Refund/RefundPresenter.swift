import Foundation

/// The module's logic: turns user intents into model calls, and results into what the passive
/// view shows, telling it explicitly what to display.
@MainActor
final class RefundPresenter {
    /// Weak: the view owns the module, so a strong reference back would leak both.
    weak var view: (any RefundView)?
    /// Requests take the fields the view does not pass from it; `update(_:)` replaces it.
    private(set) var input: RefundInput
    let service: any RefundService
    private let requestRefundCalls = ReceiptsCommandCalls()

    init(input: RefundInput, service: any RefundService) {
        self.input = input
        self.service = service
    }
}

extension RefundPresenter: RefundPresenting {
    func update(_ input: RefundInput) -> Bool {
        guard input != self.input else { return false }
        self.input = input
        return true
    }

    func requestRefund() async {
        let request = RefundModels.RequestRefund.Request(receipt: self.input.receipt)
        let outcome = await requestRefundCalls.run { [service] in
            try await service.requestRefund(request)
        } onStart: {
            view?.displayRequestRefund(.running)
        }
        guard let outcome else { return }
        view?.displayRequestRefund(
            ReceiptsUseCaseState(
                outcome,
                viewModel: Self.requestRefundViewModel,
                failureMessage: Self.requestRefundFailureMessage
            )
        )
    }
}

extension RefundPresenter {
    /// Formats the response of `requestRefund` for display.
    static func requestRefundViewModel(
        from response: RefundModels.RequestRefund.Response
    ) -> RefundModels.RequestRefund.ViewModel {
        RefundModels.RequestRefund.ViewModel(accepted: response.accepted)
    }

    /// Map the errors your service throws to messages of their own here.
    static func requestRefundFailureMessage(for error: any Error) -> String {
        RefundStrings.RequestRefund.failure
    }
}
