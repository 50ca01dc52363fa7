//
//  SettingsPresenter.swift
//  Shop
//
//  Created by Jonas Berg on 08/02/2023.
//

import Foundation

@MainActor
protocol SettingsView: AnyObject {
    func display(_ model: SettingsViewModel)
    func displayError(_ message: String)
    func setSpinnerVisible(_ visible: Bool)
}

struct SettingsViewModel: Equatable {
    var notificationsOn: Bool
    var accountLine: String
    var versionLine: String
}

@MainActor
final class SettingsPresenter {

    private weak var view: SettingsView?
    private let service: any SettingsService
    private let version: AppVersion
    private var snapshot: SettingsSnapshot?

    init(service: any SettingsService, version: AppVersion = .current) {
        self.service = service
        self.version = version
    }

    func attach(_ view: SettingsView) {
        self.view = view
    }

    func viewDidLoad() async {
        view?.setSpinnerVisible(true)
        defer { view?.setSpinnerVisible(false) }
        do {
            let snapshot = try await service.loadSettings()
            self.snapshot = snapshot
            render(snapshot)
        } catch {
            view?.displayError("Settings could not be loaded.")
        }
    }

    /// Optimistic: the switch flips straight away and flips back if saving fails.
    func notificationsToggled(isOn: Bool) async {
        guard var snapshot, snapshot.notificationsEnabled != isOn else { return }
        let previous = snapshot
        snapshot.notificationsEnabled = isOn
        self.snapshot = snapshot
        render(snapshot)

        do {
            try await service.save(notificationsEnabled: isOn)
        } catch {
            self.snapshot = previous
            render(previous)
            view?.displayError("Couldn't update notifications. Please try again.")
        }
    }

    private func render(_ snapshot: SettingsSnapshot) {
        view?.display(SettingsViewModel(
            notificationsOn: snapshot.notificationsEnabled,
            accountLine: "Signed in as \(snapshot.email)",
            versionLine: version.displayString
        ))
    }
}
