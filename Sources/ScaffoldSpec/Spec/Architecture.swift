/// The architectures Scaffold generates. The raw value is the subcommand, the `architecture:`
/// value in a spec, and the folder of the built-in template.
public enum Architecture: String, CaseIterable, Sendable, Codable {
  case viper
  case vip
  case mvp
  case mvc
  case mvvm

  /// Written out, not synthesized: the synthesized initializer looks the word up in an array of
  /// the raw values, whose type the runtime builds from its mangled name on first use, some
  /// 70 µs on the path of every `scaffold <architecture>` run, before the template's prefetch
  /// can start. `ArchitectureTests` holds it to `allCases`.
  public init?(rawValue: String) {
    switch rawValue {
    case "viper": self = .viper
    case "vip": self = .vip
    case "mvp": self = .mvp
    case "mvc": self = .mvc
    case "mvvm": self = .mvvm
    default: return nil
    }
  }

  /// From the least structure to the most, the order in which to consider them.
  public static let byStructure: [Architecture] = [.mvc, .mvp, .mvvm, .viper, .vip]

  /// The name people use for it.
  public var displayName: String {
    switch self {
    case .viper: return "VIPER"
    case .vip: return "Clean Swift VIP"
    case .mvp: return "MVP"
    case .mvc: return "MVC"
    case .mvvm: return "MVVM"
    }
  }
}
