import AmascanCore
import AmascanReporters
import ArgumentParser

extension Amascan {
  struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "List the rule catalogue: codes, severities, AMA actions, WCAG criteria.")

    func run() throws {
      Console.out(RulesReporter.text(.shared))
    }
  }
}
