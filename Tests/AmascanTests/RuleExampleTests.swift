import AmascanCore
import AmascanKit
import AmascanRules
import Foundation
import Testing

/// Runs every rule's examples: findings exactly at the `↓` markers, and silence without them. Triggering
/// examples must also stay silent inside a comment or a string, and keep their columns after an emoji line.
@Suite struct RuleExampleTests {
  @Test(arguments: ExampleCase.all)
  func findingsLandOnTheMarkers(_ test: ExampleCase) {
    let (source, expected) = test.example.parsed
    let found = TestSupport.findings(
      source, path: test.example.fileName, rule: test.rule, project: test.example.project)
    #expect(found.map(\.range.start) == expected, "\(test.rule) example:\n\(source)")
    for finding in found {
      #expect(!finding.message.contains("\n"))
      #expect(!finding.message.hasSuffix("."))
    }
  }

  @Test(arguments: ExampleCase.triggering.filter { $0.example.testsWrapping })
  func silentInsideAComment(_ test: ExampleCase) {
    let (source, _) = test.example.parsed
    let commented = "/*\n" + source.replacingOccurrences(of: "*/", with: "* /") + "\n*/\n"
    #expect(TestSupport.findings(commented, path: test.example.fileName, project: test.example.project).isEmpty)
  }

  @Test(arguments: ExampleCase.triggering.filter { $0.example.testsWrapping })
  func silentInsideAString(_ test: ExampleCase) throws {
    let (source, _) = test.example.parsed
    let literal = String(decoding: try JSONEncoder().encode(source), as: UTF8.self)
    let wrapped = "export const snippet = \(literal);\n"
    #expect(TestSupport.findings(wrapped, path: test.example.fileName, project: test.example.project).isEmpty)
  }

  @Test(arguments: ExampleCase.triggering)
  func keepsPositionsAfterAnEmojiLine(_ test: ExampleCase) {
    let (source, expected) = test.example.parsed
    let shifted = "// 🎉 éàü 𝒳\n" + source
    let found = TestSupport.findings(
      shifted, path: test.example.fileName, rule: test.rule, project: test.example.project)
    #expect(found.map(\.range.start) == expected.map { SourcePosition(line: $0.line + 1, column: $0.column) })
  }

  @Test(arguments: ExampleCase.triggering)
  func fileSuppressionSilencesOnlyRulesThatCanBeTurnedOff(_ test: ExampleCase) throws {
    let (source, expected) = test.example.parsed
    let suppressed = "// amascan-disable-file \(test.rule) -- example\n" + source
    let found = TestSupport.findings(
      suppressed, path: test.example.fileName, rule: test.rule, project: test.example.project)
    let rule = try #require(RuleCatalog.shared.rule(test.rule))
    if rule.overridable {
      #expect(found.isEmpty)
    } else {
      #expect(found.count == expected.count)
      #expect(found.allSatisfy { $0.notes.contains { $0.message.contains("can be suppressed only at one element") } })
    }
  }

  /// What `amascan explain` shows: the passing example is clean under every rule (a reader copies it), and for a
  /// form rule it has a form control in it; the failing one is reported by its own rule.
  @Test func explainShowsACleanPassingExample() {
    for rule in RuleRegistry.all {
      guard let passing = ShownExamples.of(rule.code).passing else {
        Issue.record("\(rule.code) has no passing example that every rule leaves alone")
        continue
      }
      if rule.code != "INTERACTIVE_NOT_FOCUSABLE" {
        #expect(
          ["TextInput", "Switch", "Checkbox", "Picker", "Input", "Field"].contains {
            passing.parsed.source.contains($0)
          }, "\(rule.code)'s passing example has no form control")
      }
    }
  }

  @Test func everyRuleHasTriggeringAndNonTriggeringExamples() {
    for rule in RuleRegistry.all {
      let triggering = rule.examples.filter { $0.triggers }.count
      #expect(triggering > 0, "\(rule.code) has no triggering example")
      #expect(triggering < rule.examples.count, "\(rule.code) has no passing example")
    }
  }
}
