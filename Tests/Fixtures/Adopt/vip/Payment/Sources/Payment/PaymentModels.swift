//
//  PaymentModels.swift
//  Wallet
//
//  Created by Tomasz Nowak on 3/9/21.
//  Copyright (c) 2021 Northwind Labs. All rights reserved.
//

import Foundation

enum PaymentModels {

    enum LoadMethods {
        struct Request {}
        struct Response {
            let methods: [PaymentMethod]
            let amount: Decimal
            let currencyCode: String
        }
        struct ViewModel {
            struct DisplayedMethod: Equatable {
                let id: String
                let title: String
                let isPreselected: Bool
            }
            let methods: [DisplayedMethod]
            let payButtonTitle: String
        }
    }

    enum Pay {
        struct Request {
            let methodID: String
            let amount: Decimal
        }
        struct Response {
            let receipt: PaymentReceipt?
            let error: PaymentError?
        }
        struct ViewModel: Equatable {
            let succeeded: Bool
            let title: String
            let message: String
        }
    }
}

// MARK: - Entities

struct PaymentMethod: Equatable {
    let id: String
    let brand: String
    let last4: String
    let isDefault: Bool
}

struct PaymentReceipt: Equatable {
    let transactionID: String
    let amount: Decimal
    let currencyCode: String
    let paidAt: Date
}

enum PaymentError: Error, Equatable {
    case declined, insufficientFunds, network, invalidAmount
}
