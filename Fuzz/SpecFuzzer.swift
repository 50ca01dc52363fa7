import ScaffoldSpec
import ScaffoldTemplates

/// libFuzzer's entry point: any bytes, read as a spec and validated for every architecture.
/// Errors are the expected outcome; only a crash, a hang or runaway memory is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let spec = try? SpecLoader.read(text: text, file: "fuzz.yml") else { return 0 }
  let generator = ModuleGenerator()
  for architecture in Architecture.allCases {
    _ = try? generator.module(from: spec, commandLine: CommandLineInput(architecture: architecture))
  }
  return 0
}
