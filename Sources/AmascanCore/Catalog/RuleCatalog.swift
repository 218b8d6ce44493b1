import Foundation

/// How serious a finding is, in AMA 2.x's terms.
public enum Severity: String, Codable, Sendable, CaseIterable, Comparable {
  case warning
  case serious
  case critical

  private var rank: Int {
    switch self {
    case .warning: 0
    case .serious: 1
    case .critical: 2
    }
  }

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

  /// How editors and CI see it: critical and serious are errors, warning is a warning.
  public var level: Level { self == .warning ? .warning : .error }

  public enum Level: String, Sendable, Codable {
    case error
    case warning
  }
}

/// AMA's rule actions: MUST and MUST_NOT are errors, SHOULD and SHOULD_NOT warnings.
public enum RuleAction: String, Codable, Sendable {
  case must = "MUST"
  case mustNot = "MUST_NOT"
  case should = "SHOULD"
  case shouldNot = "SHOULD_NOT"
}

/// One entry of `rules.json`.
public struct RuleDescriptor: Codable, Sendable, Hashable {
  public var code: String
  /// AMA 2.x names for the same rule.
  public var aliases: [String]
  public var name: String
  /// "ama" for AMA's own rules, "amascan" for rules amascan adds from the guidelines.
  public var origin: String
  public var amaVersions: [String]
  public var action: RuleAction
  /// False where AMA's code refuses to turn the rule off.
  public var overridable: Bool
  public var severity: Severity
  public var wcag: [String]
  public var message: String
  public var help: String
  public var url: String
  /// Whether amascan checks the rule from source.
  public var `static`: Bool
  /// For amascan's own rules: the guideline section (in the seeds the project was created from) it comes from.
  public var seed: String?
}

/// The catalogue decoded from `rules.json` (embedded at build time, see `RulesJSON.generated.swift`).
public struct RuleCatalog: Sendable {
  public let version: Int
  public let rules: [RuleDescriptor]
  private let byCode: [String: RuleDescriptor]

  private struct Document: Codable {
    var version: Int
    var rules: [RuleDescriptor]
  }

  public init(json: Data) throws {
    let document = try JSONDecoder().decode(Document.self, from: json)
    version = document.version
    rules = document.rules
    var byCode: [String: RuleDescriptor] = [:]
    for rule in rules {
      byCode[rule.code] = rule
      for alias in rule.aliases { byCode[alias] = rule }
    }
    self.byCode = byCode
  }

  /// The catalogue amascan was built with.
  public static let shared: RuleCatalog = {
    do {
      return try RuleCatalog(json: Data(embeddedRulesJSON.utf8))
    } catch {
      // rules.json is checked by the tests and embedded by scripts/generate; a broken copy cannot ship.
      preconditionFailure("the embedded rules.json does not decode: \(error)")
    }
  }()

  /// The rule with this code or AMA 2.x alias.
  /// The rule a code (or AMA 2.x name) names, in any letter case: `no_form_label` is `NO_FORM_LABEL`.
  public func rule(_ code: String) -> RuleDescriptor? { byCode[code] ?? byCode[code.uppercased()] }
}
