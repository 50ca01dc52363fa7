/// What to do with a file that exists with other content than the plan's.
public enum ConflictPolicy: String, Sendable, CaseIterable {
  /// Write nothing and list every conflicting path (the default).
  case refuse
  /// Replace the file (`--force`).
  case overwrite
  /// Keep the file and write the rest (`--skip-existing`).
  case skipExisting = "skip-existing"
  /// Merge the new output into the file, with the text generated last time as the base
  /// (`scaffold update`); what cannot be merged is written between conflict markers.
  case merge
}
