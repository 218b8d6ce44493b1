/// A file amascan could not read or fully understand, or a path it could not scan.
public struct ScanProblem: Sendable, Hashable, Codable {
  public enum Kind: String, Sendable, Codable {
    /// The user must act: a missing path, an unreadable file. Makes the exit status 2.
    case error
    /// Scanned as far as possible: syntax errors, an unreadable package.json.
    case warning
  }

  public var kind: Kind
  public var path: String
  public var message: String
  public var position: SourcePosition?

  public init(kind: Kind, path: String, message: String, position: SourcePosition? = nil) {
    self.kind = kind
    self.path = path
    self.message = message
    self.position = position
  }

  /// As printed on standard error: `path:line:column: kind: message` (the position when there is one).
  public var line: String {
    let at = position.map { ":\($0.line):\($0.column)" } ?? ""
    return "\(path)\(at): \(kind.rawValue): \(message)"
  }
}

public struct ScanSummary: Sendable, Hashable, Codable {
  public var filesScanned = 0
  public var filesWithSyntaxErrors = 0
  /// Files passed over on purpose, each with a warning: too large, binary.
  public var filesSkipped = 0
  public var errors = 0
  public var critical = 0
  public var serious = 0
  public var warning = 0
  /// Findings the baseline covered, and baseline entries that matched nothing (fixed since).
  public var baselined = 0
  public var staleBaselineEntries = 0
  /// Tests, stories and mocks among the files, neither reported nor counted in `filesScanned` (`TestFiles`).
  public var testFilesNotReported = 0
  /// Findings of rules AMA never lets be turned off, suppressed inline with a reason.
  public var lockedSuppressed = 0
  public var seconds = 0.0

  public init() {}

  public var findings: Int { critical + serious + warning }

  public mutating func count(_ finding: Finding) {
    switch finding.severity {
    case .critical: critical += 1
    case .serious: serious += 1
    case .warning: warning += 1
    }
  }
}
