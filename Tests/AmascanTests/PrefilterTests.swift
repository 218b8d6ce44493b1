import AmascanCore
import AmascanKit
import Foundation
import Testing

/// The prefilter only skips work: with and without it the findings are the same.
@Suite struct PrefilterTests {
  @Test func decisions() {
    func matters(_ text: String) -> Bool { LexicalPrefilter.typeScriptFileMatters(Array(text.utf8)) }
    #expect(matters("export { Field } from './Field';"))
    #expect(matters("export * from './forms';"))
    #expect(matters("import Field from './Field';\nexport default Field;\n"))
    #expect(matters("const X = require('./X');"))
    #expect(matters("// amascan-disable-file NO_FORM_ERROR -- generated"))
    #expect(!matters("import { api } from './api';\nexport const load = () => api.get('/x');\n"))
    #expect(!matters("export default function useThing() { return 1; }\nexport type T = { a: string };\n"))
    #expect(!matters("export default { a: 1 };\n"))
  }

  func findings(_ root: URL, prefilter: Bool) -> [Finding] {
    var options = ScanOptions(paths: ["."], workingDirectory: root.path)
    options.prefilter = prefilter
    return Scanner.scan(options).findings
  }

  @Test func sameFindingsOnTheFixtures() {
    for root in [
      TestSupport.root.appendingPathComponent("examples"), TestSupport.fixtures.appendingPathComponent("wrappers"),
    ] {
      let filtered = findings(root, prefilter: true)
      #expect(!filtered.isEmpty)
      #expect(filtered == findings(root, prefilter: false), "\(root.lastPathComponent)")
    }
  }

  @Test func sameFindingsOnAGeneratedCodebase() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", TestSupport.root.appendingPathComponent("bench/generate").path, "--out", root.path, "--mb", "2",
      "--force",
    ]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let filtered = findings(root, prefilter: true)
    #expect(filtered.count > 10)
    #expect(filtered == findings(root, prefilter: false))
  }
}
