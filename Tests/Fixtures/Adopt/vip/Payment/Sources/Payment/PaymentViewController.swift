//
//  PaymentViewController.swift
//  Wallet
//
//  Created by Tomasz Nowak on 3/9/21.
//  Copyright (c) 2021 Northwind Labs. All rights reserved.
//

import Foundation

protocol PaymentDisplayLogic: AnyObject {
    func displayMethods(viewModel: PaymentModels.LoadMethods.ViewModel)
    func displayPaymentResult(viewModel: PaymentModels.Pay.ViewModel)
}

#if canImport(UIKit)
import UIKit

final class PaymentViewController: UITableViewController, PaymentDisplayLogic {
    var interactor: (PaymentBusinessLogic & PaymentDataStore)?
    var router: (PaymentRoutingLogic & PaymentDataPassing)?
    private var methods: [PaymentModels.LoadMethods.ViewModel.DisplayedMethod] = []

    init(gateway: PaymentGateway, amount: Decimal, currencyCode: String) {
        super.init(style: .insetGrouped)
        let interactor = PaymentInteractor(worker: PaymentWorker(gateway: gateway))
        let presenter = PaymentPresenter()
        let router = PaymentRouter()
        (interactor.presenter, interactor.amount, interactor.currencyCode) = (presenter, amount, currencyCode)
        presenter.viewController = self
        (router.viewController, router.dataStore) = (self, interactor)
        (self.interactor, self.router) = (interactor, router)
    }

    required init?(coder: NSCoder) { fatalError("PaymentViewController is code-only") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Payment"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        interactor?.loadMethods(request: .init())
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { methods.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = methods[indexPath.row].title
        return cell
    }

    @objc private func payTapped() {
        guard let row = tableView.indexPathForSelectedRow?.row, let amount = interactor?.amount else { return }
        navigationItem.rightBarButtonItem?.isEnabled = false
        interactor?.pay(request: .init(methodID: methods[row].id, amount: amount))
    }

    // MARK: Display logic (the worker calls back on any queue)

    func displayMethods(viewModel: PaymentModels.LoadMethods.ViewModel) {
        DispatchQueue.main.async {
            self.methods = viewModel.methods
            self.tableView.reloadData()
            if let row = viewModel.methods.firstIndex(where: \.isPreselected) {
                self.tableView.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none)
            }
            self.navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: viewModel.payButtonTitle, style: .done, target: self, action: #selector(self.payTapped))
        }
    }

    func displayPaymentResult(viewModel: PaymentModels.Pay.ViewModel) {
        DispatchQueue.main.async {
            self.navigationItem.rightBarButtonItem?.isEnabled = true
            guard !viewModel.succeeded else { return self.router?.routeToReceipt() ?? () }
            let alert = UIAlertController(title: viewModel.title, message: viewModel.message, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            self.present(alert, animated: true)
        }
    }
}
#endif
