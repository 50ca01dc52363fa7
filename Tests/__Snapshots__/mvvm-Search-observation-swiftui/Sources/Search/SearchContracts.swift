/// The model: where the data comes from (network, database, cache); the app gives it to the Builder.
public protocol SearchService: Sendable {
    func loadRecent(_ request: SearchModels.LoadRecent.Request) async throws -> SearchModels.LoadRecent.Response
    func findArticles(_ request: SearchModels.FindArticles.Request) async throws -> SearchModels.FindArticles.Response
}

/// The screens this module can lead to. The app decides what each one shows.
public enum SearchRoute: Hashable, Sendable {
    case article
}

/// Performs the navigation the view model asks for: the view controller, a coordinator, a spy.
@MainActor
public protocol SearchRouteHandling: AnyObject {
    func handle(_ route: SearchRoute)
}
