// A minimal model of the UIKit API the built-in templates use, with UIKit's actor isolation.
//
// Linux has no UIKit, so the `#if canImport(UIKit)` parts of generated code would never be
// compiled here. scripts/compile-goldens compiles every golden package's sources against this
// module as well, which catches syntax, typing and Swift 6 concurrency errors in those parts.
// It is not the SDK: a template that uses more of UIKit must add it here, with the real
// signatures.
@_exported import Foundation  // as the real UIKit does

@MainActor open class UIResponder {
  public init() {}
}

@MainActor open class UIColor {
  public static let systemBackground = UIColor()
}

@MainActor open class NSLayoutConstraint {
  public static func activate(_ constraints: [NSLayoutConstraint]) {}
}

@MainActor open class NSLayoutAnchor<AnchorType: AnyObject> {
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
}

@MainActor public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
@MainActor public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

@MainActor open class UILayoutGuide {
  public let leadingAnchor = NSLayoutXAxisAnchor()
  public let trailingAnchor = NSLayoutXAxisAnchor()
  public let centerYAnchor = NSLayoutYAxisAnchor()
}

@MainActor open class UIView: UIResponder {
  open var backgroundColor: UIColor?
  open var isUserInteractionEnabled = true
  open var translatesAutoresizingMaskIntoConstraints = true
  public let layoutMarginsGuide = UILayoutGuide()
  public let leadingAnchor = NSLayoutXAxisAnchor()
  public let trailingAnchor = NSLayoutXAxisAnchor()
  public let centerYAnchor = NSLayoutYAxisAnchor()
  open func addSubview(_ view: UIView) {}
}

@MainActor open class UILabel: UIView {
  open var text: String?
  open var numberOfLines = 1
}

@MainActor open class UIViewController: UIResponder {
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
  public required init?(coder: NSCoder) {}
  // UIKit declares it this way; the shim keeps the real signature.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var view: UIView! = UIView()
  open var navigationController: UINavigationController? { nil }
  open var isMovingFromParent: Bool { false }
  open var isBeingDismissed: Bool { false }
  open func viewDidLoad() {}
  open func viewDidDisappear(_ animated: Bool) {}
  open func present(_ viewController: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
}

@MainActor open class UINavigationController: UIViewController {
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
}

@MainActor open class UIAlertAction {
  public enum Style: Sendable { case `default`, cancel, destructive }
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {}
}

@MainActor open class UIAlertController: UIViewController {
  public enum Style: Sendable { case actionSheet, alert }
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
  }
  open func addAction(_ action: UIAlertAction) {}
}
