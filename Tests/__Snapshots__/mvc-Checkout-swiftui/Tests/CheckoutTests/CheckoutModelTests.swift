import Foundation
import Testing

@testable import Checkout

@MainActor
@Suite("CheckoutModel", .timeLimit(.minutes(1)))
struct CheckoutModelTests {
    let service = CheckoutServiceStub()
    let controller: CheckoutControllerSpy
    var model: CheckoutModel { controller.model }

    init() {
        controller = CheckoutControllerSpy(model: CheckoutModel(input: .fixture, service: service))
    }

    @Test("loadCart asks the service with the module's input and holds its answer")
    func loadCartHoldsTheAnswer() async {
        await model.loadCart()

        let requests = service.loadCartRequests
        #expect(
            requests == [
                CheckoutModels.LoadCart.Request(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217)))
            ]
        )
        #expect(controller.loadCartStates == [.running, .loaded(.fixture)])
    }

    @Test("loadCart keeps the service's error when the service fails")
    func loadCartFails() async {
        service.loadCartResult = .failure(CheckoutTestError())

        await model.loadCart()

        #expect(controller.loadCartStates == [.running, .failed(CheckoutTestError())])
    }

    @Test("an overtaken loadCart call changes nothing, however late it ends: the newest answer stays")
    func loadCartShowsOnlyTheNewestAnswer() async throws {
        service.gate.holdsCalls = true
        let overtaken = Task { await model.loadCart() }
        try await service.gate.waitUntilHeld(1)
        service.gate.holdsCalls = false

        await model.loadCart()
        service.loadCartResult = .failure(CheckoutTestError())
        service.gate.releaseHeldCalls()
        await overtaken.value

        #expect(controller.loadCartStates == [.running, .loaded(.fixture)])
    }

    @Test("a cancelled loadCart cancels the service's call, shows no outcome and ends the spinner")
    func loadCartEndsIdleWhenCancelled() async throws {
        service.gate.holdsCalls = true
        let call = Task { await model.loadCart() }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(controller.loadCartStates == [.running, .idle])
    }

    @Test("applyCoupon asks the service with the module's input and holds its answer")
    func applyCouponHoldsTheAnswer() async {
        await model.applyCoupon(code: "code 1")

        let requests = service.applyCouponRequests
        #expect(
            requests == [
                CheckoutModels.ApplyCoupon.Request(
                    cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217)),
                    code: "code 1"
                )
            ]
        )
        #expect(controller.applyCouponStates == [.running, .loaded(.fixture)])
    }

    @Test("applyCoupon keeps the service's error when the service fails")
    func applyCouponFails() async {
        service.applyCouponResult = .failure(CheckoutTestError())

        await model.applyCoupon(code: "code 1")

        #expect(controller.applyCouponStates == [.running, .failed(CheckoutTestError())])
    }

    @Test("a second applyCoupon while one runs is refused; once it ended, the next runs")
    func applyCouponRefusesASecondCall() async throws {
        service.gate.holdsCalls = true
        let first = Task { await model.applyCoupon(code: "code 1") }
        try await service.gate.waitUntilHeld(1)
        // Were the second call let through, it would answer at once.
        service.gate.holdsCalls = false

        await model.applyCoupon(code: "code 1")
        service.gate.releaseHeldCalls()
        await first.value

        let requests = service.applyCouponRequests
        #expect(requests.count == 1)
        #expect(controller.applyCouponStates == [.running, .loaded(.fixture)])

        // Once it has ended, the next call runs.
        await model.applyCoupon(code: "code 1")
        let requestsAfterwards = service.applyCouponRequests
        #expect(requestsAfterwards.count == 2)
    }

    @Test("applyCoupon runs to its end when its caller is cancelled (the screen went away)")
    func applyCouponSurvivesItsCaller() async throws {
        service.gate.holdsCalls = true
        let call = Task { await model.applyCoupon(code: "code 1") }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        #expect(callsCancelled == 0)
        #expect(controller.applyCouponStates == [.running, .loaded(.fixture)])
    }

    @Test("pay asks the service with the module's input and holds its answer")
    func payHoldsTheAnswer() async {
        await model.pay(
            shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
            tip: Decimal(2_571),
            metadata: ["metadata 1": "metadata 1"]
        )

        let requests = service.payRequests
        #expect(
            requests == [
                CheckoutModels.Pay.Request(
                    cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217)),
                    shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
                    tip: Decimal(2_571),
                    metadata: ["metadata 1": "metadata 1"]
                )
            ]
        )
        #expect(controller.payStates == [.running, .loaded(.fixture)])
    }

    @Test("pay keeps the service's error when the service fails")
    func payFails() async {
        let output = CheckoutOutputSpy()
        model.output = output
        service.payResult = .failure(CheckoutTestError())

        await model.pay(
            shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
            tip: Decimal(2_571),
            metadata: ["metadata 1": "metadata 1"]
        )

        #expect(controller.payStates == [.running, .failed(CheckoutTestError())])
        #expect(output.outputs == [])
    }

    @Test("pay tells the output paid once, with its fields")
    func paySendsItsOutput() async {
        let output = CheckoutOutputSpy()
        model.output = output

        await model.pay(
            shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
            tip: Decimal(2_571),
            metadata: ["metadata 1": "metadata 1"]
        )

        #expect(
            output.outputs == [
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

    @Test("a second pay while one runs is refused; once it ended, the next runs")
    func payRefusesASecondCall() async throws {
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
        #expect(requests.count == 1)
        #expect(controller.payStates == [.running, .loaded(.fixture)])

        // Once it has ended, the next call runs.
        await model.pay(
            shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
            tip: Decimal(2_571),
            metadata: ["metadata 1": "metadata 1"]
        )
        let requestsAfterwards = service.payRequests
        #expect(requestsAfterwards.count == 2)
    }

    @Test("pay runs to its end when its caller is cancelled (the screen went away)")
    func paySurvivesItsCaller() async throws {
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
        #expect(callsCancelled == 0)
        #expect(controller.payStates == [.running, .loaded(.fixture)])
        #expect(
            output.outputs == [
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

    @Test("sendCancelled tells the output cancelled")
    func sendCancelledTellsTheOutput() {
        let output = CheckoutOutputSpy()
        model.output = output

        model.sendCancelled()

        #expect(output.outputs == [.cancelled])
    }

    @Test("the model holds its output weakly: it never keeps its opener alive")
    func outputIsWeak() {
        weak var released: CheckoutOutputSpy?
        do {
            let output = CheckoutOutputSpy()
            model.output = output
            released = output
        }

        #expect(released == nil)
    }

    @Test("an input given after build reaches the next loadCart")
    func inputUpdateReachesLoadCart() async {
        let updated = model.update(
            CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 220)))
        )
        let repeated = model.update(
            CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 220)))
        )

        await model.loadCart()

        #expect(
            service.loadCartRequests == [
                CheckoutModels.LoadCart.Request(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 220)))
            ]
        )
        #expect([updated, repeated] == [true, false])
    }

    @Test("a loadCart call for the old input, still running when a new input comes, shows nothing")
    func inputUpdateDropsTheRunningLoadCart() async throws {
        service.gate.holdsCalls = true
        let stale = Task { await model.loadCart() }
        try await service.gate.waitUntilHeld(1)
        _ = model.update(CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 220))))
        service.gate.releaseHeldCalls()
        await stale.value

        // Not run: the old input's answer never reaches the screen.
        #expect(model.loadCartState == .idle)
    }
}
