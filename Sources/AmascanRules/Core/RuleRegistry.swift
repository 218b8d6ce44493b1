/// Every rule amascan runs, in catalogue order.
public enum RuleRegistry {
  public static let all: [any Rule] = [
    NoFormLabelRule(),
    NoFormErrorRule(),
    NoKeyboardTrapRule(),
    NoFormLabelEndingWithAsteriskRule(),
    InputInvalidReturnKeyRule(),
    InputHasFocusableLabelRule(),
    DuplicateFormLabelRule(),
    InputFormatMismatchRule(),
    InteractiveNotFocusableRule(),
    FocusMovedOnInputRule(),
    ControlRowNoRoleRule(),
  ]
}
