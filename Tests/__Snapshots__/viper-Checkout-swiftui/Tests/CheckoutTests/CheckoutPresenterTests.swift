import Foundation
import Testing

@testable import Checkout

@MainActor
@Suite("CheckoutPresenter", .timeLimit(.minutes(1)))
struct CheckoutPresenterTests {
    let interactor = CheckoutServiceStub()
    let router = CheckoutRouterSpy()
    let view = CheckoutViewSpy()
    let output = CheckoutOutputSpy()
    let presenter: CheckoutPresenter

    init() {
        presenter = CheckoutPresenter(input: .fixture, interactor: interactor, router: router, formatting: .fixture)
        presenter.view = view
        presenter.output = output
    }

    @Test("loadCart shows it runs, then the view model made from the response")
    func loadCartShowsTheViewModel() async {
        let formatting = CheckoutFormatting.fixture
        await presenter.loadCart()

        #expect(
            interactor.loadCartRequests == [
                CheckoutModels.LoadCart.Request(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217)))
            ]
        )
        #expect(
            view.loadCartStates == [
                .running,
                .loaded(
                    CheckoutModels.LoadCart.ViewModel(
                        rows: ["title 2", "title 52"],
                        totalText: formatting.currency(Decimal(1_352)),
                        itemCount: formatting.number(2)
                    )
                ),
            ]
        )
    }

    @Test("loadCart shows its failure message when it fails")
    func loadCartShowsTheFailure() async {
        interactor.loadCartResult = .failure(CheckoutTestError())

        await presenter.loadCart()

        #expect(view.loadCartStates == [.running, .failed(message: CheckoutStrings.LoadCart.failure)])
    }

    @Test("loadCart shows that there is nothing to list when the answer has no items")
    func loadCartShowsEmpty() async {
        interactor.loadCartResult = .success(CheckoutModels.LoadCart.Response(items: [], total: Decimal(1_352)))

        await presenter.loadCart()

        #expect(view.loadCartStates == [.running, .empty])
    }

    @Test("an overtaken loadCart call shows nothing; a cancelled one cancels the service's call and ends the spinner")
    func loadCartShowsOnlyTheNewestAnswer() async throws {
        interactor.gate.holdsCalls = true
        let overtaken = Task { await presenter.loadCart() }
        try await interactor.gate.waitUntilHeld(1)
        let cancelled = Task { await presenter.loadCart() }
        try await interactor.gate.waitUntilHeld(2)
        interactor.loadCartResult = .failure(CheckoutTestError())
        cancelled.cancel()
        interactor.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        #expect(interactor.gate.callsCancelledWhileHeld == 1)
        #expect(view.loadCartStates == [.running, .running, .idle])
    }

    @Test("applyCoupon shows it runs, then the view model made from the response")
    func applyCouponShowsTheViewModel() async {
        let formatting = CheckoutFormatting.fixture
        await presenter.applyCoupon(code: "code 1")

        #expect(
            interactor.applyCouponRequests == [
                CheckoutModels.ApplyCoupon.Request(
                    cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217)),
                    code: "code 1"
                )
            ]
        )
        #expect(
            view.applyCouponStates == [
                .running,
                .loaded(
                    CheckoutModels.ApplyCoupon.ViewModel(discount: formatting.number(Decimal(1_002)), isValid: false)
                ),
            ]
        )
    }

    @Test("applyCoupon shows another response as that response has it")
    func applyCouponShowsAnotherResponse() async {
        let formatting = CheckoutFormatting.fixture
        interactor.applyCouponResult = .success(
            CheckoutModels.ApplyCoupon.Response(discount: Decimal(1_005), isValid: true)
        )

        await presenter.applyCoupon(code: "code 1")

        #expect(
            view.applyCouponStates == [
                .running,
                .loaded(
                    CheckoutModels.ApplyCoupon.ViewModel(discount: formatting.number(Decimal(1_005)), isValid: true)
                ),
            ]
        )
    }

    @Test("applyCoupon shows its failure message when it fails")
    func applyCouponShowsTheFailure() async {
        interactor.applyCouponResult = .failure(CheckoutTestError())

        await presenter.applyCoupon(code: "code 1")

        #expect(view.applyCouponStates == [.running, .failed(message: CheckoutStrings.ApplyCoupon.failure)])
    }

    @Test("a second applyCoupon while one runs (a double tap) is refused")
    func applyCouponRefusesASecondCallWhileOneRuns() async throws {
        interactor.gate.holdsCalls = true
        let first = Task { await presenter.applyCoupon(code: "code 1") }
        try await interactor.gate.waitUntilHeld(1)
        // Were the second call let through, it would answer at once.
        interactor.gate.holdsCalls = false

        await presenter.applyCoupon(code: "code 1")
        #expect(interactor.applyCouponRequests.count == 1)
        #expect(view.applyCouponStates == [.running])
        interactor.gate.releaseHeldCalls()
        await first.value

        #expect(view.applyCouponStates.map(\.isRunning) == [true, false])
        // Once it has ended, the next tap runs.
        await presenter.applyCoupon(code: "code 1")
        #expect(interactor.applyCouponRequests.count == 2)
    }

    @Test("applyCoupon is not cancelled with its caller: its answer still arrives")
    func applyCouponOutlivesItsCaller() async throws {
        let formatting = CheckoutFormatting.fixture
        interactor.gate.holdsCalls = true
        let call = Task { await presenter.applyCoupon(code: "code 1") }
        try await interactor.gate.waitUntilHeld(1)

        call.cancel()
        interactor.gate.releaseHeldCalls()
        await call.value

        #expect(interactor.gate.callsCancelledWhileHeld == 0)
        #expect(
            view.applyCouponStates == [
                .running,
                .loaded(
                    CheckoutModels.ApplyCoupon.ViewModel(discount: formatting.number(Decimal(1_002)), isValid: false)
                ),
            ]
        )
    }

    @Test("pay shows it runs, then the view model made from the response, and tells the output")
    func payShowsTheViewModel() async {
        let formatting = CheckoutFormatting.fixture
        await presenter.pay(
            shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
            tip: Decimal(2_571),
            metadata: ["metadata 1": "metadata 1"]
        )

        #expect(
            interactor.payRequests == [
                CheckoutModels.Pay.Request(
                    cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217)),
                    shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
                    tip: Decimal(2_571),
                    metadata: ["metadata 1": "metadata 1"]
                )
            ]
        )
        #expect(
            view.payStates.map(\.mapped) == [
                .running,
                .loaded(
                    CheckoutPayMappedFields(
                        orderNumber: "id 2",
                        paidAt: formatting.date(Date(timeIntervalSince1970: 1_700_005_902))
                    )
                ),
            ]
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

    @Test("pay shows its failure message when it fails, and tells the output nothing")
    func payShowsTheFailure() async {
        interactor.payResult = .failure(CheckoutTestError())

        await presenter.pay(
            shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
            tip: Decimal(2_571),
            metadata: ["metadata 1": "metadata 1"]
        )

        #expect(view.payStates == [.running, .failed(message: CheckoutStrings.Pay.failure)])
        #expect(output.outputs == [])
    }

    @Test("a second pay while one runs (a double tap) is refused")
    func payRefusesASecondCallWhileOneRuns() async throws {
        interactor.gate.holdsCalls = true
        let first = Task {
            await presenter.pay(
                shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
                tip: Decimal(2_571),
                metadata: ["metadata 1": "metadata 1"]
            )
        }
        try await interactor.gate.waitUntilHeld(1)
        // Were the second call let through, it would answer at once.
        interactor.gate.holdsCalls = false

        await presenter.pay(
            shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
            tip: Decimal(2_571),
            metadata: ["metadata 1": "metadata 1"]
        )
        #expect(interactor.payRequests.count == 1)
        #expect(view.payStates == [.running])
        interactor.gate.releaseHeldCalls()
        await first.value

        #expect(view.payStates.map(\.isRunning) == [true, false])
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
        // Once it has ended, the next tap runs.
        await presenter.pay(
            shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
            tip: Decimal(2_571),
            metadata: ["metadata 1": "metadata 1"]
        )
        #expect(interactor.payRequests.count == 2)
    }

    @Test("pay is not cancelled with its caller: its answer still arrives, even with the screen gone")
    func payOutlivesItsCaller() async throws {
        interactor.gate.holdsCalls = true
        let call = Task {
            await presenter.pay(
                shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
                tip: Decimal(2_571),
                metadata: ["metadata 1": "metadata 1"]
            )
        }
        try await interactor.gate.waitUntilHeld(1)

        call.cancel()
        presenter.view = nil
        interactor.gate.releaseHeldCalls()
        await call.value

        #expect(interactor.gate.callsCancelledWhileHeld == 0)
        #expect(view.payStates == [.running])
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

    @Test("an input given after build reaches the next loadCart")
    func inputUpdateReachesLoadCart() async {
        let updated = presenter.update(
            CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 220)))
        )
        let repeated = presenter.update(
            CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 220)))
        )

        await presenter.loadCart()

        #expect(
            interactor.loadCartRequests == [
                CheckoutModels.LoadCart.Request(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 220)))
            ]
        )
        #expect([updated, repeated] == [true, false])
    }

    @Test("a loadCart call for the old input, still running when a new input comes, shows nothing")
    func inputUpdateDropsTheRunningLoadCart() async throws {
        interactor.gate.holdsCalls = true
        let stale = Task { await presenter.loadCart() }
        try await interactor.gate.waitUntilHeld(1)
        _ = presenter.update(CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 220))))
        interactor.gate.releaseHeldCalls()
        await stale.value

        // Running, then not run: the old input's answer never reaches the screen.
        #expect(view.loadCartStates.map(\.isRunning) == [true, false])
    }
}
