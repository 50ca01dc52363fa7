import Foundation
import XCTest

@testable import Checkout

final class CheckoutModelTests: XCTestCase {
    override func setUp() {
        super.setUp()
        // Apple's XCTest only; on Linux the stub's bounded waits fail a stuck test.
        #if canImport(Darwin)
            executionTimeAllowance = 60
        #endif
    }

    /// A model owned by a controller spy; each test makes its own, so tests share nothing.
    @MainActor
    private func makeModel() -> (
        model: CheckoutModel,
        service: CheckoutServiceStub,
        controller: CheckoutControllerSpy
    ) {
        let service = CheckoutServiceStub()
        let controller = CheckoutControllerSpy(model: CheckoutModel(input: .fixture, service: service))
        return (controller.model, service, controller)
    }

    @MainActor
    func testLoadCartAsksTheServiceAndHoldsItsAnswer() async {
        let (model, service, controller) = makeModel()

        await model.loadCart()

        let requests = service.loadCartRequests
        XCTAssertEqual(
            requests,
            [CheckoutModels.LoadCart.Request(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217)))]
        )
        XCTAssertEqual(controller.loadCartStates, [.running, .loaded(.fixture)])
    }

    @MainActor
    func testLoadCartKeepsTheServicesError() async {
        let (model, service, controller) = makeModel()
        service.loadCartResult = .failure(CheckoutTestError())

        await model.loadCart()

        XCTAssertEqual(controller.loadCartStates, [.running, .failed(CheckoutTestError())])
    }

    @MainActor
    func testLoadCartShowsOnlyTheNewestAnswer() async throws {
        let (model, service, controller) = makeModel()
        service.gate.holdsCalls = true
        let overtaken = Task { await model.loadCart() }
        try await service.gate.waitUntilHeld(1)
        service.gate.holdsCalls = false

        await model.loadCart()
        service.loadCartResult = .failure(CheckoutTestError())
        service.gate.releaseHeldCalls()
        await overtaken.value

        XCTAssertEqual(controller.loadCartStates, [.running, .loaded(.fixture)])
    }

    @MainActor
    func testLoadCartEndsIdleWhenCancelled() async throws {
        let (model, service, controller) = makeModel()
        service.gate.holdsCalls = true
        let call = Task { await model.loadCart() }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        XCTAssertEqual(callsCancelled, 1)
        XCTAssertEqual(controller.loadCartStates, [.running, .idle])
    }

    @MainActor
    func testApplyCouponAsksTheServiceAndHoldsItsAnswer() async {
        let (model, service, controller) = makeModel()

        await model.applyCoupon(code: "code 1")

        let requests = service.applyCouponRequests
        XCTAssertEqual(
            requests,
            [
                CheckoutModels.ApplyCoupon.Request(
                    cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217)),
                    code: "code 1"
                )
            ]
        )
        XCTAssertEqual(controller.applyCouponStates, [.running, .loaded(.fixture)])
    }

    @MainActor
    func testApplyCouponKeepsTheServicesError() async {
        let (model, service, controller) = makeModel()
        service.applyCouponResult = .failure(CheckoutTestError())

        await model.applyCoupon(code: "code 1")

        XCTAssertEqual(controller.applyCouponStates, [.running, .failed(CheckoutTestError())])
    }

    @MainActor
    func testApplyCouponRefusesASecondCallWhileOneRuns() async throws {
        let (model, service, controller) = makeModel()
        service.gate.holdsCalls = true
        let first = Task { await model.applyCoupon(code: "code 1") }
        try await service.gate.waitUntilHeld(1)
        // Were the second call let through, it would answer at once.
        service.gate.holdsCalls = false

        await model.applyCoupon(code: "code 1")
        service.gate.releaseHeldCalls()
        await first.value

        let requests = service.applyCouponRequests
        XCTAssertEqual(requests.count, 1)
        XCTAssertEqual(controller.applyCouponStates, [.running, .loaded(.fixture)])

        // Once it has ended, the next call runs.
        await model.applyCoupon(code: "code 1")
        let requestsAfterwards = service.applyCouponRequests
        XCTAssertEqual(requestsAfterwards.count, 2)
    }

    @MainActor
    func testApplyCouponRunsToItsEndWhenItsCallerIsCancelled() async throws {
        let (model, service, controller) = makeModel()
        service.gate.holdsCalls = true
        let call = Task { await model.applyCoupon(code: "code 1") }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        XCTAssertEqual(callsCancelled, 0)
        XCTAssertEqual(controller.applyCouponStates, [.running, .loaded(.fixture)])
    }

    @MainActor
    func testPayAsksTheServiceAndHoldsItsAnswer() async {
        let (model, service, controller) = makeModel()

        await model.pay(
            shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
            tip: Decimal(2_571),
            metadata: ["metadata 1": "metadata 1"]
        )

        let requests = service.payRequests
        XCTAssertEqual(
            requests,
            [
                CheckoutModels.Pay.Request(
                    cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217)),
                    shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
                    tip: Decimal(2_571),
                    metadata: ["metadata 1": "metadata 1"]
                )
            ]
        )
        XCTAssertEqual(controller.payStates, [.running, .loaded(.fixture)])
    }

    @MainActor
    func testPayKeepsTheServicesError() async {
        let (model, service, controller) = makeModel()
        let output = CheckoutOutputSpy()
        model.output = output
        service.payResult = .failure(CheckoutTestError())

        await model.pay(
            shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
            tip: Decimal(2_571),
            metadata: ["metadata 1": "metadata 1"]
        )

        XCTAssertEqual(controller.payStates, [.running, .failed(CheckoutTestError())])
        XCTAssertEqual(output.outputs, [])
    }

    @MainActor
    func testPayTellsTheOutputPaidOnce() async {
        let (model, _, _) = makeModel()
        let output = CheckoutOutputSpy()
        model.output = output

        await model.pay(
            shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
            tip: Decimal(2_571),
            metadata: ["metadata 1": "metadata 1"]
        )

        XCTAssertEqual(
            output.outputs,
            [
                .paid(
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
            ]
        )
    }

    @MainActor
    func testPayRefusesASecondCallWhileOneRuns() async throws {
        let (model, service, controller) = makeModel()
        service.gate.holdsCalls = true
        let first = Task {
            await model.pay(
                shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
                tip: Decimal(2_571),
                metadata: ["metadata 1": "metadata 1"]
            )
        }
        try await service.gate.waitUntilHeld(1)
        // Were the second call let through, it would answer at once.
        service.gate.holdsCalls = false

        await model.pay(
            shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
            tip: Decimal(2_571),
            metadata: ["metadata 1": "metadata 1"]
        )
        service.gate.releaseHeldCalls()
        await first.value

        let requests = service.payRequests
        XCTAssertEqual(requests.count, 1)
        XCTAssertEqual(controller.payStates, [.running, .loaded(.fixture)])

        // Once it has ended, the next call runs.
        await model.pay(
            shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
            tip: Decimal(2_571),
            metadata: ["metadata 1": "metadata 1"]
        )
        let requestsAfterwards = service.payRequests
        XCTAssertEqual(requestsAfterwards.count, 2)
    }

    @MainActor
    func testPayRunsToItsEndWhenItsCallerIsCancelled() async throws {
        let (model, service, controller) = makeModel()
        let output = CheckoutOutputSpy()
        model.output = output
        service.gate.holdsCalls = true
        let call = Task {
            await model.pay(
                shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
                tip: Decimal(2_571),
                metadata: ["metadata 1": "metadata 1"]
            )
        }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        XCTAssertEqual(callsCancelled, 0)
        XCTAssertEqual(controller.payStates, [.running, .loaded(.fixture)])
        XCTAssertEqual(
            output.outputs,
            [
                .paid(
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
            ]
        )
    }

    @MainActor
    func testCancelledIsSentToTheOutput() async {
        let (model, _, _) = makeModel()
        let output = CheckoutOutputSpy()
        model.output = output

        model.sendCancelled()

        XCTAssertEqual(output.outputs, [.cancelled])
    }

    @MainActor
    func testTheModelHoldsItsOutputWeakly() async {
        let (model, _, _) = makeModel()
        weak var released: CheckoutOutputSpy?
        do {
            let output = CheckoutOutputSpy()
            model.output = output
            released = output
        }

        XCTAssertNil(released)
    }

    @MainActor
    func testInputUpdateReachesLoadCart() async {
        let (model, service, _) = makeModel()
        let updated = model.update(
            CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 220)))
        )
        let repeated = model.update(
            CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 220)))
        )

        await model.loadCart()

        XCTAssertEqual(
            service.loadCartRequests,
            [CheckoutModels.LoadCart.Request(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 220)))]
        )
        XCTAssertEqual([updated, repeated], [true, false])
    }

    @MainActor
    func testInputUpdateDropsTheRunningLoadCart() async throws {
        let (model, service, _) = makeModel()
        service.gate.holdsCalls = true
        let stale = Task { await model.loadCart() }
        try await service.gate.waitUntilHeld(1)
        _ = model.update(CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 220))))
        service.gate.releaseHeldCalls()
        await stale.value

        // Not run: the old input's answer never reaches the screen.
        XCTAssertEqual(model.loadCartState, .idle)
    }
}
