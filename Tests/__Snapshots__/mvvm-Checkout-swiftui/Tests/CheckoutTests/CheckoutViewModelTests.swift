import Foundation
import Testing

@testable import Checkout

/// What the view models are formatted with here: fixed, not the machine's settings.
@MainActor
private let formatting = CheckoutFormatting.fixture

@MainActor
@Suite("CheckoutViewModel", .timeLimit(.minutes(1)))
struct CheckoutViewModelTests {
    let service = CheckoutServiceStub()
    let screen = CheckoutScreenSpy()
    let viewModel: CheckoutViewModel

    init() {
        viewModel = CheckoutViewModel(
            input: CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217))),
            service: service,
            formatting: formatting
        )
        viewModel.routeHandler = screen
        screen.bind(to: viewModel)
    }

    @Test("loadCart asks the model with the module's input and shows it running, then its content")
    func loadCartShowsTheContent() async {
        await viewModel.loadCart()

        let requests = service.loadCartRequests
        #expect(
            requests == [
                CheckoutModels.LoadCart.Request(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217)))
            ]
        )
        #expect(
            screen.states.map(\.loadCart) == [
                .running,
                .loaded(
                    CheckoutModels.LoadCart.Content(
                        rows: ["title 2", "title 52"],
                        totalText: formatting.currency(Decimal(1_352)),
                        itemCount: formatting.number(2)
                    )
                ),
            ]
        )
    }

    @Test("loadCart shows its failure message when the model fails")
    func loadCartShowsFailure() async {
        service.loadCartResult = .failure(CheckoutTestError())

        await viewModel.loadCart()

        #expect(screen.states.map(\.loadCart) == [.running, .failed(message: "Could not load cart.")])
    }

    @Test("loadCart shows it has nothing to list when the answer has no items")
    func loadCartShowsEmpty() async {
        service.loadCartResult = .success(CheckoutModels.LoadCart.Response(items: [], total: Decimal(1_352)))

        await viewModel.loadCart()

        #expect(screen.states.map(\.loadCart) == [.running, .empty])
    }

    @Test("an overtaken loadCart call changes nothing, however late it ends: the newest answer stays")
    func loadCartShowsOnlyTheNewestAnswer() async throws {
        service.gate.holdsCalls = true
        let overtaken = Task { await viewModel.loadCart() }
        try await service.gate.waitUntilHeld(1)
        service.gate.holdsCalls = false

        await viewModel.loadCart()
        service.loadCartResult = .failure(CheckoutTestError())
        service.gate.releaseHeldCalls()
        await overtaken.value

        #expect(
            screen.states.map(\.loadCart) == [
                .running,
                .loaded(
                    CheckoutModels.LoadCart.Content(
                        rows: ["title 2", "title 52"],
                        totalText: formatting.currency(Decimal(1_352)),
                        itemCount: formatting.number(2)
                    )
                ),
            ]
        )
    }

    @Test("a cancelled loadCart cancels the service's call, shows no outcome and ends the spinner")
    func loadCartEndsIdleWhenCancelled() async throws {
        service.gate.holdsCalls = true
        let call = Task { await viewModel.loadCart() }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(screen.states.map(\.loadCart) == [.running, .idle])
    }

    @Test("applyCoupon asks the model with the module's input and shows it running, then its content")
    func applyCouponShowsTheContent() async {
        await viewModel.applyCoupon(code: "code 1")

        let requests = service.applyCouponRequests
        #expect(
            requests == [
                CheckoutModels.ApplyCoupon.Request(
                    cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217)),
                    code: "code 1"
                )
            ]
        )
        #expect(
            screen.states.map(\.applyCoupon) == [
                .running,
                .loaded(
                    CheckoutModels.ApplyCoupon.Content(discount: formatting.number(Decimal(1_002)), isValid: false)
                ),
            ]
        )
    }

    @Test("applyCoupon shows another answer as that answer has it")
    func applyCouponShowsAnotherAnswer() async {
        service.applyCouponResult = .success(
            CheckoutModels.ApplyCoupon.Response(discount: Decimal(1_005), isValid: true)
        )

        await viewModel.applyCoupon(code: "code 1")

        #expect(
            screen.states.map(\.applyCoupon) == [
                .running,
                .loaded(CheckoutModels.ApplyCoupon.Content(discount: formatting.number(Decimal(1_005)), isValid: true)),
            ]
        )
    }

    @Test("applyCoupon shows its failure message when the model fails")
    func applyCouponShowsFailure() async {
        service.applyCouponResult = .failure(CheckoutTestError())

        await viewModel.applyCoupon(code: "code 1")

        #expect(screen.states.map(\.applyCoupon) == [.running, .failed(message: "Could not apply coupon.")])
    }

    @Test("a second applyCoupon while one runs is refused; once it ends, it runs again")
    func applyCouponRefusesASecondCallWhileRunning() async throws {
        service.gate.holdsCalls = true
        let first = Task { await viewModel.applyCoupon(code: "code 1") }
        try await service.gate.waitUntilHeld(1)
        // Were the second call let through, it would answer at once and be recorded.
        service.gate.holdsCalls = false

        await viewModel.applyCoupon(code: "code 1")
        let whileRunning = viewModel.state.applyCoupon.isRunning
        service.gate.releaseHeldCalls()
        await first.value
        let refused = service.applyCouponRequests
        await viewModel.applyCoupon(code: "code 1")

        let requests = service.applyCouponRequests
        #expect(refused.count == 1)
        #expect(requests.count == 2)
        #expect(whileRunning == true)
        #expect(viewModel.state.applyCoupon.isRunning == false)
    }

    @Test("applyCoupon still delivers its answer when its task is cancelled and the screen is gone")
    func applyCouponIsDeliveredAfterTheScreenWentAway() async throws {
        let viewModel = CheckoutViewModel(
            input: CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217))),
            service: service,
            formatting: formatting
        )
        weak var weakScreen: CheckoutScreenSpy?
        service.gate.holdsCalls = true
        let call: Task<Void, Never>
        do {
            let screen = CheckoutScreenSpy()
            viewModel.routeHandler = screen
            screen.bind(to: viewModel)
            weakScreen = screen
            call = Task { await viewModel.applyCoupon(code: "code 1") }
            try await service.gate.waitUntilHeld(1)
        }

        call.cancel()
        #expect(weakScreen == nil)
        service.gate.releaseHeldCalls()
        await call.value

        #expect(service.gate.callsCancelledWhileHeld == 0)
        #expect(
            viewModel.state.applyCoupon
                == .loaded(
                    CheckoutModels.ApplyCoupon.Content(discount: formatting.number(Decimal(1_002)), isValid: false)
                )
        )
    }

    @Test("pay asks the model with the module's input and shows it running, then its content")
    func payShowsTheContent() async {
        let output = CheckoutOutputSpy()
        viewModel.output = output
        await viewModel.pay(
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
        #expect(
            screen.states.map(\.pay.mapped) == [
                .running,
                .loaded(
                    CheckoutPayMappedFields(
                        orderNumber: "id 2",
                        paidAt: formatting.date(Date(timeIntervalSince1970: 1_700_005_902))
                    )
                ),
            ]
        )
        // Sent once, on success.
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

    @Test("pay shows its failure message when the model fails, and tells the output nothing")
    func payShowsFailure() async {
        let output = CheckoutOutputSpy()
        viewModel.output = output
        service.payResult = .failure(CheckoutTestError())

        await viewModel.pay(
            shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
            tip: Decimal(2_571),
            metadata: ["metadata 1": "metadata 1"]
        )

        #expect(screen.states.map(\.pay) == [.running, .failed(message: "Could not pay.")])
        #expect(output.outputs == [])
    }

    @Test("a second pay while one runs is refused; once it ends, it runs again")
    func payRefusesASecondCallWhileRunning() async throws {
        service.gate.holdsCalls = true
        let first = Task {
            await viewModel.pay(
                shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
                tip: Decimal(2_571),
                metadata: ["metadata 1": "metadata 1"]
            )
        }
        try await service.gate.waitUntilHeld(1)
        // Were the second call let through, it would answer at once and be recorded.
        service.gate.holdsCalls = false

        await viewModel.pay(
            shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
            tip: Decimal(2_571),
            metadata: ["metadata 1": "metadata 1"]
        )
        let whileRunning = viewModel.state.pay.isRunning
        service.gate.releaseHeldCalls()
        await first.value
        let refused = service.payRequests
        await viewModel.pay(
            shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
            tip: Decimal(2_571),
            metadata: ["metadata 1": "metadata 1"]
        )

        let requests = service.payRequests
        #expect(refused.count == 1)
        #expect(requests.count == 2)
        #expect(whileRunning == true)
        #expect(viewModel.state.pay.isRunning == false)
    }

    @Test("pay still delivers its answer when its task is cancelled and the screen is gone")
    func payIsDeliveredAfterTheScreenWentAway() async throws {
        let viewModel = CheckoutViewModel(
            input: CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217))),
            service: service,
            formatting: formatting
        )
        let output = CheckoutOutputSpy()
        viewModel.output = output
        weak var weakScreen: CheckoutScreenSpy?
        service.gate.holdsCalls = true
        let call: Task<Void, Never>
        do {
            let screen = CheckoutScreenSpy()
            viewModel.routeHandler = screen
            screen.bind(to: viewModel)
            weakScreen = screen
            call = Task {
                await viewModel.pay(
                    shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
                    tip: Decimal(2_571),
                    metadata: ["metadata 1": "metadata 1"]
                )
            }
            try await service.gate.waitUntilHeld(1)
        }

        call.cancel()
        #expect(weakScreen == nil)
        service.gate.releaseHeldCalls()
        await call.value

        #expect(service.gate.callsCancelledWhileHeld == 0)
        #expect(
            viewModel.state.pay.mapped
                == .loaded(
                    CheckoutPayMappedFields(
                        orderNumber: "id 2",
                        paidAt: formatting.date(Date(timeIntervalSince1970: 1_700_005_902))
                    )
                )
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

    @Test("sendCancelled tells the output cancelled")
    func sendCancelledTellsTheOutput() {
        let output = CheckoutOutputSpy()
        viewModel.output = output

        viewModel.sendCancelled()

        #expect(output.outputs == [.cancelled])
    }

    @Test("showConfirmation asks the screen to open the confirmation route, with what it carries")
    func showConfirmationRoutes() {
        viewModel.showConfirmation(
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

        #expect(
            screen.handledRoutes == [
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
                )
            ]
        )
    }

    @Test("showAddressBook asks the screen to open the address book route")
    func showAddressBookRoutes() {
        viewModel.showAddressBook()

        #expect(screen.handledRoutes == [.addressBook])
    }

    @Test("an input given after build reaches the next loadCart")
    func inputUpdateReachesLoadCart() async {
        let updated = viewModel.update(
            CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 220)))
        )
        let repeated = viewModel.update(
            CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 220)))
        )

        await viewModel.loadCart()

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
        let stale = Task { await viewModel.loadCart() }
        try await service.gate.waitUntilHeld(1)
        _ = viewModel.update(CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 220))))
        service.gate.releaseHeldCalls()
        await stale.value

        // Not run: the old input's answer never reaches the screen.
        #expect(viewModel.state.loadCart == .idle)
    }
}
