import AmascanCore
import AmascanKit
import AmascanReporters

#if canImport(Glibc)
  import Glibc
#endif

/// libFuzzer entry point over the whole per-file pipeline: decode, parse, extract, check, apply policy, and
/// render every format. The first byte picks the file's extension, so every grammar is exercised.
/// Build and run with `make fuzz` (see README).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let extensions = ["tsx", "ts", "js", "jsx", "mjs", "cjs"]
  let path = "fuzz/input." + extensions[Int(bytes.first ?? 0) % extensions.count]
  let result = Scanner.scan(bytes: Array(bytes.dropFirst()), path: path)
  var summary = ScanSummary()
  for finding in result.findings { summary.count(finding) }
  _ = TextReporter.render(result.findings, colors: true)
  _ = JSONReporter.render(result.findings, context: ReportContext(catalog: .shared, summary: summary))
  _ = SARIFReporter.render(result.findings, catalog: .shared, toolVersion: "fuzz", workingDirectory: "/fuzz")
  _ = GitHubReporter.render(result.findings)
  _ = CheckstyleReporter.render(result.findings)
  _ = JUnitReporter.render(result.findings, summary: summary)
  _ = Baseline(findings: result.findings).filter(result.findings)
  return 0
}

#if AMASCAN_FUZZ
  /// libFuzzer's driver, for a program that keeps its own `main` (SwiftPM renames an executable's entry point).
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32
#endif

@main
enum FuzzHarness {
  static func main() {
    #if AMASCAN_FUZZ
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(runFuzzerDriver(&argc, &argv, fuzzOneInput))
    #else
      // Without libFuzzer (a plain `swift build`) the harness only says how to build it for real.
      print("AmascanFuzz is a libFuzzer harness: build and run it with `make fuzz`")
    #endif
  }
}
