import Foundation
import Testing
@testable import Settings

@MainActor
struct SettingsPresenterTests {

    private let view = FakeView()
    private let version = AppVersion(marketing: "5.2.1", build: "4411")

    private func makePresenter(_ service: FakeService) -> SettingsPresenter {
        let presenter = SettingsPresenter(service: service, version: version)
        presenter.attach(view)
        return presenter
    }

    @Test func loadShowsSnapshot() async {
        let presenter = makePresenter(FakeService())

        await presenter.viewDidLoad()

        #expect(view.models.last?.notificationsOn == true)
        #expect(view.models.last?.accountLine == "Signed in as jo@example.com")
        #expect(view.spinner == [true, false])
    }

    @Test func loadFailureShowsError() async {
        let presenter = makePresenter(FakeService(failLoad: true))
        await presenter.viewDidLoad()
        #expect(view.models.isEmpty)
        #expect(view.errors.count == 1)
    }

    @Test func toggleSaves() async {
        let service = FakeService()
        let presenter = makePresenter(service)
        await presenter.viewDidLoad()

        await presenter.notificationsToggled(isOn: false)

        #expect(await service.saved == [false])
        #expect(view.models.last?.notificationsOn == false)
    }

    @Test func toggleRevertsWhenSaveFails() async {
        let presenter = makePresenter(FakeService(failSave: true))
        await presenter.viewDidLoad()

        await presenter.notificationsToggled(isOn: false)

        #expect(view.models.map(\.notificationsOn) == [true, false, true])
        #expect(view.errors.count == 1)
    }

    @Test func versionLineReadsInfoDictionary() {
        let version = AppVersion(info: ["CFBundleShortVersionString": "1.0", "CFBundleVersion": "7"])
        #expect(version.displayString.hasPrefix("Version 1.0 (7)"))
    }
}

// MARK: - Fakes

@MainActor
private final class FakeView: SettingsView {
    var models: [SettingsViewModel] = []
    var errors: [String] = []
    var spinner: [Bool] = []

    func display(_ model: SettingsViewModel) { models.append(model) }
    func displayError(_ message: String) { errors.append(message) }
    func setSpinnerVisible(_ visible: Bool) { spinner.append(visible) }
}

private actor FakeService: SettingsService {
    struct Failure: Error {}

    let failLoad: Bool
    let failSave: Bool
    private(set) var saved: [Bool] = []

    init(failLoad: Bool = false, failSave: Bool = false) {
        self.failLoad = failLoad
        self.failSave = failSave
    }

    func loadSettings() async throws -> SettingsSnapshot {
        if failLoad { throw Failure() }
        return SettingsSnapshot(notificationsEnabled: true, email: "jo@example.com", marketingConsentDate: nil)
    }

    func save(notificationsEnabled: Bool) async throws {
        if failSave { throw Failure() }
        saved.append(notificationsEnabled)
    }
}
