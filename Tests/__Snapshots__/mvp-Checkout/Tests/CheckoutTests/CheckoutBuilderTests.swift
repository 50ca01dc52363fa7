import Foundation
import Testing

@testable import Checkout

@MainActor
@Suite("CheckoutBuilder", .timeLimit(.minutes(1)))
struct CheckoutBuilderTests {
    @Test("assemble connects view, presenter, service and router")
    func assembleConnectsEveryPart() async {
        let view = CheckoutViewSpy()
        let service = CheckoutServiceStub()
        let output = CheckoutOutputSpy()
        let presenter = CheckoutBuilder.assemble(
            input: .fixture,
            view: view,
            routeHandler: view,
            service: service,
            output: output
        )
        view.presenter = presenter
        let formatting = CheckoutFormatting()

        await presenter.loadCart()
        #expect(
            service.loadCartRequests == [
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

        await presenter.applyCoupon(code: "code 1")
        #expect(
            service.applyCouponRequests == [
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

        await presenter.pay(
            shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
            tip: Decimal(2_571),
            metadata: ["metadata 1": "metadata 1"]
        )
        #expect(
            service.payRequests == [
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
            output.outputs.last
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

        presenter.showConfirmation(
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
        presenter.showAddressBook()
        #expect(
            view.handledRoutes == [
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

        presenter.sendCancelled()
        #expect(output.outputs.last == .cancelled)
    }

    @Test("the module holds its output weakly: whoever opened it owns it")
    func moduleDoesNotKeepItsOutputAlive() {
        let view = CheckoutViewSpy()
        var output: CheckoutOutputSpy? = CheckoutOutputSpy()
        weak var weakOutput: CheckoutOutputSpy?
        weakOutput = output
        view.presenter = CheckoutBuilder.assemble(
            input: .fixture,
            view: view,
            routeHandler: view,
            service: CheckoutServiceStub(),
            output: output
        )

        output = nil
        #expect(view.presenter != nil)
        #expect(weakOutput == nil)
    }

    @Test(
        "the module is released when its view goes away; calls still running keep it alive only until they end",
        arguments: [false, true]
    )
    func moduleIsReleasedWithItsView(whileCallsRun: Bool) async throws {
        weak var weakView: CheckoutViewSpy?
        weak var weakPresenter: CheckoutPresenter?
        weak var weakRouter: CheckoutRouter?
        let service = CheckoutServiceStub()
        var calls: [Task<Void, Never>] = []
        do {
            let view = CheckoutViewSpy()
            let presenter = CheckoutBuilder.assemble(input: .fixture, view: view, routeHandler: view, service: service)
            view.presenter = presenter
            weakView = view
            weakPresenter = presenter as? CheckoutPresenter
            weakRouter = weakPresenter?.router as? CheckoutRouter
            #expect(weakPresenter != nil)
            #expect(weakRouter != nil)
            // Held calls keep the module until they end; with none running it goes with its view.
            service.gate.holdsCalls = whileCallsRun
            if whileCallsRun {
                calls.append(Task { await presenter.loadCart() })
                calls.append(Task { await presenter.applyCoupon(code: "code 1") })
                calls.append(
                    Task {
                        await presenter.pay(
                            shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
                            tip: Decimal(2_571),
                            metadata: ["metadata 1": "metadata 1"]
                        )
                    }
                )
                try await service.gate.waitUntilHeld(3)
            }
        }
        #expect(weakView == nil)
        service.gate.releaseHeldCalls()
        for call in calls { await call.value }
        #expect(weakPresenter == nil)
        #expect(weakRouter == nil)
    }
}
