import AmascanCore
import Foundation

/// NO_FORM_LABEL_ENDING_WITH_ASTERISK (WCAG 3.3.2): a text input's label ends in `*`. Screen readers read
/// the asterisk as "star" or not at all; a required field says "required" in words.
///
/// Checks the literal end of `accessibilityLabel` and `aria-label` on react-native's and AMA's `TextInput`:
/// a string, the static tail of a template or concatenation, either branch of a conditional.
///
/// And the visible label (AMA's `INPUT_HAS_NO_VISIBLE_LABEL_ENDING_WITH_ASTERISK`): a react-native `Text` whose
/// text ends in one `*` after at most six words with no digit (`Email *`, `{label} *`, `{' *'}`,
/// `{required && '*'}`; not `**`, a price's footnote, a mask or a legend that says "required"), beside the text
/// field written next after it, that screen readers reach on its own (no name on it or around it, no accessible
/// group or pressable around it, not hidden) and that follows no field of its own parent (an asterisk after its
/// field): the field's own component renders both (the nearest element holding the field is at most
/// `besideDepth` levels above the `Text`), or a component of the same file that draws the `Text` is rendered so
/// beside one (`<Label optional={false} />`; not where the values it is given hide the asterisk). Not when a field
/// beside it may say "required" in words: a name or hint that is not a literal, or one that says it.
public struct NoFormLabelEndingWithAsteriskRule: Rule {
  public static let code = "NO_FORM_LABEL_ENDING_WITH_ASTERISK"

  public init() {}

  /// How many levels above a label `Text` (or the element that renders its component) the element holding the
  /// field may be: a label row, its container, the field's container.
  static let besideDepth = 4

  public func check(_ file: FileContext) -> [Violation] {
    (accessibleLabels(file) + visibleLabels(file)).sorted { $0.range.start < $1.range.start }
  }

  private func accessibleLabels(_ file: FileContext) -> [Violation] {
    var violations: [Violation] = []
    let inputs = file.elements(.nativeTextInput) + file.elements(.amaTextInput)
    for (_, element) in inputs.sorted(by: { $0.index < $1.index }) {
      for name in FileContext.labelProps {
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

  /// Visible label `Text`s that end in an asterisk beside a text field (see the type's comment).
  private func visibleLabels(_ file: FileContext) -> [Violation] {
    let elements = file.facts.elements
    var fields: [Int: [Int]] = [:]
    for (index, element) in elements.enumerated() {
      guard let scope = element.scope else { continue }
      if file.identities[index] == .nativeTextInput || file.identities[index] == .amaTextInput
        || file.wrappers[index]?.rendersTextInput == true
      {
        fields[scope, default: []].append(index)
      }
    }
    guard !fields.isEmpty else { return [] }
    var violations: [Violation] = []
    for (index, element) in elements.enumerated() where file.identities[index] == .nativeText {
      guard let scope = element.scope, let end = element.textEnd,
        let words = Self.shownEndings(of: end).lazy.compactMap(Self.labelWords).first,
        !file.isHiddenFromAccessibility(index), !Self.isNamedOrGrouped(index, in: file),
        fields[scope]?.contains(where: { $0 < index && elements[$0].parent == element.parent }) != true
      else { continue }
      // Where the label stands: itself in a component with a field, or where this file renders its component in
      // one, given values that show the asterisk.
      var places = [index]
      var component: String?
      if fields[scope] == nil {
        guard let name = file.facts.scopes[scope].name, name.first?.isUppercase == true else { continue }
        component = name
        let conditions = Self.conditions(of: index, in: file, scope: scope)
        let props = file.facts.scopes[scope].props ?? PropsPattern()
        places = elements.indices.filter { place in
          elements[place].tag == [name] && elements[place].scope.map { fields[$0] != nil } == true
            && !conditions.contains { condition in
              condition.holds { prop in
                switch file.prop(prop, of: elements[place]) {
                case .absent: props.defaults[prop] ?? .undefined
                case .unknown: nil
                case .value(let value, _): value
                }
              } == false
            }
        }
      }
      // The field a label stands for comes after it: the first one written after it, when it is beside it.
      let beside = places.compactMap { place -> (Int, Int)? in
        guard let field = fields[elements[place].scope!]!.first(where: { $0 > place }),
          Self.isBeside(place, field, in: elements)
        else { return nil }
        return (place, field)
      }
      guard let first = beside.first, !beside.contains(where: { Self.maySayRequired($0.1, in: file) }) else {
        continue
      }
      let example = words.isEmpty ? "" : " (\"\(words), required\")"
      var violation = Violation(
        range: element.range,
        message:
          "This `Text` ends with an asterisk beside a text field, which screen readers read as \"star\" or not at "
          + "all. If it marks the field as required, say \"required\" in words in the field's `accessibilityLabel`"
          + "\(example) and hide the asterisk from screen readers (`aria-hidden`)")
      if let component {
        let position = elements[first.0].range.start
        violation.notes.append(
          Finding.Note(
            message: "`\(component)` is rendered beside a text field at line \(position.line)", position: position))
      }
      violations.append(violation)
    }
    return violations
  }

  /// The words before the asterisk when a text ending reads as a field's label ending in one: a single `*`
  /// after at most six words with no digit, and not a legend that says "required" itself (not `**`, a price
  /// `$42.00*`, `PIN: ****`, "Required fields are marked *"). Empty when nothing but the asterisk is known.
  static func labelWords(_ ending: String) -> String? {
    let trimmed = ending.trimmingCharacters(in: .whitespacesAndNewlines)
    guard trimmed.hasSuffix("*") else { return nil }
    let words = trimmed.dropLast().trimmingCharacters(in: .whitespaces)
    guard !words.hasSuffix("*"), !words.contains(where: \.isNumber),
      words.split(separator: " ").count <= 6, !words.lowercased().contains("requir")
    else { return nil }
    return words
  }

  /// Whether screen readers never reach the `Text` on its own: it, or an element around it, has a name of its
  /// own, or an element around it is accessible (a group read as one) or pressable.
  static func isNamedOrGrouped(_ index: Int, in file: FileContext) -> Bool {
    var current: Int? = index
    while let element = current {
      let fact = file.facts.elements[element]
      let named = FileContext.labelProps.contains { name in
        if case .absent = file.prop(name, of: fact) { return false }
        return true
      }
      if named || (element != index && (file.identities[element].isPressable || isAccessible(fact, in: file))) {
        return true
      }
      current = fact.parent
    }
    return false
  }

  private static func isAccessible(_ element: ElementFact, in file: FileContext) -> Bool {
    switch file.prop("accessible", of: element) {
    case .absent: false
    case .value(let value, _): !value.isFalsy
    case .unknown: true
    }
  }

  /// The conditions over its component's props the asterisk shows under (`RenderCondition`, read as a wrapper's
  /// are): its guards, and the left of `&&` in its text (`{required && ' *'}`). A condition that cannot be read
  /// is left out: it hides the asterisk at no place.
  static func conditions(of index: Int, in file: FileContext, scope: Int) -> [RenderCondition] {
    let element = file.facts.elements[index]
    var sources = element.guards
    if case .logical("&&", .identifier(let name), _) = element.textEnd { sources.append(name) }
    let props = file.facts.scopes[scope].props ?? PropsPattern()
    let isClass = file.facts.scopes[scope].isClass
    return sources.compactMap { source in
      RenderCondition.parse(source) { path in props.prop(at: path, thisProps: isClass).map { .prop($0) } }
    }
  }

  /// The static endings a child expression may show: a string's, a template's tail, either branch of a
  /// conditional, the right of `&&` (`{required && ' *'}`).
  static func shownEndings(of value: ValueFact) -> [String] {
    switch value {
    case .logical("&&", _, let shown): shownEndings(of: shown)
    case .logical(_, let left, let right): shownEndings(of: left) + shownEndings(of: right)
    case .conditional(let yes, let no): shownEndings(of: yes) + shownEndings(of: no)
    default: value.knownSuffixes
    }
  }

  /// Whether the element holding `field` is at most `besideDepth` levels above `label`.
  static func isBeside(_ label: Int, _ field: Int, in elements: [ElementFact]) -> Bool {
    var above = Set<Int>()
    var current = elements[label].parent
    while let parent = current, above.count < besideDepth {
      above.insert(parent)
      current = elements[parent].parent
    }
    current = elements[field].parent
    while let parent = current {
      if above.contains(parent) { return true }
      current = elements[parent].parent
    }
    return false
  }

  /// Whether a text field may say "required" in words: a name or hint it is given that is not a literal, or one
  /// that says it (a wrapper's call site through the props that name its input).
  static func maySayRequired(_ field: Int, in file: FileContext) -> Bool {
    let element = file.facts.elements[field]
    var names = FileContext.labelProps + ["accessibilityHint", "aria-describedby", "accessibilityLabelledBy"]
    if let wrapper = file.wrappers[field] {
      if wrapper.alwaysLabelled { return true }
      names = wrapper.labelProps + (wrapper.passesThrough ? names : [])
    }
    return names.contains { name in
      switch file.prop(name, of: element) {
      case .absent: false
      case .unknown: true
      case .value(let value, _): value.literalText.map { $0.lowercased().contains("requir") } ?? true
      }
    }
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
    RuleExample(
      """
      import { Text, TextInput, View } from 'react-native';
      export const Email = () => (
        <View>
          ↓<Text>Email *</Text>
          <TextInput accessibilityLabel="Email" />
        </View>
      );
      """),
    // Not triggering.
    RuleExample(
      """
      import { Text, TextInput, View } from 'react-native';
      export const Email = () => (
        <View>
          <Text>Email *</Text>
          <TextInput accessibilityLabel="Email, required" />
        </View>
      );
      """),
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
