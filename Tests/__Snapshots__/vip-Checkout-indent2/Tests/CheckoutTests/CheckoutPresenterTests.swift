import Foundation
import Testing

@testable import Checkout

@MainActor
@Suite("CheckoutPresenter", .timeLimit(.minutes(1)))
struct CheckoutPresenterTests {
  let viewController = CheckoutDisplaySpy()
  let presenter = CheckoutPresenter(formatting: .fixture)

  init() {
    presenter.viewController = viewController
  }

  @Test("loadCart is shown running, then with the formatted answer, then with a failure's message")
  func presentLoadCartShowsEachState() {
    presenter.presentLoadCartStarted()
    presenter.presentLoadCart(response: .success(.fixture))
    presenter.presentLoadCart(response: .failure(CheckoutTestError()))

    let formatting = CheckoutFormatting.fixture
    #expect(
      viewController.displayedLoadCart == [
        .running,
        .loaded(
          CheckoutModels.LoadCart.ViewModel(
            rows: ["title 2", "title 52"],
            totalText: formatting.currency(Decimal(1_352)),
            itemCount: formatting.number(2)
          )
        ),
        .failed(message: "Could not load cart."),
      ]
    )
  }

  @Test("a cancelled loadCart is shown idle again, so no spinner stays behind")
  func presentLoadCartCancelledShowsIdle() {
    presenter.presentLoadCartStarted()
    presenter.presentLoadCartCancelled()

    #expect(viewController.displayedLoadCart == [.running, .idle])
  }

  @Test("loadCart shows that there is nothing to list when the answer has no items")
  func loadCartShowsEmpty() {
    presenter.presentLoadCart(response: .success(CheckoutModels.LoadCart.Response(items: [], total: Decimal(1_352))))

    #expect(viewController.displayedLoadCart == [.empty])
  }

  @Test("applyCoupon is shown running, then with the formatted answer, then with a failure's message")
  func presentApplyCouponShowsEachState() {
    presenter.presentApplyCouponStarted()
    presenter.presentApplyCoupon(response: .success(.fixture))
    presenter.presentApplyCoupon(response: .failure(CheckoutTestError()))

    let formatting = CheckoutFormatting.fixture
    #expect(
      viewController.displayedApplyCoupon == [
        .running,
        .loaded(CheckoutModels.ApplyCoupon.ViewModel(discount: formatting.number(Decimal(1_002)), isValid: false)),
        .failed(message: "Could not apply coupon."),
      ]
    )
  }

  @Test("applyCoupon shows another answer as that answer has it")
  func presentApplyCouponShowsAnotherAnswer() {
    presenter.presentApplyCoupon(
      response: .success(CheckoutModels.ApplyCoupon.Response(discount: Decimal(1_005), isValid: true))
    )

    let formatting = CheckoutFormatting.fixture
    #expect(
      viewController.displayedApplyCoupon == [
        .loaded(CheckoutModels.ApplyCoupon.ViewModel(discount: formatting.number(Decimal(1_005)), isValid: true))
      ]
    )
  }

  @Test("pay is shown running, then with the formatted answer, then with a failure's message")
  func presentPayShowsEachState() {
    presenter.presentPayStarted()
    presenter.presentPay(response: .success(.fixture))
    presenter.presentPay(response: .failure(CheckoutTestError()))

    let formatting = CheckoutFormatting.fixture
    #expect(viewController.displayedPay.first == .running)
    #expect(viewController.displayedPay.last == .failed(message: "Could not pay."))
    // Field by field, leaving out what the spec gives no source (confirmationText).
    guard case .loaded(let viewModel)? = viewController.displayedPay.dropFirst().first else {
      Issue.record("pay was not shown loaded after it started")
      return
    }
    #expect(viewModel.orderNumber == "id 2")
    #expect(viewModel.paidAt == formatting.date(Date(timeIntervalSince1970: 1_700_005_902)))
  }
}
