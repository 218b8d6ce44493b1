import AmascanCore
import Foundation

/// What a report needs besides the findings.
public struct ReportContext: Sendable {
  public var catalog: RuleCatalog
  public var summary: ScanSummary

  public init(catalog: RuleCatalog, summary: ScanSummary) {
    self.catalog = catalog
    self.summary = summary
  }
}

/// Renderers are pure functions from findings to text.
public enum TextReporter {
  /// `path:line:col: error|warning: message [CODE severity]`, one line a finding, notes as `note:` lines;
  /// the shape editors' gcc-style problem matchers read.
  public static func render(_ findings: [Finding]) -> String {
    var out = ""
    for finding in findings {
      let start = finding.range.start
      out +=
        "\(finding.path):\(start.line):\(start.column): \(finding.level.rawValue): "
        + "\(oneLine(finding.message)) [\(finding.rule) \(finding.severity.rawValue)]\n"
      for note in finding.notes {
        let at = note.position ?? start
        out += "\(finding.path):\(at.line):\(at.column): note: \(oneLine(note.message))\n"
      }
    }
    return out
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
    if summary.errors > 0 {
      line += "; \(summary.errors) path\(summary.errors == 1 ? "" : "s") could not be scanned"
    }
    line += String(format: " [%.2f s]", summary.seconds)
    return line
  }

  static func oneLine(_ text: String) -> String {
    text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
      .replacingOccurrences(of: "\r", with: " ")
  }
}

/// `{"version": 1, "findings": [...], "summary": {...}}`; lines and columns 1-based, columns in UTF-16 units.
public enum JSONReporter {
  struct Document: Encodable {
    var version = 1
    var findings: [Item]
    var summary: Summary
  }

  struct Item: Encodable {
    var rule: String
    var severity: String
    var level: String
    var file: String
    var line: Int
    var column: Int
    var endLine: Int
    var endColumn: Int
    var message: String
    var notes: [Note]
    var wcag: [String]
    var helpUrl: String
  }

  struct Note: Encodable {
    var message: String
    var line: Int?
    var column: Int?
  }

  struct Summary: Encodable {
    var files: Int
    var filesWithSyntaxErrors: Int
    var findings: Int
    var critical: Int
    var serious: Int
    var warning: Int
    var errors: Int
    var seconds: Double
  }

  public static func render(_ findings: [Finding], context: ReportContext) -> String {
    let items = findings.map { finding in
      let rule = context.catalog.rule(finding.rule)
      return Item(
        rule: finding.rule, severity: finding.severity.rawValue, level: finding.level.rawValue,
        file: finding.path, line: finding.range.start.line, column: finding.range.start.column,
        endLine: finding.range.end.line, endColumn: finding.range.end.column, message: finding.message,
        notes: finding.notes.map { Note(message: $0.message, line: $0.position?.line, column: $0.position?.column) },
        wcag: rule?.wcag ?? [], helpUrl: rule?.url ?? "")
    }
    let s = context.summary
    let document = Document(
      findings: items,
      summary: Summary(
        files: s.filesScanned, filesWithSyntaxErrors: s.filesWithSyntaxErrors,
        findings: s.critical + s.serious + s.warning, critical: s.critical, serious: s.serious,
        warning: s.warning, errors: s.errors, seconds: (s.seconds * 1000).rounded() / 1000))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding these plain structs cannot fail.
    let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

/// The catalogue as a table (`amascan rules`) or Markdown (the README's rule table).
public enum RulesReporter {
  public static func text(_ catalog: RuleCatalog) -> String {
    let header = ["CODE", "AMA 2.X NAME", "SEVERITY", "ACTION", "CAN TURN OFF", "WCAG", "CHECKED"]
    let rows = catalog.rules.map { rule in
      [
        rule.code, rule.aliases.joined(separator: ", "),
        rule.severity.rawValue, rule.action.rawValue, rule.overridable ? "yes" : "no",
        rule.wcag.joined(separator: ", "), rule.static ? "yes" : "not yet",
      ]
    }
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    return all.map { row in
      row.enumerated().map { column, cell in
        column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
      }.joined(separator: "  ")
    }.joined(separator: "\n") + "\n"
  }
}
