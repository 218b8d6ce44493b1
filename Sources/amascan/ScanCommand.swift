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
      help: ArgumentHelp(
        "Exit 1 when a finding is at or above this severity.",
        valueName: "severity"))
    var failOn: FailOn = .critical

    @Option(
      name: .customLong("exclude"),
      help: ArgumentHelp(
        "Skip paths matching a .gitignore-style glob (repeatable), relative to the working directory.",
        valueName: "glob"))
    var excludes: [String] = []

    @Option(help: "Worker threads (default: the number of cores).")
    var jobs: Int?

    mutating func validate() throws {
      if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
      var options = ScanOptions(paths: paths, excludes: excludes)
      if let jobs { options.jobs = jobs }
      let result = Scanner.scan(options)
      let context = ReportContext(catalog: .shared, summary: result.summary)
      switch format {
      case .text: Console.out(TextReporter.render(result.findings))
      case .json: Console.out(JSONReporter.render(result.findings, context: context))
      }
      for problem in result.problems {
        let at = problem.position.map { ":\($0.line):\($0.column)" } ?? ""
        Console.error("\(problem.path)\(at): \(problem.kind.rawValue): \(problem.message)")
      }
      Console.error(TextReporter.summary(result.summary))
      if result.summary.errors > 0 { throw ExitCode(ExitStatus.error) }
      if let threshold = failOn.threshold, result.findings.contains(where: { $0.severity >= threshold }) {
        throw ExitCode(ExitStatus.findings)
      }
    }
  }
}
