//
//  AboutTests.swift
//  ShopTests
//
//  Created by Priya Raman on 12/03/2019.
//  Copyright © 2019 Shop. All rights reserved.
//

import XCTest
@testable import About

class AboutTests: XCTestCase {

    let json = """
    {
      "appName": "Shop",
      "tagline": "Everything, delivered.",
      "privacyPolicyURL": "https://shop.example/privacy",
      "termsURL": "https://shop.example/terms",
      "acknowledgements": [
        { "name": "swift-collections", "license": "Apache-2.0", "url": null },
        { "name": "Alamofire", "license": "MIT", "url": "https://github.com/Alamofire/Alamofire" }
      ]
    }
    """

    func testServiceDecodesBundledJSON() {
        let service = AboutService(loadData: { Data(self.json.utf8) })
        let done = expectation(description: "fetched")

        service.fetchAbout { result in
            let model = try? result.get()
            XCTAssertEqual(model?.appName, "Shop")
            XCTAssertEqual(model?.acknowledgements.count, 2)
            done.fulfill()
        }

        wait(for: [done], timeout: 2)
    }

    func testServiceReportsMissingFile() {
        let service = AboutService(loadData: { throw AboutService.Failure.missingFile })
        let done = expectation(description: "failed")

        service.fetchAbout { result in
            if case .success = result { XCTFail("expected an error") }
            done.fulfill()
        }

        wait(for: [done], timeout: 2)
    }

    func testAcknowledgementsAreSortedIgnoringCase() throws {
        let model = try JSONDecoder().decode(AboutModel.self, from: Data(json.utf8))
        XCTAssertEqual(model.sortedAcknowledgements.map(\.name), ["Alamofire", "swift-collections"])
    }

    func testSupportMailContainsVersions() {
        let mail = SupportMail(appVersion: "7.1", osVersion: "iOS 17.4", locale: Locale(identifier: "en_GB"))

        XCTAssertEqual(mail.subject, "Shop app feedback (7.1)")
        XCTAssertTrue(mail.body.contains("OS: iOS 17.4"))
        XCTAssertEqual(mail.url?.scheme, "mailto")
        XCTAssertTrue(mail.url?.absoluteString.hasPrefix("mailto:help@shop.example?subject=") ?? false)
    }
}
