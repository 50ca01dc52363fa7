// A model of the part of SwiftUI (and of the Combine and DeveloperToolsSupport API it re-exports)
// that generated screens use, with SwiftUI's names, generic parameters, overloads and isolation.
//
// Linux has no SwiftUI, so the `#if canImport(SwiftUI)` parts of generated code would never be
// compiled here. scripts/compile-goldens compiles every golden package's sources against this
// module as well (and the UIKit model), which catches syntax, typing, overload and Swift 6
// concurrency errors in those parts. Rules, so that what passes here also builds in Xcode:
// - every declaration is real API, commented with the documentation page it models
//   (developer.apple.com/documentation/swiftui/…); FrameworkNamesTests checks the type and
//   member names against Tests/Fixtures/AppleFrameworkNames.txt;
// - signatures are the iOS 18 SDK's (isolation included); a parameter list may stop short of
//   Apple's only where the parameters left out have defaults;
// - bodies do nothing a screen could observe: this is compiled, never run.
@_exported import Foundation  // as the real SwiftUI does
import Observation

// MARK: - Combine, re-exported by SwiftUI

// Combine.Publisher: developer.apple.com/documentation/combine/publisher
// The screen model's `objectWillChange` is a publisher, so a use case whose property took that
// name would not conform, as on Apple's platforms.
public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error
}

// Combine.ObservableObjectPublisher: developer.apple.com/documentation/combine/observableobjectpublisher
public final class ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never
  public init() {}
  // ObservableObjectPublisher.send(): developer.apple.com/documentation/combine/observableobjectpublisher/send()
  public func send() {}
}

// Combine.ObservableObject: developer.apple.com/documentation/combine/observableobject
public protocol ObservableObject: AnyObject {
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

// Combine.Published: developer.apple.com/documentation/combine/published
// Usable only on class properties: its `wrappedValue` is unavailable and the enclosing-instance
// subscript is what a class property goes through, so `@Published` in a struct is refused, as in
// Xcode.
@propertyWrapper
public struct Published<Value> {
  public init(wrappedValue: Value) { storage = wrappedValue }
  private var storage: Value

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("unavailable") }
    set {}
  }

  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].storage }
    set { object[keyPath: storageKeyPath].storage = newValue }
  }
}

// MARK: - Views and view building

// SwiftUI.DynamicProperty: developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

// SwiftUI.View: developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

// Never: View: developer.apple.com/documentation/swift/never (SwiftUI's conformance)
extension Never: View {
  public var body: Never { fatalError("Never has no body") }
}

// Optional: View: developer.apple.com/documentation/swift/optional (SwiftUI's conformance)
extension Optional: View where Wrapped: View {
  public var body: Never { fatalError("primitive") }
}

// SwiftUI.ViewBuilder: developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder
public struct ViewBuilder {
  // buildExpression(_:): developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  // buildBlock(): developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
  public static func buildBlock() -> EmptyView { EmptyView() }
  // buildBlock(_:): developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  // buildBlock(_:) with a parameter pack: developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-3vzhz
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  {
    TupleView((repeat each content))
  }
  // buildIf(_:): developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  // buildEither(first:): developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent() }
  // buildEither(second:): developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent() }
  // buildLimitedAvailability(_:): developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

// SwiftUI.EmptyView: developer.apple.com/documentation/swiftui/emptyview
public struct EmptyView: View {
  nonisolated public init() {}
  public var body: Never { fatalError("primitive") }
}

// SwiftUI.TupleView: developer.apple.com/documentation/swiftui/tupleview
public struct TupleView<T>: View {
  nonisolated public init(_ value: T) {}
  public var body: Never { fatalError("primitive") }
}

// SwiftUI._ConditionalContent: developer.apple.com/documentation/swiftui/_conditionalcontent
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public var body: Never { fatalError("primitive") }
}

// SwiftUI.AnyView: developer.apple.com/documentation/swiftui/anyview
public struct AnyView: View {
  nonisolated public init<V: View>(_ view: V) {}
  nonisolated public init<V: View>(erasing view: V) {}
  public var body: Never { fatalError("primitive") }
}

// SwiftUI.ViewModifier: developer.apple.com/documentation/swiftui/viewmodifier
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

// SwiftUI._ViewModifier_Content: developer.apple.com/documentation/swiftui/_viewmodifier_content
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public var body: Never { fatalError("primitive") }
}

// SwiftUI.ModifiedContent: developer.apple.com/documentation/swiftui/modifiedcontent
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier
  nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public var body: Never { fatalError("primitive") }
}

// SwiftUI.AccessibilityAttachmentModifier: developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
public struct AccessibilityAttachmentModifier: ViewModifier {
  public func body(content: Content) -> Never { fatalError("primitive") }
}

// MARK: - Text, images and styles

// SwiftUI.LocalizedStringKey: developer.apple.com/documentation/swiftui/localizedstringkey
// A string literal given to `Text`, `Section`, `Button` and the other titled views is a
// localisation key, as in SwiftUI; a `String` value takes the `StringProtocol` overload and is
// shown as it is.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable, Sendable {
  public init(_ value: String) {}
  public init(stringLiteral value: String) {}
  public init(stringInterpolation: StringInterpolation) {}

  // LocalizedStringKey.StringInterpolation: developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation
  public struct StringInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    public mutating func appendInterpolation(_ string: String) {}
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {}
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {}
    public mutating func appendInterpolation(_ text: Text) {}
  }
}

// SwiftUI._FormatSpecifiable: the numbers a LocalizedStringKey interpolates with a format
// specifier (`%lld`, `%lf`), developer.apple.com/documentation/swiftui/_formatspecifiable
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}

// SwiftUI.Text: developer.apple.com/documentation/swiftui/text
public struct Text: View, Equatable, Sendable {
  // init(_:tableName:bundle:comment:): developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
  nonisolated public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
  ) {}
  // init(_:) for StringProtocol: developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ content: S) {}
  // init(verbatim:): developer.apple.com/documentation/swiftui/text/init(verbatim:)
  nonisolated public init(verbatim content: String) {}
  // init(_:) for AttributedString: developer.apple.com/documentation/swiftui/text/init(_:)-1a4oh
  nonisolated public init(_ attributedContent: AttributedString) {}
  public var body: Never { fatalError("primitive") }

  // Text.font(_:): developer.apple.com/documentation/swiftui/text/font(_:)
  nonisolated public func font(_ font: Font?) -> Text { self }
  // Text.bold(): developer.apple.com/documentation/swiftui/text/bold()
  nonisolated public func bold() -> Text { self }
  // Text.foregroundStyle(_:): developer.apple.com/documentation/swiftui/text/foregroundstyle(_:)
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
}

// SwiftUI.Font: developer.apple.com/documentation/swiftui/font
public struct Font: Hashable, Sendable {
  public static let largeTitle = Font()
  public static let title = Font()
  public static let headline = Font()
  public static let subheadline = Font()
  public static let body = Font()
  public static let callout = Font()
  public static let footnote = Font()
  public static let caption = Font()
}

// SwiftUI.Image: developer.apple.com/documentation/swiftui/image
public struct Image: View, Equatable, Sendable {
  // init(systemName:): developer.apple.com/documentation/swiftui/image/init(systemname:)
  nonisolated public init(systemName: String) {}
  // init(_:bundle:): developer.apple.com/documentation/swiftui/image/init(_:bundle:)
  nonisolated public init(_ name: String, bundle: Bundle? = nil) {}
  public var body: Never { fatalError("primitive") }
}

// SwiftUI.ShapeStyle: developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

// SwiftUI.HierarchicalShapeStyle: developer.apple.com/documentation/swiftui/hierarchicalshapestyle
public struct HierarchicalShapeStyle: ShapeStyle {
  public static let primary = HierarchicalShapeStyle()
  public static let secondary = HierarchicalShapeStyle()
  public static let tertiary = HierarchicalShapeStyle()
}

// ShapeStyle.primary, .secondary, .tertiary: developer.apple.com/documentation/swiftui/shapestyle/secondary
extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.tertiary }
}

// SwiftUI.Color: developer.apple.com/documentation/swiftui/color
public struct Color: View, ShapeStyle, Hashable {
  nonisolated public static let red = Color()
  nonisolated public static let orange = Color()
  nonisolated public static let green = Color()
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  nonisolated public static let accentColor = Color()
  public var body: Never { fatalError("primitive") }
}

// ShapeStyle.red and the other colors: developer.apple.com/documentation/swiftui/shapestyle/red
extension ShapeStyle where Self == Color {
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var green: Color { Color.green }
}

// MARK: - Layout

// SwiftUI.HorizontalAlignment: developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Equatable, Sendable {
  public static let leading = HorizontalAlignment()
  public static let center = HorizontalAlignment()
  public static let trailing = HorizontalAlignment()
}

// SwiftUI.VerticalAlignment: developer.apple.com/documentation/swiftui/verticalalignment
public struct VerticalAlignment: Equatable, Sendable {
  public static let top = VerticalAlignment()
  public static let center = VerticalAlignment()
  public static let bottom = VerticalAlignment()
  public static let firstTextBaseline = VerticalAlignment()
}

// SwiftUI.Alignment: developer.apple.com/documentation/swiftui/alignment
public struct Alignment: Equatable, Sendable {
  public static let center = Alignment()
  public static let leading = Alignment()
  public static let trailing = Alignment()
  public static let top = Alignment()
  public static let bottom = Alignment()
}

// SwiftUI.Edge: developer.apple.com/documentation/swiftui/edge
public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing

  // Edge.Set: developer.apple.com/documentation/swiftui/edge/set
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1 << 0)
    public static let leading = Set(rawValue: 1 << 1)
    public static let bottom = Set(rawValue: 1 << 2)
    public static let trailing = Set(rawValue: 1 << 3)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}

// SwiftUI.VStack: developer.apple.com/documentation/swiftui/vstack
public struct VStack<Content: View>: View {
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError("primitive") }
}

// SwiftUI.HStack: developer.apple.com/documentation/swiftui/hstack
public struct HStack<Content: View>: View {
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError("primitive") }
}

// SwiftUI.Spacer: developer.apple.com/documentation/swiftui/spacer
public struct Spacer: View {
  nonisolated public init(minLength: CGFloat? = nil) {}
  public var body: Never { fatalError("primitive") }
}

// SwiftUI.Group: developer.apple.com/documentation/swiftui/group
public struct Group<Content> {}

extension Group: View where Content: View {
  // init(content:): developer.apple.com/documentation/swiftui/group/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError("primitive") }
}

// MARK: - Lists

// SwiftUI.List: developer.apple.com/documentation/swiftui/list
public struct List<SelectionValue: Hashable, Content: View>: View {
  public var body: Never { fatalError("primitive") }
}

extension List where SelectionValue == Never {
  // init(content:): developer.apple.com/documentation/swiftui/list/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) {}

  // init(_:rowContent:): developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)-4jzyr
  nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}

  // init(_:id:rowContent:): developer.apple.com/documentation/swiftui/list/init(_:id:rowcontent:)-6ta7j
  nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {}
}

// SwiftUI.ForEach: developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
  public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
  public var body: Never { fatalError("primitive") }

  // init(_:content:): developer.apple.com/documentation/swiftui/foreach/init(_:content:)-90ggk
  nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
  where ID == Data.Element.ID, Data.Element: Identifiable {
    self.data = data
    self.content = content
  }

  // init(_:id:content:): developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  // init(_:content:) for a constant range: developer.apple.com/documentation/swiftui/foreach/init(_:content:)-1lbhd
  nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
  }
}

// SwiftUI.Section: developer.apple.com/documentation/swiftui/section
public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
  public var body: Never { fatalError("primitive") }

  // init(content:header:footer:): developer.apple.com/documentation/swiftui/section/init(content:header:footer:)
  nonisolated public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {}
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  // init(content:header:): developer.apple.com/documentation/swiftui/section/init(content:header:)
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
  // init(content:footer:): developer.apple.com/documentation/swiftui/section/init(content:footer:)
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  // init(content:): developer.apple.com/documentation/swiftui/section/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) {}
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  // init(_:content:) for a key: developer.apple.com/documentation/swiftui/section/init(_:content:)-5d9v6
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  // init(_:content:) for StringProtocol: developer.apple.com/documentation/swiftui/section/init(_:content:)-8nojt
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

// MARK: - Controls

// SwiftUI.ButtonRole: developer.apple.com/documentation/swiftui/buttonrole
public struct ButtonRole: Equatable, Sendable {
  public static let destructive = ButtonRole()
  public static let cancel = ButtonRole()
}

// SwiftUI.Button: developer.apple.com/documentation/swiftui/button
public struct Button<Label: View>: View {
  public var body: Never { fatalError("primitive") }
  // init(action:label:): developer.apple.com/documentation/swiftui/button/init(action:label:)
  nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
  // init(role:action:label:): developer.apple.com/documentation/swiftui/button/init(role:action:label:)
  nonisolated public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
  }
}

extension Button where Label == Text {
  // init(_:action:) for a key: developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy
  nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
  // init(_:action:) for StringProtocol: developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
  // init(_:role:action:): developer.apple.com/documentation/swiftui/button/init(_:role:action:)-93ek6
  nonisolated public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

extension Button where Label == SwiftUI.Label<Text, Image> {
  // init(_:systemImage:action:): developer.apple.com/documentation/swiftui/button/init(_:systemimage:action:)-2fh7u
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
  ) {}
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
  }
}

// SwiftUI.Label: developer.apple.com/documentation/swiftui/label
public struct Label<Title: View, Icon: View>: View {
  public var body: Never { fatalError("primitive") }
  // init(title:icon:): developer.apple.com/documentation/swiftui/label/init(title:icon:)
  nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
}

extension Label where Title == Text, Icon == Image {
  // init(_:systemImage:) for a key: developer.apple.com/documentation/swiftui/label/init(_:systemimage:)-7n5hb
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
  // init(_:systemImage:) for StringProtocol: developer.apple.com/documentation/swiftui/label/init(_:systemimage:)-9fh2n
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

// SwiftUI.ProgressView: developer.apple.com/documentation/swiftui/progressview
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  public var body: Never { fatalError("primitive") }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  // init(label:): developer.apple.com/documentation/swiftui/progressview/init(label:)
  nonisolated public init(@ViewBuilder label: () -> Label) {}
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  // init(): developer.apple.com/documentation/swiftui/progressview/init()
  nonisolated public init() {}
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  // init(_:) for a key: developer.apple.com/documentation/swiftui/progressview/init(_:)-7y9ab
  nonisolated public init(_ titleKey: LocalizedStringKey) {}
  // init(_:) for StringProtocol: developer.apple.com/documentation/swiftui/progressview/init(_:)-2f8ue
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S) {}
}

// SwiftUI.TextField: developer.apple.com/documentation/swiftui/textfield
public struct TextField<Label: View>: View {
  public var body: Never { fatalError("primitive") }
  // init(text:prompt:label:): developer.apple.com/documentation/swiftui/textfield/init(text:prompt:label:)
  nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
}

extension TextField where Label == Text {
  // init(_:text:) for a key: developer.apple.com/documentation/swiftui/textfield/init(_:text:)-4gq2y
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
  // init(_:text:) for StringProtocol: developer.apple.com/documentation/swiftui/textfield/init(_:text:)-8ytjv
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
  // init(_:text:prompt:): developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:)-3ux25
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
  // init(_:value:format:prompt:): developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:)-3eb5m
  nonisolated public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {}
}

// SwiftUI.Toggle: developer.apple.com/documentation/swiftui/toggle
public struct Toggle<Label: View>: View {
  public var body: Never { fatalError("primitive") }
  // init(isOn:label:): developer.apple.com/documentation/swiftui/toggle/init(ison:label:)
  nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
}

extension Toggle where Label == Text {
  // init(_:isOn:) for a key: developer.apple.com/documentation/swiftui/toggle/init(_:ison:)-8qx3l
  nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
  // init(_:isOn:) for StringProtocol: developer.apple.com/documentation/swiftui/toggle/init(_:ison:)-2qurm
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

// SwiftUI.LabeledContent: developer.apple.com/documentation/swiftui/labeledcontent
public struct LabeledContent<Label, Content> {}

extension LabeledContent: View where Label: View, Content: View {
  public var body: Never { fatalError("primitive") }
}

extension LabeledContent where Label == Text, Content: View {
  // init(_:content:): developer.apple.com/documentation/swiftui/labeledcontent/init(_:content:)-6b2q3
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}

extension LabeledContent where Label == Text, Content == Text {
  // init(_:value:) for a key: developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:)-9lpw7
  nonisolated public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {}
  // init(_:value:) for StringProtocol: developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:)-1ksd9
  @_disfavoredOverload
  nonisolated public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {}
}

// SwiftUI.ContentUnavailableView: developer.apple.com/documentation/swiftui/contentunavailableview
@available(iOS 17.0, macOS 14.0, *)
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  public var body: Never { fatalError("primitive") }
  // init(label:description:actions:): developer.apple.com/documentation/swiftui/contentunavailableview/init(label:description:actions:)
  nonisolated public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {}
}

@available(iOS 17.0, macOS 14.0, *)
extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  // init(_:systemImage:description:): developer.apple.com/documentation/swiftui/contentunavailableview/init(_:systemimage:description:)-6xfw8
  nonisolated public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {}
}

// MARK: - State and bindings

// SwiftUI.State: developer.apple.com/documentation/swiftui/state
@propertyWrapper
public struct State<Value>: DynamicProperty {
  // init(wrappedValue:): developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  nonisolated public init(wrappedValue value: Value) { box = Box(value) }
  // init(initialValue:): developer.apple.com/documentation/swiftui/state/init(initialvalue:)
  nonisolated public init(initialValue value: Value) { box = Box(value) }
  private let box: Box<Value>
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
  // State.projectedValue: developer.apple.com/documentation/swiftui/state/projectedvalue
  public var projectedValue: Binding<Value> { Binding(box) }
}

extension State where Value: ExpressibleByNilLiteral {
  // init(): developer.apple.com/documentation/swiftui/state/init()
  nonisolated public init() { self.init(wrappedValue: nil) }
}

// Where the model keeps a State's value; SwiftUI keeps it in the view graph.
private final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

// SwiftUI.Binding: developer.apple.com/documentation/swiftui/binding
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  private let read: () -> Value
  private let write: (Value) -> Void

  fileprivate init(_ box: Box<Value>) {
    read = { box.value }
    write = { box.value = $0 }
  }

  // init(get:set:): developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
  @preconcurrency
  public init(
    get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    read = { fatalError("the model is compiled, never run") }
    write = { _ in }
  }

  // init(projectedValue:): developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  // Binding.constant(_:): developer.apple.com/documentation/swiftui/binding/constant(_:)
  public static func constant(_ value: Value) -> Binding<Value> { Binding(Box(value)) }

  // Binding.wrappedValue: developer.apple.com/documentation/swiftui/binding/wrappedvalue
  public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }

  // Binding.projectedValue: developer.apple.com/documentation/swiftui/binding/projectedvalue
  public var projectedValue: Binding<Value> { self }

  // subscript(dynamicMember:): developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(Box(wrappedValue[keyPath: keyPath]))
  }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

// SwiftUI.Bindable: developer.apple.com/documentation/swiftui/bindable
@available(iOS 17.0, macOS 14.0, *)
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
  // Bindable.wrappedValue: developer.apple.com/documentation/swiftui/bindable/wrappedvalue
  public var wrappedValue: Value
  fileprivate init(object: Value) { wrappedValue = object }
  // Bindable.projectedValue: developer.apple.com/documentation/swiftui/bindable/projectedvalue
  public var projectedValue: Bindable<Value> { self }
}

@available(iOS 17.0, macOS 14.0, *)
extension Bindable where Value: AnyObject, Value: Observable {
  // init(wrappedValue:): developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:)
  public init(wrappedValue: Value) { self.init(object: wrappedValue) }
  // init(_:): developer.apple.com/documentation/swiftui/bindable/init(_:)
  public init(_ wrappedValue: Value) { self.init(object: wrappedValue) }
  // subscript(dynamicMember:): developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(Box(wrappedValue[keyPath: keyPath]))
  }
}

// SwiftUI.StateObject: developer.apple.com/documentation/swiftui/stateobject
@MainActor @preconcurrency @propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  // init(wrappedValue:): developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:)
  // SwiftUI makes the object once, when the view first appears; the model keeps the closure
  // rather than making it at once.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { makeObject = thunk }
  private let makeObject: () -> ObjectType
  // StateObject.wrappedValue: developer.apple.com/documentation/swiftui/stateobject/wrappedvalue
  public var wrappedValue: ObjectType { makeObject() }
  // StateObject.projectedValue: developer.apple.com/documentation/swiftui/stateobject/projectedvalue
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: makeObject()) }
}

// SwiftUI.ObservedObject: developer.apple.com/documentation/swiftui/observedobject
@MainActor @preconcurrency @propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  // init(wrappedValue:): developer.apple.com/documentation/swiftui/observedobject/init(wrappedvalue:)
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  // ObservedObject.wrappedValue: developer.apple.com/documentation/swiftui/observedobject/wrappedvalue
  public var wrappedValue: ObjectType
  // ObservedObject.projectedValue: developer.apple.com/documentation/swiftui/observedobject/projectedvalue
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { Wrapper(object: wrappedValue) }

  // ObservedObject.Wrapper: developer.apple.com/documentation/swiftui/observedobject/wrapper
  @dynamicMemberLookup
  public struct Wrapper {
    fileprivate let object: ObjectType
    // subscript(dynamicMember:): developer.apple.com/documentation/swiftui/observedobject/wrapper/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
      Binding<Subject>(Box(object[keyPath: keyPath]))
    }
  }
}

// MARK: - View modifiers

extension View {
  // View.modifier(_:): developer.apple.com/documentation/swiftui/view/modifier(_:)
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }

  // View.task(priority:_:): developer.apple.com/documentation/swiftui/view/task(priority:_:)
  // Apple's is `nonisolated`. Swift 6.3 on Linux stops at a main-actor closure that captures the
  // view and is passed as a nonisolated method's `sending @isolated(any)` argument ("pattern that
  // the region-based isolation checker does not understand"), though Xcode builds it; so the two
  // `task` methods stay main-actor isolated here. A view's `body` calls them the same either way.
  public func task(
    priority: TaskPriority = .userInitiated, _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View { self }

  // View.task(id:priority:_:): developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View { self }

  // View.refreshable(action:): developer.apple.com/documentation/swiftui/view/refreshable(action:)
  nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

  // View.onAppear(perform:): developer.apple.com/documentation/swiftui/view/onappear(perform:)
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

  // View.onDisappear(perform:): developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

  // View.disabled(_:): developer.apple.com/documentation/swiftui/view/disabled(_:)
  nonisolated public func disabled(_ disabled: Bool) -> some View { self }

  // View.accessibilityIdentifier(_:): developer.apple.com/documentation/swiftui/view/accessibilityidentifier(_:)
  nonisolated public func accessibilityIdentifier(_ identifier: String)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

  // View.accessibilityLabel(_:): developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-5f0zj
  nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  @_disfavoredOverload
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

  // View.font(_:): developer.apple.com/documentation/swiftui/view/font(_:)
  nonisolated public func font(_ font: Font?) -> some View { self }

  // View.foregroundStyle(_:): developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }

  // View.padding(_:_:): developer.apple.com/documentation/swiftui/view/padding(_:_:)
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
  // View.padding(_:): developer.apple.com/documentation/swiftui/view/padding(_:)-68shk
  nonisolated public func padding(_ length: CGFloat) -> some View { self }

  // View.overlay(alignment:content:): developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
  nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    self
  }

  // View.navigationTitle(_:): developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-avgj
  nonisolated public func navigationTitle(_ title: Text) -> some View { self }
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
  @_disfavoredOverload
  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }

  // View.alert(_:isPresented:actions:): developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-1bkka
  nonisolated public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View { self }
  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View { self }
  nonisolated public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
    -> some View
  { self }

  // View.alert(_:isPresented:actions:message:): developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)-8dvt8
  nonisolated public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View { self }
  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View { self }
  nonisolated public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View { self }

  // View.alert(_:isPresented:presenting:actions:message:): developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l
  nonisolated public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View { self }
  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View { self }
  nonisolated public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View { self }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  // ModifiedContent.accessibilityIdentifier(_:): developer.apple.com/documentation/swiftui/modifiedcontent/accessibilityidentifier(_:)
  nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Content, Modifier> { self }
  // ModifiedContent.accessibilityLabel(_:): developer.apple.com/documentation/swiftui/modifiedcontent/accessibilitylabel(_:)-5pygt
  nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> { self }
}

// MARK: - Previews

// SwiftUI.Preview(_:body:), DeveloperToolsSupport's macro: developer.apple.com/documentation/swiftui/preview(_:body:)
// Expanded by Tests/SwiftUIShim/PreviewsMacros.swift, which scripts/build-ui-models builds; the
// compiler checks the body against this signature first. The iOS 17 and 18 SDKs take the body
// through a builder of one view; here a body is one view expression, or statements that end in
// `return`, which Xcode builds too.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> any View) =
  #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")
