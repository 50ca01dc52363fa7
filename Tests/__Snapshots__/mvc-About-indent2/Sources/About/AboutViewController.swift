#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The Controller of MVC, as UIKit has it: it owns the model and the views, runs a use case for
  /// each control, and renders the model's states through `AboutFormatter`.
  public final class AboutViewController: UIViewController {
    /// Internal, not private: the tests of a module whose routes open this one read its input.
    let model: AboutModel
    private let formatter = AboutFormatter()
    private let refreshControl = UIRefreshControl()
    private let tasks = AboutScreenTasks()
    private let loadSection = AboutSectionView(
      title: AboutStrings.Load.title,
      action: AboutStrings.Load.action,
      ids: (
        AboutAccessibilityIDs.Load.section,
        AboutAccessibilityIDs.Load.status,
        AboutAccessibilityIDs.Load.spinner,
        AboutAccessibilityIDs.Load.action
      )
    )

    init(model: AboutModel) {
      self.model = model
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "Use AboutBuilder.build.")
    public required init?(coder: NSCoder) {
      return nil
    }

    override public func viewDidLoad() {
      super.viewDidLoad()
      title = AboutStrings.title
      view.backgroundColor = .systemBackground
      AboutScreenLayout.install([loadSection], in: view, id: AboutAccessibilityIDs.list, refreshControl: refreshControl)
      loadSection.onTap { [weak self] in self?.load() }
      refreshControl.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
      model.onChange = { [weak self] in self?.render() }
      render()
      reload()
    }

    override public func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      tasks.cancelIfLeaving(self)
    }

    private func reload() {
      run("reload") { [model, refreshControl] in
        await model.load()
        refreshControl.endRefreshing()
      }
    }

    private func load() {
      run("load") { [model] in await model.load() }
    }

    /// A newer run of the same control takes the place of the last.
    private func run(_ id: String, _ work: @escaping @MainActor () async -> Void) {
      tasks.start(key: id, work)
    }

    /// The controller's half of MVC: the model's states, formatted, into the views.
    private func render() {
      loadSection.show(formatter.load(model.loadState)) { viewModel in
        []
      }
    }
  }

  /// One use case's part of the screen: its state, its fields, its controls and its button.
  /// Internal, not private: the screen's tests render through it.
  final class AboutSectionView: UIStackView {
    let button = UIButton(type: .system, primaryAction: nil)
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let status = UILabel()
    private let fields = UIStackView()
    private let arguments = UIStackView()
    private let action: String
    private let empty: String?

    init(
      title: String,
      action: String,
      empty: String? = nil,
      ids: (section: String, status: String, spinner: String, action: String)
    ) {
      self.action = action
      self.empty = empty
      super.init(frame: .zero)
      axis = .vertical
      spacing = 8
      accessibilityIdentifier = ids.section
      let titleLabel = UILabel()
      titleLabel.text = title
      titleLabel.font = .preferredFont(forTextStyle: .headline)
      status.numberOfLines = 0
      status.accessibilityIdentifier = ids.status
      spinner.accessibilityIdentifier = ids.spinner
      spinner.accessibilityLabel = AboutStrings.loading
      fields.axis = .vertical
      arguments.axis = .vertical
      arguments.spacing = 8
      button.setTitle(action, for: .normal)
      button.accessibilityIdentifier = ids.action
      for view in [titleLabel, spinner, status, fields, arguments, button] { addArrangedSubview(view) }
    }

    @available(*, unavailable)
    required init(coder: NSCoder) {
      fatalError("init(coder:) is not used")
    }

    func addArgument(_ control: UIControl, changed: @escaping @MainActor () -> Void) {
      arguments.addArrangedSubview(control)
      control.addAction(UIAction { _ in changed() }, for: [.editingChanged, .valueChanged])
    }

    func onTap(_ action: @escaping @MainActor () -> Void) {
      button.addAction(UIAction { _ in action() }, for: .primaryActionTriggered)
    }

    /// Shows `state`; `rows` gives a loaded view model's fields: identifier, label and value.
    func show<ViewModel>(
      _ state: AboutUseCaseState<ViewModel>,
      rows: (ViewModel) -> [(id: String, label: String, value: String)]
    ) {
      state.isRunning ? spinner.startAnimating() : spinner.stopAnimating()
      var shown: [(id: String, label: String, value: String)] = []
      switch state {
      case .idle, .running: status.text = nil
      case .empty: status.text = empty
      case .failed(let message): status.text = message
      case .loaded(let viewModel):
        status.text = nil
        shown = rows(viewModel)
      }
      status.isHidden = status.text == nil
      if case .failed = state {
        button.setTitle(AboutStrings.retry, for: .normal)
      } else {
        button.setTitle(action, for: .normal)
      }
      for label in fields.arrangedSubviews { label.removeFromSuperview() }
      for row in shown {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "\(row.label): \(row.value)"
        label.accessibilityIdentifier = row.id
        fields.addArrangedSubview(label)
      }
    }

    static func text(_ value: String) -> String { value }
    static func text(_ value: [String]) -> String { value.joined(separator: "\n") }
    /// A field of a type of the spec's own: as Swift prints it, until you format it in the formatter.
    static func text<Value>(_ value: Value) -> String { "\(value)" }
  }
#endif
