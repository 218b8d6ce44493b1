import AmascanKit
import Foundation
import Testing

/// Every input the fuzzer ever crashed on (fuzz/crashes/, kept after the fix) goes through the same pipeline as
/// the fuzz harness and must come back.
@Suite struct FuzzRegressionTests {
  static let crashes: [String] = {
    let folder = TestSupport.root.appendingPathComponent("fuzz/crashes")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted()
  }()

  @Test(arguments: crashes)
  func crashInputNoLongerCrashes(_ name: String) throws {
    let bytes = try Data(contentsOf: TestSupport.root.appendingPathComponent("fuzz/crashes/\(name)"))
    for ext in ["tsx", "ts", "js"] {
      let result = Scanner.scan(bytes: Array(bytes), path: "crash.\(ext)")
      #expect(result.findings.count >= 0)
    }
  }
}
