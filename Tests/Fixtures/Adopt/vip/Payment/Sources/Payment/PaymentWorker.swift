import Foundation

/// The app's `WalletAPI` conforms to this. Callbacks may arrive on any queue.
protocol PaymentGateway {
    func savedMethods(completion: @escaping (Result<[PaymentMethod], Error>) -> Void)
    func charge(methodID: String, minorUnits: Int, currencyCode: String, idempotencyKey: String,
                completion: @escaping (Result<String, Error>) -> Void)
}

final class PaymentWorker {
    private let gateway: PaymentGateway
    private let now: () -> Date

    init(gateway: PaymentGateway, now: @escaping () -> Date = Date.init) {
        self.gateway = gateway
        self.now = now
    }

    func fetchMethods(completion: @escaping (Result<[PaymentMethod], PaymentError>) -> Void) {
        gateway.savedMethods { result in
            // default card first, the rest in the order the backend gave us
            let sorted = result.map { methods in methods.filter(\.isDefault) + methods.filter { !$0.isDefault } }
            completion(sorted.mapError(Self.map))
        }
    }

    func pay(methodID: String, amount: Decimal, currencyCode: String,
             completion: @escaping (Result<PaymentReceipt, PaymentError>) -> Void) {
        let minorUnits = PaymentAmountFormatter.minorUnits(of: amount, currencyCode: currencyCode)
        // A fresh key per tap; the interactor already blocks double taps.
        gateway.charge(methodID: methodID, minorUnits: minorUnits, currencyCode: currencyCode,
                       idempotencyKey: UUID().uuidString) { [now] result in
            let receipt = result.map {
                PaymentReceipt(transactionID: $0, amount: amount, currencyCode: currencyCode, paidAt: now())
            }
            completion(receipt.mapError(Self.map))
        }
    }

    private static func map(_ error: Error) -> PaymentError {
        if let error = error as? PaymentError { return error }
        if error is URLError { return .network }
        return .declined
    }
}
