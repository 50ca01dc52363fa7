import Foundation
import Testing

@testable import Checkout

@MainActor
@Suite("CheckoutInteractor", .timeLimit(.minutes(1)))
struct CheckoutInteractorTests {
    let presenter = CheckoutPresentationSpy()
    let worker = CheckoutWorkerStub()
    let interactor: CheckoutInteractor

    init() {
        interactor = CheckoutInteractor(input: .fixture, presenter: presenter, worker: worker)
    }

    @Test("loadCart asks the worker, keeps the answer and presents it")
    func loadCartPresentsTheAnswer() async {

        await interactor.loadCart(request: .fixture)

        let requests = worker.loadCartRequests
        #expect(requests == [.fixture])
        #expect(interactor.loadCartResponse == .fixture)
        #expect(presenter.presentedLoadCart == [.running, .loaded(.fixture)])
    }

    @Test("loadCart presents the worker's failure and forgets the answer before it")
    func loadCartPresentsTheFailure() async {
        await interactor.loadCart(request: .fixture)
        worker.loadCartResult = .failure(CheckoutTestError())

        await interactor.loadCart(request: .fixture)

        // The answer before it is dropped too: nothing may read it as the last one.
        #expect(interactor.loadCartResponse == nil)
        #expect(
            presenter.presentedLoadCart == [
                .running,
                .loaded(.fixture),
                .running,
                .failed(message: "\(CheckoutTestError())"),
            ]
        )
    }

    @Test("an overtaken loadCart call presents nothing; a cancelled one is idle and keeps no answer")
    func loadCartShowsOnlyTheNewestAnswer() async throws {
        worker.gate.holdsCalls = true
        let overtaken = Task { await interactor.loadCart(request: .fixture) }
        try await worker.gate.waitUntilHeld(1)
        let cancelled = Task { await interactor.loadCart(request: .fixture) }
        try await worker.gate.waitUntilHeld(2)
        cancelled.cancel()
        worker.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        #expect(worker.gate.callsCancelledWhileHeld == 1)
        #expect(interactor.loadCartResponse == nil)
        #expect(presenter.presentedLoadCart == [.running, .running, .idle])
    }

    @Test("applyCoupon asks the worker, keeps the answer and presents it")
    func applyCouponPresentsTheAnswer() async {

        await interactor.applyCoupon(request: .fixture)

        let requests = worker.applyCouponRequests
        #expect(requests == [.fixture])
        #expect(interactor.applyCouponResponse == .fixture)
        #expect(presenter.presentedApplyCoupon == [.running, .loaded(.fixture)])
    }

    @Test("applyCoupon presents the worker's failure and forgets the answer before it")
    func applyCouponPresentsTheFailure() async {
        await interactor.applyCoupon(request: .fixture)
        worker.applyCouponResult = .failure(CheckoutTestError())

        await interactor.applyCoupon(request: .fixture)

        // The answer before it is dropped too: nothing may read it as the last one.
        #expect(interactor.applyCouponResponse == nil)
        #expect(
            presenter.presentedApplyCoupon == [
                .running,
                .loaded(.fixture),
                .running,
                .failed(message: "\(CheckoutTestError())"),
            ]
        )
    }

    @Test("a second applyCoupon while one runs is refused; the next one after it runs")
    func applyCouponRunsOnceAtATime() async throws {
        worker.gate.holdsCalls = true
        let first = Task { await interactor.applyCoupon(request: .fixture) }
        try await worker.gate.waitUntilHeld(1)
        worker.gate.holdsCalls = false

        // A double tap: refused at once, the worker is not asked again and nothing more is shown.
        await interactor.applyCoupon(request: .fixture)
        let requestsWhileRunning = worker.applyCouponRequests
        #expect(requestsWhileRunning == [.fixture])

        worker.gate.releaseHeldCalls()
        await first.value
        #expect(presenter.presentedApplyCoupon == [.running, .loaded(.fixture)])

        await interactor.applyCoupon(request: .fixture)
        let requests = worker.applyCouponRequests
        #expect(requests == [.fixture, .fixture])
    }

    @Test("applyCoupon is not cancelled with its caller: its answer is kept and presented")
    func applyCouponOutlivesItsCaller() async throws {
        worker.gate.holdsCalls = true
        let call = Task { await interactor.applyCoupon(request: .fixture) }
        try await worker.gate.waitUntilHeld(1)

        call.cancel()
        worker.gate.releaseHeldCalls()
        await call.value

        #expect(worker.gate.callsCancelledWhileHeld == 0)
        #expect(interactor.applyCouponResponse == .fixture)
        #expect(presenter.presentedApplyCoupon == [.running, .loaded(.fixture)])
    }

    @Test("pay asks the worker, keeps the answer and presents it, and tells the output paid")
    func payPresentsTheAnswer() async {
        let output = CheckoutOutputSpy()
        interactor.output = output

        await interactor.pay(request: .fixture)

        let requests = worker.payRequests
        #expect(requests == [.fixture])
        #expect(interactor.payResponse == .fixture)
        #expect(presenter.presentedPay == [.running, .loaded(.fixture)])
        #expect(
            output.handledOutputs == [
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

    @Test("pay presents the worker's failure and forgets the answer before it; it tells the output nothing")
    func payPresentsTheFailure() async {
        await interactor.pay(request: .fixture)
        let output = CheckoutOutputSpy()
        interactor.output = output
        worker.payResult = .failure(CheckoutTestError())

        await interactor.pay(request: .fixture)

        // The answer before it is dropped too: nothing may read it as the last one.
        #expect(interactor.payResponse == nil)
        #expect(
            presenter.presentedPay == [
                .running,
                .loaded(.fixture),
                .running,
                .failed(message: "\(CheckoutTestError())"),
            ]
        )
        #expect(output.handledOutputs == [])
    }

    @Test("a second pay while one runs is refused; the next one after it runs")
    func payRunsOnceAtATime() async throws {
        worker.gate.holdsCalls = true
        let first = Task { await interactor.pay(request: .fixture) }
        try await worker.gate.waitUntilHeld(1)
        worker.gate.holdsCalls = false

        // A double tap: refused at once, the worker is not asked again and nothing more is shown.
        await interactor.pay(request: .fixture)
        let requestsWhileRunning = worker.payRequests
        #expect(requestsWhileRunning == [.fixture])

        worker.gate.releaseHeldCalls()
        await first.value
        #expect(presenter.presentedPay == [.running, .loaded(.fixture)])

        await interactor.pay(request: .fixture)
        let requests = worker.payRequests
        #expect(requests == [.fixture, .fixture])
    }

    @Test("pay is not cancelled with its caller: its answer is kept and presented, and paid sent")
    func payOutlivesItsCaller() async throws {
        let output = CheckoutOutputSpy()
        interactor.output = output
        worker.gate.holdsCalls = true
        let call = Task { await interactor.pay(request: .fixture) }
        try await worker.gate.waitUntilHeld(1)

        call.cancel()
        worker.gate.releaseHeldCalls()
        await call.value

        #expect(worker.gate.callsCancelledWhileHeld == 0)
        #expect(interactor.payResponse == .fixture)
        #expect(presenter.presentedPay == [.running, .loaded(.fixture)])
        #expect(
            output.handledOutputs == [
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
    func sendCancelled() {
        let output = CheckoutOutputSpy()
        interactor.output = output

        interactor.sendCancelled()

        #expect(output.handledOutputs == [.cancelled])
    }

    @Test("a use case reads the data store as it is when it runs, not the input it was built with")
    func useCaseReadsWhatTheDataStoreHoldsNow() async {
        await interactor.loadCart(request: .fixture)
        // As the scene that opened this one does, through `passDataTo…` or the router's `dataStore`:
        // after a first call, so a copy of the input taken then would show.
        let dataStore: any CheckoutDataStore = interactor
        dataStore.cartID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 220))

        await interactor.loadCart(request: .fixture)

        let requests = worker.loadCartRequests
        #expect(
            requests == [
                .fixture,
                CheckoutModels.LoadCart.WorkerRequest(
                    cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 220))
                ),
            ]
        )
    }
}
