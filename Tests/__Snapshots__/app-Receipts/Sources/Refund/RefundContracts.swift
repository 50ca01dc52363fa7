import Foundation

/// What the presenter tells the view to show; the view decides nothing.
@MainActor
public protocol RefundView: AnyObject {
    func displayRequestRefund(_ state: ReceiptsUseCaseState<RefundModels.RequestRefund.ViewModel>)
}

/// Gives the built module a new input: the calls that follow read it. Returns false, changing
/// nothing, when the module has that input already.
@MainActor
public protocol RefundModuleInput: AnyObject {
    @discardableResult
    func update(_ input: RefundInput) -> Bool
}

/// What the view tells the presenter; `Sendable`, so a screen can run several calls at once.
@MainActor
public protocol RefundPresenting: AnyObject, Sendable, RefundModuleInput {
    /// A command: a call while one runs is refused, and leaving the screen does not cancel it.
    func requestRefund() async
}

/// The model: where the data comes from (network, database, cache); the app gives it to the Builder.
public protocol RefundService: Sendable {
    func requestRefund(
        _ request: RefundModels.RequestRefund.Request
    ) async throws -> RefundModels.RequestRefund.Response
}
