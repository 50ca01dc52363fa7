import Foundation
import XCTest

@testable import ProductDetail

final class ProductDetailPresenterTests: XCTestCase {
    override func setUp() {
        super.setUp()
        #if !os(Linux) && !os(Windows)
            // Apple's XCTest only, rounded up to whole minutes; on Linux the bounded waits of the
            // stubs are what fail a stuck test.
            executionTimeAllowance = 60
        #endif
    }

    /// A presenter that displays on a spy; each test makes its own, so tests share nothing.
    @MainActor
    private func makePresenter() -> (presenter: ProductDetailPresenter, viewController: ProductDetailDisplaySpy) {
        let viewController = ProductDetailDisplaySpy()
        let presenter = ProductDetailPresenter(formatting: .fixture)
        presenter.viewController = viewController
        return (presenter, viewController)
    }

    @MainActor
    func testPresentLoadProductShowsEachState() async {
        let (presenter, viewController) = makePresenter()

        presenter.presentLoadProductStarted()
        presenter.presentLoadProduct(response: .success(.fixture))
        presenter.presentLoadProduct(response: .failure(ProductDetailTestError()))

        XCTAssertEqual(viewController.displayedLoadProduct.first, .running)
        XCTAssertEqual(viewController.displayedLoadProduct.last, .failed(message: "Could not load product."))
        guard case .loaded? = viewController.displayedLoadProduct.dropFirst().first else {
            XCTFail("loadProduct was not shown loaded after it started")
            return
        }
    }

    @MainActor
    func testPresentLoadProductCancelledShowsIdle() async {
        let (presenter, viewController) = makePresenter()

        presenter.presentLoadProductStarted()
        presenter.presentLoadProductCancelled()

        XCTAssertEqual(viewController.displayedLoadProduct, [.running, .idle])
    }

    @MainActor
    func testPresentAddToCartShowsEachState() async {
        let (presenter, viewController) = makePresenter()

        presenter.presentAddToCartStarted()
        presenter.presentAddToCart(response: .success(.fixture))
        presenter.presentAddToCart(response: .failure(ProductDetailTestError()))

        let formatting = ProductDetailFormatting.fixture
        XCTAssertEqual(
            viewController.displayedAddToCart,
            [
                .running,
                .loaded(ProductDetailModels.AddToCart.ViewModel(cartCount: formatting.number(7_932))),
                .failed(message: "Could not add to cart."),
            ]
        )
    }
}
