#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// One use case's part of the screen: title, state, a label per view-model field, controls, and
    /// a button that retries after a failure and waits while the use case runs or an argument is invalid.
    @MainActor
    final class CheckoutSection {
        /// The accessibility identifiers of the section and its state views, for UI tests.
        struct IDs {
            let section: String
            let status: String
            let spinner: String
            let action: String
        }

        let view = UIStackView()
        let button = UIButton(configuration: .borderedProminent())
        /// Set by the screen: every argument holds a valid value.
        var canRun = true {
            didSet { updateButton() }
        }
        private let action: String
        private let status = UILabel()
        private let spinner = UIActivityIndicatorView(style: .medium)
        private let fields: [(title: String, label: UILabel)]
        private let arguments = UIStackView()
        private var isRunning = false

        /// `fields` are the view model's, in order: each one's title and accessibility identifier.
        init(title: String, action: String, ids: IDs, fields: [(title: String, id: String)]) {
            self.action = action
            self.fields = fields.map { field in
                let label = UILabel()
                label.numberOfLines = 0
                label.accessibilityIdentifier = field.id
                label.isHidden = true
                return (field.title, label)
            }
            view.axis = .vertical
            view.spacing = 8
            view.accessibilityIdentifier = ids.section
            let heading = UILabel()
            heading.text = title
            heading.font = .preferredFont(forTextStyle: .headline)
            status.numberOfLines = 0
            status.accessibilityIdentifier = ids.status
            status.isHidden = true
            spinner.accessibilityIdentifier = ids.spinner
            arguments.axis = .vertical
            arguments.spacing = 8
            button.accessibilityIdentifier = ids.action
            button.configuration?.title = action
            for part in [heading, spinner, status] + self.fields.map(\.label) + [arguments, button] {
                view.addArrangedSubview(part)
            }
        }

        /// Shows `state`; `values` gives the view model's fields, in the order of `fields`.
        func show<Value>(_ state: CheckoutUseCaseState<Value>, empty: String? = nil, values: (Value) -> [String]) {
            var message: String?
            var shown: [String] = []
            switch state {
            case .idle: break
            case .running: message = CheckoutStrings.loading
            case .loaded(let value): shown = values(value)
            case .empty: message = empty
            case .failed(let failure): message = failure
            }
            isRunning = state.isRunning
            if isRunning {
                spinner.startAnimating()
            } else {
                spinner.stopAnimating()
            }
            status.text = message
            status.isHidden = message == nil
            for (index, field) in fields.enumerated() {
                let value = index < shown.count ? shown[index] : nil
                field.label.isHidden = value == nil
                field.label.text = value.map { "\(field.title): \($0)" }
            }
            if case .failed = state {
                button.configuration?.title = CheckoutStrings.retry
            } else {
                button.configuration?.title = action
            }
            updateButton()
        }

        func addTextField(
            placeholder: String,
            id: String,
            keyboard: UIKeyboardType = .default,
            onChange: @escaping @MainActor () -> Void
        ) -> UITextField {
            let field = UITextField()
            field.placeholder = placeholder
            field.accessibilityIdentifier = id
            field.borderStyle = .roundedRect
            field.keyboardType = keyboard
            field.addAction(UIAction { _ in onChange() }, for: .editingChanged)
            arguments.addArrangedSubview(field)
            return field
        }

        func addSwitch(title: String, id: String) -> UISwitch {
            let control = UISwitch()
            control.accessibilityIdentifier = id
            let label = UILabel()
            label.text = title
            arguments.addArrangedSubview(UIStackView(arrangedSubviews: [label, control]))
            return control
        }

        private func updateButton() {
            button.isEnabled = canRun && !isRunning
        }
    }
#endif
