import AmascanCore
import AmascanReporters
import ArgumentParser

extension Amascan {
  struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "List the rule catalogue: codes, severities, AMA actions, WCAG criteria.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
      case text
      case json
    }

    @Option(help: "Output format.")
    var format: Format = .text

    func run() throws {
      Console.out(format == .json ? RulesReporter.json(.shared) : RulesReporter.text(.shared))
    }
  }
}
