import AmascanCore
import Foundation

/// SARIF 2.1.0 as GitHub code scanning reads it: every rule of the catalogue under `tool.driver.rules`, results
/// with a level, a relative artifact URI under `%SRCROOT%` (the working directory), a region in UTF-16 columns,
/// and `partialFingerprints.primaryLocationLineHash` keyed on the rule and the line's text, so alerts follow code
/// that moves.
public enum SARIFReporter {
  public static let informationURI = "https://commerce.nearform.com/open-source/react-native-ama/"

  public static func render(
    _ findings: [Finding], catalog: RuleCatalog, toolVersion: String, workingDirectory: String
  ) -> String {
    let rules = catalog.rules
    let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($0.element.code, $0.offset) })
    var occurrences: [String: Int] = [:]
    let results: [[String: Any]] = findings.map { finding in
      let region: [String: Any] = [
        "startLine": finding.range.start.line, "startColumn": finding.range.start.column,
        "endLine": finding.range.end.line, "endColumn": finding.range.end.column,
      ]
      var artifact: [String: Any]
      if finding.path.hasPrefix("/") {
        artifact = ["uri": "file://" + Escaping.uriPath(finding.path)]
      } else {
        artifact = ["uri": Escaping.uriPath(finding.path), "uriBaseId": "%SRCROOT%"]
      }
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
      if !finding.notes.isEmpty {
        result["relatedLocations"] = finding.notes.enumerated().map { index, note -> [String: Any] in
          var location: [String: Any] = ["id": index + 1, "message": ["text": note.message]]
          if let position = note.position {
            location["physicalLocation"] = [
              "artifactLocation": artifact,
              "region": ["startLine": position.line, "startColumn": position.column],
            ]
          }
          return location
        }
      }
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
    let document: [String: Any] = [
      "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
      "version": "2.1.0",
      "runs": [
        [
          "tool": ["driver": driver],
          "columnKind": "utf16CodeUnits",
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
