import Foundation
import MarketTestSupport

@testable import Profile

/// The controller: owns the model, as a view controller does, and records each state it renders.
@MainActor
final class ProfileControllerSpy {
    let model: ProfileModel
    private(set) var loadProfileStates: [MarketCallState<ProfileModels.LoadProfile.Response>] = []

    init(model: ProfileModel) {
        self.model = model
        model.onChange = { [weak self] in self?.render() }
    }

    private func render() {
        record(model.loadProfileState, in: &loadProfileStates)
    }

    private func record<Value: Equatable>(_ state: MarketCallState<Value>, in states: inout [MarketCallState<Value>]) {
        if states.last != state { states.append(state) }
    }
}

/// The app's service: scripted results, recorded requests.
@MainActor
final class ProfileServiceStub: ProfileService {
    /// When calls answer: at once unless a test holds them.
    let gate = MarketCallGate()
    private(set) var loadProfileRequests: [ProfileModels.LoadProfile.Request] = []
    var loadProfileResult: Result<ProfileModels.LoadProfile.Response, any Error> = .success(.fixture)

    func loadProfile(_ request: ProfileModels.LoadProfile.Request) async throws -> ProfileModels.LoadProfile.Response {
        loadProfileRequests.append(request)
        try await gate.pass()
        return try loadProfileResult.get()
    }
}

struct ProfileTestError: Error, Equatable {}

@MainActor
extension ProfileModels.LoadProfile.Request {
    static let fixture = ProfileModels.LoadProfile.Request()
}

@MainActor
extension ProfileModels.LoadProfile.Response {
    static let fixture = ProfileModels.LoadProfile.Response(name: "name 2", email: "email 2")
}
