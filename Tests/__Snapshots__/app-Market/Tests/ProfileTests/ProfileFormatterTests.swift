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

    @Test("a state without an answer is shown as it is (only running runs); nothing to list is empty")
    func statesWithoutAnAnswer() {
        let count = { (value: Int) in value }
        let states: [MarketUseCaseState<Int>] = [.idle, .running, .empty, .failed(message: "failed")]
        let text = { (value: Int) in "\(value)" }

        #expect(states.map { ProfileFormatter.shown($0, as: count) } == states)
        #expect(states.map(\.isRunning) == [false, true, false, false])
        #expect(ProfileFormatter.shown(.loaded(0), as: text) == .loaded("0"))
        // The value decides, not what the view shows of it.
        #expect(ProfileFormatter.shown(.loaded(0), as: text) { $0 == 0 } == .empty)
    }
}
