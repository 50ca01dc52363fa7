//
//  AboutService.swift
//  Shop
//
//  Created by Priya Raman on 11/03/2019.
//  Copyright © 2019 Shop. All rights reserved.
//

import Foundation

protocol AboutServiceProtocol {
    func fetchAbout(completion: @escaping (Result<AboutModel, Error>) -> Void)
}

/// Reads `about.json`, which the release script copies into the app bundle
/// (it regenerates the acknowledgements from Package.resolved).
final class AboutService: AboutServiceProtocol {

    enum Failure: Error {
        case missingFile
    }

    private let loadData: () throws -> Data
    private let queue: DispatchQueue

    init(loadData: @escaping () throws -> Data, queue: DispatchQueue = .global(qos: .userInitiated)) {
        self.loadData = loadData
        self.queue = queue
    }

    convenience init(bundle: Bundle = .main) {
        self.init(loadData: {
            guard let url = bundle.url(forResource: "about", withExtension: "json") else {
                throw Failure.missingFile
            }
            return try Data(contentsOf: url)
        })
    }

    func fetchAbout(completion: @escaping (Result<AboutModel, Error>) -> Void) {
        queue.async { [loadData] in
            let result = Result { try JSONDecoder().decode(AboutModel.self, from: loadData()) }
            DispatchQueue.main.async { completion(result) }
        }
    }
}
