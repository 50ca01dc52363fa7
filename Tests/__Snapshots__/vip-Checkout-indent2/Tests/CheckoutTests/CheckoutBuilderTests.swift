import Foundation
import Testing

@testable import Checkout

@MainActor
@Suite("CheckoutBuilder", .timeLimit(.minutes(1)))
struct CheckoutBuilderTests {
  @Test("assemble connects screen, interactor, worker, presenter and router")
  func assembleConnectsEveryPart() async {
    let viewController = CheckoutDisplaySpy()
    let worker = CheckoutWorkerStub()
    let output = CheckoutOutputSpy()
    let scene = CheckoutBuilder.assemble(
      input: .fixture,
      output: output,
      viewController: viewController,
      routeHandler: viewController,
      worker: worker
    )
    viewController.scene = scene

    await scene.interactor.loadCart(request: .fixture)
    #expect(worker.loadCartRequests == [.fixture])
    #expect(viewController.displayedLoadCart.count == 2)

    await scene.interactor.applyCoupon(request: .fixture)
    #expect(worker.applyCouponRequests == [.fixture])
    #expect(viewController.displayedApplyCoupon.count == 2)

    await scene.interactor.pay(request: .fixture)
    #expect(worker.payRequests == [.fixture])
    #expect(viewController.displayedPay.count == 2)
    #expect(
      output.handledOutputs.last
        == .paid(
          receipt: Receipt(
            id: "id 2",
            paidAt: Date(timeIntervalSince1970: 1_700_005_902),
            items: [
              CartItem(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
                title: "title 2",
                quantity: 8_362,
                price: Decimal(6_902),
                imageURL: URL(fileURLWithPath: "/imageURL/2")
              ),
              CartItem(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 28)),
                title: "title 52",
                quantity: 8_412,
                price: Decimal(6_952),
                imageURL: URL(fileURLWithPath: "/imageURL/52")
              ),
            ],
            shippingAddress: Address(street: "street 2", city: "city 2", postalCode: "postalCode 2")
          )
        )
    )
    #expect(scene.router.dataStore === scene.interactor)

    scene.router.routeToConfirmation(
      receipt: Receipt(
        id: "id 1",
        paidAt: Date(timeIntervalSince1970: 1_700_005_901),
        items: [
          CartItem(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)),
            title: "title 1",
            quantity: 8_361,
            price: Decimal(6_901),
            imageURL: URL(fileURLWithPath: "/imageURL/1")
          ),
          CartItem(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 27)),
            title: "title 51",
            quantity: 8_411,
            price: Decimal(6_951),
            imageURL: URL(fileURLWithPath: "/imageURL/51")
          ),
        ],
        shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1")
      )
    )
    scene.router.routeToAddressBook()
    #expect(
      viewController.handledRoutes == [
        .confirmation(
          receipt: Receipt(
            id: "id 1",
            paidAt: Date(timeIntervalSince1970: 1_700_005_901),
            items: [
              CartItem(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)),
                title: "title 1",
                quantity: 8_361,
                price: Decimal(6_901),
                imageURL: URL(fileURLWithPath: "/imageURL/1")
              ),
              CartItem(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 27)),
                title: "title 51",
                quantity: 8_411,
                price: Decimal(6_951),
                imageURL: URL(fileURLWithPath: "/imageURL/51")
              ),
            ],
            shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1")
          )
        ),
        .addressBook,
      ]
    )
    #expect(viewController.handedDataStores.allSatisfy { $0 === scene.interactor })
  }

  @Test("the screen goes at once when it goes away; the rest of the scene once its calls end")
  func sceneIsReleasedOnceItsCallsEnd() async throws {
    weak var weakViewController: CheckoutDisplaySpy?
    weak var weakInteractor: CheckoutInteractor?
    weak var weakPresenter: CheckoutPresenter?
    weak var weakRouter: CheckoutRouter?
    let worker = CheckoutWorkerStub()
    var calls: [Task<Void, Never>] = []
    do {
      let viewController = CheckoutDisplaySpy()
      let scene = CheckoutBuilder.assemble(
        input: .fixture,
        output: nil,
        viewController: viewController,
        routeHandler: viewController,
        worker: worker
      )
      viewController.scene = scene
      weakViewController = viewController
      weakInteractor = scene.interactor as? CheckoutInteractor
      weakPresenter = weakInteractor?.presenter as? CheckoutPresenter
      weakRouter = scene.router as? CheckoutRouter
      #expect(weakInteractor != nil)
      #expect(weakPresenter != nil)
      #expect(weakRouter != nil)
      worker.gate.holdsCalls = true
      calls.append(Task { await scene.interactor.loadCart(request: .fixture) })
      calls.append(Task { await scene.interactor.applyCoupon(request: .fixture) })
      calls.append(Task { await scene.interactor.pay(request: .fixture) })
      try await worker.gate.waitUntilHeld(3)
    }
    #expect(weakViewController == nil)
    worker.gate.releaseHeldCalls()
    for call in calls { await call.value }
    #expect(weakInteractor == nil)
    #expect(weakPresenter == nil)
    #expect(weakRouter == nil)
  }

  @Test("the scene does not keep its output alive: whoever opened it owns it")
  func sceneHoldsItsOutputWeakly() {
    weak var weakOutput: CheckoutOutputSpy?
    let viewController = CheckoutDisplaySpy()
    do {
      let output = CheckoutOutputSpy()
      viewController.scene = CheckoutBuilder.assemble(
        input: .fixture,
        output: output,
        viewController: viewController,
        routeHandler: viewController,
        worker: CheckoutWorkerStub()
      )
      weakOutput = output
    }
    #expect(weakOutput == nil)
    #expect(viewController.scene != nil)
  }
}
