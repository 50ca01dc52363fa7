import Foundation
import Testing

@testable import Edges

@MainActor
@Suite("EdgesRouter", .timeLimit(.minutes(1)))
struct EdgesRouterTests {
    let handler = EdgesViewSpy()
    let router = EdgesRouter<EdgesViewSpy>()

    init() {
        router.transitionHandler = handler
    }

    @Test("routeToDetails hands the details route to the handler")
    func routeToDetails() {
        router.routeToDetails()

        #expect(handler.handledRoutes == [.details])
    }

    @Test("routeToOpen hands the open route to the handler")
    func routeToOpen() {
        router.routeToOpen()

        #expect(handler.handledRoutes == [.open])
    }

    @Test("a route whose destination makes no screen shows nothing")
    func routesWithoutAScreenShowNothing() {
        let handler = EdgesViewSpy()
        let router = EdgesRouter<EdgesViewSpy>(destination: { _ in nil })
        router.transitionHandler = handler

        router.routeToDetails()
        router.routeToOpen()

        #expect(handler.handledRoutes == [])
    }
}
