import AmascanCore
import Foundation

/// NO_FORM_LABEL_ENDING_WITH_ASTERISK (WCAG 3.3.2): a text input's label ends in `*`. Screen readers read
/// the asterisk as "star" or not at all; a required field says "required" in words.
///
/// Checks the literal end of `accessibilityLabel` and `aria-label` on react-native's and AMA's `TextInput`:
/// a string, the static tail of a template or concatenation, either branch of a conditional.
public struct NoFormLabelEndingWithAsteriskRule: Rule {
  public static let code = "NO_FORM_LABEL_ENDING_WITH_ASTERISK"

  public init() {}

  public func check(_ file: FileContext) -> [Violation] {
    var violations: [Violation] = []
    let inputs = file.elements(.nativeTextInput) + file.elements(.amaTextInput)
    for (_, element) in inputs.sorted(by: { $0.index < $1.index }) {
      for name in NoFormLabelRule.labelProps {
        guard case .value(let value, let attribute) = file.prop(name, of: element),
          value.knownSuffixes.contains(where: Self.endsWithAsterisk)
        else { continue }
        let range = attribute?.valueRange ?? element.range
        let message: String
        if let text = value.literalText {
          let trimmed = text.trimmingCharacters(in: .whitespaces)
          let words = trimmed.dropLast().trimmingCharacters(in: .whitespaces)
          message =
            "`\(name)` \"\(text)\" ends with an asterisk, which screen readers do not read as \"required\". "
            + "Say it in words: \"\(words), required\""
        } else {
          message =
            "`\(name)` ends with an asterisk, which screen readers do not read as \"required\". "
            + "Say \"required\" in words instead"
        }
        violations.append(Violation(range: range, message: message))
      }
    }
    return violations
  }

  static func endsWithAsterisk(_ text: String) -> Bool {
    text.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("*")
  }

  public static let examples: [RuleExample] = [
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Password = () => <TextInput accessibilityLabel=↓"Password*" secureTextEntry />;
      """),
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Email = () => <TextInput aria-label={↓`${t('email')} *`} />;
      """),
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Email = ({ required }) => (
        <TextInput accessibilityLabel={↓required ? 'Email*' : 'Email'} />
      );
      """),
    RuleExample(
      """
      import { TextInput } from '@react-native-ama/forms';
      export const Name = () => (
        <TextInput labelComponent={<Label />} accessibilityLabel={↓t('name') + '*'} hasValidation={false} />
      );
      """),
    // Not triggering.
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Password = () => <TextInput accessibilityLabel="Password, required" />;
      """),
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Rating = () => <TextInput accessibilityLabel="Rating * out of 5" />;
      """),
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Password = () => <TextInput placeholder="Password*" accessibilityLabel="Password, required" />;
      """),
  ]
}
