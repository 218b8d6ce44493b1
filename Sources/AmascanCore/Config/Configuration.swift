import Foundation

/// What a rule does in a part of the tree: off, or on at a severity.
public enum RuleSetting: Sendable, Hashable {
  case off
  case on(Severity)
}

/// A component the user declares to be an input amascan knows (`amascan.json` `components`).
public struct ComponentMapping: Sendable, Hashable {
  /// What it renders: "TextInput" (react-native's).
  public var renders: String
  /// Its props that become the input's accessible name, besides `accessibilityLabel` and `aria-label`.
  public var labelProps: [String]
}

/// The settings that apply to a file: its nearest `amascan.json` and its nearest AMA configuration
/// (`ama.config.json`, else `ama.rules.json`), found by walking up from the file.
public struct Configuration: Sendable {
  /// Globs a walked file must match (relative to `directory`); empty means every file.
  public var include: [String] = []
  public var exclude: [String] = []
  /// The directory `amascan.json` sits in: the base of its globs and paths.
  public var directory: String?
  public var failOn: String?
  /// Absolute path of the baseline file.
  public var baseline: String?
  public var components: [String: ComponentMapping] = [:]
  /// By primary rule code.
  public var rules: [String: RuleSetting] = [:]
  /// AMA's exact-match exceptions for the all-caps label check.
  public var accessibilityLabelExceptions: [String] = []
  /// The files this configuration was read from.
  public var sources: [String] = []
  /// Report findings in tests, stories and mocks (`TestFiles`); nil leaves it to the command line (default no).
  public var reportTests: Bool?

  public init() {}

  /// Whether a walked file (absolute path) is in scope.
  public func includes(_ path: String) -> Bool {
    guard let directory else { return true }
    let prefix = directory == "/" ? "/" : directory + "/"
    guard path.hasPrefix(prefix) else { return true }
    let relative = String(path.dropFirst(prefix.count))
    if !include.isEmpty && !include.contains(where: { Glob($0).matches(relative) }) { return false }
    let excludes = IgnoreRules(base: "", lines: exclude)
    var ancestor = ""
    for part in relative.split(separator: "/").dropLast() {
      ancestor = ancestor.isEmpty ? String(part) : ancestor + "/" + part
      if excludes.verdict(relativePath: ancestor, isDirectory: true) == true { return false }
    }
    return excludes.verdict(relativePath: relative, isDirectory: false) != true
  }
}

/// A configuration problem, naming the file, the position and what was expected.
public struct ConfigurationIssue: Sendable, Hashable, Error {
  public enum Kind: String, Sendable { case error, warning }
  public var kind: Kind
  public var path: String
  public var position: SourcePosition?
  public var message: String
}
