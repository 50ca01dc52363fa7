import Foundation

/// The model: where the data comes from (network, database, cache); the app gives it to the Builder.
public protocol ReturnsService: Sendable {
    func loadOrder(_ request: ReturnsModels.LoadOrder.Request) async throws -> ReturnsModels.LoadOrder.Response
    func requestReturn(
        _ request: ReturnsModels.RequestReturn.Request
    ) async throws -> ReturnsModels.RequestReturn.Response
}

/// Gives the built module a new input: the calls that follow read it. Returns false, changing
/// nothing, when the module has that input already.
@MainActor
public protocol ReturnsModuleInput: AnyObject {
    @discardableResult
    func update(_ input: ReturnsInput) -> Bool
}

/// The screens this module can lead to, each with what it carries there. The app decides what
/// each one shows.
public enum ReturnsRoute: Hashable, Sendable {
    case item(title: String, quantity: Int)
    case help
}

/// Performs the navigation the view model asks for: the view controller, a coordinator, a spy.
@MainActor
public protocol ReturnsRouteHandling: AnyObject {
    func handle(_ route: ReturnsRoute)
}
