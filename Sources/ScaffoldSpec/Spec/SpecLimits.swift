/// The documented limits on a spec file, so that no input can make the loader run for long or
/// use much memory. A hand-written spec of 200 use cases is about 100 KB and 20 000 nodes.
public enum SpecLimits {
  /// The largest spec, in bytes: 1 MiB. Larger files are refused before they are parsed.
  public static let maximumBytes = 1 << 20
  /// The most nodes (scalars, lists and mappings) a spec may have once every alias is expanded.
  /// Nine anchors of nine aliases each ("billion laughs") would otherwise stand for 10⁹ nodes,
  /// which the YAML library hashes when one is used as a key, and which reading would walk.
  public static let maximumExpandedNodes = 100_000
  /// Lists and mappings nested deeper than this are refused by libyaml, the parser Yams uses,
  /// with its own message and position.
  public static let maximumNesting = 1_000
}
