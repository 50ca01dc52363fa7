/// What the presenter tells the view to show; the view decides nothing.
@MainActor
public protocol LoginView: AnyObject {
    func displayLoad(_ state: LoginUseCaseState<LoginModels.Load.ViewModel>)
}

/// What the view tells the presenter; `Sendable`, so a screen can run several calls at once.
@MainActor
public protocol LoginPresenting: AnyObject, Sendable {
    func load() async
}

/// The module's business rules, free of UI and navigation.
protocol LoginInteracting: Sendable {
    func load(_ request: LoginModels.Load.Request) async throws -> LoginModels.Load.Response
}

/// Where the data comes from (network, database, cache): the app gives it to the Builder.
public protocol LoginService: Sendable {
    func load(_ request: LoginModels.Load.Request) async throws -> LoginModels.Load.Response
}
