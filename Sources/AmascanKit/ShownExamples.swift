import AmascanCore
import AmascanRules

/// The examples `amascan explain` shows for a rule: its first triggering example, and its first passing example
/// that no rule reports at all (a reader copies it, so it must not trade one finding for another).
public enum ShownExamples {
  public static func of(
    _ code: String, rules: [any Rule] = RuleRegistry.all
  ) -> (failing: RuleExample?, passing: RuleExample?) {
    let examples = rules.first { $0.code == code }?.examples ?? []
    let passing = examples.first { example in
      !example.triggers
        && Scanner.scan(source: example.parsed.source, path: example.fileName, project: example.project).findings
          .isEmpty
    }
    return (examples.first(where: \.triggers), passing)
  }
}
