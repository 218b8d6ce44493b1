import Foundation

/// What the nearest `package.json` says that changes how rules judge a file.
public struct ProjectInfo: Sendable, Hashable {
  /// The major version of `@react-native-ama/forms` the package depends on, when its range names one.
  public var amaFormsMajor: Int?
  /// The major version of `react-native-paper`, when the package depends on it.
  public var paperMajor: Int?
  /// The `package.json` this came from, and the package's name (for imports by name in a monorepo).
  public var manifestPath: String?
  public var packageName: String?
  /// Dependencies the package imports under another name than the package's own: a workspace package under an
  /// alias (`"@app/ui": "workspace:@acme/ui@*"`, by the package's name) or a folder of the repository
  /// (`"ui": "file:../ui"`, `link:`, `portal:`: by its absolute path, starting with `/`).
  public var dependencyAliases: [String: String] = [:]

  public init(amaFormsMajor: Int? = nil, paperMajor: Int? = nil, manifestPath: String? = nil) {
    self.amaFormsMajor = amaFormsMajor
    self.paperMajor = paperMajor
    self.manifestPath = manifestPath
  }

  /// AMA 2.x forms rules apply only when the project pins 2.x or later; 1.x is the published line.
  public var usesAmaForms2: Bool { (amaFormsMajor ?? 1) >= 2 }
}

/// Finds the nearest `package.json` above each directory, reading each manifest once.
public struct ProjectLookup {
  public private(set) var problems: [String: String] = [:]
  private var byDirectory: [String: ProjectInfo] = [:]

  private let known: KnownEntries

  /// `known`: what discovery's listings showed (`KnownEntries`).
  public init(known: KnownEntries = KnownEntries()) {
    self.known = known
  }

  static let amaForms = "@react-native-ama/forms"
  static let paper = "react-native-paper"
  static let dependencyKeys = ["dependencies", "devDependencies", "peerDependencies"]

  /// The project information for a directory given as an absolute, standardized path.
  public mutating func info(forDirectory directory: String) -> ProjectInfo {
    if let cached = byDirectory[directory] { return cached }
    let manifest = directory == "/" ? "/package.json" : directory + "/package.json"
    let info: ProjectInfo
    if known.exists(manifest) {
      info = read(manifest)
    } else if directory == "/" || directory.isEmpty {
      info = ProjectInfo()
    } else {
      info = self.info(forDirectory: FileDiscovery.directory(of: directory))
    }
    byDirectory[directory] = info
    return info
  }

  private mutating func read(_ manifest: String) -> ProjectInfo {
    guard let data = FileReader.contents(manifest).map({ Data($0) }),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else {
      problems[manifest] = "not valid JSON; AMA's version is unknown, so AMA 1.x rules apply"
      return ProjectInfo(manifestPath: manifest)
    }
    var info = ProjectInfo(manifestPath: manifest)
    info.packageName = object["name"] as? String
    for key in Self.dependencyKeys {
      guard let dependencies = object[key] as? [String: Any] else { continue }
      for (name, range) in dependencies {
        guard let range = range as? String, let target = Self.aliasTarget(range, manifest: manifest), target != name
        else { continue }
        info.dependencyAliases[name] = target
      }
      if info.amaFormsMajor == nil, let range = dependencies[Self.amaForms] as? String {
        info.amaFormsMajor = Self.majorVersion(of: range)
      }
      if info.paperMajor == nil, let range = dependencies[Self.paper] as? String {
        info.paperMajor = Self.majorVersion(of: range)
      }
    }
    return info
  }

  /// What a dependency's range makes its name stand for, when it is not the package of that name: the package a
  /// `workspace:` range names (`workspace:@acme/ui@*`, `workspace:@acme/ui`), or the folder a `file:`, `link:`
  /// or `portal:` range names, made absolute from the manifest's folder. nil for a version range, `workspace:*`
  /// and other protocols (`npm:` aliases name packages outside the repository).
  static func aliasTarget(_ range: String, manifest: String) -> String? {
    for scheme in ["file:", "link:", "portal:"] where range.hasPrefix(scheme) {
      let path = String(range.dropFirst(scheme.count))
      // A packed archive (`file:vendor/x.tgz`) is no folder of sources.
      guard !path.isEmpty, ![".tgz", ".tar.gz", ".tar", ".zip"].contains(where: path.hasSuffix) else { return nil }
      return FileDiscovery.standardized(path, relativeTo: FileDiscovery.directory(of: manifest))
    }
    guard range.hasPrefix("workspace:") else { return nil }
    let rest = range.dropFirst("workspace:".count)
    // A package name starts with a letter, a digit or `@scope/`; a range with `*`, `^`, `~` or a digit.
    let name = rest.dropFirst().firstIndex(of: "@").map { rest[..<$0] } ?? rest
    guard let first = name.first, first == "@" ? name.contains("/") : first.isLetter else { return nil }
    return String(name)
  }

  /// The first number of a semver range (`^2.0.0-beta.2` → 2), or nil for tags and workspace links.
  static func majorVersion(of range: String) -> Int? {
    let digits = range.drop(while: { !$0.isNumber }).prefix(while: { $0.isNumber })
    guard let first = range.first(where: { !" ^~=<>v".contains($0) }), first.isNumber else { return nil }
    return Int(digits)
  }
}
