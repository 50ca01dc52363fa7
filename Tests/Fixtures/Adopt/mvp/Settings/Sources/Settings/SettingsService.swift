//
//  SettingsService.swift
//  Shop
//
//  Created by Jonas Berg on 08/02/2023.
//

import Foundation

/// What the settings screen shows, as stored on the account (not on the device).
struct SettingsSnapshot: Equatable, Sendable {
    var notificationsEnabled: Bool
    var email: String
    var marketingConsentDate: Date?
}

protocol SettingsService: Sendable {
    func loadSettings() async throws -> SettingsSnapshot
    func save(notificationsEnabled: Bool) async throws
}
