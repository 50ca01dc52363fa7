//
//  AboutModel.swift
//  Shop
//
//  Created by Priya Raman on 11/03/2019.
//  Copyright © 2019 Shop. All rights reserved.
//

import Foundation

struct AboutModel: Decodable, Equatable {

    struct Acknowledgement: Decodable, Equatable {
        let name: String
        let license: String
        let url: URL?
    }

    let appName: String
    let tagline: String
    let privacyPolicyURL: URL
    let termsURL: URL
    let acknowledgements: [Acknowledgement]

    /// Libraries sorted the way legal wants them: alphabetically, case-insensitive.
    var sortedAcknowledgements: [Acknowledgement] {
        acknowledgements.sorted { $0.name.localizedCaseInsensitiveCompare($1.name) == .orderedAscending }
    }
}
