import Foundation
import XCTest

@testable import Checkout

/// What the view models are formatted with here: fixed, not the machine's settings.
@MainActor
private let formatting = CheckoutFormatting.fixture

final class CheckoutViewModelTests: XCTestCase {
    override func setUp() {
        super.setUp()
        #if canImport(ObjectiveC)
            // Apple's XCTest only; on Linux the stub's bounded waits fail a stuck test.
            executionTimeAllowance = 60
        #endif
    }

    /// A view model bound to a screen spy; each test makes its own, so tests share nothing.
    /// It is built with the input's samples, which the requests it sends must carry.
    @MainActor
    private func makeViewModel() -> (
        viewModel: CheckoutViewModel,
        service: CheckoutServiceStub,
        screen: CheckoutScreenSpy
    ) {
        let service = CheckoutServiceStub()
        let screen = CheckoutScreenSpy()
        let viewModel = CheckoutViewModel(
            input: CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217))),
            service: service,
            formatting: formatting
        )
        viewModel.routeHandler = screen
        screen.bind(to: viewModel)
        return (viewModel, service, screen)
    }

    @MainActor
    func testLoadCartShowsItRunningThenItsContent() async {
        let (viewModel, service, screen) = makeViewModel()
        await viewModel.loadCart()

        let requests = service.loadCartRequests
        XCTAssertEqual(
            requests,
            [CheckoutModels.LoadCart.Request(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217)))]
        )
        XCTAssertEqual(
            screen.states.map(\.loadCart),
            [
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

    @MainActor
    func testLoadCartShowsItsFailureMessage() async {
        let (viewModel, service, screen) = makeViewModel()
        service.loadCartResult = .failure(CheckoutTestError())

        await viewModel.loadCart()

        XCTAssertEqual(screen.states.map(\.loadCart), [.running, .failed(message: "Could not load cart.")])
    }

    @MainActor
    func testLoadCartShowsEmptyWhenThereIsNothingToList() async {
        let (viewModel, service, screen) = makeViewModel()
        service.loadCartResult = .success(CheckoutModels.LoadCart.Response(items: [], total: Decimal(1_352)))

        await viewModel.loadCart()

        XCTAssertEqual(screen.states.map(\.loadCart), [.running, .empty])
    }

    @MainActor
    func testLoadCartShowsOnlyTheNewestAnswer() async throws {
        let (viewModel, service, screen) = makeViewModel()
        service.gate.holdsCalls = true
        let overtaken = Task { await viewModel.loadCart() }
        try await service.gate.waitUntilHeld(1)
        service.gate.holdsCalls = false

        await viewModel.loadCart()
        service.loadCartResult = .failure(CheckoutTestError())
        service.gate.releaseHeldCalls()
        await overtaken.value

        XCTAssertEqual(
            screen.states.map(\.loadCart),
            [
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

    @MainActor
    func testLoadCartEndsIdleWhenCancelled() async throws {
        let (viewModel, service, screen) = makeViewModel()
        service.gate.holdsCalls = true
        let call = Task { await viewModel.loadCart() }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        XCTAssertEqual(callsCancelled, 1)
        XCTAssertEqual(screen.states.map(\.loadCart), [.running, .idle])
    }

    @MainActor
    func testApplyCouponShowsItRunningThenItsContent() async {
        let (viewModel, service, screen) = makeViewModel()
        await viewModel.applyCoupon(code: "code 1")

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
        XCTAssertEqual(
            screen.states.map(\.applyCoupon),
            [
                .running,
                .loaded(
                    CheckoutModels.ApplyCoupon.Content(discount: formatting.number(Decimal(1_002)), isValid: false)
                ),
            ]
        )
    }

    @MainActor
    func testApplyCouponShowsAnotherAnswer() async {
        let (viewModel, service, screen) = makeViewModel()
        service.applyCouponResult = .success(
            CheckoutModels.ApplyCoupon.Response(discount: Decimal(1_005), isValid: true)
        )

        await viewModel.applyCoupon(code: "code 1")

        XCTAssertEqual(
            screen.states.map(\.applyCoupon),
            [
                .running,
                .loaded(CheckoutModels.ApplyCoupon.Content(discount: formatting.number(Decimal(1_005)), isValid: true)),
            ]
        )
    }

    @MainActor
    func testApplyCouponShowsItsFailureMessage() async {
        let (viewModel, service, screen) = makeViewModel()
        service.applyCouponResult = .failure(CheckoutTestError())

        await viewModel.applyCoupon(code: "code 1")

        XCTAssertEqual(screen.states.map(\.applyCoupon), [.running, .failed(message: "Could not apply coupon.")])
    }

    @MainActor
    func testApplyCouponRefusesASecondCallWhileRunning() async throws {
        let (viewModel, service, _) = makeViewModel()
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
        XCTAssertEqual(refused.count, 1)
        XCTAssertEqual(requests.count, 2)
        XCTAssertEqual(whileRunning, true)
        XCTAssertEqual(viewModel.state.applyCoupon.isRunning, false)
    }

    @MainActor
    func testApplyCouponIsDeliveredAfterTheScreenWentAway() async throws {
        let service = CheckoutServiceStub()
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
        XCTAssertNil(weakScreen)
        service.gate.releaseHeldCalls()
        await call.value

        XCTAssertEqual(service.gate.callsCancelledWhileHeld, 0)
        XCTAssertEqual(
            viewModel.state.applyCoupon,
            .loaded(CheckoutModels.ApplyCoupon.Content(discount: formatting.number(Decimal(1_002)), isValid: false))
        )
    }

    @MainActor
    func testPayShowsItRunningThenItsContent() async {
        let (viewModel, service, screen) = makeViewModel()
        let output = CheckoutOutputSpy()
        viewModel.output = output
        await viewModel.pay(
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
        XCTAssertEqual(
            screen.states.map(\.pay.mapped),
            [
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
    func testPayShowsItsFailureMessage() async {
        let (viewModel, service, screen) = makeViewModel()
        let output = CheckoutOutputSpy()
        viewModel.output = output
        service.payResult = .failure(CheckoutTestError())

        await viewModel.pay(
            shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
            tip: Decimal(2_571),
            metadata: ["metadata 1": "metadata 1"]
        )

        XCTAssertEqual(screen.states.map(\.pay), [.running, .failed(message: "Could not pay.")])
        XCTAssertEqual(output.outputs, [])
    }

    @MainActor
    func testPayRefusesASecondCallWhileRunning() async throws {
        let (viewModel, service, _) = makeViewModel()
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
        XCTAssertEqual(refused.count, 1)
        XCTAssertEqual(requests.count, 2)
        XCTAssertEqual(whileRunning, true)
        XCTAssertEqual(viewModel.state.pay.isRunning, false)
    }

    @MainActor
    func testPayIsDeliveredAfterTheScreenWentAway() async throws {
        let service = CheckoutServiceStub()
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
        XCTAssertNil(weakScreen)
        service.gate.releaseHeldCalls()
        await call.value

        XCTAssertEqual(service.gate.callsCancelledWhileHeld, 0)
        XCTAssertEqual(
            viewModel.state.pay.mapped,
            .loaded(
                CheckoutPayMappedFields(
                    orderNumber: "id 2",
                    paidAt: formatting.date(Date(timeIntervalSince1970: 1_700_005_902))
                )
            )
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
    func testCancelledIsSentToTheOutput() async {
        let (viewModel, _, _) = makeViewModel()
        let output = CheckoutOutputSpy()
        viewModel.output = output

        viewModel.sendCancelled()

        XCTAssertEqual(output.outputs, [.cancelled])
    }

    @MainActor
    func testShowConfirmationAsksTheScreenToOpenTheRoute() async {
        let (viewModel, _, screen) = makeViewModel()
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

        XCTAssertEqual(
            screen.handledRoutes,
            [
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

    @MainActor
    func testShowAddressBookAsksTheScreenToOpenTheRoute() async {
        let (viewModel, _, screen) = makeViewModel()
        viewModel.showAddressBook()

        XCTAssertEqual(screen.handledRoutes, [.addressBook])
    }

    @MainActor
    func testInputUpdateReachesLoadCart() async {
        let (viewModel, service, _) = makeViewModel()
        let updated = viewModel.update(
            CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 220)))
        )
        let repeated = viewModel.update(
            CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 220)))
        )

        await viewModel.loadCart()

        XCTAssertEqual(
            service.loadCartRequests,
            [CheckoutModels.LoadCart.Request(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 220)))]
        )
        XCTAssertEqual([updated, repeated], [true, false])
    }

    @MainActor
    func testInputUpdateDropsTheRunningLoadCart() async throws {
        let (viewModel, service, _) = makeViewModel()
        service.gate.holdsCalls = true
        let stale = Task { await viewModel.loadCart() }
        try await service.gate.waitUntilHeld(1)
        _ = viewModel.update(CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 220))))
        service.gate.releaseHeldCalls()
        await stale.value

        // Not run: the old input's answer never reaches the screen.
        XCTAssertEqual(viewModel.state.loadCart, .idle)
    }
}
