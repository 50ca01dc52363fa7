import Testing

@testable import Profile

/// On the main actor, as the formatter is in an app target whose default isolation is MainActor.
@MainActor
private let formatter = ProfileFormatter()

@MainActor
@Suite("ProfileFormatter", .timeLimit(.minutes(1)))
struct ProfileFormatterTests {

    @Test("loadProfile's answer is shown as its view model")
    func loadProfileViewModel() {
        #expect(
            formatter.loadProfile(.loaded(.fixture))
                == .loaded(ProfileModels.LoadProfile.ViewModel(name: "name 2", email: "email 2"))
        )
    }

    @Test("a call without an answer is shown as it stands: idle, running, or failed with its use case's message")
    func callsWithoutAnAnswer() {
        #expect([formatter.loadProfile(.idle), formatter.loadProfile(.running)] == [.idle, .running])
        #expect(formatter.loadProfile(.failed(ProfileTestError())) == .failed(message: "Could not load profile."))
    }
}
