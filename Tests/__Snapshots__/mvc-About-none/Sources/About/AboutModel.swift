/// Where the data comes from (network, database, cache): the app gives it to the Builder.
public protocol AboutService: Sendable {
    func load(_ request: AboutModels.Load.Request) async throws -> AboutModels.Load.Response
}

/// The Model of MVC: the data, each use case's call and where it stands. It knows no screen:
/// its controller owns it and hears `onChange`.
@MainActor
final class AboutModel {
    private(set) var loadState: AboutCallState<AboutModels.Load.Response> = .idle {
        didSet { onChange?() }
    }
    /// Called after every change of a state above; the controller captures itself weakly in it.
    var onChange: (@MainActor () -> Void)?
    private let service: any AboutService
    private let loadCalls = AboutQueryCalls()

    init(service: any AboutService) {
        self.service = service
    }

    func load() async {
        let request = AboutModels.Load.Request()
        let outcome = await loadCalls.run { [service] in
            try await service.load(request)
        } onStart: {
            loadState = .running
        } onCancel: {
            loadState = .idle
        }
        guard let outcome else { return }
        loadState = AboutCallState(outcome)
    }
}
