import Foundation

/// Finds and reads configuration files, once per directory.
public struct ConfigurationLoader {
  public static let amascanFile = "amascan.json"
  /// AMA 2.x's file first, then AMA 1.x's.
  public static let amaFiles = ["ama.config.json", "ama.rules.json"]

  private let catalog: RuleCatalog
  private let known: KnownEntries
  private var byDirectory: [String: Configuration] = [:]
  private var nearestAmascan: [String: String?] = [:]
  private var nearestAma: [String: String?] = [:]
  private var parsedFiles: [String: ParsedFile] = [:]
  public private(set) var issues: [ConfigurationIssue] = []

  private enum ParsedFile {
    case amascan(Configuration)
    case ama([String: RuleSetting], exceptions: [String])
    case invalid

    var isInvalid: Bool {
      if case .invalid = self { return true }
      return false
    }
  }

  /// `known`: what discovery's listings showed, so that the climb to each folder's configuration asks no folder
  /// the system twice.
  public init(catalog: RuleCatalog, known: KnownEntries = KnownEntries()) {
    self.catalog = catalog
    self.known = known
  }

  public var hasErrors: Bool { issues.contains { $0.kind == .error } }

  /// Every configuration file read so far, valid or not.
  public var filesRead: [String] { Array(parsedFiles.keys) }

  /// The configuration for files in a directory (absolute, standardized).
  public mutating func configuration(forDirectory directory: String) -> Configuration {
    if let cached = byDirectory[directory] { return cached }
    var configuration = Configuration()
    if let path = nearestAmascanFile(directory), case .amascan(let own) = parse(path, ama: false) {
      configuration = own
    }
    if let path = nearestAmaFile(directory), case .ama(let rules, let exceptions) = parse(path, ama: true) {
      // amascan.json's own rule settings win over AMA's.
      configuration.rules = rules.merging(configuration.rules) { _, own in own }
      configuration.accessibilityLabelExceptions = exceptions
      configuration.sources.insert(path, at: 0)
    }
    byDirectory[directory] = configuration
    return configuration
  }

  /// What a directory's configuration is made of, for `--print-config`: its nearest valid `amascan.json` (as read,
  /// before AMA's settings are merged in) and its nearest valid AMA file with the rules that file sets.
  public mutating func layers(
    forDirectory directory: String
  ) -> (amascan: Configuration?, ama: (path: String, rules: [String: RuleSetting])?) {
    var own: Configuration?
    if let path = nearestAmascanFile(directory), case .amascan(let configuration) = parse(path, ama: false) {
      own = configuration
    }
    var ama: (path: String, rules: [String: RuleSetting])?
    if let path = nearestAmaFile(directory), case .ama(let rules, _) = parse(path, ama: true) { ama = (path, rules) }
    return (own, ama)
  }

  /// The nearest valid `amascan.json` at or above a directory.
  private mutating func nearestAmascanFile(_ directory: String) -> String? {
    nearestValid(directory, names: [Self.amascanFile], ama: false, memo: \.nearestAmascan)
  }

  /// The nearest valid AMA file at or above a directory.
  private mutating func nearestAmaFile(_ directory: String) -> String? {
    nearestValid(directory, names: Self.amaFiles, ama: true, memo: \.nearestAma)
  }

  /// The nearest folder at or above a directory whose first present file of `names` is valid, and that file.
  /// Each folder is looked at once, and no file above the one found is read (a broken one there is no concern
  /// of this folder).
  private mutating func nearestValid(
    _ directory: String, names: [String], ama: Bool, memo: WritableKeyPath<ConfigurationLoader, [String: String?]>
  ) -> String? {
    if let known = self[keyPath: memo][directory] { return known }
    var found: String?
    let present = names.map { Self.join(directory, $0) }.first(where: known.exists)
    if let present, !parse(present, ama: ama).isInvalid {
      found = present
    } else if directory != "/", !directory.isEmpty {
      found = nearestValid(FileDiscovery.directory(of: directory), names: names, ama: ama, memo: memo)
    }
    self[keyPath: memo][directory] = .some(found)
    return found
  }

  private static func join(_ directory: String, _ name: String) -> String {
    directory == "/" ? "/" + name : directory + "/" + name
  }

  private mutating func parse(_ path: String, ama: Bool) -> ParsedFile {
    if let parsed = parsedFiles[path] { return parsed }
    let parsed: ParsedFile
    do {
      // Comments and trailing commas are allowed, as in tsconfig (blanked in place, so positions hold).
      let root = try PositionedJSONParser.parse(SourceText(bytes: LenientJSON.clean(try FileReader.read(path))))
      parsed = ama ? try readAMA(root, path: path) : try readAmascan(root, path: path)
    } catch let issue as ConfigurationIssue {
      issues.append(issue)
      parsed = .invalid
    } catch let syntax as JSONSyntaxError {
      issues.append(
        ConfigurationIssue(
          kind: .error, path: path, position: syntax.position, message: "invalid JSON: \(syntax.message)"))
      parsed = .invalid
    } catch {
      issues.append(ConfigurationIssue(kind: .error, path: path, position: nil, message: "\(error)"))
      parsed = .invalid
    }
    parsedFiles[path] = parsed
    return parsed
  }

  // MARK: amascan.json

  public static let amascanKeys = [
    "$schema", "version", "include", "exclude", "failOn", "baseline", "components", "rules", "reportTests",
  ]
  static let failOnValues = ["critical", "serious", "warning", "none"]

  private mutating func readAmascan(_ root: JSONNode, path: String) throws -> ParsedFile {
    let members = try object(root, path: path, what: "the top level")
    var configuration = Configuration()
    configuration.directory = FileDiscovery.directory(of: path)
    configuration.sources = [path]
    var sawVersion = false
    for member in members {
      switch member.key {
      case "$schema":
        // For editors (completion and validation with amascan.schema.json); nothing for the scan.
        guard case .string = member.value.value else {
          throw issue(path, member.value, "`$schema` must be a path or URL (a string)")
        }
      case "version":
        guard case .number(1) = member.value.value else {
          throw issue(path, member.value, "`version` must be 1")
        }
        sawVersion = true
      case "include":
        configuration.include = try strings(member.value, path: path, key: "include")
      case "exclude":
        configuration.exclude = try strings(member.value, path: path, key: "exclude")
      case "failOn":
        guard case .string(let value) = member.value.value, Self.failOnValues.contains(value) else {
          throw issue(path, member.value, "`failOn` must be one of \(Self.failOnValues.joined(separator: ", "))")
        }
        configuration.failOn = value
      case "baseline":
        guard case .string(let value) = member.value.value, !value.isEmpty else {
          throw issue(path, member.value, "`baseline` must be a path (a string)")
        }
        configuration.baseline = FileDiscovery.standardized(value, relativeTo: configuration.directory ?? "/")
      case "reportTests":
        guard case .bool(let value) = member.value.value else {
          throw issue(path, member.value, "`reportTests` must be true or false")
        }
        configuration.reportTests = value
      case "components":
        for component in try object(member.value, path: path, what: "`components`") {
          configuration.components[component.key] = try mapping(component, path: path)
        }
      case "rules":
        for rule in try object(member.value, path: path, what: "`rules`") {
          let setting = try amascanSetting(rule, path: path)
          if let code = try ruleCode(rule, path: path, allowConstants: false) {
            configuration.rules[code] = setting
          }
        }
      default:
        throw ConfigurationIssue(
          kind: .error, path: path, position: member.keyPosition,
          message: "unknown key `\(member.key)`; expected one of \(Self.amascanKeys.joined(separator: ", "))")
      }
    }
    if !sawVersion {
      throw ConfigurationIssue(kind: .error, path: path, position: root.position, message: "missing `\"version\": 1`")
    }
    return .amascan(configuration)
  }

  private func mapping(_ member: JSONNode.Member, path: String) throws -> ComponentMapping {
    var renders: String?
    var labelProps: [String] = []
    for field in try object(member.value, path: path, what: "component `\(member.key)`") {
      switch field.key {
      case "as":
        guard case .string(let value) = field.value.value, value == "TextInput" else {
          throw issue(path, field.value, "`as` must be \"TextInput\" (react-native's text input)")
        }
        renders = value
      case "labelProps":
        labelProps = try strings(field.value, path: path, key: "labelProps")
      default:
        throw ConfigurationIssue(
          kind: .error, path: path, position: field.keyPosition,
          message: "unknown key `\(field.key)` in component `\(member.key)`; expected as, labelProps")
      }
    }
    guard let renders else {
      throw issue(path, member.value, "component `\(member.key)` needs `\"as\": \"TextInput\"`")
    }
    return ComponentMapping(renders: renders, labelProps: labelProps)
  }

  /// `"off"`, or a severity: `"critical"`, `"serious"`, `"warning"`.
  /// ESLint's and AMA's words are taken too: `"error"` keeps the rule's own severity (serious for a warning
  /// rule), `"warn"` makes it a warning.
  private func amascanSetting(_ member: JSONNode.Member, path: String) throws -> RuleSetting {
    let expected =
      "rule `\(member.key)` must be \"off\", \"warning\", \"serious\" or \"critical\" (or \"error\", \"warn\")"
    guard case .string(let value) = member.value.value else { throw issue(path, member.value, expected) }
    switch value.lowercased() {
    case "off": return .off
    case "warn": return .on(.warning)
    case "error":
      let severity = catalog.rule(member.key)?.severity ?? .serious
      return .on(severity == .warning ? .serious : severity)
    default:
      if let severity = Severity(rawValue: value.lowercased()) { return .on(severity) }
      throw issue(path, member.value, expected)
    }
  }

  // MARK: AMA's files

  static let amaKeys = [
    "rules", "accessibilityLabelExceptions", "highlight", "log", "uppercaseMinLength", "longNumberMinLength", "checks",
  ]
  static let amaConstants = ["CONTRAST_CHECKER_MAX_DEPTH", "IGNORE_CONTRAST_FOR_DISABLED_ELEMENTS"]

  private mutating func readAMA(_ root: JSONNode, path: String) throws -> ParsedFile {
    let members = try object(root, path: path, what: "the top level")
    var rules: [String: RuleSetting] = [:]
    var exceptions: [String] = []
    for member in members {
      switch member.key {
      case "rules":
        if case .null = member.value.value { continue }
        for rule in try object(member.value, path: path, what: "`rules`") {
          guard let code = try ruleCode(rule, path: path, allowConstants: true) else { continue }
          rules[code] = try amaSetting(rule, code: code, path: path)
        }
      case "accessibilityLabelExceptions":
        exceptions = try strings(member.value, path: path, key: "accessibilityLabelExceptions")
      case "highlight", "log", "uppercaseMinLength", "longNumberMinLength", "checks":
        continue  // AMA's run-time display settings: nothing to check statically
      default:
        // AMA itself ignores keys it does not know: a warning, not a stop.
        issues.append(
          ConfigurationIssue(
            kind: .warning, path: path, position: member.keyPosition,
            message:
              "unknown key `\(member.key)`, ignored (as AMA does); AMA's configuration has "
              + Self.amaKeys.joined(separator: ", ")))
      }
    }
    return .ama(rules, exceptions: exceptions)
  }

  /// AMA's actions: MUST and MUST_NOT are errors, SHOULD and SHOULD_NOT warnings, PLEASE_FORGIVE_ME off;
  /// "error", "warn" and "off" are tolerated as AMA's docs write them.
  private func amaSetting(_ member: JSONNode.Member, code: String, path: String) throws -> RuleSetting {
    let expected = "MUST, MUST_NOT, SHOULD, SHOULD_NOT or PLEASE_FORGIVE_ME"
    guard case .string(let value) = member.value.value else {
      throw issue(path, member.value, "rule `\(member.key)` must be \(expected)")
    }
    let defaultSeverity = catalog.rule(code)?.severity ?? .serious
    switch value {
    case "MUST", "MUST_NOT", "error": return .on(defaultSeverity == .warning ? .serious : defaultSeverity)
    case "SHOULD", "SHOULD_NOT", "warn": return .on(.warning)
    case "PLEASE_FORGIVE_ME", "off": return .off
    default: throw issue(path, member.value, "rule `\(member.key)` must be \(expected)")
    }
  }

  // MARK: Shared

  /// The primary code of a configured rule; nil for AMA's constants and for rules that cannot be turned off
  /// (those are ignored with a warning, as AMA does).
  private mutating func ruleCode(_ member: JSONNode.Member, path: String, allowConstants: Bool) throws -> String? {
    if allowConstants && Self.amaConstants.contains(member.key) { return nil }
    guard let rule = catalog.rule(member.key) else {
      throw ConfigurationIssue(
        kind: .error, path: path, position: member.keyPosition,
        message: "unknown rule `\(member.key)`; `amascan rules` lists the codes")
    }
    if !rule.overridable {
      issues.append(
        ConfigurationIssue(
          kind: .warning, path: path, position: member.keyPosition,
          message: "`\(member.key)` cannot be turned off or changed (AMA never lets it be); the setting is ignored"))
      return nil
    }
    return rule.code
  }

  private func object(_ node: JSONNode, path: String, what: String) throws -> [JSONNode.Member] {
    guard case .object(let members) = node.value else {
      throw issue(path, node, "\(what) must be an object, found \(node.typeName)")
    }
    return members
  }

  private func strings(_ node: JSONNode, path: String, key: String) throws -> [String] {
    guard case .array(let items) = node.value else {
      throw issue(path, node, "`\(key)` must be an array of strings, found \(node.typeName)")
    }
    return try items.map { item in
      guard case .string(let value) = item.value else {
        throw issue(path, item, "`\(key)` must be an array of strings, found \(item.typeName) in it")
      }
      return value
    }
  }

  private func issue(_ path: String, _ node: JSONNode, _ message: String) -> ConfigurationIssue {
    ConfigurationIssue(kind: .error, path: path, position: node.position, message: message)
  }
}
