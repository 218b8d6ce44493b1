import AmascanCore

/// INTERACTIVE_NOT_FOCUSABLE (amascan; WCAG 2.1.1, 4.1.2; seeds/focus.md "All interactive elements must be
/// focusable"): an enabled text input, form control, or pressable with a handler that is hidden from assistive
/// technology: `importantForAccessibility="no"` on it, `"no-hide-descendants"`, `accessibilityElementsHidden` or
/// `aria-hidden` on it or an ancestor, or `accessible={false}` on a pressable. Disabled elements are fine.
///
/// Hiding a pressable is a defect only when its action is lost (`actionStaysReachable`): not for an inert one,
/// a backdrop that only puts the keyboard away, a tap-to-focus wrapper around a field the user reaches itself,
/// one inside which an accessible button or link carries the activation, or a modal backdrop whose action the
/// modal's `onRequestClose` (the back gesture, escape) also gives. Nor when what it wraps is drawn out of sight
/// (a render prop) and its handler is out of sight or only focuses: it may wrap the field drawn there.
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
          Self.handlers.contains(where: { file.prop($0, of: element).attribute != nil }),
          !Self.actionStaysReachable(index, in: file)
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

  /// Whether a hidden pressable's action is still within a screen reader user's reach, so hiding it loses
  /// nothing.
  static func actionStaysReachable(_ index: Int, in file: FileContext) -> Bool {
    let elements = file.facts.elements
    let element = elements[index]
    // Inert: it never receives a touch.
    var current: Int? = index
    while let at = current {
      if case .value(.string("none"), _) = file.prop("pointerEvents", of: elements[at]) { return true }
      current = elements[at].parent
    }
    let handlers = Self.handlers.compactMap { file.prop($0, of: element).attribute }
    let behaviours = handlers.map { file.behaviour(of: $0.value, scope: element.scope) }
    if file.onlyPutsKeyboardAway(index, handlers: Self.handlers) { return true }
    let descendants = file.renderedInside(index)
    // Tap-to-focus: it wraps a field, and focusing is all its handlers are seen to do (or what they do is out of
    // sight, as a hook's `focusInput` is).
    if descendants.contains(where: { file.isFormField($0) && !file.isHiddenFromAccessibility($0) }),
      behaviours.allSatisfy({ $0 == nil || !($0?.focusTargets.isEmpty ?? true) })
    {
      return true
    }
    // Drawn out of sight (a render prop's field), with handlers that only focus or do what cannot be seen (a
    // hook's `focusInput`): it may be a tap-to-focus wrapper of the field drawn there. Unknown, so not reported.
    if file.drawsOutOfSight(descendants),
      behaviours.allSatisfy({ $0 == nil || !($0?.focusTargets.isEmpty ?? true) })
    {
      return true
    }
    // An accessible button or link inside: activating it taps this pressable.
    for inner in descendants where !file.isHiddenFromAccessibility(inner) {
      let candidate = elements[inner]
      let isAccessible = file.boolean("accessible", of: candidate, default: false) == true
      // A role written out must be a button or a link; one computed (`action ? "button" : "text"`) may be.
      let roles = ["accessibilityRole", "role"].map { file.prop($0, of: candidate) }
      let actsAsButton = roles.contains { role in
        switch role {
        case .value(.string(let role), _): return ["button", "link"].contains(role)
        case .value(.identifier, _), .value(.conditional, _), .value(.member, _), .unknown: return true
        default: return false
        }
      }
      if isAccessible, actsAsButton { return true }
      if handlers.contains(where: { handler in
        file.prop("onPress", of: candidate).attribute.map { $0.valueSource == handler.valueSource } ?? false
      }) {
        return true
      }
    }
    // A modal's backdrop: the modal closes the same way on the back gesture or escape.
    current = element.parent
    while let at = current {
      if elements[at].tag.last == "Modal", let close = file.prop("onRequestClose", of: elements[at]).attribute,
        handlers.contains(where: { $0.valueSource == close.valueSource })
      {
        return true
      }
      current = elements[at].parent
    }
    return false
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
