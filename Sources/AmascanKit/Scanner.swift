import AmascanCore
import AmascanRules
import Dispatch
import Foundation
import Synchronization

/// What to scan and how.
public struct ScanOptions: Sendable {
  public var paths: [String]
  public var excludes: [String]
  /// Worker threads; each has its own parser.
  public var jobs: Int
  public var workingDirectory: String

  public init(
    paths: [String], excludes: [String] = [], jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    workingDirectory: String = FileManager.default.currentDirectoryPath
  ) {
    self.paths = paths
    self.excludes = excludes
    self.jobs = max(1, jobs)
    self.workingDirectory = workingDirectory
  }
}

public struct ScanResult: Sendable {
  /// Sorted by path, position and rule, whatever the thread count.
  public var findings: [Finding]
  /// Sorted by path.
  public var problems: [ScanProblem]
  public var summary: ScanSummary
}

/// The pipeline: discover, then per file in parallel read, parse, extract facts, free the tree, check;
/// then sort. Never prints.
public enum Scanner {
  public static func scan(_ options: ScanOptions, catalog: RuleCatalog = .shared) -> ScanResult {
    let started = DispatchTime.now()
    let discovery = FileDiscovery(workingDirectory: options.workingDirectory, excludes: options.excludes)
    let (files, discoveryProblems) = discovery.discover(options.paths)
    var problems = discoveryProblems.map { ScanProblem(kind: .error, path: $0.path, message: $0.message) }

    var lookup = ProjectLookup()
    let projects = files.map {
      lookup.info(forDirectory: ($0.absolutePath as NSString).deletingLastPathComponent)
    }
    for (manifest, message) in lookup.problems {
      problems.append(ScanProblem(kind: .warning, path: discovery.display(manifest), message: message))
    }

    let outcomes = Mutex([FileOutcome?](repeating: nil, count: files.count))
    let next = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: min(options.jobs, max(files.count, 1))) { _ in
      let parser = SourceParser()
      while true {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard index < files.count else { break }
        let outcome = scanFile(files[index], project: projects[index], parser: parser, catalog: catalog)
        outcomes.withLock { $0[index] = outcome }
      }
    }

    var findings: [Finding] = []
    var summary = ScanSummary()
    for outcome in outcomes.withLock({ $0 }) {
      guard let outcome else { continue }
      findings += outcome.findings
      problems += outcome.problems
      if outcome.scanned { summary.filesScanned += 1 }
      if outcome.hadSyntaxErrors { summary.filesWithSyntaxErrors += 1 }
    }
    findings.sort(by: Finding.ordered)
    problems.sort { ($0.path, $0.message) < ($1.path, $1.message) }
    for finding in findings { summary.count(finding) }
    summary.errors = problems.filter { $0.kind == .error }.count
    summary.seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
    return ScanResult(findings: findings, problems: problems, summary: summary)
  }

  /// Scans source text as if it were the file at `path` (editors' buffers, rule examples).
  public static func scan(
    source: String, path: String, project: ProjectInfo = ProjectInfo(), catalog: RuleCatalog = .shared,
    rules: [any Rule] = RuleRegistry.all
  ) -> (findings: [Finding], facts: FileFacts?) {
    guard let dialect = SourceDialect(path: path) else { return ([], nil) }
    let text = SourceText(source)
    guard let facts = FactExtraction.facts(of: text, dialect: dialect, parser: SourceParser()) else {
      return ([], nil)
    }
    return (check(facts, path: path, project: project, catalog: catalog, rules: rules), facts)
  }

  struct FileOutcome: Sendable {
    var findings: [Finding] = []
    var problems: [ScanProblem] = []
    var scanned = false
    var hadSyntaxErrors = false
  }

  private static func scanFile(
    _ file: DiscoveredFile, project: ProjectInfo, parser: SourceParser, catalog: RuleCatalog
  ) -> FileOutcome {
    var outcome = FileOutcome()
    let bytes: [UInt8]
    do {
      bytes = try FileReader.read(file.absolutePath)
    } catch {
      outcome.problems.append(ScanProblem(kind: .error, path: file.displayPath, message: "\(error)"))
      return outcome
    }
    let source = SourceText(bytes: bytes)
    guard let facts = FactExtraction.facts(of: source, dialect: file.dialect, parser: parser) else {
      outcome.problems.append(
        ScanProblem(kind: .error, path: file.displayPath, message: "the parser could not read this file"))
      return outcome
    }
    outcome.scanned = true
    if facts.syntaxErrorCount > 0 {
      outcome.hadSyntaxErrors = true
      let count = facts.syntaxErrorCount
      outcome.problems.append(
        ScanProblem(
          kind: .warning, path: file.displayPath,
          message: "\(count) syntax error\(count == 1 ? "" : "s"); scanned what could be parsed",
          position: facts.firstSyntaxError))
    }
    outcome.findings = check(
      facts, path: file.displayPath, project: project, catalog: catalog, rules: RuleRegistry.all)
    return outcome
  }

  static func check(
    _ facts: FileFacts, path: String, project: ProjectInfo, catalog: RuleCatalog, rules: [any Rule]
  ) -> [Finding] {
    let context = FileContext(facts: facts, project: project)
    var findings: [Finding] = []
    for rule in rules {
      guard let descriptor = catalog.rule(rule.code) else { continue }
      for violation in rule.check(context) {
        findings.append(
          Finding(
            rule: descriptor.code, severity: descriptor.severity, path: path, range: violation.range,
            message: violation.message, notes: violation.notes))
      }
    }
    return findings.sorted(by: Finding.ordered)
  }
}
