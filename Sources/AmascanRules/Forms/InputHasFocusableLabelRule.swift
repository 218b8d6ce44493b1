import AmascanCore

/// INPUT_HAS_FOCUSABLE_LABEL (AMA 2.x; seeds/forms-labels-errors-keyboard.md "Grouping"): a visible react-native
/// `Text` whose text equals an input's literal label (trimmed, case-insensitive, one trailing symbol ignored) in
/// the same component, and that is not hidden from assistive technology (`importantForAccessibility="no"` or
/// `"no-hide-descendants"`, `accessibilityElementsHidden`, `accessible={false}`, `aria-hidden`, on it or an
/// ancestor): the screen reader reads the label twice. Reported on the `Text`.
public struct InputHasFocusableLabelRule: Rule {
  public static let code = "INPUT_HAS_FOCUSABLE_LABEL"

  public init() {}

  public func check(_ file: FileContext) -> [Violation] {
    var labels: [Int: [String: String]] = [:]
    for (index, element) in file.facts.elements.enumerated() {
      guard let scope = element.scope, file.identities[index] == .nativeTextInput,
        let label = file.literalLabel(of: index)
      else { continue }
      labels[scope, default: [:]][LabelText.key(label.text)] = label.text
    }
    var violations: [Violation] = []
    for (index, element) in file.elements(.nativeText) {
      guard let scope = element.scope, let text = element.staticText, !text.isEmpty,
        let label = labels[scope]?[LabelText.key(text)], !file.isHiddenFromAccessibility(index)
      else { continue }
      violations.append(
        Violation(
          range: element.range,
          message:
            "This `Text` shows the label \"\(label)\" that its input already carries, so the screen reader reads it "
            + "twice. Hide it with `importantForAccessibility=\"no\"` and `accessibilityElementsHidden`"))
    }
    return violations
  }

  public static let examples: [RuleExample] = [
    RuleExample(
      """
      import { Text, TextInput, View } from 'react-native';
      export const Email = () => (
        <View>
          ↓<Text>Email address:</Text>
          <TextInput accessibilityLabel="Email address" />
        </View>
      );
      """),
    // Not triggering.
    RuleExample(
      """
      import { Text, TextInput, View } from 'react-native';
      export const Email = () => (
        <View>
          <Text importantForAccessibility="no" accessibilityElementsHidden>Email address</Text>
          <TextInput accessibilityLabel="Email address" keyboardType="email-address" autoComplete="email" />
        </View>
      );
      """),
    RuleExample(
      """
      import { Text, TextInput, View } from 'react-native';
      export const Email = () => (
        <View>
          <Text>Where should we send the receipt?</Text>
          <TextInput accessibilityLabel="Email address" />
        </View>
      );
      """),
  ]
}
