import Foundation

protocol PaymentPresentationLogic {
    func presentMethods(response: PaymentModels.LoadMethods.Response)
    func presentPaymentResult(response: PaymentModels.Pay.Response)
}

final class PaymentPresenter: PaymentPresentationLogic {
    weak var viewController: PaymentDisplayLogic?

    func presentMethods(response: PaymentModels.LoadMethods.Response) {
        let methods = response.methods.map {
            PaymentModels.LoadMethods.ViewModel.DisplayedMethod(
                id: $0.id,
                title: "\($0.brand) \u{2022}\u{2022}\u{2022}\u{2022} \($0.last4)",
                isPreselected: $0.isDefault
            )
        }
        let price = PaymentAmountFormatter.string(from: response.amount, currencyCode: response.currencyCode)
        viewController?.displayMethods(viewModel: .init(methods: methods, payButtonTitle: "Pay \(price)"))
    }

    func presentPaymentResult(response: PaymentModels.Pay.Response) {
        let viewModel: PaymentModels.Pay.ViewModel
        if let receipt = response.receipt {
            let price = PaymentAmountFormatter.string(from: receipt.amount, currencyCode: receipt.currencyCode)
            viewModel = .init(succeeded: true, title: "Payment complete", message: "\(price) paid.")
        } else {
            viewModel = .init(succeeded: false, title: "Payment failed", message: message(for: response.error))
        }
        viewController?.displayPaymentResult(viewModel: viewModel)
    }

    private func message(for error: PaymentError?) -> String {
        switch error {
        case .declined?: return "Your card was declined. Try another card."
        case .insufficientFunds?: return "There are not enough funds on this card."
        case .network?: return "Check your connection and try again."
        case .invalidAmount?, nil: return "Something went wrong. You have not been charged."
        }
    }
}
