/// The accessibility identifiers of one use case's section: its enum in a module's
/// `AccessibilityIDs`, which UI tests read too (from any isolation: the protocol has none).
protocol OrderHistorySectionAccessibilityIDs {
    static var section: String { get }
    static var status: String { get }
    static var spinner: String { get }
    static var action: String { get }
}

#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// One use case's part of the screen: title, status, a label per view-model field, rows that open
    /// what they show, controls and a button that retries after a failure.
    @MainActor
    final class OrderHistorySectionView: UIStackView {
        let button = UIButton(configuration: .bordered())
        /// Its use case is running: a command's button waits for it to end.
        private(set) var isRunning = false {
            didSet {
                if isRunning {
                    spinner.startAnimating()
                } else {
                    spinner.stopAnimating()
                }
            }
        }
        private let status = UILabel()
        private let spinner = UIActivityIndicatorView(style: .medium)
        private let values: [UILabel]
        private let rowStack = UIStackView()
        private let rows: (label: String, id: String, select: @MainActor (Int) -> Void)?
        private let action: String
        private let empty: String?
        private let loading: String
        private let retry: String

        init(
            title: String,
            action: String,
            empty: String? = nil,
            ids: any OrderHistorySectionAccessibilityIDs.Type,
            fields: [(label: String, id: String)] = [],
            rows: (label: String, id: String, select: @MainActor (Int) -> Void)? = nil,
            controls: [UIView] = [],
            loading: String,
            retry: String,
            onTap: @escaping @MainActor () -> Void
        ) {
            self.action = action
            self.empty = empty
            self.loading = loading
            self.retry = retry
            self.rows = rows
            values = fields.map { field in
                let value = UILabel()
                value.accessibilityIdentifier = field.id
                value.accessibilityLabel = field.label
                value.numberOfLines = 0
                return value
            }
            super.init(frame: .zero)
            axis = .vertical
            spacing = 8
            accessibilityIdentifier = ids.section
            let heading = UILabel()
            heading.text = title
            heading.font = .preferredFont(forTextStyle: .headline)
            status.accessibilityIdentifier = ids.status
            spinner.accessibilityIdentifier = ids.spinner
            status.numberOfLines = 0
            status.isHidden = true
            button.accessibilityIdentifier = ids.action
            button.configuration?.title = action
            button.addAction(UIAction { _ in onTap() }, for: .primaryActionTriggered)
            addArrangedSubview(heading)
            addArrangedSubview(spinner)
            addArrangedSubview(status)
            for (field, value) in zip(fields, values) {
                let label = UILabel()
                label.text = field.label
                label.font = .preferredFont(forTextStyle: .footnote)
                addArrangedSubview(label)
                addArrangedSubview(value)
            }
            if let rows {
                let label = UILabel()
                label.text = rows.label
                label.font = .preferredFont(forTextStyle: .footnote)
                rowStack.axis = .vertical
                rowStack.accessibilityIdentifier = rows.id
                addArrangedSubview(label)
                addArrangedSubview(rowStack)
            }
            for part in controls + [button] {
                addArrangedSubview(part)
            }
        }

        @available(*, unavailable)
        required init(coder: NSCoder) {
            fatalError("Made in code only.")
        }

        /// Shows `state`; `texts` gives the field labels' texts from a loaded value.
        func show<Value>(_ state: OrderHistoryUseCaseState<Value>, texts: (Value) -> [String] = { _ in [] }) {
            isRunning = state.isRunning
            var message: String?
            // While it runs the last values stay; any other outcome replaces them.
            if !state.isRunning {
                for label in values { label.text = nil }
            }
            switch state {
            case .idle: break
            case .running: message = loading
            case .loaded(let value):
                for (label, text) in zip(values, texts(value)) { label.text = text }
            case .empty: message = empty
            case .failed(let failure): message = failure
            }
            status.text = message
            status.isHidden = message == nil
            if case .failed = state {
                button.configuration?.title = retry
            } else {
                button.configuration?.title = action
            }
        }

        /// Shows the rows of a loaded value, one button each, which selects its index; while it runs
        /// again the rows stay, and anything else clears them.
        func showRows<Value>(_ state: OrderHistoryUseCaseState<Value>, titles: (Value) -> [String]) {
            guard let rows, !state.isRunning else { return }
            for row in rowStack.arrangedSubviews { row.removeFromSuperview() }
            guard case .loaded(let value) = state else { return }
            for (index, title) in titles(value).enumerated() {
                let row = UIButton(configuration: .plain(), primaryAction: UIAction { _ in rows.select(index) })
                row.configuration?.title = title
                row.accessibilityIdentifier = "\(rows.id).row.\(index)"
                rowStack.addArrangedSubview(row)
            }
        }
    }
#endif
