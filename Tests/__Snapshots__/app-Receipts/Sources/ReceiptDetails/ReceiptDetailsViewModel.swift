import Foundation
import Observation

/// The module's logic and the screen's `state`: each input method runs a use case and moves it.
@Observable
@MainActor
public final class ReceiptDetailsViewModel {
    /// What the screen shows. Set only here, so every change goes through the use cases.
    public private(set) var state = ReceiptDetailsState() {
        didSet {
            if state != oldValue { onStateChange?(state) }
        }
    }

    /// Called with each new state; the view captures itself weakly in it, so ownership stays one-way.
    @ObservationIgnored
    public var onStateChange: (@MainActor (ReceiptDetailsState) -> Void)?
    /// Requests take the fields the view does not pass from it; `update(_:)` replaces it.
    @ObservationIgnored
    private(set) var input: ReceiptDetailsInput
    let service: any ReceiptDetailsService
    private let loadDetailsCalls = ReceiptsQueryCalls()

    public init(input: ReceiptDetailsInput, service: any ReceiptDetailsService) {
        self.input = input
        self.service = service
    }

    public func loadDetails() async {
        let request = ReceiptDetailsModels.LoadDetails.Request(receipt: self.input.receipt)
        let outcome = await loadDetailsCalls.run { [service] in
            try await service.loadDetails(request)
        } onStart: {
            state.loadDetails = .running
        } onCancel: {
            state.loadDetails = .idle
        }
        guard let outcome else { return }
        state.loadDetails = ReceiptsUseCaseState(
            outcome,
            viewModel: Self.loadDetailsContent(from:),
            failureMessage: Self.loadDetailsFailureMessage(for:)
        )
    }
}

extension ReceiptDetailsViewModel {
    static func loadDetailsContent(
        from response: ReceiptDetailsModels.LoadDetails.Response
    ) -> ReceiptDetailsModels.LoadDetails.Content {
        ReceiptDetailsModels.LoadDetails.Content(title: response.title)
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadDetailsFailureMessage(for error: any Error) -> String {
        ReceiptDetailsStrings.LoadDetails.failure
    }
}

extension ReceiptDetailsViewModel: ReceiptDetailsModuleInput {
    public func update(_ input: ReceiptDetailsInput) -> Bool {
        guard input != self.input else { return false }
        self.input = input
        loadDetailsCalls.dropCallsInFlight()
        state.loadDetails = .idle
        return true
    }
}
