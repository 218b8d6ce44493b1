import AmascanCore
import Foundation

/// Known findings recorded by path, rule and the folded text of their line (not the line number, so that the
/// baseline survives code moving), with a count for identical lines. Baselined findings are not reported and do
/// not fail the build; entries that no longer match anything are stale and reported, so the file can shrink.
public struct Baseline: Sendable {
  public struct Entry: Codable, Hashable, Sendable {
    public var path: String
    public var rule: String
    public var line: String
    public var count: Int
  }

  public var entries: [Entry]

  public init(entries: [Entry]) {
    self.entries = entries
  }

  /// The entries of some findings, their paths given by `path` (relative to the project root).
  public init(findings: [Finding], path: (Finding) -> String = \.path) {
    var counts: [Key: Int] = [:]
    var order: [Key] = []
    for finding in findings {
      let key = Key(path: path(finding), rule: finding.rule, line: finding.lineText)
      if counts[key] == nil { order.append(key) }
      counts[key, default: 0] += 1
    }
    entries = order.map { Entry(path: $0.path, rule: $0.rule, line: $0.line, count: counts[$0]!) }
  }

  struct Key: Hashable {
    var path: String
    var rule: String
    var line: String
  }

  struct Document: Codable {
    var version: Int
    var findings: [Entry]
  }

  public static func load(_ path: String) throws -> Baseline {
    let data = try Data(FileReader.read(path))
    let document: Document
    do {
      document = try JSONDecoder().decode(Document.self, from: data)
    } catch {
      throw BaselineError(message: "\(path): not an amascan baseline (expected {\"version\": 1, \"findings\": [...]})")
    }
    guard document.version == 1 else {
      throw BaselineError(message: "\(path): baseline version \(document.version) is not supported (expected 1)")
    }
    if let bad = document.findings.first(where: { !(1...1_000_000).contains($0.count) }) {
      throw BaselineError(message: "\(path): `count` \(bad.count) for \(bad.path) is not between 1 and 1000000")
    }
    return Baseline(entries: document.findings)
  }

  public func write(to path: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(Document(version: 1, findings: entries))
    try (data + Data("\n".utf8)).write(to: URL(fileURLWithPath: path), options: .atomic)
  }

  /// The findings the baseline does not cover, how many it covered, and its entries that matched nothing.
  /// This baseline with the entries of the given files replaced by `other`'s: what a scan of those files alone
  /// writes, leaving the other files' entries as they were.
  public func replacing(_ paths: Set<String>, with other: Baseline) -> Baseline {
    Baseline(
      entries: (entries.filter { !paths.contains($0.path) } + other.entries).sorted {
        ($0.path, $0.rule, $0.line) < ($1.path, $1.rule, $1.line)
      })
  }

  /// Hides the findings the baseline records; `path` gives a finding's path as the baseline records it. Entries
  /// left over are stale: only those of the files in `within` (all when nil), the files the scan looked at.
  public func filter(_ findings: [Finding], path: (Finding) -> String = \.path, within: Set<String>? = nil) -> (
    remaining: [Finding], baselined: [Finding], stale: Int
  ) {
    var budget: [Key: Int] = [:]
    for entry in entries where within?.contains(entry.path) ?? true {
      budget[Key(path: entry.path, rule: entry.rule, line: entry.line), default: 0] += entry.count
    }
    var remaining: [Finding] = []
    var baselined: [Finding] = []
    for finding in findings {
      let key = Key(path: path(finding), rule: finding.rule, line: finding.lineText)
      if let left = budget[key], left > 0 {
        budget[key] = left - 1
        baselined.append(finding)
      } else {
        remaining.append(finding)
      }
    }
    return (remaining, baselined, budget.values.reduce(0, +))
  }
}

public struct BaselineError: Error, CustomStringConvertible, Sendable {
  public var message: String
  public var description: String { message }
}

/// Paths as the project records them: relative to an anchor folder (the project root), from the paths shown to
/// the user (relative to the working directory). A path outside the anchor stays absolute.
public struct AnchoredPaths: Sendable {
  public let anchor: String
  public let workingDirectory: String

  public init(anchor: String, workingDirectory: String) {
    self.anchor = FileDiscovery.standardized(anchor, relativeTo: "/")
    self.workingDirectory = FileDiscovery.standardized(workingDirectory, relativeTo: "/")
  }

  public func relative(_ path: String) -> String {
    let absolute = FileDiscovery.standardized(path, relativeTo: workingDirectory)
    if absolute == anchor { return "." }
    let prefix = anchor == "/" ? "/" : anchor + "/"
    guard absolute.utf8.starts(with: prefix.utf8) else { return SystemPath.displayed(absolute) }
    return SystemPath.displayed(String(Substring(absolute.utf8.dropFirst(prefix.utf8.count))))
  }
}
