import Foundation

// Helper we keep copying between screens -- the footer line support asks
// for in every ticket ("Version 5.2.1 (4411)"). Reads Info.plist unless
// told otherwise, so tests and previews can pass fixed values.
struct AppVersion: Equatable {
    let marketing: String
    let build: String

    static var current: AppVersion {
        AppVersion(info: Bundle.main.infoDictionary ?? [:])
    }

    init(marketing: String, build: String) {
        self.marketing = marketing
        self.build = build
    }

    init(info: [String: Any]) {
        self.init(
            marketing: info["CFBundleShortVersionString"] as? String ?? "0.0",
            build: info["CFBundleVersion"] as? String ?? "0"
        )
    }

    var displayString: String {
        #if DEBUG
        return "Version \(marketing) (\(build)) · debug"
        #else
        return "Version \(marketing) (\(build))"
        #endif
    }
}
