import AmascanCore
import Foundation

/// The configuration that applies to one file and where each value came from (`amascan --print-config FILE`):
/// the `amascan.json` and AMA file that govern its folder, the package.json that says which AMA and
/// react-native-paper versions apply, the tsconfig/jsconfig whose aliases its imports resolve through, and
/// whether a scan of its project reports it. Values no file sets say `default`.
public struct ConfigurationReport: Sendable, Encodable {
  public struct Setting<Value: Encodable & Sendable>: Sendable, Encodable {
    public var value: Value
    /// The file that set it (shown as the user names paths), or "default".
    public var from: String
  }

  public struct Rule: Sendable, Encodable {
    public var code: String
    /// A severity, or "off".
    public var setting: String
    public var from: String
    /// AMA never lets it be turned off in configuration.
    public var locked: Bool
  }

  public struct Component: Sendable, Encodable {
    public var name: String
    public var renders: String
    public var labelProps: [String]
    public var from: String
  }

  public var file: String
  public var projectRoot: String
  public var reported: Bool
  /// Why a scan of the project would not report the file, when it would not.
  public var notReportedBecause: String?
  public var failOn: Setting<String>
  public var reportTests: Setting<Bool>
  public var include: Setting<[String]>
  public var exclude: Setting<[String]>
  public var baseline: Setting<String?>
  public var components: [Component]
  public var rules: [Rule]
  public var packageJson: String?
  public var amaFormsMajor: Int?
  public var paperMajor: Int?
  public var tsconfig: String?
  /// Configuration errors and warnings met on the way.
  public var problems: [String]

  /// The report for `path` (relative to `workingDirectory`), with the project found as a scan finds it
  /// (`projectRoot` overrides). nil when the path names no JavaScript or TypeScript file.
  public static func make(
    for path: String, workingDirectory: String, projectRoot: String? = nil, excludes: [String] = [],
    catalog: RuleCatalog = .shared
  ) -> ConfigurationReport? {
    let discovery = FileDiscovery(workingDirectory: workingDirectory, excludes: excludes)
    let absolute = FileDiscovery.standardized(path, relativeTo: discovery.workingDirectory)
    guard SourceDialect(path: absolute) != nil else { return nil }
    let directory = FileDiscovery.directory(of: absolute)
    let root =
      projectRoot.map { FileDiscovery.standardized($0, relativeTo: discovery.workingDirectory) }
      ?? FileDiscovery.projectRoot(of: absolute, isDirectory: false)
    var loader = ConfigurationLoader(catalog: catalog)
    let configuration = loader.configuration(forDirectory: directory)
    let layers = loader.layers(forDirectory: directory)
    let own = layers.amascan
    let amascanFile = own?.sources.first.map(discovery.display) ?? "default"
    func from(_ isSet: Bool) -> String { isSet ? amascanFile : "default" }

    var rules: [Rule] = []
    for rule in catalog.rules where rule.static {
      var setting = rule.severity.rawValue
      var origin = "default"
      if let ama = layers.ama, let value = ama.rules[rule.code] {
        setting = Self.describe(value)
        origin = discovery.display(ama.path)
      }
      if let value = own?.rules[rule.code] {
        setting = Self.describe(value)
        origin = amascanFile
      }
      if let effective = configuration.rules[rule.code] { setting = Self.describe(effective) }
      rules.append(Rule(code: rule.code, setting: setting, from: origin, locked: !rule.overridable))
    }
    var project = ProjectLookup()
    let info = project.info(forDirectory: directory)
    var resolver = ModuleResolver(files: [], packages: [:])
    let tsconfig = resolver.governingConfiguration(forDirectory: directory)

    var why: String?
    if discovery.isExcluded(absolute) {
      why = "an --exclude pattern leaves it out"
    } else if !configuration.includes(absolute) {
      why = "`include` or `exclude` in \(amascanFile) leaves it out"
    } else if TestFiles.hides(
      AnchoredPaths(anchor: root, workingDirectory: discovery.workingDirectory).relative(absolute),
      configuration: configuration)
    {
      why = "a test, story or mock: read for wrappers, reported only when named or with --include-tests"
    }
    return ConfigurationReport(
      file: discovery.display(absolute), projectRoot: discovery.display(root), reported: why == nil,
      notReportedBecause: why,
      failOn: Setting(value: configuration.failOn ?? "critical", from: from(own?.failOn != nil)),
      reportTests: Setting(value: configuration.reportTests ?? false, from: from(own?.reportTests != nil)),
      include: Setting(value: configuration.include, from: from(!(own?.include.isEmpty ?? true))),
      exclude: Setting(value: configuration.exclude, from: from(!(own?.exclude.isEmpty ?? true))),
      baseline: Setting(
        value: configuration.baseline.map(discovery.display), from: from(own?.baseline != nil)),
      components: configuration.components.sorted { $0.key < $1.key }.map {
        Component(name: $0.key, renders: $0.value.renders, labelProps: $0.value.labelProps, from: amascanFile)
      },
      rules: rules, packageJson: info.manifestPath.map(discovery.display), amaFormsMajor: info.amaFormsMajor,
      paperMajor: info.paperMajor, tsconfig: tsconfig.map(discovery.display),
      problems: loader.issues.map { issue in
        ScanProblem(
          kind: issue.kind == .error ? .error : .warning, path: discovery.display(issue.path), message: issue.message,
          position: issue.position
        ).line
      }
        + (project.problems.sorted { $0.key < $1.key } + resolver.problems.sorted { $0.key < $1.key }).map {
          ScanProblem(kind: .warning, path: discovery.display($0.key), message: $0.value).line
        })
  }

  private static func describe(_ setting: RuleSetting) -> String {
    switch setting {
    case .off: "off"
    case .on(let severity): severity.rawValue
    }
  }

  /// Pretty JSON with sorted keys.
  public func json() -> String { PrettyJSON.text(self) }
}
