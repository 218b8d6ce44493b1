import AmascanCore

/// INTERACTIVE_NOT_FOCUSABLE (amascan; WCAG 2.1.1, 4.1.2; seeds/focus.md "All interactive elements must be
/// focusable"): an enabled text input, form control, or pressable with a handler that is hidden from assistive
/// technology: `importantForAccessibility="no"` on it, `"no-hide-descendants"`, `accessibilityElementsHidden` or
/// `aria-hidden` on it or an ancestor, or `accessible={false}` on a pressable. Disabled elements are fine.
public struct InteractiveNotFocusableRule: Rule {
  public static let code = "INTERACTIVE_NOT_FOCUSABLE"

  public init() {}

  static let handlers = ["onPress", "onPressIn", "onLongPress"]

  public func check(_ file: FileContext) -> [Violation] {
    var violations: [Violation] = []
    for (index, element) in file.facts.elements.enumerated() {
      let what: String
      switch file.identities[index] {
      case .nativeTextInput:
        guard file.boolean("editable", of: element, default: true) == true else { continue }
        what = "text input"
      case .control(let kind):
        guard file.boolean("disabled", of: element, default: false) == false else { continue }
        what = "`\(kind)`"
      case .pressable(let kind):
        guard file.boolean("disabled", of: element, default: false) == false,
          Self.handlers.contains(where: { file.prop($0, of: element).attribute != nil })
        else { continue }
        what = "`\(kind)`"
      default:
        continue
      }
      guard file.isHiddenFromAccessibility(index) else { continue }
      violations.append(
        Violation(
          range: element.range,
          message:
            "This enabled \(what) is hidden from screen readers, so their users cannot reach it. Remove the hiding "
            + "prop, or disable the element while it should not be used"))
    }
    return violations
  }

  public static let examples: [RuleExample] = [
    RuleExample(
      """
      import { Pressable, Text } from 'react-native';
      export const Buy = () => ↓<Pressable accessible={false} onPress={buy}><Text>Buy</Text></Pressable>;
      """),
    RuleExample(
      """
      import { TextInput, View } from 'react-native';
      export const Code = () => (
        <View accessibilityElementsHidden>
          ↓<TextInput accessibilityLabel="Code" />
        </View>
      );
      """),
    // Not triggering.
    RuleExample(
      """
      import { TextInput, View } from 'react-native';
      export const Code = () => (
        <View importantForAccessibility="no-hide-descendants">
          <TextInput accessibilityLabel="Code" editable={false} />
        </View>
      );
      """),
    RuleExample(
      """
      import { Pressable, Text, View } from 'react-native';
      export const Row = () => (
        <View importantForAccessibility="no">
          <Pressable accessibilityRole="button" onPress={open}><Text>Open</Text></Pressable>
        </View>
      );
      """),
  ]
}
