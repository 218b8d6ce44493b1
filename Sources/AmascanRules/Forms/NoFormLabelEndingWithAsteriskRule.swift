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
/// `{required && '*'}`; not `**`, a price's footnote, a mask or a legend that says "required": `RequiredMark`),
/// beside the form field written next after it (a text input, a switch, a checkbox, a picker, or a wrapper of
/// one), that screen readers reach on its own (no name on it or around it, no accessible group or pressable around
/// it, not hidden) and that follows no field of its own parent (an asterisk after its field): the field's own
/// component renders both (the nearest element holding the field is at most `besideDepth` levels above the
/// `Text`), or a component that draws the `Text` is rendered so beside one (`<Label optional={false} />`; not where
/// the values it is given hide the asterisk), in the same file or, through linking, in another
/// (`FileContext.asteriskLabels`: reported where it is rendered, with the wrapper's call sites when that is inside
/// one). Not when a field beside it may say "required" in words: a name or hint that is not a literal, or one that
/// says it.
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

  /// Visible label `Text`s that end in an asterisk beside a form field (see the type's comment).
  private func visibleLabels(_ file: FileContext) -> [Violation] {
    let elements = file.facts.elements
    var fields: [Int: [Int]] = [:]
    for (index, element) in elements.enumerated() {
      guard let scope = element.scope else { continue }
      // Text inputs, and the controls a form holds (a switch, a checkbox, a picker) whose label says "required"
      // the same way; wrappers of either.
      if file.identities[index].isFormField || file.wrappers[index] != nil {
        fields[scope, default: []].append(index)
      }
    }
    guard !fields.isEmpty else { return [] }
    var violations: [Violation] = []
    // A label written after a field of its own parent follows that field: it is no label of the next one.
    func followsAField(_ place: Int) -> Bool {
      guard let scope = elements[place].scope else { return false }
      return fields[scope]?.contains(where: { $0 < place && elements[$0].parent == elements[place].parent }) == true
    }
    for (index, element) in elements.enumerated() where file.identities[index] == .nativeText {
      guard let scope = element.scope, let words = RequiredMark.reachedLabelWords(index, in: file),
        !followsAField(index)
      else { continue }
      // Where the label stands: itself in a component with a field, or where this file renders its component in
      // one, given values that show the asterisk.
      var places = [index]
      var component: String?
      if fields[scope] == nil {
        guard let name = file.facts.scopes[scope].name, name.first?.isUppercase == true else { continue }
        component = name
        let conditions = RequiredMark.conditions(of: index, in: file, scope: scope)
        let defaults = file.facts.scopes[scope].props?.defaults ?? [:]
        places = elements.indices.filter { place in
          elements[place].tag == [name] && elements[place].scope.map { fields[$0] != nil } == true
            && !followsAField(place)
            && RequiredMark.mayShow(conditions, given: { file.prop($0, of: elements[place]) }, defaults: defaults)
        }
      }
      let beside = places.compactMap { place in
        Self.field(besideLabel: place, fields: fields, in: file).map { (place: place, field: $0) }
      }
      guard let first = beside.first, !beside.contains(where: { Self.maySayRequired($0.field, in: file) }) else {
        continue
      }
      var violation = Violation(
        range: element.range, message: Self.message("This `Text` ends with an asterisk", words: words))
      if let component {
        let position = elements[first.place].range.start
        violation.notes.append(
          Finding.Note(
            message: "`\(component)` is rendered beside a form field at line \(position.line)", position: position))
      }
      violations.append(violation)
    }
    // A component of another file that draws such a label (`AsteriskLabel`, from linking), rendered here beside a
    // form field with values that may show the asterisk: this element is that label.
    for (index, label) in file.asteriskLabels.sorted(by: { $0.key < $1.key }) {
      let element = elements[index]
      guard !file.isHiddenFromAccessibility(index), !file.isInvisible(index, itself: false),
        !RequiredMark.isNamedOrGrouped(index, in: file), !followsAField(index),
        RequiredMark.mayShow(label.conditions, given: { file.prop($0, of: element) }, defaults: label.defaults),
        let field = Self.field(besideLabel: index, fields: fields, in: file), !Self.maySayRequired(field, in: file)
      else { continue }
      var violation = Violation(
        range: element.range,
        message: Self.message("`\(element.tagName)` draws a label ending with an asterisk", words: label.words))
      violation.notes.append(
        Finding.Note(message: "`\(label.name)` draws the asterisk in \(label.path):\(label.position.line)"))
      // Inside a wrapper, the field is met where the wrapper is used: the call sites where the asterisk may show.
      if let sites = label.sites {
        guard !sites.isEmpty else { continue }
        violation.callSites = sites
      }
      violations.append(violation)
    }
    return violations
  }

  /// What a visible label ending in an asterisk is told: `subject` says what ends with it.
  private static func message(_ subject: String, words: String) -> String {
    let example = words.isEmpty ? "" : " (\"\(words), required\")"
    return subject + " beside a form field, which screen readers read as \"star\" or not at all. If it marks the "
      + "field as required, say \"required\" in words in the field's `accessibilityLabel`\(example) and hide the "
      + "asterisk from screen readers (`aria-hidden`)"
  }

  /// The form field a label stands for: the first one of its component written after it, when it is beside it.
  private static func field(besideLabel place: Int, fields: [Int: [Int]], in file: FileContext) -> Int? {
    guard let scope = file.facts.elements[place].scope, let field = fields[scope]?.first(where: { $0 > place }),
      isBeside(place, field, in: file.facts.elements)
    else { return nil }
    return field
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

  /// Whether a form field may say "required" in words: a name or hint it is given that is not a literal, or one
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
