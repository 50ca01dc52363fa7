//
//  OrdersContracts.swift
//  Shop
//
//  Created by Maria Lopez on 14/06/2022.
//

import Foundation

// MARK: - View

@MainActor
protocol OrdersView: AnyObject {
    func setLoading(_ isLoading: Bool)
    func show(rows: [OrderRow])
    func showError(message: String)
}

/// What a cell needs; all formatting happens in the presenter.
struct OrderRow: Equatable { let title: String; let subtitle: String }

// MARK: - Presenter

@MainActor
protocol OrdersViewOutput: AnyObject {
    func viewDidLoad()
    func willDisplayLastRow()
    func didSelectRow(at index: Int)
    func didSwipeToCancel(at index: Int)
}

// MARK: - Interactor

protocol OrdersInteractorInput: AnyObject {
    func loadOrders(page: Int) async throws -> [Order]
    func cancelOrder(orderID: UUID) async throws
}

// MARK: - Router

@MainActor
protocol OrdersRouting: AnyObject {
    func openOrderDetails(orderID: UUID)
    func confirmCancellation(of title: String, onConfirm: @escaping () -> Void)
}
