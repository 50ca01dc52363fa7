import Foundation

/// Turns user intents into interactor calls, and results into what the view shows.
@MainActor
final class OrderSummaryPresenter {
    /// Weak: the view owns the module, so a strong reference back would leak both.
    weak var view: (any OrderSummaryView)?
    /// Requests take the fields the view does not pass from it; `update(_:)` replaces it.
    private(set) var input: OrderSummaryInput
    let interactor: any OrderSummaryInteracting
    private let loadSummaryCalls = ReceiptsQueryCalls()

    init(input: OrderSummaryInput, interactor: any OrderSummaryInteracting) {
        self.input = input
        self.interactor = interactor
    }
}

extension OrderSummaryPresenter: OrderSummaryPresenting {
    func update(_ input: OrderSummaryInput) -> Bool {
        guard input != self.input else { return false }
        self.input = input
        loadSummaryCalls.dropCallsInFlight()
        view?.displayLoadSummary(.idle)
        return true
    }

    func loadSummary() async {
        let request = OrderSummaryModels.LoadSummary.Request(receipt: self.input.receipt)
        let outcome = await loadSummaryCalls.run { [interactor] in
            try await interactor.loadSummary(request)
        } onStart: {
            view?.displayLoadSummary(.running)
        } onCancel: {
            view?.displayLoadSummary(.idle)
        }
        guard let outcome else { return }
        view?.displayLoadSummary(
            ReceiptsUseCaseState(
                outcome,
                viewModel: Self.loadSummaryViewModel,
                failureMessage: Self.loadSummaryFailureMessage
            )
        )
    }
}

extension OrderSummaryPresenter {
    /// Formats the response of `loadSummary` for display.
    static func loadSummaryViewModel(
        from response: OrderSummaryModels.LoadSummary.Response
    ) -> OrderSummaryModels.LoadSummary.ViewModel {
        OrderSummaryModels.LoadSummary.ViewModel(title: response.title)
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadSummaryFailureMessage(for error: any Error) -> String {
        OrderSummaryStrings.LoadSummary.failure
    }
}
