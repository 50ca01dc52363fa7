import Foundation

/// File-system errors in a few plain words, without Foundation's "The operation could not be
/// completed".
package enum FileErrorText {
  package static func describe(_ error: Error) -> String {
    if let failure = error as? POSIXFailure { return failure.description }
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
