import AmascanCore

/// CONTROL_ROW_NO_ROLE (amascan; WCAG 4.1.2; seeds/forms-labels-errors-keyboard.md "Labels": a field reads its
/// label, then its type): a pressable row that toggles the switch, checkbox or radio button inside it (or one an
/// icon draws the state of, `FileContext.glyphToggle`) and is named by its text, but does not carry the toggle's role (`accessibilityRole` or `role`) and checked state
/// (`accessibilityState` with `checked`, or `aria-checked`). Screen readers announce the row as a button with no
/// on or off. A role or state the file cannot see (a variable, a spread) is taken as given.
public struct ControlRowNoRoleRule: Rule {
  public static let code = "CONTROL_ROW_NO_ROLE"

  public init() {}

  public func check(_ file: FileContext) -> [Violation] {
    var violations: [Violation] = []
    var reported = Set<Int>()
    for index in file.facts.elements.indices {
      guard let row = file.controlRow(of: index), case .pressable = file.identities[row],
        let kind = file.toggleKind(of: index), let role = FileContext.toggleRoles[kind], !reported.contains(row)
      else { continue }
      let element = file.facts.elements[row]
      let hasRole = ["accessibilityRole", "role"].contains { name in
        switch file.prop(name, of: element) {
        case .unknown: return true
        case .value(.string(let value), _): return value == role
        case .value(let value, _): return value != .null && value != .undefined
        case .absent: return false
        }
      }
      let hasState = hasCheckedState(element, in: file)
      guard !hasRole || !hasState else { continue }
      reported.insert(row)
      let unsaid = [hasRole ? nil : "it is a \(role)", hasState ? nil : "whether it is on"].compactMap { $0 }
        .joined(separator: " or ")
      let missing = [
        hasRole ? nil : "`accessibilityRole=\"\(role)\"`",
        hasState ? nil : "`accessibilityState={{ checked }}`",
      ].compactMap { $0 }.joined(separator: " and ")
      let announced = hasRole ? "with no on or off" : "as a button"
      // An icon that draws the state has nothing to hide: it is the row's only sign of it.
      let message =
        file.glyphToggle(of: index) != nil
        ? "This row is a \(role) whose state an icon draws (`\(element.tagName)` holds `"
          + "\(file.facts.elements[index].tagName)`), but it does not say \(unsaid): screen readers announce its text "
          + "\(announced). Add \(missing) to the row"
        : "This row toggles the `\(kind)` inside it but does not say \(unsaid): screen readers announce its text "
          + "\(announced). Add \(missing) to the row, and hide the inner `\(kind)` "
          + "(`importantForAccessibility=\"no-hide-descendants\"` on a view around it) so it is not reached "
          + "on its own"
      violations.append(Violation(range: element.range, message: message))
    }
    return violations
  }

  /// `accessibilityState` with a `checked` key (or one the file cannot see into), or `aria-checked`.
  private func hasCheckedState(_ element: ElementFact, in file: FileContext) -> Bool {
    switch file.prop("aria-checked", of: element) {
    case .unknown, .value: return true
    case .absent: break
    }
    switch file.prop("accessibilityState", of: element) {
    case .absent:
      return false
    case .value(.object(let properties), _):
      return properties.contains { $0.key == "checked" || $0.key == nil }
    default:
      return true
    }
  }

  public static let examples: [RuleExample] = [
    RuleExample(
      """
      import { Pressable, Switch, Text } from 'react-native';
      export const Row = ({ on, toggle }) => (
        ↓<Pressable onPress={toggle}>
          <Text>Dark theme</Text>
          <Switch value={on} />
        </Pressable>
      );
      """),
    RuleExample(
      """
      import { TouchableOpacity, Text } from 'react-native';
      import { Checkbox } from 'react-native-paper';
      export const Terms = ({ checked, toggle }) => (
        ↓<TouchableOpacity accessibilityRole="checkbox" onPress={toggle}>
          <Checkbox status={checked ? 'checked' : 'unchecked'} />
          <Text>I accept the terms</Text>
        </TouchableOpacity>
      );
      """),
    RuleExample(
      """
      import { Pressable, Text } from 'react-native';
      import Icon from 'react-native-vector-icons/MaterialIcons';
      export const Option = ({ label, selected, select }) => (
        ↓<Pressable onPress={select}>
          <Text>{label}</Text>
          <Icon name={selected ? 'radio-button-checked' : 'radio-button-unchecked'} size={24} />
        </Pressable>
      );
      """),
    // Not triggering.
    RuleExample(
      """
      import { Pressable, Switch, Text, View } from 'react-native';
      export const Row = ({ on, toggle }) => (
        <Pressable accessibilityRole="switch" accessibilityState={{ checked: on }} onPress={toggle}>
          <Text>Dark theme</Text>
          <View importantForAccessibility="no-hide-descendants"><Switch value={on} /></View>
        </Pressable>
      );
      """),
    RuleExample(
      """
      import { Pressable, Switch, Text } from 'react-native';
      export const Row = ({ on, toggle }) => (
        <Pressable onPress={toggle} accessible={false}>
          <Text>Dark theme</Text>
          <Switch value={on} onValueChange={toggle} accessibilityLabel="Dark theme" />
        </Pressable>
      );
      """),
    RuleExample(
      """
      import { Pressable, Text } from 'react-native';
      import Icon from 'react-native-vector-icons/MaterialIcons';
      export const Option = ({ label, selected, select }) => (
        <Pressable accessibilityRole="radio" accessibilityState={{ checked: selected }} onPress={select}>
          <Text>{label}</Text>
          <Icon name={selected ? 'radio-button-checked' : 'radio-button-unchecked'} size={24} />
        </Pressable>
      );
      """),
  ]
}
