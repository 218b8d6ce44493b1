/// `.gitignore` semantics for one file's rules, or for `--exclude` patterns: the last matching rule wins,
/// `!` re-includes, a trailing `/` matches directories only, a pattern with a `/` before its end is anchored
/// to its base directory, and one without matches a name at any depth.
public struct IgnoreRules: Sendable {
  struct Rule: Sendable {
    var glob: Glob
    var negated: Bool
    var directoryOnly: Bool
    var anchored: Bool
  }

  /// The directory the rules are relative to, as a path relative to the walk's start ("" for the start).
  public let base: String
  private let basePrefix: String
  private var rules: [Rule] = []

  public init(base: String, lines: [String]) {
    self.base = base
    basePrefix = base + "/"
    for raw in lines {
      var line = Substring(raw)
      if line.hasSuffix("\r") { line = line.dropLast() }
      while line.hasSuffix(" ") && !line.hasSuffix("\\ ") { line = line.dropLast() }
      if line.isEmpty || line.hasPrefix("#") { continue }
      var negated = false
      if line.hasPrefix("!") {
        negated = true
        line = line.dropFirst()
      } else if line.hasPrefix("\\!") || line.hasPrefix("\\#") {
        line = line.dropFirst()
      }
      var directoryOnly = false
      if line.hasSuffix("/") {
        directoryOnly = true
        line = line.dropLast()
      }
      let anchored = line.contains("/")
      if line.hasPrefix("/") { line = line.dropFirst() }
      if line.isEmpty { continue }
      rules.append(
        Rule(glob: Glob(String(line)), negated: negated, directoryOnly: directoryOnly, anchored: anchored))
    }
  }

  public init(base: String, text: String) {
    self.init(base: base, lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
  }

  public var isEmpty: Bool { rules.isEmpty }

  /// nil when no rule speaks of the path; true when ignored, false when re-included.
  /// `relativePath` is relative to the same start as `base`.
  public func verdict(relativePath: String, isDirectory: Bool) -> Bool? {
    verdict(relativePath: relativePath[...], isDirectory: isDirectory)
  }

  /// The same, on a slice: the walk asks for every entry, and copies would cost more than the matching.
  public func verdict(relativePath: Substring, isDirectory: Bool) -> Bool? {
    if rules.isEmpty { return nil }
    var local = relativePath
    if !base.isEmpty {
      guard local.utf8.starts(with: basePrefix.utf8) else { return nil }
      local = Substring(local.utf8.dropFirst(basePrefix.utf8.count))
    }
    let utf8 = local.utf8
    let name = utf8.lastIndex(of: UInt8(ascii: "/")).map { Substring(utf8[utf8.index(after: $0)...]) } ?? local
    var verdict: Bool?
    for rule in rules where !(rule.directoryOnly && !isDirectory) {
      let hit = rule.anchored ? rule.glob.matches(local) : rule.glob.matches(name)
      if hit { verdict = !rule.negated }
    }
    return verdict
  }
}
