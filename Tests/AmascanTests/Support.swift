import AmascanCore
import AmascanKit
import AmascanRules
import Foundation
import Testing

/// Paths and helpers shared by the tests.
enum TestSupport {
  /// The repository root, found from this file's location.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static let fixtures = root.appendingPathComponent("Tests/AmascanTests/Fixtures")

  /// Whether golden files should be rewritten instead of compared (`AMASCAN_RECORD=1 swift test`).
  static var recording: Bool { ProcessInfo.processInfo.environment["AMASCAN_RECORD"] == "1" }

  /// Findings of one rule for a snippet scanned as `path`.
  static func findings(
    _ source: String, path: String = "Example.tsx", rule: String? = nil, project: ProjectInfo = ProjectInfo()
  ) -> [Finding] {
    let all = Scanner.scan(source: source, path: path, project: project).findings
    return rule.map { code in all.filter { $0.rule == code } } ?? all
  }

  /// A fresh temporary directory, removed by the caller's `defer`.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "amascan-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Runs a Python snippet with arguments; returns its exit status and stderr.
  static func python(_ script: String, _ arguments: String...) throws -> (status: Int32, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script] + arguments
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, message)
  }

  /// A fresh temporary folder holding these files (path relative to it → text), removed by the caller's `defer`.
  static func project(_ files: [String: String]) throws -> URL {
    let root = try temporaryDirectory()
    for (path, text) in files { try write(text, to: root.appendingPathComponent(path)) }
    return root
  }

  static func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }
}

/// One example of one rule, named for test output.
struct ExampleCase: CustomTestStringConvertible, Sendable {
  let rule: String
  let index: Int
  let example: RuleExample

  var testDescription: String { "\(rule) example \(index + 1)\(example.triggers ? " (triggering)" : "")" }

  static let all: [ExampleCase] = RuleRegistry.all.flatMap { rule in
    rule.examples.enumerated().map { ExampleCase(rule: rule.code, index: $0.offset, example: $0.element) }
  }

  static let triggering = all.filter { $0.example.triggers }
}
