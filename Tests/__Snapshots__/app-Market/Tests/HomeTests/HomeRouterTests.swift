import Testing

@testable import Home

@MainActor
@Suite("HomeRouter", .timeLimit(.minutes(1)))
struct HomeRouterTests {
    let handler = HomeViewSpy()
    let router = HomeRouter<HomeViewSpy>()

    init() {
        router.transitionHandler = handler
    }

    @Test("routeToCatalog hands the catalog route to the handler")
    func routeToCatalog() {
        router.routeToCatalog()

        #expect(handler.handledRoutes == [.catalog])
    }

    @Test("routeToCart hands the cart route to the handler")
    func routeToCart() {
        router.routeToCart()

        #expect(handler.handledRoutes == [.cart])
    }

    @Test("routeToProfile hands the profile route to the handler")
    func routeToProfile() {
        router.routeToProfile()

        #expect(handler.handledRoutes == [.profile])
    }

    @Test("routeToSearch hands the search route to the handler")
    func routeToSearch() {
        router.routeToSearch()

        #expect(handler.handledRoutes == [.search])
    }

    @Test("a route whose destination makes no screen shows nothing")
    func routesWithoutAScreenShowNothing() {
        let handler = HomeViewSpy()
        let router = HomeRouter<HomeViewSpy>(destination: { _ in nil })
        router.transitionHandler = handler

        router.routeToCatalog()
        router.routeToCart()
        router.routeToProfile()
        router.routeToSearch()

        #expect(handler.handledRoutes == [])
    }
}
