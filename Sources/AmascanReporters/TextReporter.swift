import AmascanCore
import Foundation

/// Renderers are pure functions from findings to text.
public enum TextReporter {
  /// `path:line:col: error|warning: message [CODE severity]`, one line a finding, notes as `note:` lines;
  /// the shape editors' gcc-style problem matchers read. A finding is an error when its severity fails the build
  /// (`failing`, the `--fail-on` severity), else a warning, so the label says what CI will do.
  public static func render(_ findings: [Finding], colors: Bool = false, failing: Severity? = .serious) -> String {
    let paint = Paint(enabled: colors)
    var out = ""
    for finding in findings {
      let start = finding.range.start
      let kind = finding.level(failingAt: failing)
      let level = kind == .error ? paint.red(kind.rawValue) : paint.yellow(kind.rawValue)
      out +=
        paint.bold("\(finding.path):\(start.line):\(start.column):") + " \(level): "
        + "\(oneLine(finding.message)) " + paint.dim("[\(finding.rule) \(finding.severity.rawValue)]") + "\n"
      for note in finding.notes {
        let at = note.position ?? start
        out += paint.bold("\(finding.path):\(at.line):\(at.column):") + " note: \(oneLine(note.message))\n"
      }
      for site in finding.callSites.prefix(shownCallSites) {
        out += paint.bold("\(site.path):\(site.position.line):\(site.position.column):") + " note: used here\n"
      }
      if finding.callSites.count > shownCallSites {
        let more = finding.callSites.count - shownCallSites
        out +=
          paint.bold("\(finding.path):\(start.line):\(start.column):")
          + " note: used at \(more) more call site\(more == 1 ? "" : "s") (`--format json` lists them all)\n"
      }
    }
    return out
  }

  /// How many of a finding's call sites are listed, one note line each; the count of the others follows.
  static let shownCallSites = 3

  /// ANSI colours, or none.
  struct Paint {
    var enabled: Bool
    func wrap(_ code: String, _ text: String) -> String { enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
    func bold(_ text: String) -> String { wrap("1", text) }
    func dim(_ text: String) -> String { wrap("2", text) }
    func red(_ text: String) -> String { wrap("31", text) }
    func yellow(_ text: String) -> String { wrap("33", text) }
  }

  /// The closing summary for stderr.
  public static func summary(_ summary: ScanSummary) -> String {
    let total = summary.critical + summary.serious + summary.warning
    var line =
      "\(total) finding\(total == 1 ? "" : "s") (\(summary.critical) critical, \(summary.serious) serious, "
      + "\(summary.warning) warning) in \(summary.filesScanned) file\(summary.filesScanned == 1 ? "" : "s")"
    if summary.filesWithSyntaxErrors > 0 {
      line += ", \(summary.filesWithSyntaxErrors) with syntax errors"
    }
    if summary.filesSkipped > 0 { line += ", \(summary.filesSkipped) skipped" }
    if summary.baselined > 0 { line += ", \(summary.baselined) in the baseline" }
    if summary.lockedSuppressed > 0 {
      line += ", \(summary.lockedSuppressed) of rules that cannot be turned off suppressed with a reason"
    }
    if summary.testFilesNotReported > 0 {
      let count = summary.testFilesNotReported
      line += ", \(count) test, story and mock file\(count == 1 ? "" : "s") not reported (\(TestFiles.hint))"
    }
    if summary.staleBaselineEntries > 0 {
      line += ", \(summary.staleBaselineEntries) baseline entries fixed (write the baseline again to drop them)"
    }
    if summary.errors > 0 {
      line += "; \(summary.errors) path\(summary.errors == 1 ? "" : "s") could not be scanned"
    }
    line += String(format: " [%.2f s]", summary.seconds)
    return line
  }

  /// Findings per rule, most first (then by code): `--stats`.
  public static func stats(_ findings: [Finding]) -> String {
    var counts: [String: (severity: Severity, count: Int)] = [:]
    for finding in findings {
      counts[finding.rule] = (finding.severity, (counts[finding.rule]?.count ?? 0) + 1)
    }
    let rows = counts.sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }
    let width = rows.map(\.key.count).max() ?? 0
    return rows.map { code, entry in
      "\(code.padding(toLength: width, withPad: " ", startingAt: 0))  \(entry.severity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0))  \(entry.count)"
    }.joined(separator: "\n")
  }

  /// One line per cause that several findings share (a note naming it), most findings first: one fix for all.
  public static func causes(_ findings: [Finding]) -> [String] {
    var counts: [String: Int] = [:]
    for finding in findings {
      for cause in Set(finding.notes.compactMap(\.cause)) { counts[cause, default: 0] += 1 }
    }
    return counts.filter { $0.value > 1 }.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map {
      "\($0.value) findings have one cause; to fix them all, \($0.key)"
    }
  }

  static func oneLine(_ text: String) -> String {
    text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
      .replacingOccurrences(of: "\r", with: " ")
  }
}
