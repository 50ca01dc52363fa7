// A minimal model of the SwiftUI API the built-in templates use, with SwiftUI's actor isolation.
//
// Linux has no SwiftUI, so the `#if canImport(SwiftUI)` parts of generated code would never be
// compiled here. scripts/compile-goldens compiles every golden package's sources against this
// module as well (and the UIKit model), which catches syntax, typing and Swift 6 concurrency
// errors in those parts. It is not the SDK: a template that uses more of SwiftUI must add it
// here, with the real signatures.
@_exported import Foundation  // as the real SwiftUI does

// SwiftUI re-exports Combine: the screen model's `objectWillChange` is a publisher, so a use case
// whose property took that name would not conform, as on Apple's platforms.
public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error
}

public final class ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never
  public init() {}
}

public protocol ObservableObject: AnyObject {
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

// Combine's `Published`: usable only on class properties (its `wrappedValue` is unavailable; the
// enclosing-instance subscript is what a class property goes through), so the model refuses
// `@Published` in a struct, as Xcode does.
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

public protocol DynamicProperty {}

@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
  public var body: Never { fatalError("Never has no body") }
}

@resultBuilder
public struct ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  {
    TupleView((repeat each content))
  }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent() }
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent() }
}

extension Optional: View where Wrapped: View {
  public var body: Never { fatalError("primitive") }
}

public struct EmptyView: View {
  nonisolated public init() {}
  public var body: Never { fatalError("primitive") }
}

public struct TupleView<T>: View {
  nonisolated public init(_ value: T) {}
  public var body: Never { fatalError("primitive") }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public var body: Never { fatalError("primitive") }
}

// A string literal given to `Text`, `Section` or `Button` is a localisation key, as in SwiftUI;
// a `String` value takes the `StringProtocol` overload and is shown as it is.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable, Sendable {
  public init(_ value: String) {}
  public init(stringLiteral value: String) {}
}

public struct Text: View {
  nonisolated public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
  ) {}
  nonisolated public init<S: StringProtocol>(_ content: S) {}
  nonisolated public init(verbatim content: String) {}
  public var body: Never { fatalError("primitive") }
}

public struct List<SelectionValue: Hashable, Content: View>: View {
  public var body: Never { fatalError("primitive") }
}

extension List where SelectionValue == Never {
  nonisolated public init(@ViewBuilder content: () -> Content) {}
}

public struct Section<Parent: View, Content: View, Footer: View>: View {
  public var body: Never { fatalError("primitive") }
}

extension Section where Parent == Text, Footer == EmptyView {
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

public struct Button<Label: View>: View {
  public var body: Never { fatalError("primitive") }
}

extension Button where Label == Text {
  nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
  nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

extension View {
  public func task(
    priority: TaskPriority = .userInitiated, _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View { self }

  nonisolated public func disabled(_ disabled: Bool) -> some View { self }
}

@MainActor @preconcurrency @propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  // SwiftUI makes the object once, when the view first appears; the model keeps the closure
  // rather than making it at once.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { makeObject = thunk }
  private let makeObject: () -> ObjectType
  public var wrappedValue: ObjectType { makeObject() }
}

@propertyWrapper
public struct State<Value>: DynamicProperty {
  nonisolated public init(wrappedValue value: Value) { self.value = value }
  private var value: Value
  public var wrappedValue: Value {
    get { value }
    nonmutating set {}
  }
}
