#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The work a screen started, until it ends; cancelled when the screen leaves for good or is freed.
  @MainActor
  final class LoginScreenTasks {
    private var running: [UUID: Task<Void, Never>] = [:]
    private var newest: [String: UUID] = [:]

    /// With a `key` (a control's), the task started last for it cancels the one before.
    @discardableResult
    func start(key: String? = nil, _ work: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
      let id = UUID()
      if let key {
        if let earlier = newest[key] { running[earlier]?.cancel() }
        newest[key] = id
      }
      let task = Task { [weak self] in
        await work()
        self?.running[id] = nil
        if let key, self?.newest[key] == id { self?.newest[key] = nil }
      }
      running[id] = task
      return task
    }

    /// Ends a pull to refresh once every call it started has ended.
    func endRefreshing(_ control: UIRefreshControl, after calls: [Task<Void, Never>?]) {
      start {
        for call in calls { await call?.value }
        control.endRefreshing()
      }
    }

    deinit {
      for task in running.values { task.cancel() }
    }

    func cancelIfLeaving(_ screen: UIViewController) {
      guard Self.isLeaving(screen) else { return }
      for task in running.values { task.cancel() }
      running.removeAll()
      newest.removeAll()
    }

    /// Popped or dismissed, itself or a container it is in; not only covered, nor in another tab.
    private static func isLeaving(_ screen: UIViewController) -> Bool {
      var current: UIViewController? = screen
      while let controller = current {
        if controller.isMovingFromParent || controller.isBeingDismissed { return true }
        current = controller.parent
      }
      return false
    }
  }

  /// A screen's parts in a vertical stack that scrolls.
  @MainActor
  enum LoginScreenLayout {
    @discardableResult
    static func install(
      _ parts: [UIView],
      in view: UIView,
      id: String,
      refreshControl: UIRefreshControl? = nil
    ) -> UIStackView {
      let scrollView = UIScrollView()
      scrollView.accessibilityIdentifier = id
      scrollView.alwaysBounceVertical = true
      scrollView.refreshControl = refreshControl
      let stack = UIStackView(arrangedSubviews: parts)
      stack.axis = .vertical
      stack.spacing = 24
      scrollView.translatesAutoresizingMaskIntoConstraints = false
      stack.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(scrollView)
      scrollView.addSubview(stack)
      let content = scrollView.contentLayoutGuide
      NSLayoutConstraint.activate(
        [
          scrollView.topAnchor.constraint(equalTo: view.topAnchor),
          scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
          scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
          stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
          stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -16),
          stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
          stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
          stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
        ]
      )
      return stack
    }
  }

#endif
