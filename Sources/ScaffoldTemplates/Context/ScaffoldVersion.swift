/// The version of Scaffold, printed by `--version` and recorded in generated READMEs.
public enum ScaffoldVersion {
  public static let current = "0.1.0"
}
