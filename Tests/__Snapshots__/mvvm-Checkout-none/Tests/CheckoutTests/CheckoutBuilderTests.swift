import Foundation
import XCTest

@testable import Checkout

final class CheckoutBuilderTests: XCTestCase {
    override func setUp() {
        super.setUp()
        #if canImport(ObjectiveC)
            // Apple's XCTest only; on Linux the stub's bounded waits fail a stuck test.
            executionTimeAllowance = 60
        #endif
    }

    @MainActor
    func testAssembleConnectsEveryPart() async {
        let screen = CheckoutScreenSpy()
        let service = CheckoutServiceStub()
        let output = CheckoutOutputSpy()
        let viewModel = CheckoutBuilder.assemble(
            input: CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217))),
            output: output,
            routeHandler: screen,
            service: service
        )

        XCTAssertTrue(viewModel.service as? CheckoutServiceStub === service)
        XCTAssertTrue(viewModel.routeHandler === screen)
        XCTAssertTrue(viewModel.output === output)
        XCTAssertEqual(
            viewModel.input,
            CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217)))
        )
    }

    @MainActor
    func testTheViewModelIsReleasedWithItsScreen() async {
        weak var weakScreen: CheckoutScreenSpy?
        weak var weakViewModel: CheckoutViewModel?
        do {
            let screen = CheckoutScreenSpy()
            let viewModel = CheckoutBuilder.assemble(
                input: CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217))),
                output: nil,
                routeHandler: screen,
                service: CheckoutServiceStub()
            )
            screen.bind(to: viewModel)
            weakScreen = screen
            weakViewModel = viewModel
            XCTAssertNotNil(weakViewModel)
        }
        XCTAssertNil(weakScreen)
        XCTAssertNil(weakViewModel)
    }

    @MainActor
    func testTheViewModelHoldsItsOutputWeakly() async {
        weak var weakOutput: CheckoutOutputSpy?
        let viewModel: CheckoutViewModel
        do {
            let output = CheckoutOutputSpy()
            weakOutput = output
            viewModel = CheckoutBuilder.assemble(
                input: CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217))),
                output: output,
                routeHandler: nil,
                service: CheckoutServiceStub()
            )
            XCTAssertNotNil(viewModel.output)
        }
        XCTAssertNil(weakOutput)
        XCTAssertNil(viewModel.output)
    }

    @MainActor
    func testTheViewModelIsReleasedOnceItsCallsEnd() async throws {
        weak var weakScreen: CheckoutScreenSpy?
        weak var weakViewModel: CheckoutViewModel?
        let service = CheckoutServiceStub()
        var calls: [Task<Void, Never>] = []
        do {
            let screen = CheckoutScreenSpy()
            let viewModel = CheckoutBuilder.assemble(
                input: CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217))),
                output: nil,
                routeHandler: screen,
                service: service
            )
            screen.bind(to: viewModel)
            weakScreen = screen
            weakViewModel = viewModel
            XCTAssertNotNil(weakViewModel)
            service.gate.holdsCalls = true
            calls.append(Task { await viewModel.loadCart() })
            calls.append(Task { await viewModel.applyCoupon(code: "code 1") })
            calls.append(
                Task {
                    await viewModel.pay(
                        shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1"),
                        tip: Decimal(2_571),
                        metadata: ["metadata 1": "metadata 1"]
                    )
                }
            )
            try await service.gate.waitUntilHeld(3)
        }
        XCTAssertNil(weakScreen)
        service.gate.releaseHeldCalls()
        for call in calls { await call.value }
        XCTAssertNil(weakViewModel)
    }
}
