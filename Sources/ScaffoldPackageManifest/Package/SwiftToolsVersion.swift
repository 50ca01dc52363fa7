/// A `swift-tools-version`: which `PackageDescription` API a manifest may use, and how SwiftPM
/// reads the manifest (its default Swift language mode among others).
public struct SwiftToolsVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
  public var major: Int
  public var minor: Int
  public var patch: Int

  public init(_ major: Int, _ minor: Int, _ patch: Int = 0) {
    self.major = major
    self.minor = minor
    self.patch = patch
  }

  /// `5.3` or `5.3.1`, as SwiftPM takes it: two or three numbers; `5` alone is not a version to it.
  init?(_ text: some StringProtocol) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (2...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
      case let numbers = parts.compactMap({ Int($0) }), numbers.count == parts.count
    else { return nil }
    self.init(numbers[0], numbers[1], numbers.count == 3 ? numbers[2] : 0)
  }

  /// `5.3`, or `5.3.1` when the patch is not zero.
  public var description: String {
    patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
  }

  /// The oldest tools version SwiftPM still loads (measured with Swift 6.3: 3.1 is refused as
  /// "no longer supported", 4.0 loads).
  static let oldestLoaded = SwiftToolsVersion(4, 0)
  /// From 5.4, SwiftPM reads the line with other spacing: no space or several after `//`,
  /// spaces after `:`, spaces or tabs before `//`.
  static let relaxedSpelling = SwiftToolsVersion(5, 4)
  /// From 6.0, the line may follow other comments instead of opening the manifest.
  static let laterLine = SwiftToolsVersion(6, 0)

  /// The Swift language mode SwiftPM builds a package's targets in when it lists none.
  var defaultLanguageMode: SwiftLanguageMode {
    switch self {
    case ..<SwiftToolsVersion(4, 2): return .v4
    case ..<SwiftToolsVersion(5, 0): return .v42
    case ..<SwiftToolsVersion(6, 0): return .v5
    default: return .v6
    }
  }
}

/// A Swift language mode a target can build in, in the order the compiler added them.
public enum SwiftLanguageMode: Int, Comparable, Sendable, CaseIterable {
  case v4, v42, v5, v6

  /// `4.2`, as the compiler's `-swift-version` takes it.
  var name: String {
    switch self {
    case .v4: return "4"
    case .v42: return "4.2"
    case .v5: return "5"
    case .v6: return "6"
    }
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
