import Foundation
import XCTest

@testable import Checkout

final class CheckoutPresenterTests: XCTestCase {
    override func setUp() {
        super.setUp()
        #if canImport(Darwin)
            // Apple's XCTest only; on Linux the stub's bounded waits fail a stuck test.
            executionTimeAllowance = 60
        #endif
    }

    /// A presenter wired to doubles; each test makes its own, so tests share nothing.
    @MainActor
    private func makePresenter() -> (
        presenter: CheckoutPresenter,
        service: CheckoutServiceStub,
        router: CheckoutRouterSpy,
        view: CheckoutViewSpy,
        output: CheckoutOutputSpy
    ) {
        let service = CheckoutServiceStub()
        let router = CheckoutRouterSpy()
        let view = CheckoutViewSpy()
        let output = CheckoutOutputSpy()
        let presenter = CheckoutPresenter(input: .fixture, service: service, router: router, formatting: .fixture)
        presenter.view = view
        presenter.output = output
        return (presenter, service, router, view, output)
    }

    @MainActor
    func testLoadCartShowsTheViewModel() async {
        let (presenter, service, _, view, _) = makePresenter()
        let formatting = CheckoutFormatting.fixture
        await presenter.loadCart()

        XCTAssertEqual(
            service.loadCartRequests,
            [CheckoutModels.LoadCart.Request(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217)))]
        )
        XCTAssertEqual(
            view.loadCartStates,
            [
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

    @MainActor
    func testLoadCartShowsTheFailure() async {
        let (presenter, service, _, view, _) = makePresenter()
        service.loadCartResult = .failure(CheckoutTestError())

        await presenter.loadCart()

        XCTAssertEqual(view.loadCartStates, [.running, .failed(message: CheckoutStrings.LoadCart.failure)])
    }

    @MainActor
    func testLoadCartShowsEmpty() async {
        let (presenter, service, _, view, _) = makePresenter()
        service.loadCartResult = .success(CheckoutModels.LoadCart.Response(items: [], total: Decimal(1_352)))

        await presenter.loadCart()

        XCTAssertEqual(view.loadCartStates, [.running, .empty])
    }

    @MainActor
    func testLoadCartShowsOnlyTheNewestAnswer() async throws {
        let (presenter, service, _, view, _) = makePresenter()
        service.gate.holdsCalls = true
        let overtaken = Task { await presenter.loadCart() }
        try await service.gate.waitUntilHeld(1)
        let cancelled = Task { await presenter.loadCart() }
        try await service.gate.waitUntilHeld(2)
        service.loadCartResult = .failure(CheckoutTestError())
        cancelled.cancel()
        service.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        XCTAssertEqual(service.gate.callsCancelledWhileHeld, 1)
        XCTAssertEqual(view.loadCartStates, [.running, .running, .idle])
    }

    @MainActor
    func testApplyCouponShowsTheViewModel() async {
        let (presenter, service, _, view, _) = makePresenter()
        let formatting = CheckoutFormatting.fixture
        await presenter.applyCoupon(code: "code 1")

        XCTAssertEqual(
            service.applyCouponRequests,
            [
                CheckoutModels.ApplyCoupon.Request(
                    cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217)),
                    code: "code 1"
                )
            ]
        )
        XCTAssertEqual(
            view.applyCouponStates,
            [
                .running,
                .loaded(
                    CheckoutModels.ApplyCoupon.ViewModel(discount: formatting.number(Decimal(1_002)), isValid: false)
                ),
            ]
        )
    }

    @MainActor
    func testApplyCouponShowsAnotherResponse() async {
        let (presenter, service, _, view, _) = makePresenter()
        let formatting = CheckoutFormatting.fixture
        service.applyCouponResult = .success(
            CheckoutModels.ApplyCoupon.Response(discount: Decimal(1_005), isValid: true)
        )

        await presenter.applyCoupon(code: "code 1")

        XCTAssertEqual(
            view.applyCouponStates,
            [
                .running,
                .loaded(
                    CheckoutModels.ApplyCoupon.ViewModel(discount: formatting.number(Decimal(1_005)), isValid: true)
                ),
            ]
        )
    }

    @MainActor
    func testApplyCouponShowsTheFailure() async {
        let (presenter, service, _, view, _) = makePresenter()
        service.applyCouponResult = .failure(CheckoutTestError())

        await presenter.applyCoupon(code: "code 1")

        XCTAssertEqual(view.applyCouponStates, [.running, .failed(message: CheckoutStrings.ApplyCoupon.failure)])
    }

    @MainActor
    func testApplyCouponRefusesASecondCallWhileOneRuns() async throws {
        let (presenter, service, _, view, _) = makePresenter()
        service.gate.holdsCalls = true
        let first = Task { await presenter.applyCoupon(code: "code 1") }
        try await service.gate.waitUntilHeld(1)
        // Were the second call let through, it would answer at once.
        service.gate.holdsCalls = false

        await presenter.applyCoupon(code: "code 1")
        XCTAssertEqual(service.applyCouponRequests.count, 1)
        XCTAssertEqual(view.applyCouponStates, [.running])
        service.gate.releaseHeldCalls()
        await first.value

        XCTAssertEqual(view.applyCouponStates.map(\.isRunning), [true, false])
        // Once it has ended, the next tap runs.
        await presenter.applyCoupon(code: "code 1")
        XCTAssertEqual(service.applyCouponRequests.count, 2)
    }

    @MainActor
    func testApplyCouponOutlivesItsCaller() async throws {
        let (presenter, service, _, view, _) = makePresenter()
        let formatting = CheckoutFormatting.fixture
        service.gate.holdsCalls = true
        let call = Task { await presenter.applyCoupon(code: "code 1") }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        XCTAssertEqual(service.gate.callsCancelledWhileHeld, 0)
        XCTAssertEqual(
            view.applyCouponStates,
            [
                .running,
                .loaded(
                    CheckoutModels.ApplyCoupon.ViewModel(discount: formatting.number(Decimal(1_002)), isValid: false)
                ),
            ]
        )
    }

    @MainActor
    func testPayShowsTheViewModel() async {
        let (presenter, service, _, view, output) = makePresenter()
        let formatting = CheckoutFormatting.fixture
        await presenter.pay(
            shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
            tip: Decimal(2_571),
            metadata: ["metadata 1": "metadata 1"]
        )

        XCTAssertEqual(
            service.payRequests,
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
            view.payStates.map(\.mapped),
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
    func testPayShowsTheFailure() async {
        let (presenter, service, _, view, output) = makePresenter()
        service.payResult = .failure(CheckoutTestError())

        await presenter.pay(
            shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
            tip: Decimal(2_571),
            metadata: ["metadata 1": "metadata 1"]
        )

        XCTAssertEqual(view.payStates, [.running, .failed(message: CheckoutStrings.Pay.failure)])
        XCTAssertEqual(output.outputs, [])
    }

    @MainActor
    func testPayRefusesASecondCallWhileOneRuns() async throws {
        let (presenter, service, _, view, output) = makePresenter()
        service.gate.holdsCalls = true
        let first = Task {
            await presenter.pay(
                shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
                tip: Decimal(2_571),
                metadata: ["metadata 1": "metadata 1"]
            )
        }
        try await service.gate.waitUntilHeld(1)
        // Were the second call let through, it would answer at once.
        service.gate.holdsCalls = false

        await presenter.pay(
            shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
            tip: Decimal(2_571),
            metadata: ["metadata 1": "metadata 1"]
        )
        XCTAssertEqual(service.payRequests.count, 1)
        XCTAssertEqual(view.payStates, [.running])
        service.gate.releaseHeldCalls()
        await first.value

        XCTAssertEqual(view.payStates.map(\.isRunning), [true, false])
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
        // Once it has ended, the next tap runs.
        await presenter.pay(
            shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
            tip: Decimal(2_571),
            metadata: ["metadata 1": "metadata 1"]
        )
        XCTAssertEqual(service.payRequests.count, 2)
    }

    @MainActor
    func testPayOutlivesItsCaller() async throws {
        let (presenter, service, _, view, output) = makePresenter()
        service.gate.holdsCalls = true
        let call = Task {
            await presenter.pay(
                shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
                tip: Decimal(2_571),
                metadata: ["metadata 1": "metadata 1"]
            )
        }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        presenter.view = nil
        service.gate.releaseHeldCalls()
        await call.value

        XCTAssertEqual(service.gate.callsCancelledWhileHeld, 0)
        XCTAssertEqual(view.payStates, [.running])
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
    func testInputUpdateReachesLoadCart() async {
        let (presenter, service, _, _, _) = makePresenter()
        let updated = presenter.update(
            CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 220)))
        )
        let repeated = presenter.update(
            CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 220)))
        )

        await presenter.loadCart()

        XCTAssertEqual(
            service.loadCartRequests,
            [CheckoutModels.LoadCart.Request(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 220)))]
        )
        XCTAssertEqual([updated, repeated], [true, false])
    }

    @MainActor
    func testInputUpdateDropsTheRunningLoadCart() async throws {
        let (presenter, service, _, view, _) = makePresenter()
        service.gate.holdsCalls = true
        let stale = Task { await presenter.loadCart() }
        try await service.gate.waitUntilHeld(1)
        _ = presenter.update(CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 220))))
        service.gate.releaseHeldCalls()
        await stale.value

        // Running, then not run: the old input's answer never reaches the screen.
        XCTAssertEqual(view.loadCartStates.map(\.isRunning), [true, false])
    }
}
