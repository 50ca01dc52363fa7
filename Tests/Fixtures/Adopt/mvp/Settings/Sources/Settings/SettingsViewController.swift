#if canImport(UIKit)
import UIKit

/// Plain table: one switch row, the account row and a footer with the version.
final class SettingsViewController: UITableViewController {

    private let presenter: SettingsPresenter
    private var model: SettingsViewModel?
    private let notificationsSwitch = UISwitch()
    private let spinner = UIActivityIndicatorView(style: .medium)

    init(presenter: SettingsPresenter) {
        self.presenter = presenter
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("not used with storyboards")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: spinner)
        notificationsSwitch.addTarget(self, action: #selector(switchChanged), for: .valueChanged)
        presenter.attach(self)
        Task { await presenter.viewDidLoad() }
    }

    @objc private func switchChanged() {
        let isOn = notificationsSwitch.isOn
        Task { await presenter.notificationsToggled(isOn: isOn) }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        model == nil ? 0 : 2
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        if indexPath.row == 0 {
            content.text = "Push notifications"
            cell.accessoryView = notificationsSwitch
            cell.selectionStyle = .none
        } else {
            content.text = model?.accountLine
            content.textProperties.color = .secondaryLabel
        }
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        model?.versionLine
    }
}

extension SettingsViewController: SettingsView {
    func display(_ model: SettingsViewModel) {
        self.model = model
        notificationsSwitch.setOn(model.notificationsOn, animated: true)
        tableView.reloadData()
    }

    func displayError(_ message: String) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        present(alert, animated: true)
    }

    func setSpinnerVisible(_ visible: Bool) {
        visible ? spinner.startAnimating() : spinner.stopAnimating()
    }
}
#endif
