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

@propertyWrapper
public struct Published<Value> {
  public var wrappedValue: Value
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
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
  public static func buildEither<First: View, Second: View>(first: First) -> ConditionalContent<First, Second> {
    ConditionalContent()
  }
  public static func buildEither<First: View, Second: View>(second: Second) -> ConditionalContent<First, Second> {
    ConditionalContent()
  }
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

public struct ConditionalContent<First: View, Second: View>: View {
  public var body: Never { fatalError("primitive") }
}

public struct Text: View {
  nonisolated public init(_ content: String) {}
  nonisolated public init(verbatim content: String) {}
  public var body: Never { fatalError("primitive") }
}

public struct List<Content: View>: View {
  nonisolated public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError("primitive") }
}

public struct Section<Content: View>: View {
  nonisolated public init(_ title: String, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError("primitive") }
}

public struct Button<Label: View>: View {
  public var body: Never { fatalError("primitive") }
}

extension Button where Label == Text {
  nonisolated public init(_ title: String, action: @escaping @MainActor () -> Void) {}
}

public struct ModifiedView<Content: View>: View {
  public var body: Never { fatalError("primitive") }
}

extension View {
  public func task(
    priority: TaskPriority = .userInitiated, _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View { ModifiedView<Self>() }
}

@MainActor @preconcurrency @propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { object = thunk() }
  private let object: ObjectType
  public var wrappedValue: ObjectType { object }
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
