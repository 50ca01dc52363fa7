//
//  PaymentInteractorTests.swift
//  WalletTests
//
//  Created by Tomasz Nowak on 5/9/21.
//

@testable import Payment
import XCTest

final class PaymentInteractorTests: XCTestCase {

    var sut: PaymentInteractor!
    var gateway: GatewayStub!
    var presenter: PresenterSpy!

    override func setUp() {
        super.setUp()
        gateway = GatewayStub()
        presenter = PresenterSpy()
        sut = PaymentInteractor(worker: PaymentWorker(gateway: gateway, now: { Date(timeIntervalSince1970: 0) }))
        sut.presenter = presenter
        sut.amount = 49.99
        sut.currencyCode = "EUR"
    }

    func testLoadMethodsPutsDefaultCardFirst() {
        gateway.methods = [
            PaymentMethod(id: "a", brand: "Visa", last4: "1111", isDefault: false),
            PaymentMethod(id: "b", brand: "Amex", last4: "0005", isDefault: true),
        ]

        sut.loadMethods(request: .init())

        XCTAssertEqual(presenter.methodsResponse?.methods.map(\.id), ["b", "a"])
        XCTAssertEqual(presenter.methodsResponse?.amount, 49.99)
    }

    func testPayChargesMinorUnitsAndStoresReceipt() {
        gateway.chargeResult = .success("tx_42")

        sut.pay(request: .init(methodID: "b", amount: 49.99))

        XCTAssertEqual(gateway.chargedMinorUnits, 4999)
        XCTAssertEqual(sut.receipt?.transactionID, "tx_42")
        XCTAssertNil(presenter.payResponse?.error)
    }

    func testPayRejectsZeroAmountWithoutCharging() {
        sut.pay(request: .init(methodID: "b", amount: 0))

        XCTAssertNil(gateway.chargedMinorUnits)
        XCTAssertEqual(presenter.payResponse?.error, .invalidAmount)
    }

    func testYenHasNoMinorUnits() {
        XCTAssertEqual(PaymentAmountFormatter.minorUnits(of: 1500, currencyCode: "JPY"), 1500)
        XCTAssertEqual(PaymentAmountFormatter.minorUnits(of: 12.345, currencyCode: "EUR"), 1234)
    }
}

// MARK: - Test doubles

final class GatewayStub: PaymentGateway {
    var methods: [PaymentMethod] = []
    var chargeResult: Result<String, Error> = .success("tx")
    var chargedMinorUnits: Int?

    func savedMethods(completion: @escaping (Result<[PaymentMethod], Error>) -> Void) { completion(.success(methods)) }

    func charge(methodID: String, minorUnits: Int, currencyCode: String, idempotencyKey: String,
                completion: @escaping (Result<String, Error>) -> Void) {
        chargedMinorUnits = minorUnits
        completion(chargeResult)
    }
}

final class PresenterSpy: PaymentPresentationLogic {
    var methodsResponse: PaymentModels.LoadMethods.Response?
    var payResponse: PaymentModels.Pay.Response?

    func presentMethods(response: PaymentModels.LoadMethods.Response) { methodsResponse = response }
    func presentPaymentResult(response: PaymentModels.Pay.Response) { payResponse = response }
}
