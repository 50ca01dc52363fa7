// A stand-in for Xcode's PreviewsMacros compiler plugin, so that code using SwiftUI's `#Preview`
// compiles against the SwiftUI model (Tests/SwiftUIShim/SwiftUI.swift) on Linux.
//
// The compiler type-checks a macro's arguments against the macro's declaration before it asks
// the plugin for the expansion, so the preview's body is checked as Xcode checks it (a
// main-actor closure returning a view, with the types and calls it names). What Xcode's plugin
// expands it to, a preview registration, has no use here: the expansion is empty.
//
// Built and passed to swiftc by scripts/build-ui-models (`-load-plugin-executable
// <path>#PreviewsMacros`). It speaks the compiler's plugin protocol over standard input and
// output: each message is its length as an 8-byte little-endian integer, then that much JSON.
import Foundation

/// `count` bytes from standard input, or nil at its end.
func read(_ count: Int) -> Data? {
  var data = Data()
  while data.count < count {
    let chunk = FileHandle.standardInput.readData(ofLength: count - data.count)
    if chunk.isEmpty { return nil }
    data.append(chunk)
  }
  return data
}

func send(_ message: [String: Any]) throws {
  let payload = try JSONSerialization.data(withJSONObject: message)
  var count = UInt64(payload.count).littleEndian
  FileHandle.standardOutput.write(Data(bytes: &count, count: 8) + payload)
}

while let header = read(8) {
  let count = header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }.littleEndian
  // The compiler ends a session with an empty message.
  if count == 0 { continue }
  guard let payload = read(Int(count)),
    let message = try JSONSerialization.jsonObject(with: payload) as? [String: Any]
  else {
    FileHandle.standardError.write(Data("PreviewsMacros: a message the plugin cannot read\n".utf8))
    exit(1)
  }
  if message["getCapability"] != nil {
    try send(["getCapabilityResult": ["capability": ["protocolVersion": 7]]])
  } else {
    // expandFreestandingMacro, the only request a declaration macro leads to.
    try send(["expandMacroResult": ["expandedSource": "", "diagnostics": [Any]()]])
  }
}
