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
  /// A baseline file to filter known findings with (overrides `amascan.json` `baseline`).
  public var baseline: String?
  /// Scan these bytes as the file at `path` instead of reading the paths (an editor's buffer); they are decoded
  /// as a file's are (UTF-16, invalid UTF-8).
  public var stdin: (bytes: [UInt8], path: String)?
  /// Parse only the files that can hold or lead to a finding (see `ScanPlan`); false parses every file.
  public var prefilter = true
  /// The folder of the facts cache (`FactsCache`); nil scans without one.
  public var cacheDirectory: String?
  /// Report findings only in these of the selected files (absolute paths; `--changed-since`). nil reports
  /// every selected file. The whole project is read either way.
  public var reportOnly: Set<String>?
  /// Called from worker threads as files are extracted (done, total), for a progress line; never for tiny scans.
  public var progress: (@Sendable (Int, Int) -> Void)?
  /// The project the scan reads whole; nil finds it from the paths (`FileDiscovery.projectRoot`).
  public var projectRoot: String?
  /// Report files named on the command line even when an include or exclude pattern leaves them out.
  public var noIgnore = false
  /// Report findings in tests, stories and mocks (`TestFiles`) wherever amascan.json says nothing.
  public var reportTests = false
  /// Stop once the files are chosen and return `ScanResult.listing` (`--list-files`): nothing is read.
  public var listOnly = false
  /// Files larger than this are skipped with a warning (minified bundles committed by mistake).
  public var maxFileSize = ScanOptions.defaultMaxFileSize
  public static let defaultMaxFileSize = 4 * 1_048_576

  public init(
    paths: [String], excludes: [String] = [], jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    workingDirectory: String = SystemPath.currentDirectory() ?? FileManager.default.currentDirectoryPath,
    baseline: String? = nil,
    stdin: (bytes: [UInt8], path: String)? = nil
  ) {
    self.paths = paths
    self.excludes = excludes
    self.jobs = max(1, jobs)
    self.workingDirectory = workingDirectory
    self.baseline = baseline
    self.stdin = stdin
  }
}

public struct ScanResult: Sendable {
  /// Sorted by path, position and rule, whatever the thread count; baselined findings removed.
  public var findings: [Finding]
  /// Every finding before the baseline, for `--write-baseline`.
  public var allFindings: [Finding]
  /// Findings a comment or the baseline suppressed, each with its `suppression`, sorted: SARIF and JSON list
  /// them apart.
  public var suppressed: [Finding] = []
  /// Sorted by path.
  public var problems: [ScanProblem]
  public var summary: ScanSummary
  /// The configuration of the working directory: where `failOn` and `baseline` come from.
  public var configuration: Configuration
  /// Files read but never parsed: the prefilter showed they hold nothing a rule or the linker reads. Sorted.
  public var unparsedFiles: [String] = []
  /// The folder baseline and SARIF paths are relative to: the project root when the paths lie in one project,
  /// else the working directory.
  public var anchor: String = "/"
  /// The files the paths selected and the scan reported on (absolute paths).
  public var reported: Set<String> = []
  /// With `ScanOptions.listOnly`: every file of the project the scan would read, in walk order.
  public var listing: [ListedFile] = []
  /// Wall time of each step of the scan, in order, with the CPU time every thread of the process spent meanwhile
  /// (`cpu` near twice `seconds` on two cores: both busy; near `seconds`: one idle), for `--timing`.
  public var timings: [(step: String, seconds: Double, cpu: Double)] = []
}

/// A file a scan reads, and whether it reports its findings (`--list-files`).
public struct ListedFile: Sendable, Hashable, Encodable {
  public var file: String
  public var reported: Bool
  /// Why its findings are not reported, when they are not.
  public var reason: String?
}

/// Wall-clock laps between the steps of a scan, with the process's CPU time over each.
struct Stopwatch {
  private var last = DispatchTime.now()
  private var lastCPU = Stopwatch.processCPU()
  private(set) var laps: [(step: String, seconds: Double, cpu: Double)] = []

  mutating func lap(_ step: String) {
    let now = DispatchTime.now()
    let cpu = Self.processCPU()
    laps.append((step, Double(now.uptimeNanoseconds - last.uptimeNanoseconds) / 1e9, cpu - lastCPU))
    last = now
    lastCPU = cpu
  }

  /// The CPU time all the threads of the process have used, in seconds.
  private static func processCPU() -> Double {
    var time = timespec()
    guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return 0 }
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}

/// The pipeline: discover, then per file in parallel read, parse, extract facts, free the tree, check, apply
/// the configuration and suppressions; then sort and apply the baseline. Never prints.
public enum Scanner {
  public static func scan(_ options: ScanOptions, catalog: RuleCatalog = .shared) -> ScanResult {
    let leftovers = Leftovers()
    let result = scan(options, catalog: catalog, leaving: leftovers)
    // Freeing a large scan's facts, tens of thousands of small allocations, takes tens of milliseconds: another
    // thread does it, and the caller has its result at once.
    DispatchQueue.global(qos: .utility).async { leftovers.release() }
    return result
  }

  /// What a scan no longer needs, handed over whole: filled by the scanning thread, emptied by one other thread
  /// once the scan has returned, never touched by two at once.
  private final class Leftovers: @unchecked Sendable {
    private var values: [Any] = []

    func keep(_ values: Any...) { self.values += values }

    func release() { values.removeAll() }
  }

  private static func scan(_ options: ScanOptions, catalog: RuleCatalog, leaving leftovers: Leftovers) -> ScanResult {
    let started = DispatchTime.now()
    // Before anything is looked at: what a record of this scan's inputs vouches for must have settled by then.
    let startedWall = FileStamps.now()
    var clock = Stopwatch()
    var options = options
    // Nothing the last outcome was made from has changed: it stands, without walking the project.
    let invocation = options.cacheDirectory == nil ? nil : KeptInputs.invocation(of: options)
    if let invocation, let cacheDirectory = options.cacheDirectory,
      let kept = KeptInputs.unchanged(in: cacheDirectory, invocation: invocation, jobs: options.jobs),
      var result = answer(kept, options: options, catalog: catalog, started: started)
    {
      clock.lap("report from cache (no input changed)")
      result.timings = clock.laps
      return result
    }
    // The folders above the paths and the working directory, where the project root and configuration are looked
    // for, as they are before they are.
    let ancestors =
      invocation == nil
      ? []
      : KeptInputs.ancestors(
        of: ([options.workingDirectory] + options.paths + (options.projectRoot.map { [$0] } ?? [])).map {
          FileDiscovery.standardized($0, relativeTo: options.workingDirectory)
        })
    let discovery = FileDiscovery(workingDirectory: options.workingDirectory, excludes: [])
    let excludes = FileDiscovery(workingDirectory: options.workingDirectory, excludes: options.excludes)
    var problems: [ScanProblem] = []
    // The view: what the paths (or standard input) select for reporting.
    var folders: [String] = []
    var named: [String: DiscoveredFile] = [:]
    var starts: [(path: String, isDirectory: Bool)] = []
    if let stdin = options.stdin {
      let absolute = FileDiscovery.standardized(stdin.path, relativeTo: discovery.workingDirectory)
      guard let dialect = SourceDialect(path: absolute) else {
        problems.append(ScanProblem(kind: .error, path: stdin.path, message: FileDiscovery.notSourceMessage))
        return finish(started, [], problems, Configuration(), options: options, anchor: discovery.workingDirectory)
      }
      named[absolute] = DiscoveredFile(
        displayPath: discovery.display(absolute), absolutePath: absolute, dialect: dialect, isExplicit: true)
      starts.append((absolute, false))
    } else {
      let selection = discovery.select(options.paths)
      folders = selection.folders
      for file in selection.files { named[file.absolutePath] = file }
      starts = folders.map { ($0, true) } + selection.files.map { ($0.absolutePath, false) }
      problems += selection.problems.map {
        ScanProblem(kind: $0.isWarning ? .warning : .error, path: $0.path, message: $0.message)
      }
    }
    // The world: the projects the view lies in, read whole for what the view's files import and render.
    var roots: [String] = []
    for root in options.projectRoot.map({ [FileDiscovery.standardized($0, relativeTo: discovery.workingDirectory)] })
      ?? starts.map({ FileDiscovery.projectRoot(of: $0.path, isDirectory: $0.isDirectory) })
    where !roots.contains(where: { FileDiscovery.isWithin(root, $0) }) {
      roots.removeAll { FileDiscovery.isWithin($0, root) }
      roots.append(root)
    }
    // A folder the walk from its project passes over (a dependency or build folder, a hidden one, or one
    // outside the project) is walked itself, as a path named on the command line always is.
    let walked = roots + folders.filter { folder in !discovery.isWalked(folder, from: roots) }
    let discovered = discovery.discover(walked, jobs: options.jobs)
    var files = discovered.files
    for problem in discovered.problems {
      let absolute = FileDiscovery.standardized(problem.path, relativeTo: discovery.workingDirectory)
      guard folders.contains(where: { FileDiscovery.isWithin(absolute, $0) }) else { continue }
      problems.append(
        ScanProblem(kind: problem.isWarning ? .warning : .error, path: problem.path, message: problem.message))
    }
    clock.lap("discover, walk")
    // The facts cache is read and indexed on another thread while configuration, projects and the view are worked
    // out here. With a stored result, only once the contents are hashed (hashing takes every core), while the
    // fingerprint is taken: a scan that result answers never waits for it.
    // Standard input (an editor's unsaved buffer) reads the facts cache and adds what it learns of the files on
    // disk; the buffer's own facts and the outcome are not kept: the next keystroke changes them.
    let cacheDirectory = options.cacheDirectory
    let resultCacheDirectory = options.stdin == nil ? cacheDirectory : nil
    let resultStored = resultCacheDirectory.map { ResultCache(directory: $0).isPresent } ?? false
    var loadingCache: Pending<FactsCache>?
    func loadCache() {
      guard loadingCache == nil, !options.listOnly, let cacheDirectory else { return }
      loadingCache = Pending { FactsCache(directory: cacheDirectory) }
    }
    if !resultStored { loadCache() }
    let found = Set(files.map(\.absolutePath))
    files += named.values.filter { !found.contains($0.absolutePath) }.sorted { $0.absolutePath < $1.absolutePath }

    let listings = discovered.known
    // The project of each file (its package.json) does not depend on configuration: looked up on another thread
    // while configuration is, in file order (the files of a folder come one after another: each folder once).
    let projectsFound = DispatchGroup()
    let projectsOfFiles = Mutex<(projects: [ProjectInfo], problems: [String: String], packages: [String: String])>(
      ([], [:], [:]))
    let walkedFiles = files
    DispatchQueue.global(qos: .userInitiated).async(group: projectsFound) {
      var lookup = ProjectLookup(known: listings)
      var projectFolder: (path: String, info: ProjectInfo)?
      let projects = walkedFiles.map { file in
        if let projectFolder, projectFolder.path == file.directory { return projectFolder.info }
        let info = lookup.info(forDirectory: file.directory)
        projectFolder = (file.directory, info)
        return info
      }
      // Package names and dependency aliases → folders, read once from the projects' package.json files.
      let packages = packages(projects)
      projectsOfFiles.withLock { $0 = (projects, lookup.problems, packages) }
    }
    defer { projectsFound.wait() }
    // Configuration: first for the files the paths select, whose broken configuration stops the scan, then for
    // the rest of the world, where it only warns (a component mapping of theirs is then unknown).
    var loader = ConfigurationLoader(catalog: catalog, known: listings)
    let global = loader.configuration(forDirectory: discovery.workingDirectory)
    func isSelected(_ file: DiscoveredFile) -> Bool {
      named[file.absolutePath] != nil || folders.contains { FileDiscovery.isWithin(file.absolutePath, $0) }
    }
    var configurations = [Configuration?](repeating: nil, count: files.count)
    // The files of a folder come one after another: each folder is looked up once.
    var folder: (path: String, configuration: Configuration)?
    func configure(_ index: Int) {
      let file = files[index]
      if let folder, folder.path == file.directory {
        configurations[index] = folder.configuration
      } else {
        let configuration = loader.configuration(forDirectory: file.directory)
        configurations[index] = configuration
        folder = (file.directory, configuration)
      }
    }
    for index in files.indices where isSelected(files[index]) { configure(index) }
    let selectedIssues = loader.issues.count
    folder = nil
    for index in files.indices where configurations[index] == nil { configure(index) }
    for (position, issue) in loader.issues.enumerated() {
      let kind: ScanProblem.Kind = issue.kind == .error && position < selectedIssues ? .error : .warning
      problems.append(
        ScanProblem(kind: kind, path: discovery.display(issue.path), message: issue.message, position: issue.position))
    }
    // A broken configuration leaves the rules unknown: report it, scan nothing.
    if loader.issues.prefix(selectedIssues).contains(where: { $0.kind == .error }) {
      clock.lap("discover")
      var result = finish(
        started, [], problems, global, options: options, anchor: anchor(of: roots, discovery))
      result.timings = clock.laps
      return result
    }
    clock.lap("discover, configuration")
    let inScope = files.indices.map { (file: files[$0], configuration: configurations[$0] ?? Configuration()) }
    var view = Set<String>()
    for (file, configuration) in inScope where isSelected(file) {
      let covered = excludes.isExcluded(file.absolutePath) || !configuration.includes(file.absolutePath)
      if named[file.absolutePath] != nil, covered, !options.noIgnore {
        problems.append(
          ScanProblem(
            kind: .warning, path: file.displayPath,
            message: "not scanned: an exclude or include pattern leaves it out (--no-ignore scans it)"))
        continue
      }
      if !covered || (named[file.absolutePath] != nil && options.noIgnore) { view.insert(file.absolutePath) }
    }
    if view.isEmpty && named.isEmpty && !problems.contains(where: { $0.kind == .error }) {
      problems.append(
        ScanProblem(
          kind: .error, path: options.stdin?.path ?? options.paths.joined(separator: " "),
          message:
            "no JavaScript or TypeScript file to scan: none there, or include/exclude patterns leave every one out"))
    }
    let reported = options.reportOnly.map { $0.intersection(view) } ?? view
    options.reportOnly = reported
    let maxFileSize = options.maxFileSize
    let anchor = anchor(of: roots, view: view, discovery)
    let anchored = AnchoredPaths(anchor: anchor, workingDirectory: discovery.workingDirectory)
    // Tests, stories and mocks are read whole but reported only when asked for (or named).
    func hiddenAsTest(_ file: DiscoveredFile, _ configuration: Configuration) -> Bool {
      TestFiles.hides(
        anchored.relative(file.absolutePath), configuration: configuration, includeTests: options.reportTests,
        named: named[file.absolutePath] != nil)
    }
    if options.listOnly {
      var result = finish(started, [], problems, global, options: options, anchor: anchor)
      result.listing = inScope.map { file, configuration in
        let why: String?
        if reported.contains(file.absolutePath) {
          why = hiddenAsTest(file, configuration) ? "a test, story or mock (--include-tests reports it)" : nil
        } else if view.contains(file.absolutePath) {
          why = "not changed (--changed-since)"
        } else if isSelected(file) {
          why = "an exclude or include pattern leaves it out; read for wrappers"
        } else {
          why = "outside the paths given; read for the wrappers and imports of the others"
        }
        return ListedFile(file: file.displayPath, reported: why == nil, reason: why)
      }
      result.timings = clock.laps
      return result
    }

    // Tests, stories and mocks not reported: what users meet is not in them, so they are no call sites of the
    // app's wrappers, and, with the prefilter, a file imports them before they are parsed.
    // Whether named or not: which files are call sites must not depend on which files a scan is asked about.
    let reportTests = options.reportTests
    let hidden = Self.flags(count: inScope.count, jobs: options.jobs) { [inScope, anchored] in
      TestFiles.hides(
        anchored.relative(inScope[$0].file.absolutePath), configuration: inScope[$0].configuration,
        includeTests: reportTests, named: false)
    }
    let noCallSites = Set(inScope.indices.filter { hidden[$0] })
    let heldBack = noCallSites.filter { named[inScope[$0].file.absolutePath] == nil }
    projectsFound.wait()
    let (projects, projectProblems, packageFolders) = projectsOfFiles.withLock { $0 }
    clock.lap("discover, projects")
    let viewDirectories = Set(inScope.filter { view.contains($0.file.absolutePath) }.map(\.file.directory))
    for (manifest, message) in projectProblems
    where viewDirectories.contains(where: { FileDiscovery.isWithin($0, FileDiscovery.directory(of: manifest)) }) {
      problems.append(ScanProblem(kind: .warning, path: discovery.display(manifest), message: message))
    }

    let work = inScope
    // What a later scan answered by this one's outcome says besides it.
    let viewProblems = problems
    clock.lap("view")
    // 1. Per file, in parallel: read, decode, parse, extract facts; the tree is freed at once. With the
    // prefilter, files whose words show they cannot matter yet are only read, and the planner decides which of
    // them other files make relevant (`ScanPlan`).
    let plan = options.prefilter ? ScanPlan(configurations: work.map(\.configuration)) : nil
    // A scan of a few files, planned first within what they import (an editor's buffer, a hook's staged files).
    // Whether each file is reported, asked once (on --jobs threads: a path hashed per file).
    let isReported = Self.flags(count: work.count, jobs: options.jobs) { [work] in
      reported.contains(work[$0].file.absolutePath)
    }
    let reportedCount = isReported.count { $0 }
    let focused = reportedCount <= Self.focusedViewLimit && reportedCount < work.count
    // Nothing changed since the last scan: its outcome stands.
    var fingerprint: String?
    // Each file's content key, when the result cache's check read them: files the facts cache answers are then
    // not read again.
    var knownKeys: [FactsCache.Key?]?
    // Files whose stamps have not changed since a scan read them are known by their stamp, not read again.
    let stamps = cacheDirectory.map { FileStamps(directory: $0, keepsUnused: options.stdin != nil) }
    // The contents the fingerprint was taken of, and what else it read, as it was then.
    var fingerprinted: (keys: [FactsCache.Key?], looked: [(path: String, presence: FileReader.Presence)])?
    func fingerprintOf(_ contents: [FactsCache.Key?]) -> String? {
      var scratch = ModuleResolver(files: [], packages: packageFolders, known: listings)
      let taken = ResultCache.fingerprint(
        files: work.map(\.file), contents: contents, configurations: work.map(\.configuration), projects: projects,
        packages: packageFolders, resolver: &scratch, options: options, also: loader.filesRead)
      fingerprinted = taken.map { (contents, $0.looked) }
      return taken?.fingerprint
    }
    // A record of this scan's inputs, for a later scan to check instead of walking (`KeptInputs`), when it can
    // vouch for them all: the outcome made from the contents the fingerprint was taken of.
    func keptInputs(outcomeKeys: [FactsCache.Key?]) -> KeptInputs? {
      guard let invocation, let fingerprint, let fingerprinted, let stamps, let cacheDirectory,
        fingerprinted.keys == outcomeKeys
      else { return nil }
      return KeptInputs.make(
        outline: KeptInputs.Outline(
          invocation: invocation, workingDirectory: discovery.workingDirectory, fingerprint: fingerprint,
          anchor: anchor, problems: viewProblems),
        files: work.map(\.file), reported: isReported, keys: outcomeKeys, stamps: stamps,
        looked: ancestors + (listings.looked + fingerprinted.looked).map { ($0.path, .exactly($0.presence)) },
        started: startedWall,
        leaving: cacheDirectory)
    }
    // Without a stored result (a first scan, a fresh CI checkout) there is nothing to compare: the contents are
    // hashed while the files are read for the scan, and the fingerprint is taken then.
    if let cacheDirectory = resultCacheDirectory, resultStored {
      let contents = contentKeys(work.map(\.file), options: options, stamps: stamps, reading: true)
      knownKeys = contents
      clock.lap("read and hash")
      loadCache()
      fingerprint = fingerprintOf(contents)
      clock.lap("fingerprint")
      let loaded = fingerprint.map { ResultCache(directory: cacheDirectory).load(matching: $0) } ?? .miss
      if case .damaged(let why) = loaded {
        problems.append(
          ScanProblem(
            kind: .warning, path: discovery.display(cacheDirectory + "/" + ResultCache.fileName),
            message: "the cache's last outcome is unreadable (\(why)); the scan runs afresh and rewrites it"))
      }
      if case .hit(let stored) = loaded, let unparsed = ResultCache.items(of: stored.unparsed, count: work.count) {
        // Files read again for their stamps (written too recently to trust) are known by them next time, and so is
        // the project, when every input has settled.
        if let problem = stamps?.save() ?? keptInputs(outcomeKeys: contents)?.save(in: cacheDirectory) {
          problems.append(ScanProblem(kind: .warning, path: discovery.display(cacheDirectory), message: problem))
        }
        var result = finish(
          started, stored.findings, problems + stored.problems, global, options: options, anchor: anchor,
          suppressed: stored.suppressed ?? [], counted: stored.counts)
        result.unparsedFiles = unparsed.map { work[$0].file.displayPath }.sorted()
        clock.lap("report from cache")
        result.timings = clock.laps
        return result
      }
    }
    // A scan of a few files (an editor's buffer, a hook's staged files) adds to the cache and never shrinks it: the
    // next scan of the whole finds what it left.
    loadCache()
    let cache = loadingCache?.value
    let keepsUnusedFacts = options.stdin != nil || focused
    if let cache, let problem = cache.loadProblem {
      problems.append(
        ScanProblem(
          kind: .warning, path: discovery.display(cache.directory + "/" + FactsCache.fileName), message: problem))
    }
    // What the scan adds from here on is what a later scan of the same inputs may replay.
    let earlyProblems = problems.count
    // With the prefilter, each reading thread also resolves its files' imports that are not relative (the
    // planner's graph), against every file of the world: a file that turns out unreadable is looked at again
    // below.
    let reading = plan.map { _ in
      ModuleResolver(
        files: Set(work.map(\.file.absolutePath)), packages: packageFolders, known: listings)
    }
    if knownKeys == nil, let stamps {
      knownKeys = contentKeys(work.map(\.file), options: options, stamps: stamps, reading: false)
    }
    // A whole-project scan with the cache reads the facts of the files the last one parsed (`KeptPlan`), so that
    // they are linked while the planner works; only when every one of them is still a file of the world.
    let keepsPlan = plan != nil && cacheDirectory != nil && options.stdin == nil && !focused
    let keptPaths =
      keepsPlan ? cacheDirectory.flatMap { KeptPlan.load(directory: $0, reportingTests: options.reportTests) } : nil
    var preparing = Set<Int>()
    if let keptPaths, !keptPaths.isEmpty {
      let kept = Self.flags(count: work.count, jobs: options.jobs) { [work] in
        keptPaths.contains(work[$0].file.absolutePath)
      }
      preparing = Set(work.indices.filter { kept[$0] })
      if preparing.count != keptPaths.count { preparing = [] }
    }
    var (stage, readers) = extractAll(
      Array(work.indices), of: work, projects: projects, options: options, plan: plan, cache: cache,
      stamps: stamps, known: knownKeys, resolving: reading, holding: heldBack, preparing: preparing)
    var prepared: [Int: Prepared] = [:]
    for item in preparing {
      guard let ready = stage[item].prepared else { continue }
      prepared[item] = ready
      stage[item].prepared = nil
    }
    if resultCacheDirectory != nil, cache != nil, fingerprint == nil {
      fingerprint = fingerprintOf(stage.map(\.contentKey))
    }
    // Held back though their words would have them parsed: parsed as soon as a file imports them.
    let deferred = plan.map { plan in
      heldBack.sorted().filter { item in
        stage[item].lexical.map { plan.mustParse($0, dialect: work[item].file.dialect) } ?? false
      }
    }
    // One loop over the files' flags, reading each in place.
    var (parsedAtFirst, answered, afterReading) = (0, 0, 0)
    var known = Set<String>(minimumCapacity: stage.count)
    for item in stage.indices {
      if stage[item].isParsed { parsedAtFirst += 1 }
      if stage[item].answeredByCache { answered += 1 }
      if stage[item].answeredAfterReading { afterReading += 1 }
      // Every file read is a module imports may resolve to, parsed or not.
      if stage[item].hasFacts { known.insert(work[item].file.absolutePath) }
    }
    var read = answered > 0 ? "read \(stage.count - answered) (\(answered) from the cache)" : "read \(stage.count)"
    if afterReading > 0 {
      read =
        answered > 0
        ? "read \(stage.count - answered) (\(answered) from the cache, \(afterReading) more answered after reading)"
        : "read \(stage.count) (\(afterReading) of them answered by the cache)"
    }
    clock.lap(plan == nil ? "\(read) and parse \(parsedAtFirst)" : "\(read), parse \(parsedAtFirst)")
    // Every file of the world read (the usual case): the readers' resolver, indexed once, knows them all.
    var resolver =
      reading.flatMap { known.count == work.count ? $0 : nil }
      ?? ModuleResolver(files: known, packages: packageFolders, known: listings)
    for reader in readers { resolver.absorb(reader) }
    readers = []
    // The files the last scan parsed, linked on another thread while the planner runs here: used when the planner
    // parses exactly these files.
    var speculation: (items: [Int], index: Pending<UnsafeSendable<ProjectIndex>>, stop: StopFlag)?
    if !prepared.isEmpty {
      let items = stage.indices.filter { stage[$0].isParsed || prepared[$0] != nil }
      let entries = items.map { item in
        prepared[item].map {
          entry(
            for: item, outcome: $0.outcome, work: work, projects: projects, named: anchored, noCallSites: noCallSites)
        } ?? entry(for: item, stage: stage, work: work, projects: projects, named: anchored, noCallSites: noCallSites)
      }
      let resolving = resolver
      let stop = StopFlag()
      let linking = Pending {
        let index = ProjectIndex(entries: entries, resolver: resolving, link: false)
        index.link(stopping: stop.isSet)
        return UnsafeSendable(index)
      }
      speculation = (items, linking, stop)
    }
    // Files read but not parsed hold no facts: they get no entry in the index and no check.
    func parsedFiles() -> [Int] { stage.indices.filter { stage[$0].isParsed } }
    // With the prefilter, the files the parsed ones lead to are parsed as the module graph is followed.
    // What the planner read of the files that may render a pressable of the project, for linking.
    var candidates: [String: [Int]] = [:]
    if plan != nil {
      var workOfPath: [String: Int] = [:]
      for (item, entry) in work.enumerated() where workOfPath[entry.file.absolutePath] == nil {
        workOfPath[entry.file.absolutePath] = item
      }
      // Where each file's imports that are not relative lead, among the files read.
      let named = stage.indices.map { file -> [(target: Int, route: ReachPlanner.Route)] in
        stage[file].named.compactMap { module, path, route in
          guard let path else { return nil }
          var target = workOfPath[path]
          if let found = target, !stage[found].hasFacts {
            target = resolver.resolve(module, from: work[file].file.absolutePath).flatMap { workOfPath[$0] }
          }
          guard let target, target != file else { return nil }
          return (target, route)
        }
      }
      var more = 0
      var steps = 0
      // Plans from the files parsed so far; with `allowed`, parses no other file.
      func planned(allowed: Set<Int>?) -> ReachPlanner {
        let parsedSoFar = parsedFiles()
        var planner = ReachPlanner(
          entries: parsedSoFar.map {
            entry(for: $0, stage: stage, work: work, projects: projects, named: anchored, noCallSites: noCallSites)
          },
          parsed: parsedSoFar, lexical: stage.map(\.lexical), relative: stage.map(\.relative), named: named,
          paths: work.map(\.file.absolutePath),
          workOfPath: workOfPath, resolver: resolver, allowed: allowed, heldBack: heldBack,
          // Those a first plan within what a few files import parsed already are in the index.
          deferred: (deferred ?? []).filter { stage[$0].isWaiting })
        parseAsPlanned(
          planner.next(), of: work, projects: projects, options: options, cache: cache, stamps: stamps,
          known: knownKeys, prepared: prepared
        ) { finished in
          for (file, outcome) in finished {
            // The imports read with its words stay: a later plan (after one within what a few files import) finds
            // this file's relative imports among them.
            let (relative, named) = (stage[file].relative, stage[file].named)
            stage[file] = outcome
            stage[file].relative = relative
            stage[file].named = named
          }
          let parsed = finished.map(\.item).filter { stage[$0].isParsed }
          planner.parsed(
            parsed.map {
              entry(for: $0, stage: stage, work: work, projects: projects, named: anchored, noCallSites: noCallSites)
            }, work: parsed)
          more += finished.count
          steps += 1
          return planner.next()
        }
        return planner
      }
      // A few files reported (an editor, a hook): their findings depend on what they import, down the graph, and
      // on their callers only when one of their components is a wrapper (its call sites are listed and judged).
      // Planned first within what they import; when a reported file holds a wrapper, planned again whole.
      let focus = Set(work.indices.filter { isReported[$0] })
      var planner: ReachPlanner
      clock.lap("plan")
      if focused {
        planner = planned(
          allowed: Self.imported(
            from: focus, named: named, stage: stage, work: work,
            workOfPath: workOfPath, resolver: &resolver))
        planner.index.link()
        let wrapsAField = planner.index.entries.indices.contains { entry in
          focus.contains(planner.work(ofEntry: entry))
            && planner.index.entries[entry].context.facts.scopes.indices.contains { scope in
              planner.index.summary(ComponentKey(file: entry, scope: scope)) != nil
            }
        }
        if wrapsAField { planner = planned(allowed: nil) }
      } else {
        planner = planned(allowed: nil)
      }
      resolver = planner.index.resolver
      candidates = planner.index.pressableCandidates
      // Freed after the scan, as the facts are: its index holds every parsed file's.
      leftovers.keep(planner)
      clock.lap("plan, parse \(more) more (\(steps) planning steps)")
    }
    leftovers.keep(prepared)
    prepared = [:]
    let parsed = parsedFiles()
    // Every file is extracted: the facts cache is written on another thread while linking and the rules run, with
    // the files this scan parsed when it planned the whole project.
    let saving = DispatchGroup()
    let saveProblem = Mutex<String?>(nil)
    let parsedPaths = keepsPlan ? parsed.map { work[$0].file.absolutePath } : []
    let reportingTests = options.reportTests
    if let cache {
      DispatchQueue.global(qos: .userInitiated).async(group: saving) {
        let problem = cache.save(keepingUnused: keepsUnusedFacts)
        let stampsProblem = stamps?.save()
        let planProblem =
          keepsPlan && Set(parsedPaths) != keptPaths
          ? KeptPlan.save(parsedPaths, directory: cache.directory, reportingTests: reportingTests) : nil
        // The first: a folder that cannot be made fails every write with the same words.
        saveProblem.withLock { $0 = problem ?? stampsProblem ?? planProblem }
      }
    }

    // 2. The whole project: imports followed across files, wrapper summaries.
    var entryOfWork: [Int: Int] = [:]
    for (entry, item) in parsed.enumerated() { entryOfWork[item] = entry }
    // The tsconfigs of the reported files' folders, parsed or not: a broken one is reported whatever the
    // prefilter did, and only those: the rest of the world's are not this scan's concern.
    var governing = ModuleResolver(files: [], packages: [:], known: listings)
    for directory in viewDirectories { governing.readConfiguration(forDirectory: directory) }
    for (path, message) in governing.problems.sorted(by: { $0.key < $1.key }) {
      problems.append(ScanProblem(kind: .warning, path: discovery.display(path), message: message))
    }
    // In the order of the files, whatever order planning parsed them in: summaries in an import cycle depend on
    // which file is linked first.
    let index: ProjectIndex
    if let speculation, speculation.items == parsed {
      index = speculation.index.value.value
      clock.lap("link (on another thread while planning)")
    } else {
      // Not what the planner parsed: the link made ahead stops, and its thread leaves the cores to this one.
      speculation?.stop.set()
      index = ProjectIndex(
        entries: parsed.map {
          entry(for: $0, stage: stage, work: work, projects: projects, named: anchored, noCallSites: noCallSites)
        },
        resolver: resolver, candidates: candidates)
      clock.lap("link")
    }
    let linked = linkedContexts(index, display: discovery.display)
    let entryFor = entryOfWork
    let extracted = stage
    clock.lap("contexts")

    // 3. Per file, in parallel: rules, configuration, suppressions.
    let checked = Mutex(
      [(findings: [Finding], suppressed: [Finding], problems: [ScanProblem], lockedSuppressed: Int)?](
        repeating: nil, count: work.count))
    let nextCheck = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: min(options.jobs, max(work.count, 1))) { _ in
      while true {
        let item = nextCheck.wrappingAdd(1, ordering: .relaxed).oldValue
        guard item < work.count else { break }
        guard let entry = entryFor[item], isReported[item], !heldBack.contains(item)
        else { continue }
        // The text is kept only for standard input; a file is read again only when it has findings.
        let file = work[item].file
        let kept = extracted[item].source
        let result = check(
          linked[entry], source: { kept ?? reread(file, limit: maxFileSize) }, path: file.displayPath,
          catalog: catalog, rules: RuleRegistry.all)
        checked.withLock { $0[item] = result }
      }
    }

    clock.lap("check")
    saving.wait()
    // Said by this scan, not stored with its outcome: a scan that outcome answers writes no facts.
    var cacheWarning: ScanProblem?
    if let cache, let problem = saveProblem.withLock({ $0 }) {
      let warning = ScanProblem(kind: .warning, path: discovery.display(cache.directory), message: problem)
      cacheWarning = warning
      problems.append(warning)
    }
    clock.lap("save cache (waited for)")
    var findings: [Finding] = []
    var suppressed: [Finding] = []
    var summary = ScanSummary()
    let results = checked.withLock { $0 }
    // By index: an element of `stage` copied whole retains everything it holds.
    for item in stage.indices where isReported[item] {
      // Counted instead; only what keeps it from being read is said.
      if heldBack.contains(item) {
        summary.testFilesNotReported += 1
        problems += stage[item].problems.filter { $0.kind == .error }
        continue
      }
      problems += stage[item].problems
      if stage[item].hasFacts { summary.filesScanned += 1 }
      if stage[item].skipped { summary.filesSkipped += 1 }
      if stage[item].syntaxErrorCount > 0 { summary.filesWithSyntaxErrors += 1 }
      guard let result = results[item] else { continue }
      findings += result.findings
      suppressed += result.suppressed
      problems += result.problems
      summary.lockedSuppressed += result.lockedSuppressed
    }
    let unparsed = stage.indices.filter { stage[$0].isWaiting && isReported[$0] && !heldBack.contains($0) }
    // The outcome is stored on another thread while the report is put together here.
    var storing: Pending<String?>?
    if let cacheDirectory = resultCacheDirectory, let fingerprint, !problems.contains(where: { $0.kind == .error }) {
      let stored = ResultCache.Stored(
        fingerprint: fingerprint, findings: findings,
        problems: problems[earlyProblems...].filter { $0 != cacheWarning },
        counts: summary,
        unparsed: ResultCache.bits(of: unparsed, count: work.count), suppressed: suppressed)
      let kept = keptInputs(outcomeKeys: stage.map(\.contentKey))
      storing = Pending {
        if let problem = ResultCache(directory: cacheDirectory).save(stored) { return problem }
        guard let kept else {
          KeptInputs.remove(in: cacheDirectory)
          return nil
        }
        return kept.save(in: cacheDirectory)
      }
    }
    var result = finish(
      started, findings, problems, global, options: options, anchor: anchor, suppressed: suppressed,
      counted: summary)
    result.unparsedFiles = unparsed.map { work[$0].file.displayPath }.sorted()
    // Said once: the facts were not written either when the folder cannot be made.
    if let storing, let problem = storing.value, !result.problems.contains(where: { $0.message == problem }),
      let cacheDirectory = resultCacheDirectory
    {
      result.problems.append(ScanProblem(kind: .warning, path: discovery.display(cacheDirectory), message: problem))
    }
    clock.lap("report")
    result.timings = clock.laps
    leftovers.keep(stage, extracted, results, index, linked, work, inScope, files, projects, resolver)
    return result
  }

  /// Reads and extracts the given files in parallel, each worker with its own parser; with a plan, files that
  /// need no tree yet keep only their lexical facts. A parsed file's context is made there too. With a resolver,
  /// each worker also lists its files' imports for the planner and resolves those that are not relative, on a
  /// copy of it; the copies come back with what they learnt.
  private static func extractAll(
    _ indices: [Int], of work: [(file: DiscoveredFile, configuration: Configuration)], projects: [ProjectInfo],
    options: ScanOptions, plan: ScanPlan?, cache: FactsCache?, stamps: FileStamps?,
    known: [FactsCache.Key?]? = nil, resolving: ModuleResolver? = nil, holding heldBack: Set<Int> = [],
    preparing: Set<Int> = []
  ) -> (extracted: [Extracted], resolvers: [ModuleResolver]) {
    let stdinPath = standardInputPath(options)
    let extracted = Mutex([Extracted?](repeating: nil, count: indices.count))
    let resolvers = Mutex([ModuleResolver]())
    let next = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: min(options.jobs, max(indices.count, 1))) { _ in
      let parser = SourceParser()
      var resolver = resolving
      defer { if let resolver { resolvers.withLock { $0.append(resolver) } } }
      while true {
        let position = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard position < indices.count else { break }
        let outcome = extractOne(
          indices[position], of: work, projects: projects, options: options, plan: plan, cache: cache,
          stamps: stamps, known: known, held: heldBack.contains(indices[position]), stdinPath: stdinPath,
          parser: parser, resolver: &resolver, prepare: preparing.contains(indices[position]))
        extracted.withLock { $0[position] = outcome }
        if let progress = options.progress, position % 200 == 199 { progress(position + 1, indices.count) }
      }
    }
    return (extracted.withLock { $0 }.map { $0 ?? Extracted() }, resolvers.withLock { $0 })
  }

  /// Parses files as the planner asks for them, on up to `options.jobs` threads (no more than there are processors)
  /// and with no pause between its steps: the calling thread hands the files finished so far (work index and
  /// outcome) to `absorb`, which returns the files they lead to, queued at once while the others are still being
  /// parsed. Returns when no file is queued or being parsed and `absorb` asked for none. Which files are parsed does
  /// not depend on the order they finish in: the planner's reach only grows (`ReachPlanner`).
  private static func parseAsPlanned(
    _ first: [Int], of work: [(file: DiscoveredFile, configuration: Configuration)], projects: [ProjectInfo],
    options: ScanOptions, cache: FactsCache?, stamps: FileStamps?, known: [FactsCache.Key?]?,
    prepared: [Int: Prepared] = [:], absorb: ([(item: Int, outcome: Extracted)]) -> [Int]
  ) {
    guard !first.isEmpty else { return }
    let queue = ParseQueue(first)
    let stdinPath = standardInputPath(options)
    let workers = DispatchGroup()
    // No more threads than processors, as `concurrentPerform` runs.
    let threads = max(min(options.jobs, ProcessInfo.processInfo.activeProcessorCount), 1)
    for _ in 0..<threads {
      workers.enter()
      let thread = Thread {
        let parser = SourceParser()
        var resolver: ModuleResolver?
        while let item = queue.take() {
          if let ready = prepared[item] {
            queue.finish(item, ready.outcome)
            continue
          }
          let outcome = extractOne(
            item, of: work, projects: projects, options: options, plan: nil, cache: cache, stamps: stamps,
            known: known, held: false, stdinPath: stdinPath, parser: parser, resolver: &resolver)
          queue.finish(item, outcome)
        }
        workers.leave()
      }
      // The main thread's size, whatever a platform gives new threads: parsing and extraction run here as there.
      thread.stackSize = 8 << 20
      thread.start()
    }
    while let finished = queue.collect(reserve: 2 * threads) { queue.add(absorb(finished)) }
    queue.close()
    workers.wait()
  }

  /// A question asked of each of `count` items, on `jobs` threads, each taking one run of them.
  private static func flags(count: Int, jobs: Int, _ question: @Sendable (Int) -> Bool) -> [Bool] {
    var answers = [Bool](repeating: false, count: count)
    let threads = max(1, min(jobs, count))
    let run = (count + threads - 1) / threads
    answers.withUnsafeMutableBufferPointer { buffer in
      let answers = UnsafeSendable(buffer)
      DispatchQueue.concurrentPerform(iterations: threads) { thread in
        // Each thread writes its own indices only.
        for index in min(count, thread * run)..<min(count, (thread + 1) * run) {
          answers.value[index] = question(index)
        }
      }
    }
    return answers
  }

  /// The absolute path standard input stands for, if it is read.
  private static func standardInputPath(_ options: ScanOptions) -> String? {
    options.stdin.map {
      FileDiscovery.standardized(
        $0.path, relativeTo: FileDiscovery.standardized(options.workingDirectory, relativeTo: "/"))
    }
  }

  /// Reads and extracts one file (a work index), with the given worker's parser: answered by the facts cache when
  /// it knows the content, else read and extracted (with a plan, a file that needs no tree yet keeps only its
  /// lexical facts). A parsed file's context is made here too. With a resolver, the file's imports are listed for
  /// the planner and those that are not relative resolved.
  private static func extractOne(
    _ item: Int, of work: [(file: DiscoveredFile, configuration: Configuration)], projects: [ProjectInfo],
    options: ScanOptions, plan: ScanPlan?, cache: FactsCache?, stamps: FileStamps?, known: [FactsCache.Key?]?,
    held: Bool,
    stdinPath: String?, parser: SourceParser, resolver: inout ModuleResolver?, prepare: Bool = false
  ) -> Extracted {
    let file = work[item].file
    var outcome: Extracted
    var cachedFacts: FileFacts?
    if let cache, let key = known?[item] ?? nil,
      let entry = cache.lookup(key, needsFacts: { prepare || !waits($0, file: file, plan: plan, held: held) }),
      let answered = answered(by: entry, file: file, plan: plan, held: held)
    {
      // The content this scan already read and hashed, answered by the cache: not read again.
      outcome = answered
      outcome.contentKey = key
      outcome.answeredByCache = true
      if case .facts(let facts, _) = entry { cachedFacts = facts }
    } else {
      let bytes: Result<[UInt8], Error>
      let key: FactsCache.Key?
      if let stdin = options.stdin, file.absolutePath == stdinPath {
        // An editor's buffer is not stored.
        (bytes, key) = (.success(stdin.bytes), nil)
      } else if cache != nil {
        // Hashed again even after the result cache's check: the facts must be stored under the bytes they came
        // from, should the file change between the two reads.
        (bytes, key) = readKeyed(file, options: options, stamps: stamps)
      } else {
        (bytes, key) = (Result { try FileReader.read(file.absolutePath, limit: options.maxFileSize) }, nil)
      }
      outcome = extract(file, bytes: bytes, parser: parser, plan: plan, cache: cache, key: key, held: held)
      outcome.contentKey = key
    }
    // Facts are what the rest of the scan needs; the text would hold the whole tree's bytes in memory.
    if file.absolutePath != stdinPath { outcome.source = nil }
    if outcome.lexical == nil, let facts = outcome.facts {
      outcome.context = FileContext(facts: facts, project: projects[item], configuration: work[item].configuration)
      outcome.context?.readAhead()
    }
    // Waiting, but parsed by the last scan: parsed now too (from the cache's facts, else from the file), and held
    // apart as the outcome the planner gets if it asks.
    if prepare, outcome.isWaiting, file.absolutePath != stdinPath {
      var ready: Extracted
      if let cachedFacts {
        ready = finish(Extracted(), facts: cachedFacts, source: nil, file: file)
        ready.contentKey = outcome.contentKey
        ready.answeredByCache = true
      } else {
        let (bytes, key) =
          cache != nil
          ? readKeyed(file, options: options, stamps: stamps)
          : (Result { try FileReader.read(file.absolutePath, limit: options.maxFileSize) }, nil)
        ready = extract(file, bytes: bytes, parser: parser, cache: cache, key: key)
        ready.contentKey = key
        ready.source = nil
      }
      if ready.isParsed, let facts = ready.facts {
        ready.context = FileContext(facts: facts, project: projects[item], configuration: work[item].configuration)
        ready.context?.readAhead()
        outcome.prepared = Prepared(ready)
      }
    }
    if resolver != nil {
      let imports = specifiers(outcome)
      let named = imports.filter { !ModuleResolver.isRelative($0.module) }
      outcome.relative = imports.filter { ModuleResolver.isRelative($0.module) }
      if !named.isEmpty, let paths = resolver?.resolve(named.map(\.module), from: file.absolutePath) {
        outcome.named = zip(named, paths).map { ($0.module, $1, $0.route) }
      }
    }
    return outcome
  }

  /// Each file's content key, read in parallel: what the result cache compares. nil for a file
  /// that cannot be read.
  private static func contentKeys(
    _ files: [DiscoveredFile], options: ScanOptions, stamps: FileStamps?, reading: Bool
  ) -> [FactsCache.Key?] {
    let stdinPath = standardInputPath(options)
    let keys = Mutex([FactsCache.Key?](repeating: nil, count: files.count))
    let next = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: min(options.jobs, max(files.count, 1))) { _ in
      while true {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard index < files.count else { break }
        let file = files[index]
        guard file.absolutePath != stdinPath else { continue }
        var key = stamps?.key(of: file.absolutePath, dialect: file.dialect, limit: options.maxFileSize)
        if key == nil, reading { key = readKeyed(file, options: options, stamps: stamps).key }
        keys.withLock { $0[index] = key }
      }
    }
    return keys.withLock { $0 }
  }

  /// Reads a file and hashes what it read, recording the key under the file's stamp as it was opened.
  private static func readKeyed(
    _ file: DiscoveredFile, options: ScanOptions, stamps: FileStamps?
  ) -> (bytes: Result<[UInt8], Error>, key: FactsCache.Key?) {
    let read = Result { try FileReader.readStamped(file.absolutePath, limit: options.maxFileSize) }
    let bytes = read.map(\.bytes)
    let key = contentKey(of: bytes, dialect: file.dialect)
    if let stamps, let key {
      switch read {
      case .success(let read): stamps.record(read.stamp, key: key, path: file.absolutePath)
      case .failure(let error as FileReader.ReadError) where error.isTooLarge:
        // Still over the limit as it is now: known as too large by this stamp.
        if let stamp = FileReader.Stamp.of(file.absolutePath), stamp.size > options.maxFileSize {
          stamps.record(stamp, key: key, path: file.absolutePath)
        }
      case .failure: break
      }
    }
    return (bytes, key)
  }

  /// What a file's content is known by, to the facts cache and the result cache: a hash of its raw bytes (the
  /// facts are a function of them, so nothing need be decoded first); a file over the size limit by that
  /// error; nil for a file that cannot be read.
  private static func contentKey(of bytes: Result<[UInt8], Error>, dialect: SourceDialect) -> FactsCache.Key? {
    switch bytes {
    case .success(let bytes):
      return FactsCache.key(bytes, dialect: dialect)
    case .failure(let error as FileReader.ReadError) where error.isTooLarge || error.isNotRegular:
      let message = Array(error.description.utf8)
      return FactsCache.Key(hash: message.withUnsafeBytes(FactsCache.digest), length: -1, dialect: 0)
    case .failure:
      return nil
    }
  }

  /// The modules a file imports, for the planner: a waiting file's from its words, a parsed file's from its facts.
  private static func specifiers(_ item: Extracted) -> [(module: String, route: ReachPlanner.Route)] {
    // Each module once, with the route it is first named by. Most files name a few modules: looking through those
    // found costs less than hashing each; a file of many (a barrel of re-exports) hashes them.
    var found: [(module: String, route: ReachPlanner.Route)] = []
    var seen: Set<String>?
    func add(_ modules: some Sequence<String>, _ route: ReachPlanner.Route) {
      for module in modules {
        if seen == nil, found.count >= 32 { seen = Set(found.map(\.module)) }
        if let inserted = seen?.insert(module).inserted {
          if inserted { found.append((module, route)) }
        } else if !found.contains(where: { $0.module == module }) {
          found.append((module, route))
        }
      }
    }
    if let lexical = item.lexical {
      add(lexical.modules, .module)
      add(lexical.defaultModules, .byDefault)
      add(lexical.namedModules, .named)
    } else if let facts = item.facts {
      add(facts.imports.lazy.map(\.module), .parsed)
      add(facts.exports.lazy.compactMap(\.module), .parsed)
    }
    return found
  }

  /// How many reported files a scan plans within what they import before planning the whole project.
  static let focusedViewLimit = 64

  /// The files some of `files` import, directly or through others (work indices, `files` included): everything
  /// their findings can depend on but their callers.
  private static func imported(
    from files: Set<Int>, named: [[(target: Int, route: ReachPlanner.Route)]], stage: [Extracted],
    work: [(file: DiscoveredFile, configuration: Configuration)], workOfPath: [String: Int],
    resolver: inout ModuleResolver
  ) -> Set<Int> {
    var found = files
    var pending = Array(files)
    while let file = pending.popLast() {
      let relative = resolver.resolve(stage[file].relative.map(\.module), from: work[file].file.absolutePath)
      for target in relative.compactMap({ $0.flatMap { workOfPath[$0] } }) + named[file].map(\.target)
      where found.insert(target).inserted {
        pending.append(target)
      }
    }
    return found
  }

  private static func packages(_ projects: [ProjectInfo]) -> [String: String] {
    var packages: [String: String] = [:]
    var manifests = Set<String>()
    let distinct = projects.filter { $0.manifestPath.map { manifests.insert($0).inserted } ?? false }
    for project in distinct {
      if let name = project.packageName, let manifest = project.manifestPath {
        packages[name] = directory(of: manifest)
      }
    }
    // A dependency a package.json names under an alias: the workspace package or folder it stands for. Aliases
    // apply to the whole project (as hoisted node_modules make them), so one that two package.json files give
    // different targets is unknown rather than the wrong one.
    var aliases: [String: String?] = [:]
    for project in distinct {
      for (alias, target) in project.dependencyAliases where packages[alias] == nil {
        let folder = target.hasPrefix("/") ? target : packages[target]
        if let known = aliases[alias], known != folder {
          aliases[alias] = .some(nil)
        } else {
          aliases[alias] = .some(folder)
        }
      }
    }
    for (alias, folder) in aliases.compactMapValues({ $0 }) { packages[alias] = folder }
    return packages
  }

  /// A parsed file's entry in the project index, with the context its worker made.
  private static func entry(
    for index: Int, stage: [Extracted], work: [(file: DiscoveredFile, configuration: Configuration)],
    projects: [ProjectInfo], named paths: AnchoredPaths, noCallSites: Set<Int>
  ) -> ProjectIndex.Entry {
    let context =
      stage[index].context
      ?? FileContext(
        facts: stage[index].facts ?? FileFacts(), project: projects[index], configuration: work[index].configuration)
    return entry(for: index, context: context, work: work, named: paths, noCallSites: noCallSites)
  }

  /// The entry of a file whose outcome is held apart (`Prepared`).
  private static func entry(
    for index: Int, outcome: Extracted, work: [(file: DiscoveredFile, configuration: Configuration)],
    projects: [ProjectInfo], named paths: AnchoredPaths, noCallSites: Set<Int>
  ) -> ProjectIndex.Entry {
    let context =
      outcome.context
      ?? FileContext(
        facts: outcome.facts ?? FileFacts(), project: projects[index], configuration: work[index].configuration)
    return entry(for: index, context: context, work: work, named: paths, noCallSites: noCallSites)
  }

  private static func entry(
    for index: Int, context: FileContext, work: [(file: DiscoveredFile, configuration: Configuration)],
    named paths: AnchoredPaths, noCallSites: Set<Int>
  ) -> ProjectIndex.Entry {
    // Notes name other files from the project root, so that a finding reads the same from any folder.
    ProjectIndex.Entry(
      absolutePath: work[index].file.absolutePath, displayPath: paths.relative(work[index].file.absolutePath),
      context: context, isHeldBack: noCallSites.contains(index))
  }

  private static func directory(of path: String) -> String {
    FileDiscovery.directory(of: path)
  }

  /// The folder baseline and SARIF paths are relative to: the one project root the paths lie in, else the
  /// working directory.
  private static func anchor(of roots: [String], view: Set<String> = [], _ discovery: FileDiscovery) -> String {
    guard roots.count == 1, let root = roots.first else { return discovery.workingDirectory }
    // A folder no project holds (a checkout of packages with no package.json at its top): when the project of
    // every file reported is one below it, paths are anchored there, as they are when a file of it is asked about.
    guard !FileDiscovery.marksAProject(root), var common = view.first.map(FileDiscovery.directory(of:))
    else { return root }
    for path in view {
      while !FileDiscovery.isWithin(path, common) { common = FileDiscovery.directory(of: common) }
    }
    let project = FileDiscovery.projectRoot(of: common, isDirectory: true)
    return FileDiscovery.marksAProject(project) && FileDiscovery.isWithin(project, root) ? project : root
  }

  /// The stored outcome of a scan whose inputs are all as they were (`KeptInputs`), reported as that scan would
  /// report it; nil when it is not there or the working directory's configuration now says something.
  private static func answer(
    _ kept: KeptInputs, options: ScanOptions, catalog: RuleCatalog, started: DispatchTime
  ) -> ScanResult? {
    guard let cacheDirectory = options.cacheDirectory,
      case .hit(let stored) = ResultCache(directory: cacheDirectory).load(matching: kept.outline.fingerprint),
      let unparsed = ResultCache.items(of: stored.unparsed, count: kept.files.count)
    else { return nil }
    var loader = ConfigurationLoader(catalog: catalog)
    let global = loader.configuration(
      forDirectory: FileDiscovery.standardized(options.workingDirectory, relativeTo: "/"))
    guard loader.issues.isEmpty else { return nil }
    var options = options
    options.reportOnly = Set(kept.files.filter(\.reported).map(\.absolutePath))
    var result = finish(
      started, stored.findings, kept.outline.problems + stored.problems, global, options: options,
      anchor: kept.outline.anchor, suppressed: stored.suppressed ?? [], counted: stored.counts)
    result.unparsedFiles = unparsed.map { kept.files[$0].displayPath }.sorted()
    return result
  }

  /// Sorts, applies the baseline (its paths relative to `anchor`), and counts, from what `counted` already holds
  /// of the files (scanned, skipped, with syntax errors; findings hidden in tests or suppressed with a reason).
  private static func finish(
    _ started: DispatchTime, _ findings: [Finding], _ problems: [ScanProblem], _ configuration: Configuration,
    options: ScanOptions, anchor: String, suppressed: [Finding] = [], counted: ScanSummary = ScanSummary()
  ) -> ScanResult {
    var problems = problems
    let all = findings.sorted(by: Finding.ordered)
    var reported = all
    var suppressed = suppressed
    var summary = counted
    let paths = AnchoredPaths(anchor: anchor, workingDirectory: options.workingDirectory)
    if let path = options.baseline ?? configuration.baseline {
      let absolute = FileDiscovery.standardized(path, relativeTo: options.workingDirectory)
      do {
        let filtered = try Baseline.load(absolute).filter(
          all, path: { paths.relative($0.path) }, within: options.reportOnly.map { Set($0.map(paths.relative)) })
        reported = filtered.remaining
        summary.baselined = filtered.baselined.count
        suppressed += filtered.baselined.map { finding in
          var finding = finding
          finding.suppression = Finding.Suppression(kind: .external, justification: "in the baseline \(path)")
          return finding
        }
        summary.staleBaselineEntries = filtered.stale
      } catch {
        problems.append(ScanProblem(kind: .error, path: path, message: "cannot use the baseline: \(error)"))
      }
    }
    problems.sort { ($0.path, $0.position?.line ?? 0, $0.message) < ($1.path, $1.position?.line ?? 0, $1.message) }
    for finding in reported { summary.count(finding) }
    summary.errors = problems.filter { $0.kind == .error }.count
    summary.seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
    var result = ScanResult(
      findings: reported, allFindings: all, problems: problems, summary: summary, configuration: configuration)
    result.suppressed = suppressed.sorted(by: Finding.ordered)
    result.anchor = anchor
    result.reported = options.reportOnly ?? []
    return result
  }

  /// Scans source text as if it were the file at `path`, with default settings (rule examples, tests). Wrappers
  /// defined in the same text are followed.
  public static func scan(
    source: String, path: String, project: ProjectInfo = ProjectInfo(),
    configuration: Configuration = Configuration(), catalog: RuleCatalog = .shared,
    rules: [any Rule] = RuleRegistry.all
  ) -> (findings: [Finding], problems: [ScanProblem], facts: FileFacts?) {
    guard let dialect = SourceDialect(path: path) else { return ([], [], nil) }
    let text = SourceText(source)
    guard let facts = FactExtraction.facts(of: text, dialect: dialect, parser: SourceParser()) else {
      return ([], [], nil)
    }
    let checked = checkAlone(
      facts, source: text, path: path, project: project, configuration: configuration, catalog: catalog, rules: rules)
    return (checked.findings, checked.problems, facts)
  }

  /// Checks one file linked only with itself.
  static func checkAlone(
    _ facts: FileFacts, source: SourceText, path: String, project: ProjectInfo, configuration: Configuration,
    catalog: RuleCatalog, rules: [any Rule]
  ) -> (findings: [Finding], problems: [ScanProblem]) {
    let absolute = "/" + path
    let entry = ProjectIndex.Entry(
      absolutePath: absolute, displayPath: path,
      context: FileContext(facts: facts, project: project, configuration: configuration))
    let index = ProjectIndex(entries: [entry], resolver: ModuleResolver(files: [absolute], packages: [:]))
    let checked = check(
      linkedContexts(index) { _ in path }[0], source: { source }, path: path, catalog: catalog, rules: rules)
    return (checked.findings, checked.problems)
  }

  /// Scans raw bytes as the file at `path`, through the same per-file pipeline as a scan of the disk
  /// (decoding, parsing, extraction, rules, suppressions), with default settings. Used by the fuzzer.
  public static func scan(bytes: [UInt8], path: String, catalog: RuleCatalog = .shared) -> (
    findings: [Finding], problems: [ScanProblem]
  ) {
    guard let dialect = SourceDialect(path: path) else { return ([], []) }
    let file = DiscoveredFile(displayPath: path, absolutePath: "/" + path, dialect: dialect, isExplicit: true)
    let extracted = extract(file, bytes: .success(bytes), parser: SourceParser())
    guard let facts = extracted.facts, let source = extracted.source else { return ([], extracted.problems) }
    let checked = checkAlone(
      facts, source: source, path: path, project: ProjectInfo(), configuration: Configuration(), catalog: catalog,
      rules: RuleRegistry.all)
    return (checked.findings, extracted.problems + checked.problems)
  }

  /// What step 1 keeps of a file.
  struct Extracted: Sendable {
    var facts: FileFacts? {
      didSet {
        hasFacts = facts != nil
        syntaxErrorCount = facts?.syntaxErrorCount ?? 0
      }
    }
    var source: SourceText?
    /// Set when the file was read but not parsed (its facts are empty until the planner has it parsed).
    var lexical: LexicalFacts? { didSet { isWaiting = lexical != nil } }
    /// Whether `facts` and `lexical` are set, kept as they are set: the scan asks of every file, several times, and
    /// comparing an optional of a large struct with nil there copies it.
    private(set) var hasFacts = false
    private(set) var isWaiting = false
    private(set) var syntaxErrorCount = 0
    /// Parsed: facts, and no words waiting for the planner.
    var isParsed: Bool { hasFacts && !isWaiting }
    /// A parsed file's context for the rules and the project index.
    var context: FileContext?
    var problems: [ScanProblem] = []
    var skipped = false
    /// Known from the content key the scan took before, and answered by the facts cache without reading the file.
    var answeredByCache = false
    /// Read, then answered by the facts cache (a scan that took no content keys before: standard input).
    var answeredAfterReading = false
    /// With a cache: what the file's content is known by (`contentKey(of:dialect:)`).
    var contentKey: FactsCache.Key?
    /// For the planner: the file's relative imports, and the others with the file each resolved to among the
    /// files of the world (nil: none).
    var relative: [(module: String, route: ReachPlanner.Route)] = []
    var named: [(module: String, path: String?, route: ReachPlanner.Route)] = []
    /// A waiting file the last scan parsed (`KeptPlan`): what parsing it gives, ready for when the planner asks.
    var prepared: Prepared?

    /// Empty: `facts` and `lexical` are set afterwards, through the observers that keep the flags (a memberwise
    /// initializer would skip them).
    init() {}
  }

  /// A waiting file's outcome as a parsed file, held apart until the planner asks for it.
  final class Prepared: Sendable {
    let outcome: Extracted
    init(_ outcome: Extracted) { self.outcome = outcome }
  }

  /// With a plan, `held` keeps a file waiting with its words whatever they hold: a test, story or mock that only
  /// an import from another file can make relevant (`ReachPlanner`).
  private static func extract(
    _ file: DiscoveredFile, bytes: Result<[UInt8], Error>, parser: SourceParser, plan: ScanPlan? = nil,
    cache: FactsCache? = nil, key: FactsCache.Key? = nil, held: Bool = false
  ) -> Extracted {
    var outcome = Extracted()
    var cache = cache
    var words: LexicalFacts?
    let source: SourceText
    switch bytes {
    case .success(let bytes):
      switch SourceDecoding.decode(bytes) {
      case .scan(let utf8, let note):
        if let note { outcome.problems.append(ScanProblem(kind: .warning, path: file.displayPath, message: note)) }
        // A file whose decoding says something is never cached: the warning comes from reading it.
        if note != nil { cache = nil }
        let entry = key.flatMap { cache?.lookup($0, needsFacts: { !waits($0, file: file, plan: plan, held: held) }) }
        if let entry, var answered = answered(by: entry, file: file, plan: plan, held: held) {
          answered.answeredAfterReading = true
          return answered
        }
        // The plan decides what is parsed: words alone are stored for a file no other file has made relevant yet.
        words = entry?.lexical
        if let plan {
          let scanned = words ?? LexicalFacts.scan(utf8)
          words = scanned
          if held || !plan.mustParse(scanned, dialect: file.dialect) {
            // Read, but nothing in it reaches a rule or the linker unless another file makes it: no tree yet.
            if entry == nil, let key { cache?.record(key, .lexical(scanned)) }
            outcome.facts = FileFacts()
            outcome.lexical = scanned
            return outcome
          }
        }
        if cache != nil, words == nil { words = LexicalFacts.scan(utf8) }
        source = SourceText(bytes: utf8)
      case .skip(let reason):
        outcome.problems.append(ScanProblem(kind: .warning, path: file.displayPath, message: reason))
        outcome.skipped = true
        return outcome
      }
    case .failure(let error as FileReader.ReadError) where error.isTooLarge || error.isNotRegular:
      outcome.problems.append(ScanProblem(kind: .warning, path: file.displayPath, message: "\(error)"))
      outcome.skipped = true
      return outcome
    case .failure(let error):
      outcome.problems.append(ScanProblem(kind: .error, path: file.displayPath, message: "\(error)"))
      return outcome
    }
    guard let facts = FactExtraction.facts(of: source, dialect: file.dialect, parser: parser) else {
      outcome.problems.append(
        ScanProblem(kind: .error, path: file.displayPath, message: "the parser could not read this file"))
      return outcome
    }
    if let cache, let key, let words { cache.record(key, .facts(facts, words)) }
    return finish(outcome, facts: facts, source: source, file: file)
  }

  /// A file answered from the cache alone: waiting with its words when the plan does not parse it, or its
  /// facts; nil when it must be parsed and the cache holds only its words.
  /// Whether a file with these words waits for the planner instead of being parsed at once.
  private static func waits(_ lexical: LexicalFacts, file: DiscoveredFile, plan: ScanPlan?, held: Bool) -> Bool {
    guard let plan else { return false }
    return held || !plan.mustParse(lexical, dialect: file.dialect)
  }

  private static func answered(by entry: FactsCache.Entry, file: DiscoveredFile, plan: ScanPlan?, held: Bool)
    -> Extracted?
  {
    if waits(entry.lexical, file: file, plan: plan, held: held) {
      var outcome = Extracted()
      outcome.facts = FileFacts()
      outcome.lexical = entry.lexical
      return outcome
    }
    guard case .facts(let facts, _) = entry else { return nil }
    return finish(Extracted(), facts: facts, source: nil, file: file)
  }

  /// A parsed file's outcome, with a warning for its syntax errors.
  private static func finish(_ outcome: Extracted, facts: FileFacts, source: SourceText?, file: DiscoveredFile)
    -> Extracted
  {
    var outcome = outcome
    if facts.syntaxErrorCount > 0 {
      let count = facts.syntaxErrorCount
      outcome.problems.append(
        ScanProblem(
          kind: .warning, path: file.displayPath,
          message: "\(count) syntax error\(count == 1 ? "" : "s"); scanned what could be parsed",
          position: facts.firstSyntaxError))
    }
    outcome.facts = facts
    outcome.source = source
    return outcome
  }

  /// Each file's context with the wrappers its elements render and the call sites of the wrappers it defines,
  /// their paths shown as `display` shows an absolute path (as findings' paths are).
  static func linkedContexts(_ index: ProjectIndex, display: (String) -> String) -> [FileContext] {
    var callSites: [Int: [Int: WrapperUsage]] = [:]
    for key in index.callSites.keys {
      let sites = index.uses(of: key).map { use in
        let entry = index.entries[use.file]
        return Finding.Site(
          path: display(entry.absolutePath), position: entry.context.facts.elements[use.element].range.start)
      }
      callSites[key.file, default: [:]][key.scope] = WrapperUsage(
        count: index.callSites[key]?.count ?? 0, sites: sites)
    }
    return index.entries.enumerated().map { file, entry in
      var context = entry.context
      context.wrappers = index.wrappersByFile[file]
      context.wrapperCallSites = callSites[file] ?? [:]
      context.drawnErrors = index.drawnErrorsByFile[file]
      context.asteriskLabels = index.asteriskLabelsByFile[file].mapValues { label in
        var label = label
        label.sites = label.callSites.map { keys in
          keys.map { use in
            let entry = index.entries[use.file]
            return Finding.Site(
              path: display(entry.absolutePath), position: entry.context.facts.elements[use.element].range.start)
          }
        }
        return label
      }
      return context
    }
  }

  /// A file's text read again, for the line text of its findings (baselines, fingerprints).
  static func reread(_ file: DiscoveredFile, limit: Int) -> SourceText? {
    guard let bytes = try? FileReader.read(file.absolutePath, limit: limit),
      case .scan(let utf8, _) = SourceDecoding.decode(bytes)
    else { return nil }
    return SourceText(bytes: utf8)
  }

  static func check(
    _ context: FileContext, source: () -> SourceText?, path: String, catalog: RuleCatalog, rules: [any Rule]
  ) -> (findings: [Finding], suppressed: [Finding], problems: [ScanProblem], lockedSuppressed: Int) {
    var findings: [Finding] = []
    var lineTexts: [Int: String] = [:]
    var text: SourceText??
    for rule in rules {
      guard let descriptor = catalog.rule(rule.code) else { continue }
      for violation in rule.check(context) {
        let line = violation.range.start.line
        if text == nil { text = .some(source()) }
        let lineText =
          lineTexts[line] ?? Self.folded(text.flatMap { $0 }?.lineText(line, limit: Self.lineTextLimit) ?? "")
        lineTexts[line] = lineText
        findings.append(
          Finding(
            rule: descriptor.code, severity: descriptor.severity, path: path, range: violation.range,
            message: violation.message, notes: violation.notes, lineText: lineText, callSites: violation.callSites))
      }
    }
    let applied = Policy.apply(
      findings, facts: context.facts, configuration: context.configuration, catalog: catalog, path: path)
    return (
      applied.findings.sorted(by: Finding.ordered), applied.suppressed.sorted(by: Finding.ordered), applied.problems,
      applied.lockedSuppressed
    )
  }

  /// How much of a line keys a baseline entry or a fingerprint: enough to tell lines apart, bounded for
  /// minified files.
  static let lineTextLimit = 512

  static func folded(_ line: String) -> String {
    line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}

/// The files waiting to be parsed and those parsed but not yet handed back, shared by the parsing threads and the
/// thread that plans (`Scanner.parseAsPlanned`).
/// Set once by one thread, read by another: asks work no longer needed to stop.
final class StopFlag: Sendable {
  private let flag = Atomic<Bool>(false)
  func set() { flag.store(true, ordering: .relaxed) }
  @Sendable func isSet() -> Bool { flag.load(ordering: .relaxed) }
}

/// A value handed to threads that touch disjoint parts of it.
private struct UnsafeSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// A value made on another thread, waited for where it is first read. The thread has the main thread's stack
/// size, as the parsing threads do: linking recurses through wrappers of wrappers.
final class Pending<Value: Sendable>: @unchecked Sendable {
  private let made = DispatchGroup()
  private var result: Value?

  init(_ make: @escaping @Sendable () -> Value) {
    made.enter()
    let thread = Thread {
      self.result = make()
      self.made.leave()
    }
    thread.stackSize = 8 << 20
    thread.start()
  }

  /// The value, once made (the wait orders the other thread's write before this read).
  var value: Value {
    made.wait()
    return result!
  }
}

private final class ParseQueue: @unchecked Sendable {
  private let condition = NSCondition()
  private var pending: [Int]
  private var next = 0
  private var finished: [(item: Int, outcome: Scanner.Extracted)] = []
  private var busy = 0
  private var closed = false

  init(_ first: [Int]) { pending = first }

  /// The next file to parse, waiting for one; nil once the queue is closed.
  func take() -> Int? {
    condition.lock()
    defer { condition.unlock() }
    while next == pending.count && !closed { condition.wait() }
    guard next < pending.count else { return nil }
    busy += 1
    next += 1
    return pending[next - 1]
  }

  func finish(_ item: Int, _ outcome: Scanner.Extracted) {
    condition.lock()
    finished.append((item, outcome))
    busy -= 1
    condition.broadcast()
    condition.unlock()
  }

  func add(_ items: [Int]) {
    guard !items.isEmpty else { return }
    condition.lock()
    pending += items
    condition.broadcast()
    condition.unlock()
  }

  /// The files parsed since the last call, once few enough are left queued (`reserve` or fewer) that the
  /// parsing threads would soon wait for more: planning then runs while they parse those, and in fewer, larger
  /// steps. nil when none is queued or being parsed.
  func collect(reserve: Int) -> [(item: Int, outcome: Scanner.Extracted)]? {
    condition.lock()
    defer { condition.unlock() }
    while finished.isEmpty || pending.count - next > reserve {
      if finished.isEmpty && next == pending.count && busy == 0 { return nil }
      condition.wait()
    }
    defer { finished.removeAll() }
    return finished
  }

  func close() {
    condition.lock()
    closed = true
    condition.broadcast()
    condition.unlock()
  }
}
