//
//  OrdersPresenterTests.swift
//  ShopTests
//
//  Created by Maria Lopez on 20/06/2022.
//

import XCTest
@testable import Orders

@MainActor
final class OrdersPresenterTests: XCTestCase {
    private let view = ViewSpy()
    private let interactor = InteractorStub()
    private let router = RouterSpy()
    private let tracker = TrackerSpy()
    private lazy var sut: OrdersPresenter = {
        let presenter = OrdersPresenter(interactor: interactor, router: router,
                                        analytics: OrdersAnalytics(tracker: tracker))
        presenter.view = view
        return presenter
    }()

    func testPagesAreAppended() async {
        interactor.pages = [1: [.stub("Groceries")], 2: [.stub("Books")]]

        await sut.loadPage(reset: true)
        await sut.loadPage(reset: false)

        XCTAssertEqual(interactor.requestedPages, [1, 2])
        XCTAssertEqual(view.rows?.map(\.title), ["Groceries", "Books"])
        XCTAssertEqual(view.loading, [true, false, true, false])
        XCTAssertEqual(tracker.names, ["orders_list_viewed"]) // once, not per page
    }

    func testSwipeToCancelRemovesOrder() async {
        let order = Order.stub("Shoes")
        interactor.pages = [1: [order]]
        await sut.loadPage(reset: true)

        await sut.cancel(orderID: order.id)

        XCTAssertEqual(interactor.cancelled, [order.id])
        XCTAssertEqual(view.rows, [])
    }
}

// MARK: - Doubles

private extension Order {
    static func stub(_ title: String) -> Order {
        Order(id: UUID(), title: title, total: 10, placedAt: Date(timeIntervalSince1970: 1_650_000_000))
    }
}

private final class ViewSpy: OrdersView {
    var loading: [Bool] = [], rows: [OrderRow]?, error: String?
    func setLoading(_ isLoading: Bool) { loading.append(isLoading) }
    func show(rows: [OrderRow]) { self.rows = rows }
    func showError(message: String) { error = message }
}

private final class InteractorStub: OrdersInteractorInput {
    var pages: [Int: [Order]] = [:], error: Error?
    var requestedPages: [Int] = [], cancelled: [UUID] = []

    func loadOrders(page: Int) async throws -> [Order] {
        requestedPages.append(page)
        if let error { throw error }
        return pages[page] ?? []
    }
    func cancelOrder(orderID: UUID) async throws { cancelled.append(orderID) }
}

private final class RouterSpy: OrdersRouting {
    func openOrderDetails(orderID: UUID) {}
    func confirmCancellation(of title: String, onConfirm: @escaping () -> Void) { onConfirm() }
}

private final class TrackerSpy: AnalyticsTracking {
    var names: [String] = []
    func track(_ name: String, parameters: [String: String]) { names.append(name) }
}
