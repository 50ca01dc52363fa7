//
//  OrdersPresenter.swift
//  Shop
//
//  Created by Maria Lopez on 14/06/2022.
//

import Foundation

final class OrdersPresenter {
    weak var view: OrdersView?
    private let interactor: OrdersInteractorInput
    private let router: OrdersRouting
    private let analytics: OrdersAnalytics

    private(set) var orders: [Order] = []
    private var nextPage = 1
    private var isLoading = false, reachedEnd = false

    init(interactor: OrdersInteractorInput, router: OrdersRouting, analytics: OrdersAnalytics) {
        self.interactor = interactor
        self.router = router
        self.analytics = analytics
    }

    /// Internal and async so the tests can await it.
    @MainActor
    func loadPage(reset: Bool) async {
        if reset { (nextPage, reachedEnd) = (1, false) }
        guard !isLoading, !reachedEnd else { return }
        isLoading = true
        view?.setLoading(true)
        defer { isLoading = false; view?.setLoading(false) }

        do {
            let batch = try await interactor.loadOrders(page: nextPage)
            orders = reset ? batch : orders + batch
            reachedEnd = batch.isEmpty
            nextPage += 1
            view?.show(rows: orders.map(Self.row(for:)))
            if reset { analytics.track(.listViewed(count: orders.count)) }
        } catch {
            analytics.track(.loadFailed(reason: "\(error)"))
            view?.showError(message: "We couldn't load your orders. Pull down to try again.")
        }
    }

    @MainActor
    func cancel(orderID: UUID) async {
        guard let order = orders.first(where: { $0.id == orderID }) else { return }
        do {
            try await interactor.cancelOrder(orderID: orderID)
            orders.removeAll { $0.id == orderID }
            analytics.track(.cancelConfirmed(orderID: orderID))
            view?.show(rows: orders.map(Self.row(for:)))
        } catch {
            view?.showError(message: "\(order.title) could not be cancelled.")
        }
    }

    private static func row(for order: Order) -> OrderRow {
        let placed = order.placedAt.formatted(date: .abbreviated, time: .omitted)
        return OrderRow(title: order.title, subtitle: "\(order.total.formatted(.currency(code: "EUR"))) · \(placed)")
    }
}

// MARK: - OrdersViewOutput

extension OrdersPresenter: OrdersViewOutput {
    func viewDidLoad() {
        Task { await loadPage(reset: true) }
    }

    func willDisplayLastRow() {
        Task { await loadPage(reset: false) }
    }

    func didSelectRow(at index: Int) {
        guard let order = orders[safe: index] else { return }
        analytics.track(.orderOpened(orderID: order.id))
        router.openOrderDetails(orderID: order.id)
    }

    func didSwipeToCancel(at index: Int) {
        guard let order = orders[safe: index] else { return }
        router.confirmCancellation(of: order.title) { [weak self] in
            Task { await self?.cancel(orderID: order.id) }
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
