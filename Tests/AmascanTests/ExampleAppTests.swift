import AmascanCore
import AmascanKit
import AmascanReporters
import Foundation
import Testing

/// The bundled example app's findings, compared with a golden file (`AMASCAN_RECORD=1 swift test` rewrites it).
@Suite struct ExampleAppTests {
  @Test func exampleAppFindings() throws {
    let result = Scanner.scan(ScanOptions(paths: ["examples"], workingDirectory: TestSupport.root.path))
    let rendered = TextReporter.render(result.findings)
    let golden = TestSupport.fixtures.appendingPathComponent("examples.expected")
    if TestSupport.recording {
      try Data(rendered.utf8).write(to: golden)
    }
    let expected = try String(contentsOf: golden, encoding: .utf8)
    #expect(rendered == expected)
    #expect(result.problems.isEmpty, "the Flow screen parses cleanly once its type sigils are blanked")
    #expect(result.summary.filesScanned == 14)
  }
}
