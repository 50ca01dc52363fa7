import Foundation

protocol PaymentRoutingLogic {
    func routeToReceipt()
}

protocol PaymentDataPassing {
    var dataStore: PaymentDataStore? { get }
}

#if canImport(UIKit)
import UIKit

final class PaymentRouter: PaymentRoutingLogic, PaymentDataPassing {
    weak var viewController: PaymentViewController?
    var dataStore: PaymentDataStore?

    /// The receipt screen lives in the app target and listens for this.
    static let didPay = Notification.Name("PaymentRouter.didPay")

    func routeToReceipt() {
        guard let receipt = dataStore?.receipt else { return }
        NotificationCenter.default.post(name: Self.didPay, object: nil, userInfo: ["transactionID": receipt.transactionID])
        viewController?.navigationController?.popViewController(animated: true)
    }
}
#endif
