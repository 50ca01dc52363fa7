import Foundation

/// The model: where the data comes from (network, database, cache); the app gives it to the Builder.
public protocol RefundsService: Sendable {
    func refundAll(_ request: RefundsModels.RefundAll.Request) async throws -> RefundsModels.RefundAll.Response
}

/// The screens this module can lead to, each with what it carries there. The app decides what
/// each one shows.
public enum RefundsRoute: Hashable, Sendable {
    case receipt(total: Decimal, note: String?)
}

/// Performs the navigation the view model asks for: the view controller, a coordinator, a spy.
@MainActor
public protocol RefundsRouteHandling: AnyObject {
    func handle(_ route: RefundsRoute)
}
