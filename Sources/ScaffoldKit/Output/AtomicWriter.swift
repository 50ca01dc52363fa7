import Foundation

/// Writes a plan as one all-or-nothing step: every file goes into a hidden staging folder
/// beside the target, which is then renamed into place. A failure at any point removes the
/// staging folder (and any output folder it created), so no half-written package is ever left.
public struct AtomicWriter {
  private let fileManager = FileManager.default

  public init() {}

  /// Writes `plan` to `outputDirectory/plan.packageDirectory` and returns that URL.
  /// - Parameter replaceExisting: replace an existing package folder (`--force`).
  @discardableResult
  public func write(_ plan: RenderPlan, into outputDirectory: URL, replaceExisting: Bool) throws(ScaffoldError)
    -> URL
  {
    let target = outputDirectory.appendingPathComponent(plan.packageDirectory, isDirectory: true)
    var targetIsDirectory: ObjCBool = false
    let targetExists = fileManager.fileExists(atPath: target.path, isDirectory: &targetIsDirectory)
    if targetExists && !targetIsDirectory.boolValue {
      throw .writeFailed(path: target.path, reason: "a file of that name is in the way; move it first")
    }
    if targetExists && !replaceExisting { throw .outputExists(path: target.path) }

    let createdParents = try createMissingDirectories(outputDirectory)
    // Short and unique: a long module name must not push the staging name past the file
    // system's limit.
    let staging = outputDirectory.appendingPathComponent(
      ".scaffold-\(UUID().uuidString.prefix(8))", isDirectory: true)
    do {
      try stage(plan.files, in: staging)
      if targetExists {
        try replace(target, with: staging)
      } else {
        try fileManager.moveItem(at: staging, to: target)
      }
      return target
    } catch {
      try? fileManager.removeItem(at: staging)
      for directory in createdParents.reversed() { try? fileManager.removeItem(at: directory) }
      throw .writeFailed(path: target.path, reason: Self.describe(error))
    }
  }

  private func stage(_ files: [GeneratedFile], in staging: URL) throws {
    try fileManager.createDirectory(at: staging, withIntermediateDirectories: false)
    for file in files {
      let url = staging.appendingPathComponent(file.path)
      try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.contents.utf8).write(to: url, options: .withoutOverwriting)
    }
  }

  /// Swaps the staged folder in, keeping the old one until the new one is in place, so a failed
  /// swap puts the old one back.
  private func replace(_ target: URL, with staging: URL) throws {
    let backup = staging.deletingLastPathComponent().appendingPathComponent(
      staging.lastPathComponent + ".previous", isDirectory: true)
    try fileManager.moveItem(at: target, to: backup)
    do {
      try fileManager.moveItem(at: staging, to: target)
    } catch {
      try? fileManager.moveItem(at: backup, to: target)
      throw error
    }
    try? fileManager.removeItem(at: backup)
  }

  /// Creates `directory` and missing parents; returns those it created, outermost first.
  private func createMissingDirectories(_ directory: URL) throws(ScaffoldError) -> [URL] {
    var missing: [URL] = []
    var current = directory.standardizedFileURL
    while !fileManager.fileExists(atPath: current.path) {
      missing.insert(current, at: 0)
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { break }
      current = parent
    }
    var isDirectory: ObjCBool = false
    if missing.isEmpty, fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    {
      throw .writeFailed(path: directory.path, reason: "it is a file, not a folder")
    }
    do {
      for url in missing { try fileManager.createDirectory(at: url, withIntermediateDirectories: false) }
    } catch {
      for url in missing.reversed() { try? fileManager.removeItem(at: url) }
      throw .writeFailed(path: directory.path, reason: Self.describe(error))
    }
    return missing
  }

  /// A short reason in words, without Foundation's "The operation could not be completed".
  private static func describe(_ error: Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(underlying.code))).lowercased()
    }
    if nsError.domain == NSCocoaErrorDomain {
      switch CocoaError.Code(rawValue: nsError.code) {
      case .fileNoSuchFile, .fileReadNoSuchFile: return "a folder on the way does not exist or cannot be created"
      case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
      case .fileWriteOutOfSpace: return "no space left on the device"
      case .fileWriteVolumeReadOnly: return "the file system is read-only"
      case .fileWriteFileExists: return "a file of that name is in the way"
      default: break
      }
    }
    let text = nsError.localizedDescription
    return text.hasSuffix(".") ? String(text.dropLast()) : text
  }
}
