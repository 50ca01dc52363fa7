/// The architectures Scaffold generates. The raw value is the subcommand, the `architecture:`
/// value in a spec, and the folder of the built-in template.
public enum Architecture: String, CaseIterable, Sendable, Codable {
  case viper
  case vip
  case mvp
  case mvc
  case mvvm

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
