/// Where the data comes from (network, database, cache): the app gives it to the Builder.
public protocol ProfileService: Sendable {
    func loadProfile(_ request: ProfileModels.LoadProfile.Request) async throws -> ProfileModels.LoadProfile.Response
}

/// The Model of MVC: the data, each use case's call and where it stands. It knows no screen:
/// its controller owns it and hears `onChange`.
@MainActor
final class ProfileModel {
    private(set) var loadProfileState: MarketCallState<ProfileModels.LoadProfile.Response> = .idle {
        didSet { onChange?() }
    }
    /// Called after every change of a state above; the controller captures itself weakly in it.
    var onChange: (@MainActor () -> Void)?
    private let service: any ProfileService
    private let loadProfileCalls = MarketQueryCalls()

    init(service: any ProfileService) {
        self.service = service
    }

    func loadProfile() async {
        let request = ProfileModels.LoadProfile.Request()
        let outcome = await loadProfileCalls.run { [service] in
            try await service.loadProfile(request)
        } onStart: {
            loadProfileState = .running
        } onCancel: {
            loadProfileState = .idle
        }
        guard let outcome else { return }
        loadProfileState = MarketCallState(outcome)
    }
}
