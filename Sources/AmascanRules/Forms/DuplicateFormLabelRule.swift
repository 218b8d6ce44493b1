import AmascanCore

/// DUPLICATE_FORM_LABEL (amascan; WCAG 2.4.6, 3.3.2; seeds/forms-input-format.md "must each have a unique
/// label"): two form fields rendered by the same component with the same literal label, compared trimmed,
/// case-insensitive, ignoring a trailing symbol. Fields in a list callback or behind a condition are left out
/// (they may never be on screen together). Reported on each later field, with a note at the first.
public struct DuplicateFormLabelRule: Rule {
  public static let code = "DUPLICATE_FORM_LABEL"

  public init() {}

  public func check(_ file: FileContext) -> [Violation] {
    var violations: [Violation] = []
    let candidates = file.facts.elements.indices.filter { index in
      file.facts.elements[index].scope != nil && file.isFormField(index)
    }
    // A duplicate takes two fields: most files have fewer, and need no placements.
    guard candidates.count >= 2 else { return [] }
    let placements = file.placements()
    let fields = candidates.filter { !placements[$0].isInCallback && !placements[$0].isConditional }
    for form in file.forms(of: fields, placements: placements) {
      violations += duplicates(in: form, file)
    }
    return violations.sorted { $0.range.start < $1.range.start }
  }

  private func duplicates(in form: [Int], _ file: FileContext) -> [Violation] {
    var first: [String: (position: SourcePosition, text: String)] = [:]
    var violations: [Violation] = []
    for index in form {
      let element = file.facts.elements[index]
      guard let label = file.literalLabel(of: index) else { continue }
      let key = LabelText.key(label.text)
      guard let earlier = first[key] else {
        first[key] = (element.range.start, label.text)
        continue
      }
      violations.append(
        Violation(
          range: element.range,
          message:
            "Two fields of this form are both named \"\(label.text)\": a screen reader user cannot tell them apart. "
            + "Give each field a label that says what it is for",
          notes: [Finding.Note(message: "the other field named \"\(earlier.text)\"", position: earlier.position)]))
    }
    return violations
  }

  public static let examples: [RuleExample] = [
    RuleExample(
      """
      import { TextInput, View } from 'react-native';
      export const Address = () => (
        <View>
          <TextInput accessibilityLabel="Street" />
          ↓<TextInput accessibilityLabel="street:" />
        </View>
      );
      """),
    // Not triggering.
    RuleExample(
      """
      import { useRef } from 'react';
      import { TextInput, View } from 'react-native';
      export const Address = () => {
        const line2 = useRef(null);
        return (
          <View>
            <TextInput accessibilityLabel="Street" returnKeyType="next" onSubmitEditing={() => line2.current?.focus()} />
            <TextInput ref={line2} accessibilityLabel="Street, line 2" />
          </View>
        );
      };
      """),
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Search = ({ wide }) => (
        wide ? <TextInput accessibilityLabel="Search" /> : <TextInput accessibilityLabel="Search" multiline />
      );
      """),
    RuleExample(
      """
      import { TextInput, View } from 'react-native';
      export const Email = ({ wide }) => (
        wide ? <View><TextInput accessibilityLabel="Email" /></View> : <View><TextInput accessibilityLabel="Email" /></View>
      );
      """),
  ]
}
