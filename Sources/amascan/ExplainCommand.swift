import AmascanCore
import AmascanKit
import AmascanReporters
import AmascanRules
import ArgumentParser

extension Amascan {
  struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Explain a rule: what it checks, why, a failing and a passing example, how to fix it.")

    @Argument(help: "A rule code, or its AMA 2.x name.")
    var code: String

    func run() throws {
      guard let rule = RuleCatalog.shared.rule(code) else {
        Console.error("amascan: error: unknown rule `\(code)`; `amascan rules` lists the codes")
        throw ExitCode(ExitStatus.error)
      }
      let shown = ShownExamples.of(rule.code)
      Console.out(ExplainReporter.render(rule, failing: shown.failing?.code, passing: shown.passing?.parsed.source))
    }
  }
}
