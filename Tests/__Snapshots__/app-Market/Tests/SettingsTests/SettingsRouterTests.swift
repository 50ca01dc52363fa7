import Testing

@testable import Settings

@MainActor
@Suite("SettingsRouter", .timeLimit(.minutes(1)))
struct SettingsRouterTests {
    let handler = SettingsViewSpy()
    let router = SettingsRouter()

    init() {
        router.handler = handler
    }

    @Test("routeToAbout hands the about route to the handler")
    func routeToAbout() {
        router.routeToAbout()

        #expect(handler.handledRoutes == [.about])
    }
}
