import AmascanKit
import Foundation
import Testing

@testable import AmascanCore

/// Hostile input: every case finishes, says what it could not read, and keeps every finding it did make.
@Suite struct HardeningTests {
  static let defect = "import { TextInput } from 'react-native';\nexport const A = () => <TextInput />;\n"

  func scan(_ files: [String: [UInt8]], options: (inout ScanOptions) -> Void = { _ in }) throws -> ScanResult {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, bytes) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
    try TestSupport.write(Self.defect, to: root.appendingPathComponent("control.tsx"))
    var scanOptions = ScanOptions(paths: ["."], workingDirectory: root.path)
    options(&scanOptions)
    let result = Scanner.scan(scanOptions)
    #expect(result.findings.contains { $0.path == "control.tsx" }, "the other files are still scanned")
    return result
  }

  func problem(_ result: ScanResult, _ path: String) -> ScanProblem? {
    result.problems.first { $0.path == path }
  }

  @Test func invalidUTF8IsScannedWithAWarning() throws {
    let bytes = Array("// caf\u{E9}\n".utf8) + [0xFF, 0xC0, 0x0A] + Array(Self.defect.utf8)
    let result = try scan(["bad.tsx": bytes])
    #expect(problem(result, "bad.tsx")?.message.hasPrefix("not valid UTF-8") == true)
    #expect(result.findings.first { $0.path == "bad.tsx" }?.range.start == SourcePosition(line: 4, column: 24))
  }

  @Test func filesAreReadWhole() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    for size in [0, 1, 65_535, 65_536, 65_537, 1_000_003] {
      let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
      let path = root.appendingPathComponent("f\(size).ts").path
      #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
      #expect(try FileReader.read(path) == bytes, "\(size) bytes")
    }
    #expect(throws: FileReader.ReadError.self) { try FileReader.read(root.path) }
  }

  /// The check skips ASCII 32 and 8 bytes at a time: a bad byte is found wherever it falls in a block.
  @Test func invalidUTF8IsFoundAtEveryOffset() {
    let ascii = Array("const value = 1234567890; const other = 'abcdefghijklmnopqrstuvwxyz';".utf8)
    for offset in 0...ascii.count {
      for bad: [UInt8] in [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82]] {
        let bytes = Array(ascii[..<offset]) + bad + Array(ascii[offset...])
        #expect(!SourceDecoding.isValidUTF8(bytes), "\(bad) at \(offset)")
      }
      let good = Array(ascii[..<offset]) + Array("é€😀".utf8) + Array(ascii[offset...])
      #expect(SourceDecoding.isValidUTF8(good), "valid text at \(offset)")
    }
    #expect(!SourceDecoding.isValidUTF8(ascii + [0xF0, 0x9F, 0x98]), "a character cut at the end")
  }

  @Test func utf16IsConvertedAndPositionsHold() throws {
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in ("// 😀\n" + Self.defect).utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let result = try scan(["wide.tsx": bytes])
    #expect(problem(result, "wide.tsx")?.message.hasPrefix("UTF-16 encoded") == true)
    #expect(result.findings.first { $0.path == "wide.tsx" }?.range.start == SourcePosition(line: 3, column: 24))
  }

  /// A NUL byte anywhere marks a file binary: at its first byte, its last, and past the first 8 KB (which once
  /// were all that was looked at).
  @Test func aNulByteAnywhereMarksAFileBinary() {
    let text = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_003)
    for offset in [0, 1, 31, 32, 8191, 8192, 8193, 500_000, text.count - 1] {
      var bytes = text
      bytes[offset] = 0
      guard case .skip = SourceDecoding.decode(bytes) else {
        Issue.record("NUL at \(offset) not seen")
        continue
      }
    }
    if case .skip = SourceDecoding.decode(text) { Issue.record("a file without NUL skipped") }
    if case .skip = SourceDecoding.decode([]) { Issue.record("an empty file skipped") }
  }

  @Test func binaryFilesAreSkippedAndCounted() throws {
    var random = SystemRandomNumberGenerator()
    let noise = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &random) } + [0]
    let result = try scan(["bundle.js": noise, "nul.ts": Array("const a = 1;\0\n".utf8)])
    #expect(problem(result, "bundle.js")?.message.hasPrefix("binary content") == true)
    #expect(problem(result, "nul.ts")?.kind == .warning)
    #expect(result.summary.filesSkipped == 2)
    #expect(result.summary.errors == 0)
  }

  @Test func largeFilesAreSkippedWithANotice() throws {
    let line = Array("export const x = [\(String(repeating: "1, ", count: 1000))];\n".utf8)
    var big: [UInt8] = []
    while big.count < ScanOptions.defaultMaxFileSize + 1 { big += line }
    let result = try scan(["vendor.bundle.js": big])
    #expect(problem(result, "vendor.bundle.js")?.message.contains("--max-file-size") == true)
    #expect(result.summary.filesSkipped == 1)
    let raised = try scan(["vendor.bundle.js": big]) { $0.maxFileSize = 64 * 1_048_576 }
    #expect(raised.summary.filesSkipped == 0)
    #expect(raised.summary.filesScanned == 2)
  }

  @Test func aHugeMinifiedLineKeepsExactColumns() throws {
    var text = "import{TextInput as T}from'react-native';"
    for index in 0..<20_000 { text += "const a\(index)=<T accessibilityLabel=\"é\(index)\"/>;" }
    let prefix = text
    text += "const z=<T/>;\n"
    let result = try scan(["min.js": Array(text.utf8)])
    let finding = try #require(result.findings.first { $0.path == "min.js" })
    #expect(finding.range.start == SourcePosition(line: 1, column: prefix.utf16.count + 9))
  }

  @Test func deepNestingDoesNotOverflow() throws {
    let depth = 50_000
    let jsx =
      Self.defect.replacingOccurrences(
        of: "<TextInput />",
        with: String(repeating: "<V>", count: depth) + "<TextInput />"
          + String(repeating: "</V>", count: depth))
    let parens =
      "export const b = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + ";\n"
    let arrows =
      "export const c = " + String(repeating: "f(() => ", count: depth) + "g()" + String(repeating: ")", count: depth)
      + ";\n"
    let memos =
      "export const X = " + String(repeating: "memo(", count: depth) + "() => null"
      + String(repeating: ")", count: depth)
      + ";\n"
    // Parsed only once the planner finds that it uses a wrapper: on a thread of `Scanner.parseAsPlanned`.
    let wrapper = "import { TextInput } from 'react-native';\nexport const Field = (p) => <TextInput {...p} />;\n"
    let user =
      "import { Field } from './field';\nexport const B = () => " + String(repeating: "<V>", count: depth)
      + "<Field />" + String(repeating: "</V>", count: depth) + ";\n"
    let result = try scan([
      "jsx.tsx": Array(jsx.utf8), "parens.ts": Array(parens.utf8), "arrows.ts": Array(arrows.utf8),
      "memos.tsx": Array(memos.utf8), "field.tsx": Array(wrapper.utf8), "user.tsx": Array(user.utf8),
    ])
    #expect(result.findings.contains { $0.path == "jsx.tsx" && $0.rule == "NO_FORM_LABEL" })
    #expect(result.findings.contains { $0.path == "user.tsx" && $0.rule == "NO_FORM_LABEL" })
    #expect(result.summary.filesScanned == 7)
  }

  @Test func brokenAndEmptyFiles() throws {
    let result = try scan([
      "empty.tsx": [], "garbage.tsx": Array("}{ <<< ))) export ;; <TextInput".utf8),
      "x.js/inner.ts": Array("export {};\n".utf8),
    ])
    #expect(problem(result, "garbage.tsx")?.message.contains("syntax error") == true)
    #expect(result.summary.filesScanned == 4, "a folder named x.js is walked, not read")
    #expect(result.summary.errors == 0)
  }

  @Test func symbolicLinksNeitherLoopNorLeave() throws {
    let outside = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: outside) }
    try TestSupport.write(Self.defect, to: outside.appendingPathComponent("secret.tsx"))
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try TestSupport.write(Self.defect, to: root.appendingPathComponent("src/a.tsx"))
    let manager = FileManager.default
    try manager.createSymbolicLink(atPath: root.appendingPathComponent("src/loop").path, withDestinationPath: "..")
    try manager.createSymbolicLink(
      atPath: root.appendingPathComponent("src/out.tsx").path,
      withDestinationPath: outside.appendingPathComponent("secret.tsx").path)
    try manager.createSymbolicLink(
      atPath: root.appendingPathComponent("src/gone.tsx").path, withDestinationPath: "nowhere.tsx")
    try manager.createSymbolicLink(
      atPath: root.appendingPathComponent("src/same.tsx").path, withDestinationPath: "a.tsx")
    try manager.createSymbolicLink(
      atPath: root.appendingPathComponent("src/again.tsx").path, withDestinationPath: "same.tsx")
    try manager.createSymbolicLink(
      atPath: root.appendingPathComponent("src/ping.tsx").path, withDestinationPath: "pong.tsx")
    try manager.createSymbolicLink(
      atPath: root.appendingPathComponent("src/pong.tsx").path, withDestinationPath: "ping.tsx")
    // A file the walk does not meet itself (in a dependency folder) is scanned once, through its first link.
    try TestSupport.write(Self.defect, to: root.appendingPathComponent("node_modules/kit/b.tsx"))
    for name in ["b1.tsx", "b2.tsx"] {
      try manager.createSymbolicLink(
        atPath: root.appendingPathComponent("src/\(name)").path, withDestinationPath: "../node_modules/kit/b.tsx")
    }
    let result = Scanner.scan(ScanOptions(paths: ["."], workingDirectory: root.path))
    // Each real file once: src/same.tsx and src/again.tsx are src/a.tsx.
    #expect(result.findings.map(\.path) == ["src/a.tsx", "src/b1.tsx"])
    #expect(problem(result, "src/out.tsx")?.message.contains("outside the scanned folders") == true)
    #expect(problem(result, "src/gone.tsx")?.message == "broken symbolic link; skipped")
    #expect(problem(result, "src/ping.tsx")?.message.hasPrefix("symbolic link loop") == true)
    #expect(result.summary.errors == 0)
    // Scanned from a path that is itself a link, the same files are found once.
    let alias = root.deletingLastPathComponent().appendingPathComponent(root.lastPathComponent + "-alias")
    try manager.createSymbolicLink(atPath: alias.path, withDestinationPath: root.path)
    defer { try? manager.removeItem(at: alias) }
    let throughAlias = Scanner.scan(ScanOptions(paths: [alias.path + "/src"], workingDirectory: root.path))
    #expect(throughAlias.findings.map { $0.path.hasSuffix("-alias/src/a.tsx") } == [true])
  }

  @Test func namedPipesAreNeverRead() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try TestSupport.write(Self.defect, to: root.appendingPathComponent("src/a.tsx"))
    #expect(mkfifo(root.appendingPathComponent("src/pipe.tsx").path, 0o644) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("src/topipe.tsx").path, withDestinationPath: "pipe.tsx")
    // Reading either would block for ever: the scan returning at all is the test. Each is said, not read.
    let result = Scanner.scan(ScanOptions(paths: ["."], workingDirectory: root.path))
    #expect(result.findings.map(\.path) == ["src/a.tsx"])
    #expect(result.summary.filesScanned == 1)
    let skipped = result.problems.filter { $0.message == FileReader.notRegularMessage && $0.kind == .warning }
    #expect(skipped.map(\.path) == ["src/pipe.tsx", "src/topipe.tsx"])
  }

  /// A pipe named on the command line, or standing where amascan looks for a configuration file (package.json,
  /// tsconfig.json, .gitignore) is never opened for reading: a warning names the named one, the scan goes on.
  @Test func aNamedPipeOnTheCommandLineOrAsAConfigurationFileIsRefused() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try TestSupport.write(Self.defect, to: root.appendingPathComponent("a.tsx"))
    for name in ["pipe.tsx", "package.json", "tsconfig.json", ".gitignore"] {
      #expect(mkfifo(root.appendingPathComponent(name).path, 0o644) == 0)
    }
    let result = Scanner.scan(ScanOptions(paths: ["pipe.tsx", "a.tsx"], workingDirectory: root.path))
    #expect(result.findings.map(\.path) == ["a.tsx"])
    #expect(result.problems.contains { $0.path == "pipe.tsx" && $0.message == FileReader.notRegularMessage })
    #expect(!result.problems.contains { $0.kind == .error })
    #expect(FileReader.contents(root.appendingPathComponent("package.json").path) == nil)
  }

  @Test func sameFindingsInTheSameOrderWhateverTheThreads() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    for index in 0..<200 {
      let body = index % 3 == 0 ? Self.defect : "export const x\(index) = \(index);\n"
      try TestSupport.write(body, to: root.appendingPathComponent("d\(index % 7)/f\(index).tsx"))
    }
    func run(_ jobs: Int) -> [Finding] {
      Scanner.scan(ScanOptions(paths: ["."], jobs: jobs, workingDirectory: root.path)).findings
    }
    let one = run(1)
    #expect(one.count == 67)
    #expect(run(8) == one)
    #expect(run(8) == one)
    #expect(run(1) == one)
  }

  /// tree-sitter 0.20.7 crashes on 65,534 consecutive comments (`CommentRuns`): around that count, in every
  /// place a run can stand, the file is scanned, its finding keeps its position (columns counted in the original
  /// text, whose comments hold a non-ASCII letter), and a suppression inside the run still applies.
  @Test(arguments: [65_533, 65_535, 66_000])
  func longRunsOfCommentsAreScanned(count: Int) throws {
    let suppress = "// amascan-disable-next-line NO_FORM_LABEL_ENDING_WITH_ASTERISK -- a test\n"
    let starred = "export const B = () => <TextInput accessibilityLabel=\"Name *\" />;\n"
    let head = "import { TextInput } from 'react-native';\n"
    let defect = "export const A = () => <TextInput />;\n"
    let forms: [String: (text: String, line: Int, column: Int)] = [
      "line.jsx": (
        head + String(repeating: "// caf\u{E9}\n", count: count - 1) + suppress + starred + defect, count + 3, 24
      ),
      "block.jsx": (head + String(repeating: "/* \u{E9} */\n", count: count) + defect, count + 2, 24),
      "one-line.jsx": (head + String(repeating: "/* \u{E9} */ ", count: count) + defect, 2, 8 * count + 24),
      "body.jsx": (
        head + defect + "function f() {\n" + String(repeating: "  // n\n", count: count) + "}\n", 2, 24
      ),
      "array.jsx": (
        head + defect + "const x = [1,\n" + String(repeating: "  /* n */\n", count: count) + "2];\n", 2, 24
      ),
    ]
    let result = try scan(forms.mapValues { Array($0.text.utf8) })
    for (path, form) in forms {
      let found = result.findings.filter { $0.path == path }
      #expect(found.map(\.rule) == ["NO_FORM_LABEL"], "\(path)")
      #expect(found.first?.range.start == SourcePosition(line: form.line, column: form.column), "\(path)")
    }
  }

  /// Only comments count towards a run: `//` in strings, templates and regular expressions does not, and code
  /// between comments ends a run.
  @Test func commentRunsSkipStringsTemplatesAndRegularExpressions() {
    func runs(_ text: String) -> [String] {
      let bytes = Array(text.utf8)
      return CommentRuns.oversized(in: bytes, limit: 3).map { String(decoding: bytes[$0], as: UTF8.self) }
    }
    #expect(runs("// a\n/* b */ // c\nx;") == ["// a", "/* b */", "// c"])
    #expect(runs("// a\n// b\nx; // c\n// d").isEmpty, "code breaks the run")
    #expect(runs("s = '// a'; t = \"// b\"; u = `// c ${ '// d' } // e`; // f").isEmpty)
    #expect(runs("r = /\\/\\/[/]/; // a\n// b\n// c") == ["// a", "// b", "// c"])
    #expect(runs("x = a / b; // a\n/* b */\n// c") == ["// a", "/* b */", "// c"])
    #expect(runs("`${ `${ 1 }` }` // a\n// b\n// c") == ["// a", "// b", "// c"])
  }

  /// A handler named by a top-level `function`, which opens a scope of its own name, is found by that name
  /// (looked up in an index since a file of 10,000 handlers calling props took 37 s: bench/large-file).
  @Test func aTopLevelFunctionHandlerIsFollowed() {
    let source = """
      import { TextInput } from 'react-native';

      function ignore() {}

      export function Form() {
        return <TextInput accessibilityLabel="Code" returnKeyType="next" blurOnSubmit={false} onSubmitEditing={ignore} />;
      }
      """
    let found = TestSupport.findings(source, path: "Form.jsx", rule: "NO_KEYBOARD_TRAP")
    #expect(found.map(\.range.start) == [SourcePosition(line: 6, column: 10)])
  }

  /// Lines end as an editor ends them: at a line feed, a CRLF, or a carriage return alone (old Mac files, mixed
  /// files): the findings of all three are at the same lines and columns.
  @Test func loneCarriageReturnsEndLines() throws {
    let lines = [
      "import { TextInput } from 'react-native';", "// a comment", "const s = `one", "two`;",
      "export const A = () => <TextInput />;", "",
    ]
    var files: [String: [UInt8]] = [:]
    for (name, ending) in [("lf.tsx", "\n"), ("crlf.tsx", "\r\n"), ("cr.tsx", "\r"), ("mixed.tsx", "\r")] {
      var text = lines.joined(separator: ending)
      if name == "mixed.tsx" { text = text.replacingOccurrences(of: "\r// a", with: "\r\n// a") }
      files[name] = Array(text.utf8)
    }
    let result = try scan(files)
    for name in files.keys {
      #expect(
        result.findings.filter { $0.path == name }.map(\.range.start) == [SourcePosition(line: 5, column: 24)],
        "\(name)")
    }
  }

  /// A file or folder whose name is not valid UTF-8 is scanned, walked to or named on the command line alike,
  /// and shown with U+FFFD where its bad bytes are; two such names do not become one.
  @Test func fileNamesThatAreNotUTF8AreScanned() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    func write(_ name: [UInt8]) throws {
      let path = Array(root.path.utf8) + [UInt8(ascii: "/")] + name
      let folder = path[..<(path.lastIndex(of: UInt8(ascii: "/"))!)]
      _ = SystemPath.withCString(SystemPath.decode(folder)) { mkdir($0, 0o755) }
      let descriptor = SystemPath.withCString(SystemPath.decode(path)) { creat($0, 0o644) }
      #expect(descriptor >= 0)
      let bytes = Array(Self.defect.utf8)
      #expect(Glibc.write(descriptor, bytes, bytes.count) == bytes.count)
      close(descriptor)
    }
    try write(Array("caf".utf8) + [0xE9] + Array(".tsx".utf8))
    try write(Array("caf".utf8) + [0xEA] + Array(".tsx".utf8))
    try write([UInt8(ascii: "d"), 0xFF, UInt8(ascii: "/")] + Array("x.tsx".utf8))
    let walked = Scanner.scan(ScanOptions(paths: ["."], workingDirectory: root.path))
    #expect(walked.findings.map(\.path) == ["caf\u{FFFD}.tsx", "caf\u{FFFD}.tsx", "d\u{FFFD}/x.tsx"])
    #expect(walked.problems.isEmpty)
    let named = SystemPath.decode(Array("caf".utf8) + [0xE9] + Array(".tsx".utf8))
    let alone = Scanner.scan(ScanOptions(paths: [named], workingDirectory: root.path))
    #expect(alone.findings.map(\.path) == ["caf\u{FFFD}.tsx"])
    #expect(alone.problems.isEmpty)
    #expect(SystemPath.displayed(named) == "caf\u{FFFD}.tsx")
    let roundTrip = SystemPath.withCString(named) {
      Array(UnsafeBufferPointer(start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self), count: strlen($0)))
    }
    #expect(roundTrip == Array("caf".utf8) + [0xE9] + Array(".tsx".utf8))
  }
}
