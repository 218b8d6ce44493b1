import Testing

@testable import AmascanRules

/// Which expressions name an error, for NO_FORM_ERROR: whole words of identifiers split at case changes and
/// punctuation. ASCII text without an error word's stem is answered without splitting it.
@Suite struct ErrorWordsTests {
  @Test(arguments: [
    ("error", true), ("errors.email", true), ("emailInvalid", true), ("form.validation", true), ("ERR", true),
    ("fieldWarning", true), ("this.state.warnings[0]", true), ("validationError", true), ("e_rr", false),
    ("preferredName", false), ("terror", false), ("isValid", false), ("", false), ("t('name')", false),
    ("ошибкаError", true), ("ошибка", false), ("Ünvalid", false),
  ])
  func namesAnError(_ expression: String, _ expected: Bool) {
    #expect(NoFormErrorRule.namesAnError(expression) == expected)
  }
}
