/// One defect found in one file.
public struct Finding: Sendable, Hashable, Codable {
  public var rule: String
  public var severity: Severity
  /// The path as the user named it, relative to the working directory when it lies below it.
  public var path: String
  public var range: SourceRange
  public var message: String
  public var notes: [Note]
  /// The text of the finding's first line, white space folded: what baselines and fingerprints key on, so
  /// that they survive lines moving.
  public var lineText: String
  /// Set on a finding a comment or the baseline suppressed: kept apart from the reported ones, for SARIF and
  /// JSON, which list suppressed results so that code scanning closes an alert as suppressed instead of fixed.
  public var suppression: Suppression?
  /// Where the component holding this defect is used, when every use meets it and one fix in the component cures
  /// them all (a wrapper that gives its input no name whatever its callers pass): its call sites across the
  /// project and, through wrappers of it, theirs, in path and position order.
  public var callSites: [Site] = []

  /// A place in another file of the project: a call site.
  public struct Site: Sendable, Hashable, Codable {
    public var path: String
    public var position: SourcePosition

    public init(path: String, position: SourcePosition) {
      self.path = path
      self.position = position
    }
  }

  public struct Suppression: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Codable {
      /// A comment in the source (`amascan-disable-next-line` and the others).
      case inSource
      /// The baseline file.
      case external
    }

    public var kind: Kind
    /// The reason written after `--`, or what suppressed it; "" when the comment gives none.
    public var justification: String

    public init(kind: Kind, justification: String) {
      self.kind = kind
      self.justification = justification
    }
  }

  public struct Note: Sendable, Hashable, Codable {
    public var message: String
    public var position: SourcePosition?

    public init(message: String, position: SourcePosition? = nil) {
      self.message = message
      self.position = position
    }

    /// How a note that names the one cause of many findings begins (a wrapper that keeps its label from its
    /// input): reports group findings by it.
    public static let causePrefix = "the cause, fixed once for every call site: "

    /// The cause this note names, when it names one.
    public var cause: String? {
      message.hasPrefix(Self.causePrefix) ? String(message.dropFirst(Self.causePrefix.count)) : nil
    }
  }

  public init(
    rule: String, severity: Severity, path: String, range: SourceRange, message: String, notes: [Note] = [],
    lineText: String = "", callSites: [Site] = []
  ) {
    self.rule = rule
    self.severity = severity
    self.path = path
    self.range = range
    self.message = message
    self.notes = notes
    self.lineText = lineText
    self.callSites = callSites
  }

  private enum CodingKeys: String, CodingKey {
    case rule, severity, path, range, message, notes, lineText, suppression, callSites
  }

  /// Outcomes stored by builds that knew no call sites read with none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    rule = try container.decode(String.self, forKey: .rule)
    severity = try container.decode(Severity.self, forKey: .severity)
    path = try container.decode(String.self, forKey: .path)
    range = try container.decode(SourceRange.self, forKey: .range)
    message = try container.decode(String.self, forKey: .message)
    notes = try container.decode([Note].self, forKey: .notes)
    lineText = try container.decode(String.self, forKey: .lineText)
    suppression = try container.decodeIfPresent(Suppression.self, forKey: .suppression)
    callSites = try container.decodeIfPresent([Site].self, forKey: .callSites) ?? []
  }

  public var level: Severity.Level { severity.level }

  /// The level as a build sees it: an error when its severity fails the build (`--fail-on`), else a warning.
  /// nil (`--fail-on none`) fails nothing.
  public func level(failingAt threshold: Severity?) -> Severity.Level {
    threshold.map { severity >= $0 } == true ? .error : .warning
  }

  /// Output order: path, position, rule, message.
  public static func ordered(_ lhs: Finding, _ rhs: Finding) -> Bool {
    if lhs.path != rhs.path { return lhs.path < rhs.path }
    if lhs.range.start != rhs.range.start { return lhs.range.start < rhs.range.start }
    if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
    if lhs.message != rhs.message { return lhs.message < rhs.message }
    // The same finding twice (one line, two identical elements), one of them suppressed: reported one first.
    return lhs.suppression == nil && rhs.suppression != nil
  }
}
