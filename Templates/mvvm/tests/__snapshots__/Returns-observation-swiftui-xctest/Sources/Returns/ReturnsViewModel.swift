import Foundation
import Observation

/// The module's logic and the screen's `state`: each input method runs a use case and moves it.
@Observable
@MainActor
public final class ReturnsViewModel {
    /// What the screen shows. Set only here, so every change goes through the use cases.
    public private(set) var state = ReturnsState() {
        didSet {
            if state != oldValue { onStateChange?(state) }
        }
    }

    /// Called with each new state; the view captures itself weakly in it, so ownership stays one-way.
    @ObservationIgnored
    public var onStateChange: (@MainActor (ReturnsState) -> Void)?
    /// Weak: the screen handles routes and owns the view model.
    @ObservationIgnored
    public weak var routeHandler: (any ReturnsRouteHandling)?
    /// Told each output event. Weak: whoever opened the module owns it (and its screen).
    @ObservationIgnored
    public weak var output: (any ReturnsOutputHandling)?
    /// Requests take the fields the view does not pass from it; `update(_:)` replaces it.
    @ObservationIgnored
    private(set) var input: ReturnsInput
    let service: any ReturnsService
    private let loadOrderCalls = ReturnsQueryCalls()
    private let requestReturnCalls = ReturnsCommandCalls()

    public init(input: ReturnsInput, service: any ReturnsService) {
        self.input = input
        self.service = service
    }

    public func loadOrder() async {
        let request = ReturnsModels.LoadOrder.Request(orderID: self.input.orderID)
        let outcome = await loadOrderCalls.run { [service] in
            try await service.loadOrder(request)
        } onStart: {
            state.loadOrder = .running
        } onCancel: {
            state.loadOrder = .idle
        }
        guard let outcome else { return }
        state.loadOrder = ReturnsUseCaseState(
            outcome,
            viewModel: Self.loadOrderContent(from:),
            isEmpty: { $0.items.isEmpty },
            failureMessage: Self.loadOrderFailureMessage(for:)
        )
    }

    /// A command: a call while one runs is refused, and leaving the screen does not cancel it.
    public func requestReturn() async {
        let request = ReturnsModels.RequestReturn.Request(orderID: self.input.orderID)
        let outcome = await requestReturnCalls.run { [service] in
            try await service.requestReturn(request)
        } onStart: {
            state.requestReturn = .running
        }
        guard let outcome else { return }
        state.requestReturn = ReturnsUseCaseState(
            outcome,
            viewModel: Self.requestReturnContent(from:),
            failureMessage: Self.requestReturnFailureMessage(for:)
        )
        guard case .success(let response) = outcome else { return }
        output?.handle(.returned(label: response.label))
    }

    /// The user closed the screen. Tells whoever opened the module (`output`).
    public func sendDismissed() {
        output?.handle(.dismissed)
    }

    public func showItem(title: String, quantity: Int) {
        routeHandler?.handle(.item(title: title, quantity: quantity))
    }

    public func showHelp() {
        routeHandler?.handle(.help)
    }
}

extension ReturnsViewModel {
    static func loadOrderContent(from response: ReturnsModels.LoadOrder.Response) -> ReturnsModels.LoadOrder.Content {
        ReturnsModels.LoadOrder.Content(items: response.items)
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadOrderFailureMessage(for error: any Error) -> String {
        ReturnsStrings.LoadOrder.failure
    }

    static func requestReturnContent(
        from response: ReturnsModels.RequestReturn.Response
    ) -> ReturnsModels.RequestReturn.Content {
        ReturnsModels.RequestReturn.Content(label: response.label)
    }

    /// Map the errors your service throws to messages of their own here.
    static func requestReturnFailureMessage(for error: any Error) -> String {
        ReturnsStrings.RequestReturn.failure
    }
}

extension ReturnsViewModel: ReturnsModuleInput {
    public func update(_ input: ReturnsInput) -> Bool {
        guard input != self.input else { return false }
        self.input = input
        loadOrderCalls.dropCallsInFlight()
        state.loadOrder = .idle
        return true
    }
}
