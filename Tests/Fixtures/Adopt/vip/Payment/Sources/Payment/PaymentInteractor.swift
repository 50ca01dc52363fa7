//
//  PaymentInteractor.swift
//  Wallet
//
//  Created by Tomasz Nowak on 3/9/21.
//  Copyright (c) 2021 Northwind Labs. All rights reserved.
//

import Foundation

protocol PaymentBusinessLogic {
    func loadMethods(request: PaymentModels.LoadMethods.Request)
    func pay(request: PaymentModels.Pay.Request)
}

protocol PaymentDataStore {
    var amount: Decimal { get set }
    var currencyCode: String { get set }
    var receipt: PaymentReceipt? { get }
}

final class PaymentInteractor: PaymentBusinessLogic, PaymentDataStore {
    var presenter: PaymentPresentationLogic?
    let worker: PaymentWorker

    // Set by whoever routes here (see CheckoutRouter.routeToPayment in the app).
    var amount: Decimal = 0
    var currencyCode = "PLN"
    private(set) var receipt: PaymentReceipt?

    private var isPaying = false

    init(worker: PaymentWorker) {
        self.worker = worker
    }

    func loadMethods(request: PaymentModels.LoadMethods.Request) {
        worker.fetchMethods { [weak self] result in
            guard let self else { return }
            // TODO: a real error state instead of the empty list (PAY-88)
            let methods = (try? result.get()) ?? []
            let response = PaymentModels.LoadMethods.Response(
                methods: methods, amount: self.amount, currencyCode: self.currencyCode)
            self.presenter?.presentMethods(response: response)
        }
    }

    func pay(request: PaymentModels.Pay.Request) {
        guard !isPaying else { return } // double taps on the button, PAY-102
        guard request.amount > 0 else {
            presenter?.presentPaymentResult(response: .init(receipt: nil, error: .invalidAmount))
            return
        }
        isPaying = true
        worker.pay(methodID: request.methodID, amount: request.amount, currencyCode: currencyCode) { [weak self] result in
            guard let self else { return }
            self.isPaying = false
            switch result {
            case .success(let receipt):
                self.receipt = receipt
                self.presenter?.presentPaymentResult(response: .init(receipt: receipt, error: nil))
            case .failure(let error):
                self.presenter?.presentPaymentResult(response: .init(receipt: nil, error: error))
            }
        }
    }
}
