import Foundation

/// The module's logic and the screen's `state`: each input method runs a use case and moves it.
@MainActor
public final class RefundsViewModel {
    /// What the screen shows. Set only here, so every change goes through the use cases.
    public private(set) var state = RefundsState() {
        didSet {
            if state != oldValue { onStateChange?(state) }
        }
    }

    /// Called with each new state; the view captures itself weakly in it, so ownership stays one-way.
    public var onStateChange: (@MainActor (RefundsState) -> Void)?
    /// Weak: the screen handles routes and owns the view model.
    public weak var routeHandler: (any RefundsRouteHandling)?
    /// Told each output event. Weak: whoever opened the module owns it (and its screen).
    public weak var output: (any RefundsOutputHandling)?
    let service: any RefundsService
    /// How numbers, amounts and dates read: the user's settings, or others given (tests pin them).
    let formatting: RefundsFormatting
    private let refundAllCalls = RefundsCommandCalls()

    public convenience init(service: any RefundsService) {
        self.init(service: service, formatting: RefundsFormatting())
    }

    init(service: any RefundsService, formatting: RefundsFormatting) {
        self.service = service
        self.formatting = formatting
    }

    /// A command: a call while one runs is refused, and leaving the screen does not cancel it.
    public func refundAll() async {
        let request = RefundsModels.RefundAll.Request()
        let outcome = await refundAllCalls.run { [service] in
            try await service.refundAll(request)
        } onStart: {
            state.refundAll = .running
        }
        guard let outcome else { return }
        state.refundAll = RefundsUseCaseState(
            outcome,
            viewModel: { Self.refundAllContent(from: $0, formatting: formatting) },
            failureMessage: Self.refundAllFailureMessage(for:)
        )
    }

    /// Tells whoever opened the module (`output`).
    public func sendClosed(refunded: Bool) {
        output?.handle(.closed(refunded: refunded))
    }

    public func showReceipt(total: Decimal, note: String?) {
        routeHandler?.handle(.receipt(total: total, note: note))
    }
}

extension RefundsViewModel {
    static func refundAllContent(
        from response: RefundsModels.RefundAll.Response,
        formatting: RefundsFormatting
    ) -> RefundsModels.RefundAll.Content {
        RefundsModels.RefundAll.Content(total: formatting.number(response.total))
    }

    /// Map the errors your service throws to messages of their own here.
    static func refundAllFailureMessage(for error: any Error) -> String {
        RefundsStrings.RefundAll.failure
    }
}
