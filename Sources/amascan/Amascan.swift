import AmascanCore
import ArgumentParser
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `amascan [PATH...]`, `amascan rules`, `amascan --version`.
struct Amascan: ParsableCommand {
  static let version = AmascanVersion.string

  static let configuration = CommandConfiguration(
    commandName: "amascan",
    abstract: "Static accessibility scanner for React Native forms, mirroring AMA's runtime rules.",
    discussion: """
      Exit status: 0 when nothing is found at or above --fail-on, 1 when something is, 2 on a usage, \
      configuration or I/O error.
      """,
    version: version,
    subcommands: [Scan.self, Rules.self, Explain.self],
    defaultSubcommand: Scan.self
  )
}

/// Exit statuses CI can trust: ArgumentParser's own usage status (64) becomes 2, like every other error.
@main
enum Main {
  static func main() {
    do {
      // Decoded as paths are: a file named in bytes that are not UTF-8 is still that file.
      let arguments = SystemPath.arguments()
      // Scanning is what `amascan` does: its help shows the scan options, then the other commands.
      if arguments == ["--help"] || arguments == ["-h"] {
        print(Amascan.helpMessage(for: Amascan.Scan.self))
        print(
          "\nOTHER COMMANDS:\n  rules                   The rule catalogue (--format json for scripts).\n"
            + "  explain CODE            What a rule checks, why, examples, how to fix it.\n"
            + "  --version               The version.\n\n  See 'amascan help <command>' for a command's help.")
        exit(0)
      }
      var command = try Amascan.parseAsRoot(arguments)
      try command.run()
    } catch {
      let code = Amascan.exitCode(for: error)
      if code == .success {
        print(Amascan.fullMessage(for: error))
        exit(0)
      }
      if let exitCode = error as? ExitCode {
        exit(exitCode.rawValue)
      }
      FileHandle.standardError.write(Data((Amascan.fullMessage(for: error) + "\n").utf8))
      exit(ExitStatus.error)
    }
  }
}

enum ExitStatus {
  static let clean: Int32 = 0
  static let findings: Int32 = 1
  static let error: Int32 = 2
}

/// Severities a build can fail on.
enum FailOn: String, ExpressibleByArgument, CaseIterable {
  case critical
  case serious
  case warning
  case none

  var threshold: Severity? {
    switch self {
    case .critical: .critical
    case .serious: .serious
    case .warning: .warning
    case .none: nil
    }
  }
}

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text
  case json
  case sarif
  case github
  case checkstyle
  case junit
}

enum Console {
  static func error(_ message: String, newline: Bool = true) {
    FileHandle.standardError.write(Data((message + (newline ? "\n" : "")).utf8))
  }

  static func out(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}
