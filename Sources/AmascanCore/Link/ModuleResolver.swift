import Foundation

/// Resolves import specifiers to scanned files: relative paths with extension and `index` resolution,
/// `tsconfig.json`/`jsconfig.json` `baseUrl` and `paths` (following `extends`), and packages of the same
/// repository imported by name (workspaces). A specifier that resolves to no scanned file is unknown: nil.
public struct ModuleResolver: Sendable {
  static let extensions = ["tsx", "ts", "jsx", "js", "mjs", "cjs"]
  static let configFiles = ["tsconfig.json", "jsconfig.json"]

  /// Absolute paths of the files being scanned.
  private let files: Set<String>
  /// The files by the path an import may name them with, without extension (`app/Input` for `app/Input.tsx`, and
  /// for `app/Input.ios.tsx` both `app/Input.ios` and `app/Input`), each with its rank in the order `candidate`
  /// tries them (platform first, then extension): one look-up where trying every name would take thirty.
  private let byStem: [String: [(rank: Int, path: String)]]
  /// Package name → the folder its package.json is in.
  private let packages: [String: String]
  /// The first path segment of every package name (`@scope` for scoped ones).
  private let packageHeads: Set<Substring>
  /// What discovery's listings showed: where tsconfig/jsconfig files are.
  private let known: KnownEntries
  private var pathConfigs: [String: PathConfig?] = [:]
  public private(set) var problems: [String: String] = [:]
  /// Every tsconfig/jsconfig (and file they extend) read so far.
  public private(set) var configurationFiles = Set<String>()
  /// The paths an `extends` was looked for at, and whether a file was there: a package installed later may
  /// answer one.
  public private(set) var probed: [String: Bool] = [:]
  /// Resolutions already made: relative specifiers by directory (a specifier means the same from every file of a
  /// directory), others by the tsconfig that governs them ("" for none), then by specifier. Two levels, so that a
  /// file's specifiers are looked up under one hash of its folder instead of one long key each.
  private var resolved: [String: [String: String?]] = [:]
  /// The table of the tsconfig the last non-relative specifier was resolved under (`origin` "" for none), kept out
  /// of `resolved` while files of the same tsconfig follow one another.
  private var open: (origin: String?, table: [String: String?]) = (nil, [:])
  /// The folder of the last file whose non-relative specifiers were resolved, and its configuration.
  private var last: (directory: String, config: PathConfig?)?

  struct PathConfig: Sendable {
    /// The tsconfig/jsconfig file this configuration was read from.
    var origin: String
    var baseURL: String?
    /// Pattern (at most one `*`) → substitutions, already absolute.
    var paths: [(pattern: String, targets: [String])] = []
    /// The heads (`ModuleResolver.head(of:)`) a specifier must have to match a pattern or name an entry of
    /// `baseURL`; nil when any may (a pattern that starts with `*`, an unreadable `baseURL`).
    var heads: Set<Substring>? = []
    /// `paths` is set here or in a file this one extends (an empty one too): it replaces an earlier base's.
    var definesPaths = false

    /// Fills `heads` from the patterns and listings of the folders a specifier's head must name an entry of:
    /// `baseURL`, and the targets of a pattern that starts with `*` (`"*": ["src/*"]`).
    mutating func findHeads() {
      var heads = Set<Substring>()
      var folders: [String] = baseURL.map { [$0] } ?? []
      for (pattern, targets) in paths {
        let head = ModuleResolver.head(of: pattern)
        guard head.utf8.contains(UInt8(ascii: "*")) else {
          heads.insert(head)
          continue
        }
        // The specifier's head begins the text a target puts where its `*` is.
        for target in targets {
          guard let star = target.firstIndex(of: "*"), pattern.hasPrefix("*"), target[..<star].hasSuffix("/") else {
            self.heads = nil
            return
          }
          folders.append(String(target[..<target.index(before: star)]))
        }
      }
      for folder in folders {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
        for name in names { heads.insert(ModuleResolver.head(of: name)) }
      }
      self.heads = heads
    }
  }

  public init(files: Set<String>, packages: [String: String], known: KnownEntries = KnownEntries()) {
    self.files = files
    var byStem: [String: [(rank: Int, path: String)]] = [:]
    byStem.reserveCapacity(files.count)
    let extensions = Self.extensions.map { Array($0.utf8) }
    let platforms = Self.platforms.map { Array($0.utf8) }
    for file in files {
      let bytes = file.utf8
      guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { continue }
      let suffix = bytes[bytes.index(after: dot)...]
      guard let extensionRank = extensions.firstIndex(where: { suffix.elementsEqual($0) }) else { continue }
      let stem = bytes[..<dot]
      byStem[String(Substring(stem)), default: []].append((extensionRank, file))
      for (platformRank, platform) in platforms.enumerated()
      where platformRank > 0 && stem.count > platform.count && stem.suffix(platform.count).elementsEqual(platform) {
        byStem[String(Substring(stem.dropLast(platform.count))), default: []].append(
          (platformRank * extensions.count + extensionRank, file))
      }
    }
    self.byStem = byStem
    self.known = known
    self.packages = packages
    packageHeads = Set(packages.keys.map { Self.head(of: $0) })
  }

  /// Takes in what another resolver of the same project learnt, on another thread: configuration files read,
  /// their problems, resolutions made. Its files may be more than this one's (every file found, where this one
  /// knows only those read): a resolution to a file this one does not know is left out and made again when
  /// asked, since a later candidate may stand in for it; any other holds for both.
  public mutating func absorb(_ other: ModuleResolver) {
    pathConfigs.merge(other.pathConfigs) { mine, _ in mine }
    problems.merge(other.problems) { mine, _ in mine }
    configurationFiles.formUnion(other.configurationFiles)
    probed.merge(other.probed) { mine, _ in mine }
    let files = files
    var tables = other.resolved
    if let origin = other.open.origin { tables["\u{1}" + origin, default: [:]].merge(other.open.table) { $1 } }
    if let origin = open.origin {
      resolved["\u{1}" + origin, default: [:]].merge(open.table) { $1 }
      open = (nil, [:])
    }
    for (scope, table) in tables {
      resolved[scope, default: [:]].merge(table.filter { $0.value.map(files.contains) ?? true }) { mine, _ in mine }
    }
  }

  public mutating func resolve(_ specifier: String, from file: String) -> String? {
    resolve([specifier], from: file)[0]
  }

  /// Resolves the specifiers of one file: its folder and its tsconfig are looked up once, and not at all when the
  /// file is in the folder of the previous call (files come folder by folder).
  public mutating func resolve(_ specifiers: [String], from file: String) -> [String?] {
    let directory = FileDiscovery.directory(of: file)
    var found: [String?] = []
    found.reserveCapacity(specifiers.count)
    // The table of this folder's relative specifiers, taken out while it is used (no copy on write).
    var local: [String: String?]?
    for specifier in specifiers {
      if Self.isRelative(specifier) {
        if local == nil { local = resolved.removeValue(forKey: directory) ?? [:] }
        if let known = local?[specifier] {
          found.append(known)
          continue
        }
        let target = candidate(FileDiscovery.standardized(specifier, relativeTo: directory))
        local?[specifier] = .some(target)
        found.append(target)
        continue
      }
      // Any other specifier means the same from every folder its tsconfig governs: one resolution per
      // tsconfig. Most name an npm package: one whose first segment no alias, `baseUrl` entry or workspace
      // package begins with resolves to nothing, without a lookup.
      let governing = lastConfig(forDirectory: directory)
      let head = Self.head(of: specifier)
      guard packageHeads.contains(head) || governing?.heads.map({ $0.contains(head) }) ?? true else {
        found.append(nil)
        continue
      }
      openScope(governing?.origin ?? "")
      if let known = open.table[specifier] {
        found.append(known)
        continue
      }
      let target = resolve(specifier, config: governing)
      open.table[specifier] = .some(target)
      found.append(target)
    }
    if let local { resolved[directory] = local }
    return found
  }

  /// The configuration that governs a folder, remembered for the next call from the same folder.
  private mutating func lastConfig(forDirectory directory: String) -> PathConfig? {
    if let last, last.directory == directory { return last.config }
    let config = pathConfig(forDirectory: directory)
    last = (directory, config)
    return config
  }

  /// Makes the table of a tsconfig's resolutions the open one, putting the one open before back in `resolved`.
  private mutating func openScope(_ origin: String) {
    guard open.origin != origin else { return }
    let key = "\u{1}" + origin
    if let previous = open.origin { resolved["\u{1}" + previous] = open.table }
    open = (origin, resolved.removeValue(forKey: key) ?? [:])
  }

  /// A specifier's first segment up to its first dot (`@scope` of a scoped name).
  static func head(of specifier: some StringProtocol) -> Substring {
    let utf8 = Substring(specifier).utf8
    let end = utf8.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: ".") } ?? utf8.endIndex
    return Substring(utf8[..<end])
  }

  public static func isRelative(_ specifier: String) -> Bool {
    specifier.hasPrefix("./") || specifier.hasPrefix("../") || specifier == "." || specifier == ".."
  }

  private mutating func resolve(_ specifier: String, config: PathConfig?) -> String? {
    if specifier.hasPrefix("/") { return candidate(specifier) }
    if let config {
      for (pattern, targets) in config.paths {
        guard let wildcard = match(pattern, specifier) else { continue }
        for target in targets {
          if let found = candidate(Self.substitute(wildcard, in: target)) { return found }
        }
      }
      if let base = config.baseURL, let found = candidate(FileDiscovery.standardized(specifier, relativeTo: base)) {
        return found
      }
    }
    for (name, folder) in packages where specifier == name || specifier.hasPrefix(name + "/") {
      let rest = String(specifier.dropFirst(name.count))
      if rest.isEmpty {
        for entry in entryPoints(of: folder) {
          if let found = candidate(FileDiscovery.standardized(entry, relativeTo: folder)) { return found }
        }
        return candidate(folder + "/src") ?? candidate(folder)
      }
      return candidate(folder + rest) ?? candidate(folder + "/src" + rest)
    }
    return nil
  }

  /// The text after the `*` a specifier matched, or "" for an exact pattern; nil when it does not match. Bytes,
  /// not characters: it runs for every aliased specifier against every pattern.
  private func match(_ pattern: String, _ specifier: String) -> Substring? {
    let (pattern, text) = (pattern.utf8, specifier.utf8)
    guard let star = pattern.firstIndex(of: UInt8(ascii: "*")) else {
      return pattern.elementsEqual(text) ? "" : nil
    }
    let prefix = pattern[..<star]
    let suffix = pattern[pattern.index(after: star)...]
    guard text.count >= prefix.count + suffix.count, text.starts(with: prefix),
      text.suffix(suffix.count).elementsEqual(suffix)
    else { return nil }
    let start = text.index(text.startIndex, offsetBy: prefix.count)
    let end = text.index(text.endIndex, offsetBy: -suffix.count)
    return Substring(text[start..<end])
  }

  /// A `paths` target with its `*` replaced by what the specifier matched.
  private static func substitute(_ wildcard: Substring, in target: String) -> String {
    guard let star = target.utf8.firstIndex(of: UInt8(ascii: "*")) else { return target }
    return String(target[..<star]) + wildcard + String(target[target.utf8.index(after: star)...])
  }

  /// Metro's platform files, in the order it tries them.
  static let platforms = ["", ".native", ".ios", ".android"]

  private func candidate(_ base: String) -> String? {
    if files.contains(base) { return base }
    // `base` with a platform (none, `.native`, `.ios`, `.android`) and an extension, in that order; else
    // `base/index` with an extension.
    if let found = byStem[base]?.min(by: { $0.rank < $1.rank }) { return found.path }
    if let found = byStem[base + "/index"]?.filter({ $0.rank < Self.extensions.count }).min(by: { $0.rank < $1.rank }) {
      return found.path
    }
    // TypeScript's ESM style: `./Input.js` names `./Input.ts(x)`.
    for ext in [".js", ".jsx", ".mjs", ".cjs"] where base.hasSuffix(ext) {
      let stem = String(base.dropLast(ext.count))
      for target in ["tsx", "ts"] where files.contains(stem + "." + target) { return stem + "." + target }
    }
    return nil
  }

  private func entryPoints(of folder: String) -> [String] {
    guard let data = FileReader.contents(folder + "/package.json").map({ Data($0) }),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return [] }
    return ["react-native", "source", "main", "module"].compactMap { object[$0] as? String }
      .map { ($0 as NSString).deletingPathExtension }
  }

  /// The tsconfig/jsconfig that governs a directory (the nearest above it), or nil.
  public mutating func governingConfiguration(forDirectory directory: String) -> String? {
    pathConfig(forDirectory: directory)?.origin
  }

  /// Reads the tsconfig/jsconfig that governs a directory, so that a broken one is reported whether or not an
  /// import needs it.
  public mutating func readConfiguration(forDirectory directory: String) {
    _ = pathConfig(forDirectory: directory)
  }

  /// The nearest tsconfig/jsconfig above a directory, with `extends` applied.
  private mutating func pathConfig(forDirectory directory: String) -> PathConfig? {
    if let cached = pathConfigs[directory] { return cached }
    var result: PathConfig?
    for name in Self.configFiles {
      let path = directory == "/" ? "/" + name : directory + "/" + name
      if known.exists(path) {
        var seen = Set<String>()
        result = readConfig(path, seen: &seen) ?? PathConfig(origin: path)
        result?.findHeads()
        break
      }
    }
    if result == nil, directory != "/", !directory.isEmpty {
      result = pathConfig(forDirectory: FileDiscovery.directory(of: directory))
    }
    pathConfigs[directory] = .some(result)
    return result
  }

  /// Reads a tsconfig/jsconfig with what it extends. `seen` holds the files being read above this one: a file two
  /// bases both extend is read twice, not taken for a cycle.
  private mutating func readConfig(_ path: String, seen: inout Set<String>) -> PathConfig? {
    configurationFiles.insert(path)
    guard seen.insert(path).inserted else {
      problems[path] = "`extends` forms a cycle; path aliases from it are ignored"
      return nil
    }
    defer { seen.remove(path) }
    let data: Data
    do {
      data = Data(try FileReader.read(path))
    } catch {
      problems[path] = "\(error); path aliases from it are ignored"
      return nil
    }
    let cleaned = LenientJSON.clean(Array(data))
    guard let object = try? JSONSerialization.jsonObject(with: Data(cleaned)) as? [String: Any] else {
      problems[path] = "not valid JSON (comments and trailing commas are allowed); path aliases from it are ignored"
      return nil
    }
    let directory = FileDiscovery.directory(of: path)
    var config = PathConfig(origin: path)
    // One base or, since TypeScript 5, a list of them: each later one's options replace the earlier ones'.
    let bases =
      (object["extends"] as? String).map { [$0] } ?? (object["extends"] as? [Any])?.compactMap { $0 as? String }
    for base in bases ?? [] {
      guard let basePath = extendedFile(base, from: directory) else {
        if base.hasPrefix(".") || base.hasPrefix("/") {
          problems[path] = "`extends` names \(base), which does not exist; path aliases from it are ignored"
        }
        continue
      }
      guard let parent = readConfig(basePath, seen: &seen) else { continue }
      if let baseURL = parent.baseURL { config.baseURL = baseURL }
      if parent.definesPaths { (config.paths, config.definesPaths) = (parent.paths, true) }
    }
    if let options = object["compilerOptions"] as? [String: Any] {
      if let base = options["baseUrl"] as? String {
        config.baseURL = FileDiscovery.standardized(base, relativeTo: directory)
      }
      if let paths = options["paths"] as? [String: Any] {
        config.definesPaths = true
        let base = config.baseURL ?? directory
        config.paths = paths.compactMap { pattern, value in
          guard let targets = value as? [String] else { return nil }
          return (pattern, targets.map { FileDiscovery.standardized($0, relativeTo: base) })
        }.sorted { ($0.pattern.count, $1.pattern) > ($1.pattern.count, $0.pattern) }
      }
    }
    return config
  }

  /// The file an `extends` entry names: a path relative to the configuration's folder (`.json` added when it
  /// has none), or a package's file looked up in the `node_modules` folders above it (its `tsconfig.json` when
  /// the entry names only the package). nil when there is none.
  private mutating func extendedFile(_ base: String, from directory: String) -> String? {
    func existing(_ path: String) -> String? {
      for candidate in [path, path + ".json", path + "/tsconfig.json"] {
        let found = FileDiscovery.isRegularFile(candidate)
        probed[candidate] = found
        if found { return candidate }
      }
      return nil
    }
    if base.hasPrefix(".") || base.hasPrefix("/") {
      return existing(FileDiscovery.standardized(base, relativeTo: directory))
    }
    var folder = directory
    while true {
      if let found = existing(folder + "/node_modules/" + base) { return found }
      guard folder != "/", !folder.isEmpty else { return nil }
      folder = FileDiscovery.directory(of: folder)
    }
  }
}

extension ModuleResolver {
  /// A test cheaper than resolving: whether a specifier can resolve to one of a few files at all. A relative
  /// specifier resolves to its own path, that path with a platform and an extension or `/index.<ext>` added, or
  /// the `.ts(x)` twin of a `.js` name, so the file's name, or its folder's name when it is an index, begins
  /// like the specifier's last segment up to its first dot. Any other specifier (an alias, a package) may
  /// resolve anywhere.
  public struct Reach: Sendable {
    private let stems: Set<Substring>

    public init(files: some Sequence<String>) {
      var stems = Set<Substring>()
      for file in files { stems.formUnion(Self.stems(ofFile: file)) }
      self.stems = stems
    }

    public func mayResolve(_ specifier: String) -> Bool {
      guard ModuleResolver.isRelative(specifier), let stem = Self.stem(ofSpecifier: specifier) else { return true }
      return stems.contains(stem)
    }

    /// The stem a file must have, or its folder when it is an index, for a relative specifier to resolve to it;
    /// nil when the specifier can name any file (`.`, `..`, a trailing slash).
    public static func stem(ofSpecifier specifier: String) -> Substring? {
      let last = lastSegment(specifier)
      if last.isEmpty || last == "." || last == ".." { return nil }
      return stem(last)
    }

    /// The stems by which a relative specifier can name a file: its own, and its folder's when it is an index.
    public static func stems(ofFile file: String) -> [Substring] {
      let stem = stem(lastSegment(file))
      return stem == "index" ? [stem, Self.stem(lastSegment(FileDiscovery.directory(of: file)))] : [stem]
    }

    private static func lastSegment(_ path: String) -> Substring {
      guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return Substring(path) }
      return Substring(path.utf8[path.utf8.index(after: slash)...])
    }

    private static func stem(_ name: Substring) -> Substring {
      guard let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) else { return name }
      return Substring(name.utf8[..<dot])
    }
  }
}

/// tsconfig files allow comments and trailing commas: both are blanked out (outside strings) before parsing.
enum LenientJSON {
  static func clean(_ bytes: [UInt8]) -> [UInt8] {
    var out = bytes
    var index = 0
    var inString = false
    while index < out.count {
      let byte = out[index]
      if inString {
        if byte == UInt8(ascii: "\\") {
          index += 2
          continue
        }
        if byte == UInt8(ascii: "\"") { inString = false }
        index += 1
        continue
      }
      if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: "/"), index + 1 < out.count, out[index + 1] == UInt8(ascii: "/") {
        while index < out.count && out[index] != 0x0A {
          out[index] = 0x20
          index += 1
        }
        continue
      } else if byte == UInt8(ascii: "/"), index + 1 < out.count, out[index + 1] == UInt8(ascii: "*") {
        while index < out.count
          && !(out[index] == UInt8(ascii: "*") && index + 1 < out.count && out[index + 1] == UInt8(ascii: "/"))
        {
          if out[index] != 0x0A { out[index] = 0x20 }
          index += 1
        }
        if index + 1 < out.count {
          out[index] = 0x20
          out[index + 1] = 0x20
          index += 2
        }
        continue
      } else if byte == UInt8(ascii: ",") {
        var next = index + 1
        while next < out.count, [0x20, 0x0A, 0x0D, 0x09].contains(out[next]) { next += 1 }
        if next < out.count, out[next] == UInt8(ascii: "}") || out[next] == UInt8(ascii: "]") { out[index] = 0x20 }
      }
      index += 1
    }
    return out
  }
}
