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

    @Test("routeToLegal hands the legal route and its payload to the handler")
    func routeToLegal() {
        router.routeToLegal(documentID: "documentID 1")

        #expect(handler.handledRoutes == [.legal(documentID: "documentID 1")])
    }
}
