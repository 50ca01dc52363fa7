/// Each use case's `Request`, the service's `Response` and what the screen shows (`ViewModel`).
public enum SettingsModels {
    public enum LoadSettings {
        public struct Request: Equatable, Sendable {
            public init() {}
        }

        public struct Response: Equatable, Sendable {
            public let notificationsOn: Bool

            public init(notificationsOn: Bool) {
                self.notificationsOn = notificationsOn
            }
        }

        public struct ViewModel: Equatable, Sendable {
            public let notificationsOn: Bool

            public init(notificationsOn: Bool) {
                self.notificationsOn = notificationsOn
            }
        }
    }

    public enum SetNotifications {
        public struct Request: Equatable, Sendable {
            public let on: Bool

            public init(on: Bool) {
                self.on = on
            }
        }

        public struct Response: Equatable, Sendable {
            public let notificationsOn: Bool

            public init(notificationsOn: Bool) {
                self.notificationsOn = notificationsOn
            }
        }

        public struct ViewModel: Equatable, Sendable {
            public let notificationsOn: Bool

            public init(notificationsOn: Bool) {
                self.notificationsOn = notificationsOn
            }
        }
    }
}
