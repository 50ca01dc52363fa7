//
//  AboutViewController.swift
//  Shop
//
//  Created by Priya Raman on 11/03/2019.
//  Copyright © 2019 Shop. All rights reserved.
//

#if canImport(UIKit)
import UIKit
import SafariServices

/// Create with `AboutViewController(style: .grouped)`; the storyboard version is gone since 4.0.
final class AboutViewController: UITableViewController {

    private enum Section: Int, CaseIterable {
        case links, acknowledgements, contact
    }

    var service: AboutServiceProtocol = AboutService()
    var appVersion = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "?"

    private var model: AboutModel? {
        didSet { tableView.reloadData() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "About"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        service.fetchAbout { [weak self] result in
            switch result {
            case .success(let model):
                self?.model = model
                self?.navigationItem.prompt = model.tagline
            case .failure(let error):
                print("[About] could not load about.json: \(error)")
            }
        }
    }

    // MARK: - Table view

    override func numberOfSections(in tableView: UITableView) -> Int {
        model == nil ? 0 : Section.allCases.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section)! {
        case .links: return 2
        case .acknowledgements: return model?.acknowledgements.count ?? 0
        case .contact: return 1
        }
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        Section(rawValue: section) == .acknowledgements ? "Acknowledgements" : nil
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.accessoryType = .disclosureIndicator
        switch Section(rawValue: indexPath.section)! {
        case .links:
            cell.textLabel?.text = indexPath.row == 0 ? "Privacy Policy" : "Terms of Use"
        case .acknowledgements:
            let item = model!.sortedAcknowledgements[indexPath.row]
            cell.textLabel?.text = "\(item.name) (\(item.license))"
        case .contact:
            cell.textLabel?.text = "Contact us"
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let model = model else { return }
        switch Section(rawValue: indexPath.section)! {
        case .links:
            open(indexPath.row == 0 ? model.privacyPolicyURL : model.termsURL)
        case .acknowledgements:
            if let url = model.sortedAcknowledgements[indexPath.row].url { open(url) }
        case .contact:
            if let url = SupportMail(appVersion: appVersion).url { UIApplication.shared.open(url) }
        }
    }

    private func open(_ url: URL) {
        present(SFSafariViewController(url: url), animated: true)
    }
}
#endif
