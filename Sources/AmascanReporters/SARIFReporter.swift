import AmascanCore
import Foundation

/// SARIF 2.1.0 as GitHub code scanning reads it: every rule of the catalogue under `tool.driver.rules`, results
/// with a level, a relative artifact URI under `%SRCROOT%` (the working directory), a region in UTF-16 columns,
/// and `partialFingerprints.primaryLocationLineHash` keyed on the rule and the line's text, so alerts follow code
/// that moves. Findings a comment or the baseline suppressed are results too, with `suppressions` (kind
/// `inSource` or `external`, and the justification), so code scanning closes their alerts as suppressed rather
/// than fixed; warnings and errors of the scan itself (configuration, syntax, suppressions) are
/// `invocations[0].toolExecutionNotifications`.
public enum SARIFReporter {
  public static let informationURI = "https://commerce.nearform.com/open-source/react-native-ama/"

  public static func render(
    _ findings: [Finding], suppressed: [Finding] = [], notifications: [ScanProblem] = [], catalog: RuleCatalog,
    toolVersion: String, workingDirectory: String
  ) -> String {
    let rules = catalog.rules
    let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($0.element.code, $0.offset) })
    var occurrences: [String: Int] = [:]
    // In one order, suppressed or not, so that a finding keeps its fingerprint when it is suppressed.
    let all = (findings + suppressed).sorted(by: Finding.ordered)
    let results: [[String: Any]] = all.map { finding in
      let region: [String: Any] = [
        "startLine": finding.range.start.line, "startColumn": finding.range.start.column,
        "endLine": finding.range.end.line, "endColumn": finding.range.end.column,
      ]
      let artifact = artifactLocation(finding.path)
      let hashKey = "\(finding.path)\u{0}\(finding.rule)\u{0}\(finding.lineText)"
      occurrences[hashKey, default: 0] += 1
      var result: [String: Any] = [
        "ruleId": finding.rule,
        "level": finding.level.rawValue,
        "message": ["text": finding.message],
        "locations": [["physicalLocation": ["artifactLocation": artifact, "region": region]]],
        "partialFingerprints": [
          "primaryLocationLineHash": fingerprint(finding.rule + "\u{0}" + finding.lineText)
            + ":\(occurrences[hashKey]!)"
        ],
        "properties": ["severity": finding.severity.rawValue],
      ]
      if let index = ruleIndex[finding.rule] { result["ruleIndex"] = index }
      if let suppression = finding.suppression {
        var entry: [String: Any] = ["kind": suppression.kind.rawValue, "status": "accepted"]
        if !suppression.justification.isEmpty { entry["justification"] = suppression.justification }
        result["suppressions"] = [entry]
      }
      var related: [[String: Any]] = finding.notes.enumerated().map { index, note -> [String: Any] in
        var location: [String: Any] = ["id": index + 1, "message": ["text": note.message]]
        if let position = note.position {
          location["physicalLocation"] = [
            "artifactLocation": artifact,
            "region": ["startLine": position.line, "startColumn": position.column],
          ]
        }
        return location
      }
      for site in finding.callSites {
        related.append([
          "id": related.count + 1, "message": ["text": "call site"],
          "physicalLocation": [
            "artifactLocation": artifactLocation(site.path),
            "region": ["startLine": site.position.line, "startColumn": site.position.column],
          ],
        ])
      }
      if !related.isEmpty { result["relatedLocations"] = related }
      return result
    }
    let driver: [String: Any] = [
      "name": "amascan",
      "version": toolVersion,
      "semanticVersion": toolVersion,
      "informationUri": informationURI,
      "rules": rules.map(ruleDescriptor),
    ]
    let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
    let invocation: [String: Any] = [
      "executionSuccessful": !notifications.contains { $0.kind == .error },
      "toolExecutionNotifications": notifications.map { problem -> [String: Any] in
        var location: [String: Any] = ["artifactLocation": artifactLocation(problem.path)]
        if let position = problem.position {
          location["region"] = ["startLine": position.line, "startColumn": position.column]
        }
        return [
          "level": problem.kind == .error ? "error" : "warning", "message": ["text": problem.message],
          "locations": [["physicalLocation": location]],
        ]
      },
    ]
    let document: [String: Any] = [
      "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
      "version": "2.1.0",
      "runs": [
        [
          "tool": ["driver": driver],
          "columnKind": "utf16CodeUnits",
          "invocations": [invocation],
          "originalUriBaseIds": ["%SRCROOT%": ["uri": "file://" + Escaping.uriPath(base)]],
          "results": results,
        ]
      ],
    ]
    let data =
      (try? JSONSerialization.data(
        withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// A path relative to `%SRCROOT%`, or an absolute `file://` URI for one outside it.
  private static func artifactLocation(_ path: String) -> [String: Any] {
    path.hasPrefix("/")
      ? ["uri": "file://" + Escaping.uriPath(path)] : ["uri": Escaping.uriPath(path), "uriBaseId": "%SRCROOT%"]
  }

  private static func ruleDescriptor(_ rule: RuleDescriptor) -> [String: Any] {
    let level = rule.severity.level.rawValue
    var tags = ["accessibility", rule.severity.rawValue] + rule.wcag.map { "wcag-" + $0 }
    if !rule.aliases.isEmpty { tags += rule.aliases }
    return [
      "id": rule.code,
      "name": rule.name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.capitalized }
        .joined(),
      "shortDescription": ["text": rule.name],
      "fullDescription": ["text": rule.message],
      "help": [
        "text": rule.help + " WCAG " + rule.wcag.joined(separator: ", ") + ". " + rule.url,
        "markdown": rule.help + "\n\nWCAG " + rule.wcag.joined(separator: ", ") + " · [AMA guideline](\(rule.url))",
      ],
      "helpUri": rule.url,
      "defaultConfiguration": ["level": level, "enabled": rule.static],
      "properties": [
        "tags": tags, "severity": rule.severity.rawValue, "problem.severity": level,
        "precision": "high", "amaAction": rule.action.rawValue, "overridable": rule.overridable,
      ],
    ]
  }

  /// A stable 64-bit FNV-1a hash, as 16 hex digits: the same line text and rule give the same value on
  /// every machine and run.
  static func fingerprint(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
