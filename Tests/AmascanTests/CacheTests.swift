import AmascanCore
import AmascanKit
import Foundation
import Testing

/// The facts cache changes how much work a scan does, never what it reports.
@Suite struct CacheTests {
  /// A copy of the prefilter fixture (every route to a finding) to change at will.
  func project() throws -> URL {
    let root = try TestSupport.temporaryDirectory()
    let fixture = TestSupport.fixtures.appendingPathComponent("prefilter")
    for item in try FileManager.default.contentsOfDirectory(atPath: fixture.path) {
      try FileManager.default.copyItem(
        at: fixture.appendingPathComponent(item), to: root.appendingPathComponent(item))
    }
    return root
  }

  func scan(_ root: URL, cache: Bool = true, prefilter: Bool = true) -> ScanResult {
    var options = ScanOptions(paths: ["."], workingDirectory: root.path)
    options.prefilter = prefilter
    if cache { options.cacheDirectory = root.appendingPathComponent(".amascan-cache").path }
    return Scanner.scan(options)
  }

  func cacheFile(_ root: URL) -> URL { root.appendingPathComponent(".amascan-cache/facts-v1.bin") }
  func resultFile(_ root: URL) -> URL { root.appendingPathComponent(".amascan-cache/result-v1.json") }

  @Test func warmScansReportWhatColdOnesDo() throws {
    let root = try project()
    defer { try? FileManager.default.removeItem(at: root) }
    let uncached = scan(root, cache: false)
    let cold = scan(root)
    let written = try Data(contentsOf: cacheFile(root))
    let warm = scan(root)
    #expect(uncached.findings.count == 18)
    for result in [cold, warm] {
      #expect(result.findings == uncached.findings)
      #expect(result.problems == uncached.problems)
      #expect(result.summary.filesScanned == uncached.summary.filesScanned)
    }
    // Nothing learnt, nothing written; parsed files come back parsed, the others still wait.
    #expect(try Data(contentsOf: cacheFile(root)) == written)
    #expect(warm.unparsedFiles == cold.unparsedFiles)
    #expect(
      try String(contentsOf: root.appendingPathComponent(".amascan-cache/.gitignore"), encoding: .utf8).contains("*"))
    // A scan without the prefilter finds the same with the same cache, and adds the facts it parsed.
    let full = scan(root, prefilter: false)
    #expect(full.findings == uncached.findings)
    #expect(full.unparsedFiles.isEmpty)
    // The plan decides what is parsed, not what the cache happens to hold: the next scan with the prefilter
    // reports what a fresh one does (the cache's facts are used only for files the plan parses).
    let after = scan(root)
    #expect(after.unparsedFiles == cold.unparsedFiles)
    #expect(after.summary.filesScanned == uncached.summary.filesScanned)
    #expect(after.problems == uncached.problems)
  }

  /// A file with syntax errors that nothing needs parsed is not counted or warned about, even when an earlier
  /// scan without the prefilter left its facts in the cache.
  @Test func cachedFactsOfAFileThePlanLeavesAloneAreNotReported() throws {
    let root = try project()
    defer { try? FileManager.default.removeItem(at: root) }
    try TestSupport.write("export const broken = (;\n", to: root.appendingPathComponent("broken.ts"))
    let fresh = scan(root, cache: false)
    #expect(fresh.summary.filesWithSyntaxErrors == 0)
    #expect(scan(root, cache: false, prefilter: false).summary.filesWithSyntaxErrors == 1)
    _ = scan(root, prefilter: false)
    let cached = scan(root)
    #expect(cached.summary.filesWithSyntaxErrors == fresh.summary.filesWithSyntaxErrors)
    #expect(cached.problems == fresh.problems)
    #expect(cached.findings == fresh.findings)
  }

  /// A cached file may be far larger than the cache itself (an unparsed data file keeps only its words).
  @Test func aFileLargerThanTheCacheIsCached() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let numbers = (0..<8000).map(String.init).joined(separator: ", ")
    try TestSupport.write("export const data = [\(numbers)];\n", to: root.appendingPathComponent("data.ts"))
    try TestSupport.write("export const a = 1;\n", to: root.appendingPathComponent("a.ts"))
    _ = scan(root)
    #expect(try Data(contentsOf: cacheFile(root)).count < 40_000)
    try TestSupport.write("export const a = 2;\n", to: root.appendingPathComponent("a.ts"))
    #expect(scan(root).problems.isEmpty, "the cache reads back whole")
  }

  /// With nothing to learn (no file that holds anything) the result is still kept, in a folder made for it,
  /// silently. A folder with no source file at all is an error instead (nothing was scanned), and nothing is kept.
  @Test func aProjectWithNothingToLearnIsCachedQuietly() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root.appendingPathComponent("src"), withIntermediateDirectories: true)
    let empty = scan(root)
    #expect(empty.problems.map(\.kind) == [.error])
    #expect(empty.problems.first?.message.hasPrefix("no JavaScript or TypeScript file to scan") == true)
    #expect(!FileManager.default.fileExists(atPath: resultFile(root).path))
    try TestSupport.write("export const a = 1;\n", to: root.appendingPathComponent("src/a.ts"))
    #expect(scan(root).problems.isEmpty)
    #expect(FileManager.default.fileExists(atPath: resultFile(root).path))
    #expect(scan(root).problems.isEmpty)
  }

  @Test func changedFilesAndConfigurationAreSeen() throws {
    let root = try project()
    defer { try? FileManager.default.removeItem(at: root) }
    _ = scan(root)
    // The wrapper now names its input itself: its call sites are fine.
    let wrapper = root.appendingPathComponent("src/ui/Labelled.tsx")
    let text = try String(contentsOf: wrapper, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "label={title}", with: "label=\"Title\"").utf8).write(to: wrapper)
    let changed = scan(root)
    #expect(changed.findings == scan(root, cache: false).findings)
    #expect(!changed.findings.contains { $0.path == "src/screens/Settings.js" })
    // A rule turned off in amascan.json is off on the next warm scan.
    try TestSupport.write(
      "{ \"version\": 1, \"rules\": { \"INPUT_INVALID_RETURN_KEY\": \"off\" } }",
      to: root.appendingPathComponent("amascan.json"))
    let configured = scan(root)
    #expect(configured.findings.count == 13)
    #expect(!configured.findings.contains { $0.rule == "INPUT_INVALID_RETURN_KEY" })
    #expect(configured.findings == scan(root, cache: false).findings)
  }

  @Test func aBrokenCacheIsReportedAndRebuilt() throws {
    let root = try project()
    defer { try? FileManager.default.removeItem(at: root) }
    let expected = scan(root).findings
    var bytes = [UInt8](try Data(contentsOf: cacheFile(root)))
    // Every truncation and a flipped byte in each entry region: reported or ignored, never trusted blindly.
    for cut in stride(from: 1, to: bytes.count, by: max(1, bytes.count / 64)) {
      try Data(bytes[..<cut]).write(to: cacheFile(root))
      // Without the last outcome, so that the facts are read.
      try FileManager.default.removeItem(at: resultFile(root))
      let result = scan(root)
      #expect(result.findings == expected, "cut at \(cut)")
      #expect(result.problems.contains { $0.message.contains("cache is unreadable") }, "cut at \(cut)")
    }
    bytes[bytes.count / 2] ^= 0xFF
    try Data(bytes).write(to: cacheFile(root))
    try FileManager.default.removeItem(at: resultFile(root))
    #expect(scan(root).findings == expected)
    #expect(scan(root).problems.allSatisfy { !$0.message.contains("cache") })
  }

  /// The entries of `facts-v1.bin` (its layout: `FactsCache`), by key: where each one's checksum and payload lie.
  static func entries(_ bytes: [UInt8]) -> [[UInt8]: (kind: UInt8, checksum: Range<Int>, payload: Range<Int>)] {
    func number(_ at: Int) -> Int { (0..<8).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
    var offset = 8
    offset += 8 + number(offset)
    var found: [[UInt8]: (kind: UInt8, checksum: Range<Int>, payload: Range<Int>)] = [:]
    let count = number(offset)
    offset += 8
    for _ in 0..<count {
      let key = Array(bytes[offset..<(offset + 17)])
      let kind = bytes[offset + 17]
      let size = number(offset + 18)
      let checksum = (offset + 26)..<(offset + 34)
      found[key] = (kind, checksum, (offset + 34)..<(offset + 34 + size))
      offset += 34 + size
    }
    return found
  }

  /// A scan that keeps the facts it did not use (one file, an editor's buffer) copies them as they were read, their
  /// checksums too: an entry damaged on disk stays one that reading rejects, never blessed by the rewrite.
  @Test func factsKeptUnusedKeepTheirChecksums() throws {
    let root = try project()
    defer { try? FileManager.default.removeItem(at: root) }
    let expected = scan(root).findings
    var bytes = [UInt8](try Data(contentsOf: cacheFile(root)))
    // Every parsed file's facts damaged by one byte.
    let damaged = Self.entries(bytes).filter { $0.value.kind == 1 && !$0.value.payload.isEmpty }
    #expect(damaged.count > 3)
    for entry in damaged.values { bytes[entry.payload.lowerBound] ^= 0xFF }
    try Data(bytes).write(to: cacheFile(root))
    // The screens edited: the facts of what they held before are used by no scan now, and kept by one that keeps
    // what it does not use.
    let screens = root.appendingPathComponent("src/screens")
    for name in try FileManager.default.contentsOfDirectory(atPath: screens.path) {
      let file = screens.appendingPathComponent(name)
      try Data((try String(contentsOf: file, encoding: .utf8) + "\n// edited\n").utf8).write(to: file)
    }
    // A new file alone (two fields: no wrapper), whose facts the cache adds.
    try TestSupport.write(
      """
      import { TextInput, View } from 'react-native';
      export const Lone = () => (
        <View>
          <TextInput accessibilityLabel="First" />
          <TextInput accessibilityLabel="Second" />
        </View>
      );
      """, to: root.appendingPathComponent("src/Lone.tsx"))
    var options = ScanOptions(paths: ["src/Lone.tsx"], workingDirectory: root.path)
    options.cacheDirectory = root.appendingPathComponent(".amascan-cache").path
    _ = Scanner.scan(options)
    let rewritten = [UInt8](try Data(contentsOf: cacheFile(root)))
    let after = Self.entries(rewritten)
    #expect(after.count > Self.entries(bytes).count, "the new file's facts are added")
    // Each damaged entry is either read, rejected and extracted afresh, or copied whole; never its damaged payload
    // under a checksum computed anew.
    var copied = 0
    for (key, entry) in damaged {
      let kept = try #require(after[key])
      guard rewritten[kept.payload] == bytes[entry.payload] else { continue }
      #expect(rewritten[kept.checksum] == bytes[entry.checksum])
      copied += 1
    }
    #expect(copied > 0, "some facts are kept unused")
    // The whole project again: the damaged facts are rejected and extracted afresh.
    try FileManager.default.removeItem(at: root.appendingPathComponent("src/Lone.tsx"))
    #expect(scan(root).findings == expected)
    #expect(scan(root, cache: false).findings == expected)
  }

  /// The last outcome is checked before it is trusted: an edit that keeps the JSON valid (one digit of a count, a
  /// finding's line) is a warning and a fresh scan, never a cache hit. Written twice, it is the same bytes.
  @Test func anEditedLastOutcomeIsNotServed() throws {
    let root = try project()
    defer { try? FileManager.default.removeItem(at: root) }
    let first = scan(root)
    let written = try Data(contentsOf: resultFile(root))
    try FileManager.default.removeItem(at: resultFile(root))
    _ = scan(root)
    #expect(try Data(contentsOf: resultFile(root)) == written, "the same outcome is written the same way")
    let text = try #require(String(data: written, encoding: .utf8))
    let line = try #require(first.findings.first?.range.start.line)
    for (from, to) in [
      ("\"filesScanned\":\(first.summary.filesScanned)", "\"filesScanned\":\(first.summary.filesScanned + 1)"),
      ("\"line\":\(line)}", "\"line\":\(line + 1)}"),
    ] {
      #expect(text.contains(from))
      try Data(text.replacingOccurrences(of: from, with: to).utf8).write(to: resultFile(root))
      let edited = scan(root)
      #expect(!edited.timings.map(\.step).contains("report from cache"), "\(to)")
      #expect(edited.findings == first.findings)
      #expect(edited.summary.filesScanned == first.summary.filesScanned)
      #expect(edited.problems.contains { $0.message.contains("last outcome is unreadable") }, "\(to)")
      #expect(scan(root).timings.map(\.step).contains("report from cache"), "rewritten after \(to)")
    }
  }

  @Test func theLastOutcomeIsReusedOnlyWhenNothingChanged() throws {
    let root = try project()
    defer { try? FileManager.default.removeItem(at: root) }
    let first = scan(root)
    let reused = scan(root)
    #expect(reused.timings.map(\.step).contains("report from cache"))
    #expect(reused.findings == first.findings)
    #expect(reused.problems == first.problems)
    #expect(reused.unparsedFiles == first.unparsedFiles)
    #expect(reused.summary.filesScanned == first.summary.filesScanned)
    // Each of these changes an input of the outcome: the scan runs again.
    let changes: [(String, () throws -> Void)] = [
      (
        "a file",
        { try TestSupport.write("export const x = 1;\n", to: root.appendingPathComponent("src/legacy/Plain.ts")) }
      ),
      ("a new file", { try TestSupport.write("export {};\n", to: root.appendingPathComponent("src/new.ts")) }),
      (
        "amascan.json",
        {
          try TestSupport.write("{ \"version\": 1 }", to: root.appendingPathComponent("amascan.json"))
        }
      ),
      (
        "package.json",
        {
          try TestSupport.write(
            "{ \"name\": \"p\", \"dependencies\": { \"react-native-paper\": \"5.0.0\" } }",
            to: root.appendingPathComponent("package.json"))
        }
      ),
      ("tsconfig.json", { try TestSupport.write("{}", to: root.appendingPathComponent("src/tsconfig.json")) }),
    ]
    for (what, change) in changes {
      try change()
      #expect(scan(root, cache: false).summary.errors == 0, "\(what)")
      #expect(!scan(root).timings.map(\.step).contains("report from cache"), "after changing \(what)")
      #expect(scan(root).timings.map(\.step).contains("report from cache"), "twice after changing \(what)")
    }
    // Options that change findings are part of it too.
    var options = ScanOptions(paths: ["."], workingDirectory: root.path)
    options.cacheDirectory = root.appendingPathComponent(".amascan-cache").path
    options.reportOnly = [root.appendingPathComponent("src/screens/Profile.tsx").path]
    #expect(!Scanner.scan(options).timings.map(\.step).contains("report from cache"))
    // A damaged outcome is ignored.
    try Data("{".utf8).write(to: resultFile(root))
    #expect(scan(root).findings == scan(root, cache: false).findings)
  }

  /// What an older amascan wrote as the last outcome (a header without the fingerprint) is passed over quietly.
  @Test func anOlderLastOutcomeIsPassedOverQuietly() throws {
    let root = try project()
    defer { try? FileManager.default.removeItem(at: root) }
    let first = scan(root)
    let written = try Data(contentsOf: resultFile(root))
    let header = try #require(written.firstIndex(of: 0x0A))
    var fields = String(decoding: written[..<header], as: UTF8.self).split(separator: " ")
    #expect(fields.count == 4)
    fields.removeLast()
    try (Data(fields.joined(separator: " ").utf8) + written[header...]).write(to: resultFile(root))
    let again = scan(root)
    #expect(!again.timings.map(\.step).contains("report from cache"))
    #expect(again.problems == first.problems)
    #expect(again.findings == first.findings)
    #expect(scan(root).timings.map(\.step).contains("report from cache"))
  }

  /// With a stored outcome that no longer holds (one file changed), the files whose content the cache knows are
  /// answered by it without being read again, and the scan reports what a fresh one does, warnings a file's
  /// decoding gives included (such a file is never answered by the cache).
  @Test func aScanAfterOneChangeReadsOnlyWhatTheCacheCannotAnswer() throws {
    let root = try project()
    defer { try? FileManager.default.removeItem(at: root) }
    var wide: [UInt8] = [0xFF, 0xFE]
    let text = "import { TextInput } from 'react-native';\nexport const W = () => <TextInput />;\n"
    for unit in text.utf16 { wide += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    try Data(wide).write(to: root.appendingPathComponent("src/Wide.tsx"))
    let first = scan(root)
    // "read 19, parse 6": how many files the first scan read.
    let files = first.timings.map(\.step).first { $0.hasPrefix("read ") && $0.contains(", parse") }
      .flatMap { Int($0.dropFirst(5).prefix { $0.isNumber }) }
    #expect(files != nil)
    try TestSupport.write("export const x = 2;\n", to: root.appendingPathComponent("src/legacy/Plain.ts"))
    let fresh = scan(root, cache: false)
    let again = scan(root)
    #expect(again.findings == fresh.findings)
    #expect(again.problems == fresh.problems)
    #expect(again.unparsedFiles == fresh.unparsedFiles)
    #expect(again.problems.contains { $0.path == "src/Wide.tsx" && $0.message.hasPrefix("UTF-16 encoded") })
    #expect(again.findings.contains { $0.path == "src/Wide.tsx" && $0.rule == "NO_FORM_LABEL" })
    // The changed file and the UTF-16 one are read; every other one is answered by the cache.
    #expect(
      again.timings.map(\.step).contains { $0.hasPrefix("read 2 (\((files ?? 0) - 2) from the cache)") },
      "\(again.timings.map(\.step))")
  }

  /// Scans that report test files parse more than those that do not: each keeps its own plan, so scanning a
  /// project both ways in turn still links ahead every time, and reports what a scan with no cache does.
  @Test func eachWayOfTreatingTestFilesKeepsItsOwnPlan() throws {
    let root = try project()
    defer { try? FileManager.default.removeItem(at: root) }
    // A test of its own with a field: parsed only when test files are reported.
    try TestSupport.write(
      "import React from 'react';\nimport { TextInput } from 'react-native';\n"
        + "export const Probe = () => <TextInput placeholder=\"Code\" />;\n",
      to: root.appendingPathComponent("src/screens/Probe.test.tsx"))
    func scan(tests: Bool, cache: Bool = true) -> ScanResult {
      var options = ScanOptions(paths: ["."], workingDirectory: root.path)
      options.reportTests = tests
      if cache { options.cacheDirectory = root.appendingPathComponent(".amascan-cache").path }
      return Scanner.scan(options)
    }
    func linkStep(_ result: ScanResult) -> String? { result.timings.map(\.step).first { $0.hasPrefix("link") } }
    let fresh = [false: scan(tests: false, cache: false), true: scan(tests: true, cache: false)]
    #expect(fresh[true]?.findings.contains { $0.path == "src/screens/Probe.test.tsx" } == true)
    #expect(fresh[false]?.findings.contains { $0.path == "src/screens/Probe.test.tsx" } == false)
    #expect(linkStep(scan(tests: false)) == "link")
    #expect(linkStep(scan(tests: true)) == "link")
    for tests in [false, true, false, true] {
      let result = scan(tests: tests)
      #expect(linkStep(result) == "link (on another thread while planning)", "tests \(tests)")
      #expect(result.findings == fresh[tests]?.findings, "tests \(tests)")
      #expect(result.unparsedFiles == fresh[tests]?.unparsedFiles, "tests \(tests)")
    }
    for name in ["plan-v1.bin", "plan-tests-v1.bin"] {
      #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(".amascan-cache/" + name).path))
    }
  }

  /// A warm scan links the files the last one parsed while it plans (`KeptPlan`), and uses that link only when it
  /// parses exactly those files: an edit that keeps the plan is linked ahead, one that changes it is linked again,
  /// and both report what a scan with no cache does.
  @Test func theLastPlanIsLinkedAheadOnlyWhenItStillHolds() throws {
    let root = try project()
    defer { try? FileManager.default.removeItem(at: root) }
    func linkStep(_ result: ScanResult) -> String? { result.timings.map(\.step).first { $0.hasPrefix("link") } }
    func expectFresh(_ result: ScanResult) {
      let fresh = scan(root, cache: false)
      #expect(result.findings == fresh.findings)
      #expect(result.problems == fresh.problems)
      #expect(result.unparsedFiles == fresh.unparsedFiles)
      #expect(result.summary.filesScanned == fresh.summary.filesScanned)
    }
    let cold = scan(root)
    #expect(linkStep(cold) == "link")
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(".amascan-cache/plan-v1.bin").path))
    // A screen the planner parses for the wrapper it renders, moved down a line: the same files are parsed.
    let profile = root.appendingPathComponent("src/screens/Profile.tsx")
    try TestSupport.write("// moved\n" + String(contentsOf: profile, encoding: .utf8), to: profile)
    let moved = scan(root)
    #expect(linkStep(moved) == "link (on another thread while planning)")
    expectFresh(moved)
    // A new screen that renders a wrapper: one more file parsed, so the link ahead is not used.
    try TestSupport.write(
      "import React from 'react';\nimport { Field } from '../ui';\nexport const Extra = () => <Field placeholder=\"Code\" />;\n",
      to: root.appendingPathComponent("src/screens/Extra.tsx"))
    let grown = scan(root)
    #expect(linkStep(grown) == "link")
    #expect(grown.findings.contains { $0.path == "src/screens/Extra.tsx" })
    expectFresh(grown)
    // The screen no longer renders the wrapper: one file fewer, linked again.
    try TestSupport.write(
      "export const Extra = () => null;\n", to: root.appendingPathComponent("src/screens/Extra.tsx"))
    let shrunk = scan(root)
    #expect(linkStep(shrunk) == "link")
    expectFresh(shrunk)
    // The plan it kept is this one: the next edit that keeps it is linked ahead again.
    try TestSupport.write("// again\n" + String(contentsOf: profile, encoding: .utf8), to: profile)
    let again = scan(root)
    #expect(linkStep(again) == "link (on another thread while planning)")
    expectFresh(again)
  }

  /// What the link made ahead is given for a file waiting for the planner is what parsing it gives: a story that only
  /// an import makes relevant, a screen with a syntax error (its warning), from the cache's facts and, once edited,
  /// from the file.
  @Test func preparedFilesReportWhatParsingThemDoes() throws {
    let root = try project()
    defer { try? FileManager.default.removeItem(at: root) }
    try TestSupport.write(
      "import React from 'react';\nimport { Field } from '../ui';\n"
        + "export const Story = () => <Field placeholder=\"S\" />;\n",
      to: root.appendingPathComponent("src/screens/Card.stories.tsx"))
    try TestSupport.write(
      "import React from 'react';\nimport { Story } from './Card.stories';\nexport const Uses = () => <Story />;\n",
      to: root.appendingPathComponent("src/screens/Uses.tsx"))
    try TestSupport.write(
      "import React from 'react';\nimport { Field } from '../ui';\n"
        + "export const Broken = () => <Field placeholder=\"B\" />;\nconst = ;\n",
      to: root.appendingPathComponent("src/screens/Broken.tsx"))
    _ = scan(root)
    let story = root.appendingPathComponent("src/screens/Card.stories.tsx")
    let profile = root.appendingPathComponent("src/screens/Profile.tsx")
    for edited in [profile, story] {
      try TestSupport.write("// edited\n" + String(contentsOf: edited, encoding: .utf8), to: edited)
      let warm = scan(root)
      let fresh = scan(root, cache: false)
      #expect(warm.timings.map(\.step).contains("link (on another thread while planning)"))
      #expect(warm.findings == fresh.findings)
      #expect(warm.problems == fresh.problems)
      #expect(warm.problems.contains { $0.path == "src/screens/Broken.tsx" && $0.message.contains("syntax error") })
      #expect(warm.unparsedFiles == fresh.unparsedFiles)
      #expect(warm.summary.filesWithSyntaxErrors == fresh.summary.filesWithSyntaxErrors)
      #expect(warm.summary.testFilesNotReported == fresh.summary.testFilesNotReported)
    }
  }

  /// Only a scan of the whole project keeps its plan: one of a few files, or of an editor's buffer, plans less.
  @Test func aScanOfAFewFilesLeavesTheKeptPlan() throws {
    let root = try project()
    defer { try? FileManager.default.removeItem(at: root) }
    _ = scan(root)
    let kept = root.appendingPathComponent(".amascan-cache/plan-v1.bin")
    let written = try Data(contentsOf: kept)
    var few = ScanOptions(paths: ["src/screens/Profile.tsx"], workingDirectory: root.path)
    few.cacheDirectory = root.appendingPathComponent(".amascan-cache").path
    _ = Scanner.scan(few)
    #expect(try Data(contentsOf: kept) == written)
    var buffer = ScanOptions(paths: [], workingDirectory: root.path)
    buffer.stdin = (Array("export const Z = () => null;\n".utf8), "src/screens/Profile.tsx")
    buffer.cacheDirectory = few.cacheDirectory
    _ = Scanner.scan(buffer)
    #expect(try Data(contentsOf: kept) == written)
  }

  /// An editor's buffer on standard input reads the facts cache for the files on disk, reports what a scan with no
  /// cache does, and leaves the cache as it was: its own facts and its outcome are not stored.
  @Test func standardInputReadsTheCacheAndKeepsIt() throws {
    let root = try project()
    defer { try? FileManager.default.removeItem(at: root) }
    _ = scan(root)
    let facts = try Data(contentsOf: cacheFile(root))
    let outcome = try Data(contentsOf: resultFile(root))
    let buffer = Array(
      "import React from 'react';\nimport { Input } from '../forms';\n\nexport function Deep() {\n  return <><Input placeholder=\"Phone\" /><Input /></>;\n}\n"
        .utf8)
    func viaStandardInput(cache: Bool) -> ScanResult {
      var options = ScanOptions(paths: [], workingDirectory: root.path)
      options.stdin = (buffer, "src/screens/Deep.tsx")
      if cache { options.cacheDirectory = root.appendingPathComponent(".amascan-cache").path }
      return Scanner.scan(options)
    }
    let cached = viaStandardInput(cache: true)
    let fresh = viaStandardInput(cache: false)
    #expect(cached.findings == fresh.findings)
    #expect(
      cached.findings.map { "\($0.path):\($0.range.start.line):\($0.range.start.column)" } == [
        "src/screens/Deep.tsx:5:12", "src/screens/Deep.tsx:5:12", "src/screens/Deep.tsx:5:12",
        "src/screens/Deep.tsx:5:41",
      ])
    // Every file on disk but the buffer's was answered by the cache: after reading them, or, when their stamps
    // are older than a second before the first scan (`FileStamps`) on a slow machine, without.
    #expect(
      cached.timings.map(\.step).contains {
        $0.hasPrefix("read 33 (32 of them answered by the cache)") || $0.hasPrefix("read 1 (32 from the cache)")
      }, "\(cached.timings.map(\.step))")
    #expect(try Data(contentsOf: cacheFile(root)) == facts)
    #expect(try Data(contentsOf: resultFile(root)) == outcome)
    // A file changed on disk since: its new facts are added, and the old ones kept (a scan of the whole project
    // drops what it no longer uses).
    try TestSupport.write("export const x = 2;\n", to: root.appendingPathComponent("src/legacy/Plain.ts"))
    #expect(viaStandardInput(cache: true).findings == fresh.findings)
    #expect(try Data(contentsOf: cacheFile(root)).count > facts.count)
    #expect(try Data(contentsOf: resultFile(root)) == outcome)
    #expect(scan(root).findings == scan(root, cache: false).findings)
  }

  /// A scan of a few named files (an editor's, a pre-commit hook's) adds to the facts cache and never shrinks it:
  /// with one cache for two projects, a scan of one file of the first keeps what the second left.
  @Test func aScanOfAFewFilesKeepsTheRestOfTheCache() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    for name in ["a", "b"] {
      try FileManager.default.copyItem(
        at: TestSupport.fixtures.appendingPathComponent("prefilter"), to: root.appendingPathComponent(name))
    }
    let cacheDirectory = root.appendingPathComponent(".amascan-cache").path
    var both = ScanOptions(paths: ["a", "b"], workingDirectory: root.path)
    both.cacheDirectory = cacheDirectory
    let whole = Scanner.scan(both)
    let facts = try Data(contentsOf: root.appendingPathComponent(".amascan-cache/facts-v1.bin"))
    // The file changes, so the scan of it learns something and writes the cache.
    try TestSupport.write("export const x = 2;\n", to: root.appendingPathComponent("a/src/legacy/Plain.ts"))
    var one = ScanOptions(paths: ["a/src/screens/Profile.tsx"], workingDirectory: root.path)
    one.cacheDirectory = cacheDirectory
    // Notes name other files from the project root: `a` alone, or the folder of both.
    func sites(_ findings: [Finding]) -> [String] { findings.map { "\($0.path):\($0.range.start.line) \($0.rule)" } }
    let profile = whole.findings.filter { $0.path == "a/src/screens/Profile.tsx" }
    #expect(!profile.isEmpty)
    #expect(sites(Scanner.scan(one).findings) == sites(profile))
    #expect(try Data(contentsOf: root.appendingPathComponent(".amascan-cache/facts-v1.bin")).count > facts.count)
    #expect(Scanner.scan(both).findings == whole.findings)
  }

  @Test func anotherVersionsCacheIsReplacedQuietly() throws {
    let root = try project()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent(".amascan-cache"), withIntermediateDirectories: true)
    var old = Array("AMASCAN\u{1}".utf8)
    old += [5, 0, 0, 0, 0, 0, 0, 0] + Array("0.0.1".utf8) + [0, 0, 0, 0, 0, 0, 0, 0]
    try Data(old).write(to: cacheFile(root))
    let result = scan(root)
    #expect(result.problems.allSatisfy { !$0.message.contains("cache") })
    #expect(result.findings.count == 18)
    #expect(try Data(contentsOf: cacheFile(root)).count > old.count)
  }

  @Test func anUnwritableCacheIsAWarning() throws {
    let root = try project()
    defer { try? FileManager.default.removeItem(at: root) }
    // A file where the folder should be.
    try TestSupport.write("", to: root.appendingPathComponent("blocked"))
    var options = ScanOptions(paths: ["src"], workingDirectory: root.path)
    options.cacheDirectory = root.appendingPathComponent("blocked").path
    let result = Scanner.scan(options)
    #expect(result.findings.count == 18)
    #expect(result.problems.filter { $0.kind == .warning && $0.message.contains("cannot write the cache") }.count == 1)
    #expect(result.summary.errors == 0)
  }

  /// When only the facts cannot be written, the warning names the file and the cause, once; the outcome is still
  /// stored, and the scan it answers writes nothing, so it does not say the warning again.
  @Test func aCacheFileThatCannotBeWrittenIsNamedAndNotRepeated() throws {
    let root = try project()
    defer { try? FileManager.default.removeItem(at: root) }
    // A folder where the facts file should be.
    try TestSupport.write("", to: cacheFile(root).appendingPathComponent("held"))
    let first = scan(root)
    #expect(first.findings.count == 18)
    #expect(
      first.problems.map(\.message).filter { $0.contains("cannot write") } == [
        "cannot write the cache: facts-v1.bin: is a directory"
      ])
    Thread.sleep(forTimeInterval: 1.1)
    let again = scan(root)
    #expect(again.timings.map(\.step).contains("report from cache"))
    #expect(again.findings == first.findings)
    #expect(again.problems.allSatisfy { !$0.message.contains("cannot write") })
  }
}
