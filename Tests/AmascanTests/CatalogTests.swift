import AmascanCore
import AmascanRules
import Foundation
import Testing

@Suite struct CatalogTests {
  let catalog = RuleCatalog.shared

  @Test func embeddedCatalogIsTheRepositoryFile() throws {
    let file = try Data(contentsOf: TestSupport.root.appendingPathComponent("rules.json"))
    let fromFile = try RuleCatalog(json: file)
    #expect(fromFile.rules == catalog.rules, "run scripts/generate after editing rules.json")
  }

  @Test func everyCheckedRuleHasExactlyOneImplementation() {
    let implemented = RuleRegistry.all.map(\.code)
    #expect(Set(implemented).count == implemented.count, "a code is implemented twice")
    let checked = catalog.rules.filter(\.static).map(\.code)
    #expect(Set(implemented) == Set(checked))
    for code in implemented { #expect(catalog.rule(code)?.code == code, "\(code) is not a primary code") }
  }

  @Test func mirrorsAMAsRuleTable() {
    let v1: Set = [
      "NO_ACCESSIBILITY_ROLE", "NO_ACCESSIBILITY_LABEL", "NO_FORM_LABEL", "NO_FORM_ERROR", "NO_KEYBOARD_TRAP",
      "NO_FORM_LABEL_ENDING_WITH_ASTERISK", "NO_UPPERCASE_TEXT", "UPPERCASE_TEXT_NO_ACCESSIBILITY_LABEL",
      "CONTRAST_FAILED", "CONTRAST_FAILED_AAA", "MINIMUM_SIZE", "INCOMPATIBLE_ACCESSIBILITY_ROLE",
      "INCOMPATIBLE_ACCESSIBILITY_STATE", "FLATLIST_NO_COUNT_IN_SINGULAR_MESSAGE",
      "FLATLIST_NO_COUNT_IN_PLURAL_MESSAGE", "BOTTOM_SHEET_CLOSE_ACTION", "NO_UNDEFINED",
    ]
    let v2Only: Set = [
      "INPUT_HAS_FOCUSABLE_LABEL", "INPUT_INVALID_RETURN_KEY", "IMAGE_MISSING_ALT_TEXT", "NO_HEADER_FOUND",
      "NO_ACCESSIBILITY_STATE_SET", "NO_UPPERCASE_ACCESSIBILITY_LABEL", "LONG_NUMBER_NOT_FORMATTED",
    ]
    let ama = catalog.rules.filter { $0.origin == "ama" }
    #expect(Set(ama.map(\.code)) == v1.union(v2Only))
    #expect(catalog.rule("INPUT_HAS_NO_VISIBLE_LABEL")?.code == "NO_FORM_LABEL")
    #expect(
      catalog.rule("INPUT_HAS_NO_VISIBLE_LABEL_ENDING_WITH_ASTERISK")?.code == "NO_FORM_LABEL_ENDING_WITH_ASTERISK")
    // AMA's code (not its docs) decides which rules cannot be turned off; v2 adds NO_HEADER_FOUND.
    let locked: Set = [
      "NO_ACCESSIBILITY_ROLE", "NO_ACCESSIBILITY_LABEL", "NO_KEYBOARD_TRAP", "NO_UNDEFINED", "NO_FORM_LABEL",
      "FLATLIST_NO_COUNT_IN_PLURAL_MESSAGE", "BOTTOM_SHEET_CLOSE_ACTION", "INCOMPATIBLE_ACCESSIBILITY_STATE",
      "INCOMPATIBLE_ACCESSIBILITY_ROLE", "NO_HEADER_FOUND",
    ]
    #expect(Set(catalog.rules.filter { !$0.overridable }.map(\.code)) == locked)
    #expect(catalog.rule("NO_FORM_LABEL")?.severity == .critical)
    #expect(catalog.rule("NO_KEYBOARD_TRAP")?.action == .mustNot)
    #expect(catalog.rule("NO_FORM_ERROR")?.severity == .serious)
  }

  @Test func entriesAreWellFormed() throws {
    let wcag = try Regex("^[1-4]\\.[0-9]+(\\.[0-9]+)?$")
    var codes = Set<String>()
    for rule in catalog.rules {
      #expect(codes.insert(rule.code).inserted, "duplicate \(rule.code)")
      for alias in rule.aliases { #expect(codes.insert(alias).inserted, "duplicate \(alias)") }
      #expect(!rule.message.contains("\n") && !rule.message.hasSuffix("."), "\(rule.code) message")
      #expect(!rule.wcag.isEmpty, "\(rule.code) cites no WCAG criterion")
      for id in rule.wcag { #expect(id.wholeMatch(of: wcag) != nil, "\(rule.code): \(id)") }
      #expect(rule.url.hasPrefix("https://"), "\(rule.code) url")
      #expect(!rule.help.isEmpty)
      #expect(["ama", "amascan"].contains(rule.origin))
    }
  }

  @Test func generatedFilesAreCurrent() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", TestSupport.root.appendingPathComponent("scripts/generate").path, "--check"]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "run scripts/generate")
  }
}
