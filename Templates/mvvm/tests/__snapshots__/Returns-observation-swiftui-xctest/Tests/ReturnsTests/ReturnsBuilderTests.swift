import Foundation
import XCTest

@testable import Returns

final class ReturnsBuilderTests: XCTestCase {
    override func setUp() {
        super.setUp()
        #if canImport(ObjectiveC)
            // Apple's XCTest only; on Linux the stub's bounded waits fail a stuck test.
            executionTimeAllowance = 60
        #endif
    }

    @MainActor
    func testAssembleConnectsEveryPart() async {
        let screen = ReturnsScreenSpy()
        let service = ReturnsServiceStub()
        let output = ReturnsOutputSpy()
        let viewModel = ReturnsBuilder.assemble(
            input: ReturnsInput(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 179))),
            output: output,
            routeHandler: screen,
            service: service
        )

        XCTAssertTrue(viewModel.service as? ReturnsServiceStub === service)
        XCTAssertTrue(viewModel.routeHandler === screen)
        XCTAssertTrue(viewModel.output === output)
        XCTAssertEqual(
            viewModel.input,
            ReturnsInput(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 179)))
        )
    }

    @MainActor
    func testTheViewModelIsReleasedWithItsScreen() async {
        weak var weakScreen: ReturnsScreenSpy?
        weak var weakViewModel: ReturnsViewModel?
        do {
            let screen = ReturnsScreenSpy()
            let viewModel = ReturnsBuilder.assemble(
                input: ReturnsInput(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 179))),
                output: nil,
                routeHandler: screen,
                service: ReturnsServiceStub()
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
        weak var weakOutput: ReturnsOutputSpy?
        let viewModel: ReturnsViewModel
        do {
            let output = ReturnsOutputSpy()
            weakOutput = output
            viewModel = ReturnsBuilder.assemble(
                input: ReturnsInput(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 179))),
                output: output,
                routeHandler: nil,
                service: ReturnsServiceStub()
            )
            XCTAssertNotNil(viewModel.output)
        }
        XCTAssertNil(weakOutput)
        XCTAssertNil(viewModel.output)
    }

    @MainActor
    func testTheViewModelIsReleasedOnceItsCallsEnd() async throws {
        weak var weakScreen: ReturnsScreenSpy?
        weak var weakViewModel: ReturnsViewModel?
        let service = ReturnsServiceStub()
        var calls: [Task<Void, Never>] = []
        do {
            let screen = ReturnsScreenSpy()
            let viewModel = ReturnsBuilder.assemble(
                input: ReturnsInput(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 179))),
                output: nil,
                routeHandler: screen,
                service: service
            )
            screen.bind(to: viewModel)
            weakScreen = screen
            weakViewModel = viewModel
            XCTAssertNotNil(weakViewModel)
            service.gate.holdsCalls = true
            calls.append(Task { await viewModel.loadOrder() })
            calls.append(Task { await viewModel.requestReturn() })
            try await service.gate.waitUntilHeld(2)
        }
        XCTAssertNil(weakScreen)
        service.gate.releaseHeldCalls()
        for call in calls { await call.value }
        XCTAssertNil(weakViewModel)
    }
}
