#if canImport(UIKit)
import UIKit

final class OrdersViewController: UITableViewController {
    private let output: OrdersViewOutput
    private var rows: [OrderRow] = []

    init(output: OrdersViewOutput) {
        self.output = output
        super.init(style: .insetGrouped)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Orders"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "OrderCell")
        output.viewDidLoad()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "OrderCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row].title
        content.secondaryText = rows[indexPath.row].subtitle
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if indexPath.row == rows.count - 1 { output.willDisplayLastRow() }
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        output.didSelectRow(at: indexPath.row)
    }

    // Swipe-to-delete is "cancel order" here; the router asks for confirmation.
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        if editingStyle == .delete { output.didSwipeToCancel(at: indexPath.row) }
    }
}

extension OrdersViewController: OrdersView {
    func setLoading(_ isLoading: Bool) {
        navigationItem.rightBarButtonItem = isLoading ? UIBarButtonItem(customView: UIActivityIndicatorView()) : nil
    }

    func show(rows: [OrderRow]) {
        self.rows = rows
        tableView.reloadData()
    }

    func showError(message: String) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
#endif
