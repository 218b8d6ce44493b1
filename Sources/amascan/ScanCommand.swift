import AmascanCore
import AmascanKit
import AmascanReporters
import ArgumentParser
import Foundation

extension Amascan {
  struct Scan: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Scan files and folders (the default command).")

    @Argument(help: "Files and folders to scan.")
    var paths: [String] = ["."]

    @Option(help: "Output format.")
    var format: OutputFormat = .text

    @Option(
      name: .shortAndLong, help: ArgumentHelp("Write the report to a file instead of stdout.", valueName: "file"))
    var output: String?

    @Option(
      help: ArgumentHelp(
        "Exit 1 when a finding is at or above this severity (default: amascan.json `failOn`, else critical).",
        valueName: "severity"))
    var failOn: FailOn?

    @Option(
      name: .customLong("exclude"),
      help: ArgumentHelp(
        "Skip paths matching a .gitignore-style glob (repeatable), relative to the working directory.",
        valueName: "glob"))
    var excludes: [String] = []

    @Option(help: "Worker threads (default: the number of cores).")
    var jobs: Int?

    @Option(help: ArgumentHelp("Hide the findings recorded in this baseline file.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Record every current finding in this baseline file.", valueName: "file"))
    var writeBaseline: String?

    @Option(
      help: ArgumentHelp(
        "Report findings only in files changed since this git ref (still reading the whole project).",
        valueName: "ref"))
    var changedSince: String?

    @Option(
      help: ArgumentHelp(
        "The project to read whole for wrappers and configuration (default: the git work tree, else the topmost folder with a package.json or tsconfig.json).",
        valueName: "dir"))
    var projectRoot: String?

    @Flag(help: "Scan files named on the command line even when an include or exclude pattern leaves them out.")
    var noIgnore = false

    @Flag(
      help:
        "Report findings in tests, stories and mocks (__tests__/, __mocks__/, e2e/, *.test.*, *.spec.*, *.stories.*) too."
    )
    var includeTests = false

    @Flag(help: "Parse every file, even those whose words show they cannot hold or lead to a finding.")
    var noPrefilter = false

    @Flag(help: "Neither read nor write the facts cache.")
    var noCache = false

    @Option(help: ArgumentHelp("Keep the facts cache in this folder.", valueName: "dir"))
    var cacheDir: String = FactsCacheDefaults.folder

    @Flag(help: "Scan standard input instead of files (with --stdin-filename).")
    var stdin = false

    @Option(help: ArgumentHelp("The path standard input stands for: its grammar and configuration.", valueName: "path"))
    var stdinFilename: String?

    @Option(
      help: ArgumentHelp(
        "Skip files larger than this many megabytes, with a warning.", valueName: "MB"))
    var maxFileSize: Double = Double(ScanOptions.defaultMaxFileSize) / 1_048_576

    @Option(help: "Colour in text output.")
    var color: ColorMode = .auto

    @Flag(help: "Print how long each step of the scan took to standard error.")
    var timing = false

    @Flag(help: "Print the number of findings of each rule after the summary, on standard error.")
    var stats = false

    @Flag(
      name: .shortAndLong,
      help: "Report only findings that fail the build (at or above --fail-on), and no warnings on standard error.")
    var quiet = false

    @Option(
      help: ArgumentHelp(
        "Also exit 1 when more than this many findings are below --fail-on (warnings).", valueName: "count"))
    var maxWarnings: Int?

    @Option(
      help: ArgumentHelp(
        "Print the configuration that applies to this file, and the file each value comes from, as JSON; scan nothing.",
        valueName: "file"))
    var printConfig: String?

    @Flag(
      help:
        "List the files a scan would read, each marked as reported or only read for wrappers (and why), and scan nothing."
    )
    var listFiles = false

    mutating func validate() throws {
      if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
      if !(maxFileSize > 0) { throw ValidationError("--max-file-size must be a positive number of megabytes") }
      if stdin && stdinFilename == nil { throw ValidationError("--stdin needs --stdin-filename PATH") }
      if !stdin && stdinFilename != nil { throw ValidationError("--stdin-filename goes with --stdin") }
      if let maxWarnings, maxWarnings < 0 { throw ValidationError("--max-warnings must be 0 or more") }
    }

    func run() throws {
      if let printConfig {
        let workingDirectory = ScanOptions(paths: []).workingDirectory
        guard
          let report = ConfigurationReport.make(
            for: printConfig, workingDirectory: workingDirectory, projectRoot: projectRoot, excludes: excludes)
        else {
          Console.error("amascan: error: --print-config \(printConfig): \(FileDiscovery.notSourceMessage)")
          throw ExitCode(ExitStatus.error)
        }
        Console.out(report.json())
        if report.problems.contains(where: { $0.contains(": error: ") }) { throw ExitCode(ExitStatus.error) }
        return
      }
      var options = ScanOptions(paths: paths, excludes: excludes, baseline: baseline)
      if let jobs { options.jobs = jobs }
      options.prefilter = !noPrefilter
      options.projectRoot = projectRoot
      options.noIgnore = noIgnore
      options.reportTests = includeTests
      if !noCache {
        options.cacheDirectory = FileDiscovery.standardized(cacheDir, relativeTo: options.workingDirectory)
      }
      options.maxFileSize = Int(min(maxFileSize * 1_048_576, Double(Int.max / 2)))
      if let changedSince {
        do {
          options.reportOnly = try GitChanges.files(since: changedSince, in: options.workingDirectory)
        } catch {
          Console.error("amascan: error: --changed-since \(changedSince): \(error)")
          throw ExitCode(ExitStatus.error)
        }
      }
      if stdin, let stdinFilename {
        let data = FileHandle.standardInput.readDataToEndOfFile()
        options.stdin = (Array(data), stdinFilename)
      }
      if listFiles {
        options.listOnly = true
        let result = Scanner.scan(options)
        try printListing(result)
        return
      }
      // A progress line on a terminal only, overwritten in place and cleared before the report.
      let showProgress = isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["CI"] == nil
      if showProgress {
        options.progress = { done, total in Console.error("\u{1B}[2K\ramascan: \(done)/\(total) files", newline: false)
        }
      }
      var result = Scanner.scan(options)
      if showProgress { Console.error("\u{1B}[2K\r", newline: false) }

      if let writeBaseline {
        // Paths relative to the project root; a scan of some files replaces only their entries.
        let paths = AnchoredPaths(anchor: result.anchor, workingDirectory: options.workingDirectory)
        let current = Baseline(findings: result.allFindings) { paths.relative($0.path) }
        do {
          let absolute = FileDiscovery.standardized(writeBaseline, relativeTo: options.workingDirectory)
          let previous = FileDiscovery.exists(absolute) ? try Baseline.load(absolute) : Baseline(entries: [])
          try previous.replacing(Set(result.reported.map(paths.relative)), with: current).write(to: writeBaseline)
        } catch {
          Console.error(
            "\(writeBaseline): error: cannot write the baseline: \(SystemError.describe(error, expected: writeBaseline))"
          )
          throw ExitCode(ExitStatus.error)
        }
        Console.error("\(writeBaseline): recorded \(result.allFindings.count) findings")
        result.summary.baselined += result.findings.count
        result.findings = []
        result.summary.critical = 0
        result.summary.serious = 0
        result.summary.warning = 0
      }

      let threshold = (failOn ?? result.configuration.failOn.flatMap(FailOn.init(rawValue:)) ?? .critical).threshold
      let warnings = result.findings.filter { $0.level(failingAt: threshold) == .warning }.count
      if quiet {
        result.findings = result.findings.filter { $0.level(failingAt: threshold) == .error }
        result.problems = result.problems.filter { $0.kind == .error }
        (result.summary.critical, result.summary.serious, result.summary.warning) = (0, 0, 0)
        for finding in result.findings { result.summary.count(finding) }
      }
      let report = render(result, workingDirectory: options.workingDirectory, failing: threshold)
      if let output {
        do {
          try Data(report.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
          Console.error("\(output): error: cannot write the report: \(SystemError.describe(error, expected: output))")
          throw ExitCode(ExitStatus.error)
        }
      } else {
        Console.out(report)
      }
      for problem in result.problems { Console.error(problem.line) }
      for cause in TextReporter.causes(result.findings) { Console.error(cause) }
      Console.error(TextReporter.summary(result.summary))
      if stats, !result.findings.isEmpty { Console.error(TextReporter.stats(result.findings)) }
      if timing {
        let width = result.timings.map(\.step.count).max() ?? 0
        for lap in result.timings {
          Console.error(
            "timing: \(lap.step.padding(toLength: width + 2, withPad: " ", startingAt: 0))"
              + String(format: "%7.3f s  (cpu %.3f s)", lap.seconds, lap.cpu))
        }
      }
      if result.summary.errors > 0 { throw ExitCode(ExitStatus.error) }
      if let threshold, result.findings.contains(where: { $0.severity >= threshold }) {
        throw ExitCode(ExitStatus.findings)
      }
      if let maxWarnings, warnings > maxWarnings {
        Console.error("amascan: \(warnings) warnings, more than --max-warnings \(maxWarnings)")
        throw ExitCode(ExitStatus.findings)
      }
    }

    /// `--list-files`: one line per file a scan reads, reported ones by their path alone (text), or a JSON array;
    /// problems and a count on standard error.
    func printListing(_ result: ScanResult) throws {
      if format == .json {
        Console.out(PrettyJSON.text(result.listing, empty: "[]"))
      } else {
        Console.out(
          result.listing.map { item in item.reason.map { "\(item.file): not reported: \($0)" } ?? item.file }
            .joined(separator: "\n") + (result.listing.isEmpty ? "" : "\n"))
      }
      for problem in result.problems { Console.error(problem.line) }
      let reported = result.listing.filter(\.reported).count
      Console.error(
        "\(reported) \(reported == 1 ? "file" : "files") reported, \(result.listing.count - reported) only read")
      if result.summary.errors > 0 { throw ExitCode(ExitStatus.error) }
    }

    func render(_ result: ScanResult, workingDirectory: String, failing: Severity?) -> String {
      let paths = AnchoredPaths(anchor: result.anchor, workingDirectory: workingDirectory)
      func anchored(_ finding: Finding) -> Finding {
        var anchored = finding
        anchored.path = paths.relative(finding.path)
        for index in anchored.callSites.indices {
          anchored.callSites[index].path = paths.relative(anchored.callSites[index].path)
        }
        return anchored
      }
      return switch format {
      case .text:
        TextReporter.render(result.findings, colors: color.enabled(forStandardOutput: output == nil), failing: failing)
      case .json:
        JSONReporter.render(
          result.findings, suppressed: result.suppressed, notifications: result.problems,
          context: ReportContext(catalog: .shared, summary: result.summary))
      case .sarif:
        // URIs relative to the project root, which code scanning matches against the repository.
        SARIFReporter.render(
          result.findings.map(anchored), suppressed: result.suppressed.map(anchored),
          notifications: result.problems.map { problem in
            var anchored = problem
            anchored.path = paths.relative(problem.path)
            return anchored
          }, catalog: .shared, toolVersion: Amascan.version, workingDirectory: result.anchor)
      case .github:
        GitHubReporter.render(result.findings, failing: failing)
      case .checkstyle:
        CheckstyleReporter.render(result.findings)
      case .junit:
        JUnitReporter.render(result.findings, summary: result.summary)
      }
    }
  }
}

enum ColorMode: String, ExpressibleByArgument, CaseIterable {
  case auto
  case always
  case never

  /// Colour for stdout with `auto`: never when NO_COLOR is set to anything but "" (no-color.org) or TERM is
  /// "dumb"; always when FORCE_COLOR is set to anything but "" or "0" (even into a pipe or file, as CI logs want);
  /// else on a terminal only.
  func enabled(forStandardOutput toStdout: Bool, environment: [String: String] = ProcessInfo.processInfo.environment)
    -> Bool
  {
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
      if let force = environment["FORCE_COLOR"], !force.isEmpty, force != "0" { return true }
      if environment["TERM"] == "dumb" { return false }
      return toStdout && isatty(STDOUT_FILENO) == 1
    }
  }
}
