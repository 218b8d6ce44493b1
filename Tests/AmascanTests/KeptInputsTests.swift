import AmascanCore
import Foundation
import Testing

@testable import AmascanKit

/// A scan whose inputs are all as the last one found them answers with its outcome without walking the project
/// (`KeptInputs`); any change to what that outcome was made from, and the scan runs.
@Suite struct KeptInputsTests {
  static let answered = "report from cache (no input changed)"

  /// A copy of the prefilter fixture in `outer/app` (so that `outer` lies above the project), with the cache folder
  /// made, and every file settled: a record is kept only of inputs that changed more than a second before.
  func project() throws -> (outer: URL, app: URL) {
    let outer = try TestSupport.temporaryDirectory()
    let app = outer.appendingPathComponent("app")
    let fixture = TestSupport.fixtures.appendingPathComponent("prefilter")
    try FileManager.default.copyItem(at: fixture, to: app)
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent(".amascan-cache"), withIntermediateDirectories: true)
    return (outer, app)
  }

  func settle() { Thread.sleep(forTimeInterval: 1.1) }

  func scan(
    _ app: URL, paths: [String] = ["."], excludes: [String] = [], cache: Bool = true,
    maxFileSize: Int = ScanOptions.defaultMaxFileSize
  ) -> ScanResult {
    var options = ScanOptions(paths: paths, excludes: excludes, workingDirectory: app.path)
    options.maxFileSize = maxFileSize
    if cache { options.cacheDirectory = app.appendingPathComponent(".amascan-cache").path }
    return Scanner.scan(options)
  }

  /// A file skipped as too large is known by its stamp too: a project that holds one is answered.
  @Test func aFileOverTheSizeLimitIsVouchedFor() throws {
    let (outer, app) = try project()
    defer { try? FileManager.default.removeItem(at: outer) }
    settle()
    let first = scan(app, maxFileSize: 300)
    #expect(first.summary.filesSkipped > 0)
    let again = scan(app, maxFileSize: 300)
    #expect(isAnswered(again))
    #expect(again.problems == first.problems)
    #expect(again.findings == first.findings)
  }

  func isAnswered(_ result: ScanResult) -> Bool { result.timings.map(\.step) == [Self.answered] }

  @Test func anUnchangedProjectIsAnsweredAsTheScanWouldBe() throws {
    let (outer, app) = try project()
    defer { try? FileManager.default.removeItem(at: outer) }
    settle()
    let first = scan(app)
    #expect(!isAnswered(first))
    #expect(FileManager.default.fileExists(atPath: app.path + "/.amascan-cache/" + KeptInputs.fileName))
    let again = scan(app)
    #expect(isAnswered(again))
    #expect(again.findings == first.findings)
    #expect(again.findings.count == 18)
    #expect(again.problems == first.problems)
    #expect(again.suppressed == first.suppressed)
    #expect(again.unparsedFiles == first.unparsedFiles)
    #expect(again.reported == first.reported)
    #expect(again.anchor == first.anchor)
    var summaries = (again.summary, first.summary)
    (summaries.0.seconds, summaries.1.seconds) = (0, 0)
    #expect(summaries.0 == summaries.1)
    // Asked otherwise, it runs.
    #expect(!isAnswered(scan(app, paths: ["src"])))
    #expect(!isAnswered(scan(app, excludes: ["src/legacy/**"])))
    // A damaged record is passed over.
    let record = app.appendingPathComponent(".amascan-cache/" + KeptInputs.fileName)
    var bytes = try Data(contentsOf: record)
    bytes[bytes.count - 3] ^= 0xFF
    try bytes.write(to: record)
    let afterDamage = scan(app)
    #expect(!isAnswered(afterDamage))
    #expect(afterDamage.findings == first.findings)
  }

  /// Inputs written less than a second before a scan may change again within the same tick of the clock: no
  /// record is kept of them, and the next scan runs.
  @Test func freshInputsAreNotVouchedFor() throws {
    let (outer, app) = try project()
    defer { try? FileManager.default.removeItem(at: outer) }
    _ = scan(app)
    #expect(!FileManager.default.fileExists(atPath: app.path + "/.amascan-cache/" + KeptInputs.fileName))
    #expect(!isAnswered(scan(app)))
  }

  struct Change: CustomTestStringConvertible, Sendable {
    let name: String
    /// Made before the first scan.
    let before: @Sendable (_ outer: URL, _ app: URL) throws -> Void
    let change: @Sendable (_ outer: URL, _ app: URL) throws -> Void
    var testDescription: String { name }
  }

  static func write(_ text: String, _ path: String, in folder: URL) throws {
    try TestSupport.write(text, to: folder.appendingPathComponent(path))
  }

  static let changes: [Change] = [
    Change(
      name: "the file a broken link names, made outside the folder",
      before: { outer, app in
        try FileManager.default.createSymbolicLink(
          atPath: app.appendingPathComponent("src/screens/Linked.tsx").path,
          withDestinationPath: outer.appendingPathComponent("Target.tsx").path)
      },
      change: { outer, _ in try write("export const T = 1;\n", "Target.tsx", in: outer) }),
    Change(
      name: "a file's content", before: { _, _ in },
      change: { _, app in try write("export const x = 1;\n", "src/legacy/Plain.ts", in: app) }),
    Change(
      name: "a new file in a folder", before: { _, _ in },
      change: { _, app in
        try write(
          "import {TextInput} from 'react-native';\nexport const A = () => <TextInput />;\n",
          "src/screens/New.tsx", in: app)
      }),
    Change(
      name: "a new folder", before: { _, _ in },
      change: { _, app in
        try write(
          "import {TextInput} from 'react-native';\nexport const A = () => <TextInput />;\n",
          "src/more/New.tsx", in: app)
      }),
    Change(
      name: "a file removed", before: { _, _ in },
      change: { _, app in try FileManager.default.removeItem(at: app.appendingPathComponent("src/legacy/Plain.ts")) }),
    Change(
      name: "a .gitignore", before: { _, _ in },
      change: { _, app in try write("screens/\n", "src/.gitignore", in: app) }),
    Change(
      name: "an edited .gitignore", before: { _, app in try write("nothing/\n", "src/.gitignore", in: app) },
      change: { _, app in try write("screens/\n", "src/.gitignore", in: app) }),
    Change(
      name: "amascan.json", before: { _, _ in },
      change: { _, app in try write("{ \"version\": 1, \"exclude\": [\"src/screens/**\"] }", "amascan.json", in: app) }
    ),
    Change(
      name: "amascan.json above the project", before: { _, _ in },
      change: { outer, _ in
        try write("{ \"version\": 1, \"exclude\": [\"**/screens/**\"] }", "amascan.json", in: outer)
      }),
    Change(
      name: "package.json", before: { _, _ in },
      change: { _, app in
        try write(
          "{ \"name\": \"p\", \"dependencies\": { \"react-native-paper\": \"5.0.0\" } }", "package.json", in: app)
      }),
    Change(
      name: "a tsconfig", before: { _, _ in },
      change: { _, app in try write("{}", "src/tsconfig.json", in: app) }),
    Change(
      name: "a package a tsconfig extends, installed",
      before: { _, app in
        // Its folder there already: only looking where `extends` was looked for tells.
        try write("{ \"extends\": \"@acme/base\" }", "tsconfig.json", in: app)
        try write("", "node_modules/@acme/README", in: app)
      },
      change: { _, app in
        try write(
          "{ \"compilerOptions\": { \"baseUrl\": \"../../../src\" } }", "node_modules/@acme/base/tsconfig.json", in: app
        )
      }),
  ]

  @Test(arguments: changes) func anyChangeToAnInputRunsTheScan(_ change: Change) throws {
    let (outer, app) = try project()
    defer { try? FileManager.default.removeItem(at: outer) }
    try change.before(outer, app)
    settle()
    _ = scan(app)
    let before = isAnswered(scan(app))
    #expect(before, "before the change")
    try change.change(outer, app)
    let after = scan(app)
    let answered = isAnswered(after)
    #expect(!answered, "after the change")
    let fresh = scan(app, cache: false)
    #expect(after.findings == fresh.findings)
    #expect(after.problems == fresh.problems)
  }
}
