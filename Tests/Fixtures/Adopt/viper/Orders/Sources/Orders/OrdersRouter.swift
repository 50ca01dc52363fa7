#if canImport(UIKit)
import UIKit

final class OrdersRouter: OrdersRouting {
    weak var viewController: UIViewController?
    /// Injected so Orders doesn't import OrderDetails.
    private let makeDetails: (UUID) -> UIViewController

    init(makeDetails: @escaping (UUID) -> UIViewController) {
        self.makeDetails = makeDetails
    }

    func openOrderDetails(orderID: UUID) {
        viewController?.navigationController?.pushViewController(makeDetails(orderID), animated: true)
    }

    func confirmCancellation(of title: String, onConfirm: @escaping () -> Void) {
        let alert = UIAlertController(title: "Cancel \(title)?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Cancel order", style: .destructive) { _ in onConfirm() })
        alert.addAction(UIAlertAction(title: "Keep it", style: .cancel))
        viewController?.present(alert, animated: true)
    }

    @MainActor
    static func makeModule(api: OrdersAPI, tracker: AnalyticsTracking,
                           makeDetails: @escaping (UUID) -> UIViewController) -> UIViewController {
        let router = OrdersRouter(makeDetails: makeDetails)
        let presenter = OrdersPresenter(interactor: OrdersInteractor(api: api), router: router,
                                        analytics: OrdersAnalytics(tracker: tracker))
        let view = OrdersViewController(output: presenter)
        presenter.view = view
        router.viewController = view
        return view
    }
}
#endif
