import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The built `amascan` binary, end to end: formats, exit statuses, errors that name the path and the cause.
@Suite struct CLITests {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static var binary: URL {
    let products = Bundle.main.bundleURL.deletingLastPathComponent()
    let beside = Bundle.main.bundleURL.appendingPathComponent("amascan")
    return FileManager.default.fileExists(atPath: beside.path) ? beside : products.appendingPathComponent("amascan")
  }

  func run(_ arguments: [String], in directory: URL = TestSupport.root) throws -> Run {
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  func project(_ files: [String: String]) throws -> URL {
    let root = try TestSupport.temporaryDirectory()
    for (path, text) in files { try TestSupport.write(text, to: root.appendingPathComponent(path)) }
    return root
  }

  static let unlabelled = "import { TextInput } from 'react-native';\nexport const A = () => <TextInput />;\n"
  static let asterisk =
    "import { TextInput } from 'react-native';\nexport const A = () => <TextInput accessibilityLabel=\"Name*\" />;\n"
  static let clean =
    "import { TextInput } from 'react-native';\nexport const A = () => <TextInput accessibilityLabel=\"Name\" />;\n"

  @Test func textFormatAndExitStatuses() throws {
    let root = try project(["a.tsx": Self.unlabelled, "b.tsx": Self.asterisk, "c.tsx": Self.clean])
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try run(["."], in: root)
    #expect(run.status == 1)
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("a.tsx:2:24: error: `TextInput` has no accessible name") == true)
    #expect(lines.first?.hasSuffix("[NO_FORM_LABEL critical]") == true)
    #expect(lines.last?.hasPrefix("b.tsx:2:54: error:") == true)
    #expect(lines.last?.hasSuffix("[NO_FORM_LABEL_ENDING_WITH_ASTERISK serious]") == true)
    #expect(run.stderr.contains("2 findings (1 critical, 1 serious, 0 warning) in 3 files"))

    #expect(try self.run(["b.tsx", "c.tsx"], in: root).status == 0, "serious is below the default --fail-on")
    #expect(try self.run(["--fail-on", "serious", "b.tsx"], in: root).status == 1)
    #expect(try self.run(["--fail-on", "none", "a.tsx"], in: root).status == 0)
    #expect(try self.run(["c.tsx"], in: root).stdout.isEmpty)
  }

  @Test func jsonFormat() throws {
    let root = try project(["src/a.tsx": Self.unlabelled])
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try run(["--format", "json", "src"], in: root)
    #expect(run.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    #expect(object?["version"] as? Int == 1)
    let finding = (object?["findings"] as? [[String: Any]])?.first
    #expect(finding?["rule"] as? String == "NO_FORM_LABEL")
    #expect(finding?["severity"] as? String == "critical")
    #expect(finding?["level"] as? String == "error")
    #expect(finding?["file"] as? String == "src/a.tsx")
    #expect(finding?["line"] as? Int == 2)
    #expect(finding?["column"] as? Int == 24)
    #expect(finding?["endLine"] as? Int == 2)
    #expect(finding?["endColumn"] as? Int == 37)
    #expect(finding?["wcag"] as? [String] == ["3.3.2", "4.1.2"])
    #expect((finding?["helpUrl"] as? String)?.hasPrefix("https://") == true)
    let summary = object?["summary"] as? [String: Any]
    #expect(summary?["files"] as? Int == 1)
    #expect(summary?["critical"] as? Int == 1)
  }

  @Test func missingPathIsAnErrorButTheRestIsScanned() throws {
    let root = try project(["a.tsx": Self.unlabelled])
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try run(["missing", "a.tsx"], in: root)
    #expect(run.status == 2)
    #expect(run.stderr.contains("missing: error: no such file or directory"))
    #expect(run.stdout.contains("a.tsx:2:24"))
  }

  @Test func unreadableFileIsAnErrorButTheRestIsScanned() throws {
    let root = try project(["a.tsx": Self.unlabelled])
    defer { try? FileManager.default.removeItem(at: root) }
    // /proc/self/mem fails to read at offset 0 with EIO even for root, unlike a chmod 000 file.
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("mem.js").path, withDestinationPath: "/proc/self/mem")
    let run = try run(["."], in: root)
    #expect(run.status == 2)
    #expect(run.stderr.contains("mem.js: error: "))
    #expect(run.stdout.contains("a.tsx:2:24"))
  }

  @Test(.enabled(if: getuid() != 0, "root reads files whatever their mode"))
  func permissionDeniedNamesTheFile() throws {
    let root = try project(["a.tsx": Self.unlabelled, "locked.tsx": Self.unlabelled])
    defer { try? FileManager.default.removeItem(at: root) }
    chmod(root.appendingPathComponent("locked.tsx").path, 0)
    let run = try run(["."], in: root)
    #expect(run.status == 2)
    #expect(run.stderr.contains("locked.tsx: error: permission denied"))
  }

  @Test func usageErrorsExitTwo() throws {
    #expect(try run(["--fail-on", "sometimes"]).status == 2)
    #expect(try run(["--jobs", "0", "examples"]).status == 2)
    #expect(try run(["--no-such-flag"]).status == 2)
  }

  @Test func versionAndRules() throws {
    let version = try run(["--version"])
    #expect(version.status == 0)
    #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
    let rules = try run(["rules"])
    #expect(rules.status == 0)
    #expect(rules.stdout.contains("NO_FORM_LABEL"))
    #expect(rules.stdout.split(separator: "\n").count == 25)
  }

  @Test func sameOutputWhateverTheThreadCount() throws {
    let one = try run(["--jobs", "1", "--format", "json", "examples"])
    let four = try run(["--jobs", "4", "--format", "json", "examples"])
    func withoutTiming(_ text: String) -> String {
      text.split(separator: "\n").filter { !$0.contains("\"seconds\"") }.joined(separator: "\n")
    }
    #expect(withoutTiming(one.stdout) == withoutTiming(four.stdout))
    #expect(!one.stdout.isEmpty)
  }
}
