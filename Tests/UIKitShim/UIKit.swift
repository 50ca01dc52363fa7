// A model of the part of UIKit that generated view controllers use, with UIKit's names,
// signatures and isolation.
//
// Linux has no UIKit, so the `#if canImport(UIKit)` parts of generated code would never be
// compiled here. scripts/compile-goldens compiles every golden package's sources against this
// module as well, which catches syntax, typing and Swift 6 concurrency errors in those parts.
// Rules, so that what passes here also builds in Xcode:
// - every declaration is real API, commented with the documentation page it models
//   (developer.apple.com/documentation/uikit/…); FrameworkNamesTests checks the type and member
//   names against Tests/Fixtures/AppleFrameworkNames.txt;
// - signatures are the iOS 18 SDK's, as Swift imports them (UIKit's classes are main-actor
//   isolated and descend from NSObject); a parameter list may stop short of Apple's only where
//   the parameters left out have defaults;
// - Objective-C optional protocol requirements, which Linux cannot declare, are requirements
//   with a default implementation here;
// - bodies do nothing, except what a screen's tests observe as UIKit has it (scripts/check-module-routes
//   runs them against this model): loading the view, the view tree, controls' actions, and the
//   navigation and presentation of view controllers.
@_exported import Foundation  // as the real UIKit does

// MARK: - Responders, views and colours

// UIKit.UIResponder: developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {
  override public init() {}
}

// UIKit.UIColor: developer.apple.com/documentation/uikit/uicolor
@MainActor open class UIColor: NSObject {
  // UIColor.systemBackground: developer.apple.com/documentation/uikit/uicolor/systembackground
  public static let systemBackground = UIColor()
  // UIColor.secondarySystemBackground: developer.apple.com/documentation/uikit/uicolor/secondarysystembackground
  public static let secondarySystemBackground = UIColor()
  // UIColor.label: developer.apple.com/documentation/uikit/uicolor/label
  public static let label = UIColor()
  // UIColor.secondaryLabel: developer.apple.com/documentation/uikit/uicolor/secondarylabel
  public static let secondaryLabel = UIColor()
  // UIColor.systemRed: developer.apple.com/documentation/uikit/uicolor/systemred
  public static let systemRed = UIColor()
}

// UIKit.UIImage: developer.apple.com/documentation/uikit/uiimage
@MainActor open class UIImage: NSObject {
  // init(systemName:): developer.apple.com/documentation/uikit/uiimage/init(systemname:)
  public init?(systemName name: String) {}
}

// UIKit.UIFont: developer.apple.com/documentation/uikit/uifont
@MainActor open class UIFont: NSObject {
  // UIFont.TextStyle: developer.apple.com/documentation/uikit/uifont/textstyle
  public struct TextStyle: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
  }

  // preferredFont(forTextStyle:): developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont() }
}

// UIKit.UIAccessibilityIdentification: developer.apple.com/documentation/uikit/uiaccessibilityidentification
@MainActor public protocol UIAccessibilityIdentification: NSObjectProtocol {
  // accessibilityIdentifier: developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
  var accessibilityIdentifier: String? { get set }
}

// UIKit.UIView: developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder, UIAccessibilityIdentification {
  // init(frame:): developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) {}
  // init(coder:): developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) {}
  // init(), inherited from NSObject, is init(frame: .zero) for a view.
  override public convenience init() { self.init(frame: .zero) }

  // UIView.accessibilityIdentifier: developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
  open var accessibilityIdentifier: String?
  // accessibilityLabel (NSObject's, UIAccessibility): developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
  open var accessibilityLabel: String?
  // UIView.backgroundColor: developer.apple.com/documentation/uikit/uiview/backgroundcolor
  open var backgroundColor: UIColor?
  // UIView.isHidden: developer.apple.com/documentation/uikit/uiview/ishidden
  open var isHidden = false
  // UIView.alpha: developer.apple.com/documentation/uikit/uiview/alpha
  open var alpha: CGFloat = 1
  // UIView.tintColor: developer.apple.com/documentation/uikit/uiview/tintcolor
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var tintColor: UIColor! = UIColor()
  // UIView.isUserInteractionEnabled: developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
  open var isUserInteractionEnabled = true
  // UIView.translatesAutoresizingMaskIntoConstraints: developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
  open var translatesAutoresizingMaskIntoConstraints = true
  // The view tree is kept, as UIKit keeps it, so that a screen's test finds a label or a button
  // by its accessibility identifier and reads or taps it.
  private var children: [UIView] = []
  private weak var parentView: UIView?
  // UIView.subviews: developer.apple.com/documentation/uikit/uiview/subviews
  open var subviews: [UIView] { children }
  // UIView.superview: developer.apple.com/documentation/uikit/uiview/superview
  open var superview: UIView? { parentView }
  // UIView.addSubview(_:): developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  // A view has one superview: adding it elsewhere moves it, as in UIKit.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    children.append(view)
    view.parentView = self
  }
  // UIView.removeFromSuperview(): developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  // An arranged view leaves its stack's arrangedSubviews too.
  open func removeFromSuperview() {
    (parentView as? UIStackView)?.arranged.removeAll { $0 === self }
    parentView?.children.removeAll { $0 === self }
    parentView = nil
  }

  // UIView.layoutMarginsGuide: developer.apple.com/documentation/uikit/uiview/layoutmarginsguide
  open var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
  // UIView.safeAreaLayoutGuide: developer.apple.com/documentation/uikit/uiview/safearealayoutguide
  open var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
  // UIView.leadingAnchor and the other anchors: developer.apple.com/documentation/uikit/uiview/leadinganchor
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
}

// UIKit.UILabel: developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView {
  // UILabel.text: developer.apple.com/documentation/uikit/uilabel/text
  open var text: String?
  // UILabel.font: developer.apple.com/documentation/uikit/uilabel/font
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var font: UIFont! = UIFont()
  // UILabel.textColor: developer.apple.com/documentation/uikit/uilabel/textcolor
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var textColor: UIColor! = UIColor()
  // UILabel.textAlignment: developer.apple.com/documentation/uikit/uilabel/textalignment
  open var textAlignment = NSTextAlignment.natural
  // UILabel.numberOfLines: developer.apple.com/documentation/uikit/uilabel/numberoflines
  open var numberOfLines = 1
  // UILabel.adjustsFontForContentSizeCategory: developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
  open var adjustsFontForContentSizeCategory = false
}

// UIKit.NSTextAlignment: developer.apple.com/documentation/uikit/nstextalignment
public enum NSTextAlignment: Int, Sendable {
  case left, center, right, justified, natural
}

// MARK: - Layout

// UIKit.UILayoutPriority: developer.apple.com/documentation/uikit/uilayoutpriority
public struct UILayoutPriority: Hashable, RawRepresentable, Sendable {
  public let rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let defaultLow = UILayoutPriority(250)
}

// UIKit.NSLayoutConstraint: developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor open class NSLayoutConstraint: NSObject {
  // NSLayoutConstraint.Axis: developer.apple.com/documentation/uikit/nslayoutconstraint/axis
  public enum Axis: Int, Sendable {
    case horizontal, vertical
  }

  // NSLayoutConstraint.isActive: developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
  open var isActive = false
  // NSLayoutConstraint.constant: developer.apple.com/documentation/uikit/nslayoutconstraint/constant
  open var constant: CGFloat = 0
  // NSLayoutConstraint.priority: developer.apple.com/documentation/uikit/nslayoutconstraint/priority
  open var priority = UILayoutPriority.required
  // activate(_:): developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
  public static func activate(_ constraints: [NSLayoutConstraint]) {}
  // deactivate(_:): developer.apple.com/documentation/uikit/nslayoutconstraint/deactivate(_:)
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {}
}

// UIKit.NSLayoutAnchor: developer.apple.com/documentation/uikit/nslayoutanchor
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  // constraint(equalTo:): developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
  // constraint(equalTo:constant:): developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
  // constraint(greaterThanOrEqualTo:): developer.apple.com/documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:)
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
  // constraint(greaterThanOrEqualTo:constant:): developer.apple.com/documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:constant:)
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint() }
  // constraint(lessThanOrEqualTo:): developer.apple.com/documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:)
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
  // constraint(lessThanOrEqualTo:constant:): developer.apple.com/documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:constant:)
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint() }
}

// UIKit.NSLayoutXAxisAnchor: developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  // constraint(equalToSystemSpacingAfter:multiplier:): developer.apple.com/documentation/uikit/nslayoutxaxisanchor/constraint(equaltosystemspacingafter:multiplier:)
  open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint() }
}

// UIKit.NSLayoutYAxisAnchor: developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  // constraint(equalToSystemSpacingBelow:multiplier:): developer.apple.com/documentation/uikit/nslayoutyaxisanchor/constraint(equaltosystemspacingbelow:multiplier:)
  open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint() }
}

// UIKit.NSLayoutDimension: developer.apple.com/documentation/uikit/nslayoutdimension
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  // constraint(equalToConstant:): developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:)
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
  // constraint(greaterThanOrEqualToConstant:): developer.apple.com/documentation/uikit/nslayoutdimension/constraint(greaterthanorequaltoconstant:)
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
  // constraint(equalTo:multiplier:): developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equalto:multiplier:)
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
}

// UIKit.UILayoutGuide: developer.apple.com/documentation/uikit/uilayoutguide
@MainActor open class UILayoutGuide: NSObject {
  // UILayoutGuide.leadingAnchor and the other anchors: developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
}

// UIKit.UIStackView: developer.apple.com/documentation/uikit/uistackview
@MainActor open class UIStackView: UIView {
  // UIStackView.Alignment: developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum
  public enum Alignment: Int, Sendable {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
  }

  // UIStackView.Distribution: developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum
  public enum Distribution: Int, Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  // init(arrangedSubviews:): developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }
  fileprivate var arranged: [UIView] = []
  // UIStackView.arrangedSubviews: developer.apple.com/documentation/uikit/uistackview/arrangedsubviews
  open var arrangedSubviews: [UIView] { arranged }
  // UIStackView.axis: developer.apple.com/documentation/uikit/uistackview/axis
  open var axis = NSLayoutConstraint.Axis.horizontal
  // UIStackView.alignment: developer.apple.com/documentation/uikit/uistackview/alignment-swift.property
  open var alignment = Alignment.fill
  // UIStackView.distribution: developer.apple.com/documentation/uikit/uistackview/distribution-swift.property
  open var distribution = Distribution.fill
  // UIStackView.spacing: developer.apple.com/documentation/uikit/uistackview/spacing
  open var spacing: CGFloat = 0
  // UIStackView.isLayoutMarginsRelativeArrangement: developer.apple.com/documentation/uikit/uistackview/islayoutmarginsrelativearrangement
  open var isLayoutMarginsRelativeArrangement = false
  // addArrangedSubview(_:): developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:)
  // An arranged view is a subview too, at the end of both lists.
  open func addArrangedSubview(_ view: UIView) {
    arranged.removeAll { $0 === view }
    arranged.append(view)
    addSubview(view)
  }
  // removeArrangedSubview(_:): developer.apple.com/documentation/uikit/uistackview/removearrangedsubview(_:)
  // It stays a subview: UIKit leaves that to removeFromSuperview().
  open func removeArrangedSubview(_ view: UIView) {
    arranged.removeAll { $0 === view }
  }
  // setCustomSpacing(_:after:): developer.apple.com/documentation/uikit/uistackview/setcustomspacing(_:after:)
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}
}

// UIKit.UIScrollView: developer.apple.com/documentation/uikit/uiscrollview
@MainActor open class UIScrollView: UIView {
  // UIScrollView.refreshControl: developer.apple.com/documentation/uikit/uiscrollview/refreshcontrol
  open var refreshControl: UIRefreshControl?
  // UIScrollView.alwaysBounceVertical: developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical
  open var alwaysBounceVertical = false
  // UIScrollView.contentLayoutGuide: developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide
  open var contentLayoutGuide: UILayoutGuide { UILayoutGuide() }
  // UIScrollView.frameLayoutGuide: developer.apple.com/documentation/uikit/uiscrollview/framelayoutguide
  open var frameLayoutGuide: UILayoutGuide { UILayoutGuide() }
}

// MARK: - Tables

// UIKit.UITableView: developer.apple.com/documentation/uikit/uitableview
@MainActor open class UITableView: UIScrollView {
  // UITableView.Style: developer.apple.com/documentation/uikit/uitableview/style-swift.enum
  public enum Style: Int, Sendable {
    case plain, grouped, insetGrouped
  }

  // UITableView.automaticDimension: developer.apple.com/documentation/uikit/uitableview/automaticdimension
  public static let automaticDimension: CGFloat = -1

  // init(frame:style:): developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
  public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  override public convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  // UITableView.dataSource: developer.apple.com/documentation/uikit/uitableview/datasource
  weak open var dataSource: (any UITableViewDataSource)?
  // UITableView.delegate: developer.apple.com/documentation/uikit/uitableview/delegate
  weak open var delegate: (any UITableViewDelegate)?
  // UITableView.backgroundView: developer.apple.com/documentation/uikit/uitableview/backgroundview
  open var backgroundView: UIView?
  // UITableView.rowHeight: developer.apple.com/documentation/uikit/uitableview/rowheight
  open var rowHeight: CGFloat = UITableView.automaticDimension
  // register(_:forCellReuseIdentifier:): developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3t1ls
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
  // dequeueReusableCell(withIdentifier:for:): developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: identifier)
  }
  // reloadData(): developer.apple.com/documentation/uikit/uitableview/reloaddata()
  open func reloadData() {}
}

// UIKit.UITableViewDataSource: developer.apple.com/documentation/uikit/uitableviewdatasource
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
  // tableView(_:numberOfRowsInSection:): developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  // tableView(_:cellForRowAt:): developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  // numberOfSections(in:) (optional): developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
  func numberOfSections(in tableView: UITableView) -> Int
  // tableView(_:titleForHeaderInSection:) (optional): developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:)
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}

// UIKit.UITableViewDelegate: developer.apple.com/documentation/uikit/uitableviewdelegate
@MainActor public protocol UITableViewDelegate: NSObjectProtocol {
  // tableView(_:didSelectRowAt:) (optional): developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

// UIKit.UITableViewCell: developer.apple.com/documentation/uikit/uitableviewcell
@MainActor open class UITableViewCell: UIView {
  // UITableViewCell.CellStyle: developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
  public enum CellStyle: Int, Sendable {
    case `default`, value1, value2, subtitle
  }

  // init(style:reuseIdentifier:): developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  // UITableViewCell.contentView: developer.apple.com/documentation/uikit/uitableviewcell/contentview
  open var contentView: UIView { UIView() }
  // UITableViewCell.contentConfiguration: developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration
  open var contentConfiguration: (any UIContentConfiguration)?
  // defaultContentConfiguration(): developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()
  open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration.cell() }
}

// UIKit.UIContentConfiguration: developer.apple.com/documentation/uikit/uicontentconfiguration
@MainActor public protocol UIContentConfiguration {}

// UIKit.UIListContentConfiguration: developer.apple.com/documentation/uikit/uilistcontentconfiguration
@MainActor public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  // UIListContentConfiguration.text: developer.apple.com/documentation/uikit/uilistcontentconfiguration/text
  public var text: String?
  // UIListContentConfiguration.secondaryText: developer.apple.com/documentation/uikit/uilistcontentconfiguration/secondarytext
  public var secondaryText: String?
  // cell(): developer.apple.com/documentation/uikit/uilistcontentconfiguration/cell()
  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
  // subtitleCell(): developer.apple.com/documentation/uikit/uilistcontentconfiguration/subtitlecell()
  public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
  // valueCell(): developer.apple.com/documentation/uikit/uilistcontentconfiguration/valuecell()
  public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
}

// MARK: - Controls

// UIKit.UIMenuElement: developer.apple.com/documentation/uikit/uimenuelement
@MainActor open class UIMenuElement: NSObject {
  // UIMenuElement.Attributes: developer.apple.com/documentation/uikit/uimenuelement/attributes
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1 << 0)
    public static let destructive = Attributes(rawValue: 1 << 1)
    public static let hidden = Attributes(rawValue: 1 << 2)
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  // UIMenuElement.State: developer.apple.com/documentation/uikit/uimenuelement/state
  public enum State: Int, Sendable {
    case off, on, mixed
  }
}

// UIKit.UIActionHandler: developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = @MainActor (UIAction) -> Void

// UIKit.UIAction: developer.apple.com/documentation/uikit/uiaction
@MainActor open class UIAction: UIMenuElement {
  // UIAction.Identifier: developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  // init(title:subtitle:image:selectedImage:identifier:discoverabilityTitle:attributes:state:handler:):
  // developer.apple.com/documentation/uikit/uiaction/init(title:subtitle:image:selectedimage:identifier:discoverabilitytitle:attributes:state:handler:)
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
    identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.title = title
    self.handler = handler
  }
  fileprivate let handler: UIActionHandler

  // UIAction.sender: developer.apple.com/documentation/uikit/uiaction/sender
  open var sender: Any? { nil }
  // UIAction.title: developer.apple.com/documentation/uikit/uiaction/title
  open var title: String
}

// UIKit.UIControl: developer.apple.com/documentation/uikit/uicontrol
@MainActor open class UIControl: UIView {
  // UIControl.Event: developer.apple.com/documentation/uikit/uicontrol/event
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let editingChanged = Event(rawValue: 1 << 17)
  }

  // UIControl.isEnabled: developer.apple.com/documentation/uikit/uicontrol/isenabled
  open var isEnabled = true
  private var actions: [(action: UIAction, events: UIControl.Event)] = []
  // addAction(_:for:): developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    actions.append((action, controlEvents))
  }
  // removeAction(_:for:): developer.apple.com/documentation/uikit/uicontrol/removeaction(_:for:)
  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    actions.removeAll { $0.action === action && $0.events == controlEvents }
  }
  // sendActions(for:): developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)
  // As in UIKit, it runs the actions whatever isEnabled says: a test that taps checks that first.
  open func sendActions(for controlEvents: UIControl.Event) {
    for (action, events) in actions where !events.isDisjoint(with: controlEvents) { action.handler(action) }
  }
}

// UIKit.UIButton: developer.apple.com/documentation/uikit/uibutton
@MainActor open class UIButton: UIControl {
  // UIButton.Configuration: developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct
  public struct Configuration: Hashable {
    // Configuration.title: developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/title
    public var title: String?
    // Configuration.subtitle: developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/subtitle
    public var subtitle: String?
    // Configuration.image: developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/image
    public var image: UIImage?
    // Configuration.showsActivityIndicator: developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/showsactivityindicator
    public var showsActivityIndicator = false
    // plain(), tinted(), gray(), filled(), borderless(), bordered(), borderedTinted(), borderedProminent():
    // developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/filled()
    public static func plain() -> UIButton.Configuration { Configuration() }
    public static func tinted() -> UIButton.Configuration { Configuration() }
    public static func gray() -> UIButton.Configuration { Configuration() }
    public static func filled() -> UIButton.Configuration { Configuration() }
    public static func borderless() -> UIButton.Configuration { Configuration() }
    public static func bordered() -> UIButton.Configuration { Configuration() }
    public static func borderedTinted() -> UIButton.Configuration { Configuration() }
    public static func borderedProminent() -> UIButton.Configuration { Configuration() }
  }

  // UIButton.ButtonType: developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
  public enum ButtonType: Int, Sendable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
  }

  // init(configuration:primaryAction:): developer.apple.com/documentation/uikit/uibutton/init(configuration:primaryaction:)
  // A primary action runs on .primaryActionTriggered, which a tap sends.
  public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
    self.init(primaryAction: primaryAction)
    self.configuration = configuration
  }
  // init(type:primaryAction:): developer.apple.com/documentation/uikit/uibutton/init(type:primaryaction:)
  public convenience init(type buttonType: UIButton.ButtonType, primaryAction: UIAction?) {
    self.init(primaryAction: primaryAction)
  }
  // init(primaryAction:): developer.apple.com/documentation/uikit/uibutton/init(primaryaction:)
  public convenience init(primaryAction: UIAction?) {
    self.init(frame: .zero)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  // UIButton.configuration: developer.apple.com/documentation/uikit/uibutton/configuration-swift.property
  open var configuration: UIButton.Configuration?
  private var titles: [UInt: String] = [:]
  // setTitle(_:for:): developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
  open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }
  // title(for:): developer.apple.com/documentation/uikit/uibutton/title(for:)
  // A state without a title of its own shows the normal one, as in UIKit.
  open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }
  // setNeedsUpdateConfiguration(): developer.apple.com/documentation/uikit/uibutton/setneedsupdateconfiguration()
  open func setNeedsUpdateConfiguration() {}
}

extension UIControl {
  // UIControl.State: developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }
}

// UIKit.UIRefreshControl: developer.apple.com/documentation/uikit/uirefreshcontrol
@MainActor open class UIRefreshControl: UIControl {
  // UIRefreshControl.isRefreshing: developer.apple.com/documentation/uikit/uirefreshcontrol/isrefreshing
  open var isRefreshing: Bool { false }
  // beginRefreshing(): developer.apple.com/documentation/uikit/uirefreshcontrol/beginrefreshing()
  open func beginRefreshing() {}
  // endRefreshing(): developer.apple.com/documentation/uikit/uirefreshcontrol/endrefreshing()
  open func endRefreshing() {}
}

// UIKit.UIActivityIndicatorView: developer.apple.com/documentation/uikit/uiactivityindicatorview
@MainActor open class UIActivityIndicatorView: UIView {
  // UIActivityIndicatorView.Style: developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum
  public enum Style: Int, Sendable {
    case medium = 100
    case large = 101
  }

  // init(style:): developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:)
  public init(style: UIActivityIndicatorView.Style) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  override public convenience init(frame: CGRect) { self.init(style: .medium) }

  // UIActivityIndicatorView.hidesWhenStopped: developer.apple.com/documentation/uikit/uiactivityindicatorview/hideswhenstopped
  open var hidesWhenStopped = true
  // UIActivityIndicatorView.isAnimating: developer.apple.com/documentation/uikit/uiactivityindicatorview/isanimating
  open var isAnimating: Bool { false }
  // startAnimating(): developer.apple.com/documentation/uikit/uiactivityindicatorview/startanimating()
  open func startAnimating() {}
  // stopAnimating(): developer.apple.com/documentation/uikit/uiactivityindicatorview/stopanimating()
  open func stopAnimating() {}
}

// UIKit.UIKeyboardType: developer.apple.com/documentation/uikit/uikeyboardtype
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case URL
  case numberPad, phonePad, namePhonePad, emailAddress, decimalPad
}

// UIKit.UITextAutocapitalizationType: developer.apple.com/documentation/uikit/uitextautocapitalizationtype
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

// UIKit.UITextField: developer.apple.com/documentation/uikit/uitextfield
@MainActor open class UITextField: UIControl {
  // UITextField.BorderStyle: developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.enum
  public enum BorderStyle: Int, Sendable {
    case none, line, bezel, roundedRect
  }

  // UITextField.text: developer.apple.com/documentation/uikit/uitextfield/text
  open var text: String?
  // UITextField.placeholder: developer.apple.com/documentation/uikit/uitextfield/placeholder
  open var placeholder: String?
  // UITextField.borderStyle: developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.property
  open var borderStyle = BorderStyle.none
  // keyboardType (UITextInputTraits): developer.apple.com/documentation/uikit/uitextinputtraits/keyboardtype
  open var keyboardType = UIKeyboardType.default
  // autocapitalizationType (UITextInputTraits): developer.apple.com/documentation/uikit/uitextinputtraits/autocapitalizationtype
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  // isSecureTextEntry (UITextInputTraits): developer.apple.com/documentation/uikit/uitextinputtraits/issecuretextentry
  open var isSecureTextEntry = false
}

// UIKit.UISwitch: developer.apple.com/documentation/uikit/uiswitch
@MainActor open class UISwitch: UIControl {
  // UISwitch.isOn: developer.apple.com/documentation/uikit/uiswitch/ison
  open var isOn = false
  // setOn(_:animated:): developer.apple.com/documentation/uikit/uiswitch/seton(_:animated:)
  open func setOn(_ on: Bool, animated: Bool) {}
}

// MARK: - View controllers

// UIKit.UIViewController: developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
  // init(nibName:bundle:): developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
  // init(coder:): developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) {}
  // init(), inherited from NSObject, is init(nibName: nil, bundle: nil) for a view controller.
  override public convenience init() { self.init(nibName: nil, bundle: nil) }

  // UIViewController.view: developer.apple.com/documentation/uikit/uiviewcontroller/view
  // UIKit declares it this way; the model keeps the real signature.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var view: UIView! = UIView()
  // UIViewController.title: developer.apple.com/documentation/uikit/uiviewcontroller/title
  open var title: String?
  fileprivate weak var parentController: UIViewController?
  private var presented: UIViewController?
  // UIViewController.navigationController: developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
  // The nearest navigation controller among its ancestors.
  open var navigationController: UINavigationController? {
    var ancestor = parentController
    while let controller = ancestor {
      if let navigation = controller as? UINavigationController { return navigation }
      ancestor = controller.parentController
    }
    return nil
  }
  // UIViewController.presentedViewController: developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
  open var presentedViewController: UIViewController? { presented }
  // UIViewController.parent: developer.apple.com/documentation/uikit/uiviewcontroller/parent
  open var parent: UIViewController? { parentController }
  // UIViewController.isMovingFromParent: developer.apple.com/documentation/uikit/uiviewcontroller/ismovingfromparent
  open var isMovingFromParent: Bool { false }
  // UIViewController.isBeingDismissed: developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed
  open var isBeingDismissed: Bool { false }
  // loadView(): developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
  open func loadView() {}
  // viewDidLoad(): developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() {}
  // UIViewController.isViewLoaded: developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
  public private(set) var isViewLoaded = false
  // loadViewIfNeeded(): developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()
  // The one behaviour the model keeps: a test of a screen loads it as UIKit does, once, so that
  // what `viewDidLoad` wires (the closures a model calls back) runs here too.
  public func loadViewIfNeeded() {
    guard !isViewLoaded else { return }
    isViewLoaded = true
    loadView()
    viewDidLoad()
  }
  // viewWillAppear(_:): developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
  open func viewWillAppear(_ animated: Bool) {}
  // viewDidAppear(_:): developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
  open func viewDidAppear(_ animated: Bool) {}
  // viewWillDisappear(_:): developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
  open func viewWillDisappear(_ animated: Bool) {}
  // viewDidDisappear(_:): developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
  open func viewDidDisappear(_ animated: Bool) {}
  // present(_:animated:completion:): developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  // UIKit refuses a view controller that is already in another's hierarchy; it also presents
  // nothing from a screen outside a window, which this model, having no windows, cannot tell.
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    precondition(viewControllerToPresent.parent == nil, "a view controller with a parent cannot be presented")
    presented = viewControllerToPresent
    completion?()
  }
  // dismiss(animated:completion:): developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    presented = nil
    completion?()
  }
}

// UIKit.UINavigationController: developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor open class UINavigationController: UIViewController {
  private var stack: [UIViewController] = []

  // init(rootViewController:): developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    pushViewController(rootViewController, animated: false)
  }
  override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  // UINavigationController.viewControllers: developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
  open var viewControllers: [UIViewController] { stack }
  // UINavigationController.topViewController: developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
  open var topViewController: UIViewController? { stack.last }
  // pushViewController(_:animated:): developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    stack.append(viewController)
    viewController.parentController = self
  }
  // popViewController(animated:): developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1 else { return nil }
    let popped = stack.removeLast()
    popped.parentController = nil
    return popped
  }
}

// UIKit.UIAlertAction: developer.apple.com/documentation/uikit/uialertaction
@MainActor open class UIAlertAction: NSObject {
  // UIAlertAction.Style: developer.apple.com/documentation/uikit/uialertaction/style
  public enum Style: Int, Sendable {
    case `default`, cancel, destructive
  }

  // init(title:style:handler:): developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
  public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.init()
  }
  // UIAlertAction.isEnabled: developer.apple.com/documentation/uikit/uialertaction/isenabled
  open var isEnabled = true
}

// UIKit.UIAlertController: developer.apple.com/documentation/uikit/uialertcontroller
@MainActor open class UIAlertController: UIViewController {
  // UIAlertController.Style: developer.apple.com/documentation/uikit/uialertcontroller/style
  public enum Style: Int, Sendable {
    case actionSheet, alert
  }

  // init(title:message:preferredStyle:): developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
  public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
    self.init(nibName: nil, bundle: nil)
  }
  // UIAlertController.message: developer.apple.com/documentation/uikit/uialertcontroller/message
  open var message: String?
  // UIAlertController.actions: developer.apple.com/documentation/uikit/uialertcontroller/actions
  open var actions: [UIAlertAction] { [] }
  // UIAlertController.preferredAction: developer.apple.com/documentation/uikit/uialertcontroller/preferredaction
  open var preferredAction: UIAlertAction?
  // addAction(_:): developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
  open func addAction(_ action: UIAlertAction) {}
}
