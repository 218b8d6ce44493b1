import AmascanCore

/// FOCUS_MOVED_ON_INPUT (amascan; WCAG 3.2.1, 3.2.2; seeds/text-input.md "On Focus"): a field whose `onFocus`
/// or `onChangeText` handler moves focus to another field. Auto-advancing one-time-code boxes are the common
/// case: the user must be told beforehand. `autoFocus` on a screen's first field is not a handler and is allowed.
public struct FocusMovedOnInputRule: Rule {
  public static let code = "FOCUS_MOVED_ON_INPUT"

  public init() {}

  public func check(_ file: FileContext) -> [Violation] {
    var violations: [Violation] = []
    for (index, element) in file.elements(.nativeTextInput) {
      let me = file.selfTargets(of: index)
      for name in ["onFocus", "onChangeText", "onChange"] {
        guard case .value(let value, _) = file.prop(name, of: element),
          let behaviour = file.behaviour(of: value, scope: element.scope),
          !behaviour.focusTargets.subtracting(me).isEmpty
        else { continue }
        let when = name == "onFocus" ? "Focusing" : "Typing in"
        violations.append(
          Violation(
            range: element.range,
            message:
              "\(when) this field moves focus to another field (`\(name)`), a change of context the user did not "
              + "ask for. Say so in the field's label or hint beforehand, or let the user move on"))
        break
      }
    }
    return violations
  }

  public static let examples: [RuleExample] = [
    RuleExample(
      """
      import { useRef } from 'react';
      import { TextInput, View } from 'react-native';
      export function Code() {
        const second = useRef(null);
        return (
          <View>
            ↓<TextInput accessibilityLabel="Digit 1" maxLength={1} onChangeText={(d) => d && second.current?.focus()} />
            <TextInput ref={second} accessibilityLabel="Digit 2" maxLength={1} />
          </View>
        );
      }
      """),
    // Not triggering.
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Name = () => <TextInput accessibilityLabel="Name" autoFocus onChangeText={setName} />;
      """),
  ]
}
