import AmascanCore

/// NO_FORM_LABEL (WCAG 3.3.2, 4.1.2): a text input with no programmatic label.
///
/// react-native `TextInput` (however imported or aliased): needs a non-blank `accessibilityLabel` or
/// `aria-label`, or an `accessibilityLabelledBy`/`aria-labelledby` that names a `nativeID` in the same file.
/// A computed value (`t('key')`, a variable, a conditional) counts as a label. A placeholder never does; the
/// message says so when there is one. A spread the file cannot see into makes the answer unknown: no finding.
/// react-native-paper 6's `Switch` takes its name from `aria-label` only (`FileContext.takesAriaLabelOnly`). A date
/// picker rendered only under a condition is one the user opened (`FileContext.openedOnDemand`): not reported. An
/// input hidden from assistive technology is left to other rules. A pressable that opens a picker and shows only
/// the value it picks (`ValuePicker`: `{species || 'Select a species'}`) is a field too, and needs a name.
///
/// AMA's forms `TextInput`: AMA 1.x requires `labelComponent` (an `accessibilityLabel` alone does not satisfy
/// it); when the nearest package.json depends on `@react-native-ama/forms` 2.x, `accessibilityLabel` or
/// `aria-label` is required instead.
public struct NoFormLabelRule: Rule {
  public static let code = "NO_FORM_LABEL"

  public init() {}

  public func check(_ file: FileContext) -> [Violation] {
    var violations: [Violation] = []
    for (index, element) in file.elements(.nativeTextInput) {
      if let violation = checkNative(element, index: index, in: file) {
        violations.append(withUses(violation, of: index, in: file, advising: true))
      }
    }
    for (index, element) in file.facts.elements.enumerated() {
      // A toggle in a row that toggles it and is named by its text is reached as the row (CONTROL_ROW_NO_ROLE).
      guard case .control(let kind) = file.identities[index], file.controlRow(of: index) == nil else { continue }
      // A date picker shown while open: Android's dialog names its own fields, and the control that opened it
      // names it.
      if element.isConditional, FileContext.openedOnDemand.contains(kind) { continue }
      // Given children to show instead of its value, it may be named by them.
      if FileContext.showsChildren.contains(kind),
        element.hasTextChild || !element.childExpressions.isEmpty || file.hasChildElements[index]
      {
        continue
      }
      if let violation = checkNative(element, index: index, in: file, control: kind) {
        violations.append(withUses(violation, of: index, in: file, advising: true))
      }
    }
    for picker in ValuePicker.all(in: file) {
      if let violation = checkPicker(picker, in: file) { violations.append(violation) }
    }
    for (index, element) in file.elements(.amaTextInput) {
      if let violation = checkAma(element, in: file) {
        violations.append(withUses(violation, of: index, in: file, advising: true))
      }
    }
    for (index, wrapper) in file.wrappers.sorted(by: { $0.key < $1.key }) where file.controlRow(of: index) == nil {
      // Hidden from assistive technology: inside a hidden view, or given a hiding prop the wrapper passes on.
      if file.hiddenByAncestor[index] || (wrapper.passesThrough && file.hidesItself(index))
        || file.isInvisible(index, itself: false)
      {
        continue
      }
      if let violation = checkCallSite(file.facts.elements[index], wrapper: wrapper, in: file) {
        violations.append(withUses(violation, of: index, in: file, advising: false))
      }
    }
    return violations.sorted { $0.range.start < $1.range.start }
  }

  /// A field unnamed in a wrapper is unnamed wherever the wrapper is used, and no call site can name it (one
  /// that could would not be reported here): the finding about element `index` lists where it is used, and for
  /// the wrapper's own input (`advising`; a call site of an inner wrapper already says what to pass) how to let
  /// callers name it.
  private func withUses(_ violation: Violation, of index: Int, in file: FileContext, advising: Bool) -> Violation {
    guard let scope = file.facts.elements[index].scope, let usage = file.wrapperCallSites[scope], usage.count > 0
    else { return violation }
    var violation = violation
    if advising {
      let name = file.facts.scopes[scope].name ?? "this component"
      let count = usage.count
      violation.notes.append(
        Finding.Note(
          message:
            "`\(name)` gives its input no name whatever its callers pass (\(count) call site\(count == 1 ? "" : "s")); "
            + "forward a label prop to `accessibilityLabel` or spread the remaining props"))
    }
    violation.callSites = usage.sites
    return violation
  }

  /// A call site of a wrapper: it must pass one of the wrapper's label props, or `accessibilityLabel` when the
  /// wrapper spreads its props onto the input. A wrapper that can never label its input is reported once, at
  /// its own input, not at each call site.
  private func checkCallSite(_ element: ElementFact, wrapper: WrapperSummary, in file: FileContext) -> Violation? {
    guard !wrapper.alwaysLabelled, wrapper.canLabel else { return nil }
    let names = wrapper.labelProps + (wrapper.passesThrough ? wrapper.namingProps : [])
    for name in names {
      switch file.prop(name, of: element) {
      case .unknown: return nil
      case .value(let value, _) where !value.isBlank: return nil
      case .absent where wrapper.labelDefaults[name].map({ !$0.isBlank }) == true: return nil
      default: continue
      }
    }
    var seen = Set<String>()
    // `touchableWrapperProps.accessibilityLabel` is shown as the object to give a label.
    let shown = names.map { name in
      if let star = name.range(of: FileContext.everyEntry) {
        return "a `\(name[star.upperBound...])` in each entry of `\(name[..<star.lowerBound])`"
      }
      return name.firstIndex(of: ".").map { "`\(name[..<$0])` with an `\(name[name.index(after: $0)...])`" }
        ?? "`\(name)`"
    }
    let pass = shown.filter { seen.insert($0).inserted }.joined(separator: " or ")
    let origin = wrapper.origin
    // The call site passes the label the wrapper shows, and the wrapper keeps it from its input: one fix, there.
    if let drawn = wrapper.drawnLabels.first(where: { name in
      if case .value(let value, _) = file.prop(name, of: element) { return !value.isBlank }
      return false
    }) {
      return Violation(
        range: element.range,
        message:
          "`\(element.tagName)` shows its `\(drawn)` but never gives it to its `\(wrapper.renders)`, which gets no "
          + "accessible name here",
        notes: [
          Finding.Note(
            message:
              Finding.Note.causePrefix + "in `\(wrapper.name)` (\(origin)), pass "
              + "`accessibilityLabel={\(drawn)}` to the `\(wrapper.renders)`")
        ])
    }
    var message =
      wrapper.remark == nil
      ? "`\(element.tagName)` renders a `\(wrapper.renders)` that gets no accessible name here"
      : "`\(element.tagName)` (\(wrapper.name)) gets no accessible name here"
    if case .value(.string(let placeholder), _) = file.prop("placeholder", of: element),
      !placeholder.allSatisfy(\.isWhitespace)
    {
      message += "; its placeholder \"\(placeholder)\" is not a label"
    }
    if let remark = wrapper.remark { message += " (\(remark))" }
    return Violation(
      range: element.range, message: message + ". Pass \(pass)",
      notes: [Finding.Note(message: "`\(wrapper.name)` (\(origin)) names its input from \(pass)")])
  }

  /// A react-native text input, or (with `control`) a switch, slider, picker or checkbox, which cannot take a
  /// name from children either.
  private func checkNative(_ element: ElementFact, index: Int, in file: FileContext, control: String? = nil)
    -> Violation?
  {
    let ariaOnly = file.takesAriaLabelOnly(index)
    var blankLabel: AttributeFact?
    for name in file.namingProps(of: index) {
      switch file.prop(name, of: element) {
      case .unknown:
        return nil
      case .value(let value, let attribute):
        if !value.isBlank { return nil }
        blankLabel = blankLabel ?? attribute
      case .absent:
        continue
      }
    }
    var unmatchedLabelledBy: String?
    for name in FileContext.labelledByProps {
      switch file.prop(name, of: element) {
      case .unknown:
        return nil
      case .value(let value, _):
        let ids = Self.ids(in: value)
        guard let ids else { return nil }  // computed: cannot tell, so no finding
        if ids.contains(where: file.facts.nativeIDs.contains) || file.facts.hasDynamicNativeID { return nil }
        unmatchedLabelledBy = unmatchedLabelledBy ?? ids.first
      case .absent:
        continue
      }
    }
    if file.isHiddenFromAccessibility(index) || file.isInvisible(index) { return nil }
    // Grouped with its visible label in an accessible view, which is read as one element.
    if blankLabel == nil, file.labellingGroup(of: index) != nil { return nil }

    if let control {
      // A pressable made a control by its role (`FileContext.controlRoles`): react-native's, or one of the project
      // (`ProjectIndex.link`).
      let own = file.identityResolver.identity(of: element)
      let role =
        own.isPressable || (own == .unknown && file.controlRole(of: index) == control)
        ? file.literalRole(of: index) : nil
      let subject =
        role.map { "`\(element.tagName)` with the role `\($0)`" }
        ?? (element.tagName == control ? "`\(control)`" : "`\(element.tagName)` (a `\(control)`)")
      let problem =
        blankLabel.map { "\(subject) has an empty `\($0.name ?? "accessibilityLabel")`" }
        ?? "\(subject) has no accessible name"
      if ariaOnly {
        let dropped = file.prop("accessibilityLabel", of: element).attribute != nil
        return Violation(
          range: element.range,
          message: problem
            + (dropped
              ? ": react-native-paper 6's `Switch` drops `accessibilityLabel`. Give it `aria-label` that says what it "
                + "controls instead"
              : ". Give it `aria-label` that says what it controls (react-native-paper 6's `Switch` takes its name "
                + "from nothing else)"))
      }
      if let drawn = FileContext.drawnLabelProps[control]?.first {
        let disabled = file.boolean("disableText", of: element, default: false) != false
        return Violation(
          range: element.range,
          message: problem
            + (disabled
              ? "; `disableText` hides the `\(drawn)` it would draw. Add "
              : ". Give it `\(drawn)`, which it draws inside its pressable, or ")
            + "`accessibilityLabel` that says what it controls")
      }
      if let nested = FileContext.nestedLabelProps[control] {
        return Violation(
          range: element.range,
          message: problem
            + ", so it is read by the item it shows. Give "
            + nested.prefix(2).map { "`\($0)`" }.joined(separator: " and ")
            + " an `accessibilityLabel` that says what it selects: it passes on no other")
      }
      if role != nil {
        return Violation(
          range: element.range,
          message: problem + ", and nothing inside it shows text (an icon is no name). Add `accessibilityLabel` "
            + "that says what it controls")
      }
      // A pressable that is a control by the name of the component rendering it (`FileContext.namedControl`).
      if own.isPressable, file.namedControl(index) == control,
        let role = FileContext.controlRoles.first(where: { $0.value == control })?.key
      {
        return Violation(
          range: element.range,
          message: "`\(element.tagName)` is the whole of `\(file.facts.scopes[element.scope ?? 0].name ?? control)`, "
            + "but it has no role and no accessible name, and shows only an icon: a screen reader meets a button "
            + "with no name. Add `accessibilityRole=\"\(role)\"`, its state, and `accessibilityLabel` that says what "
            + "it controls")
      }
      return Violation(
        range: element.range,
        message: problem + "; a form control cannot take its name from its children. Add `accessibilityLabel` "
          + "that says what it controls")
    }
    let module = file.identityResolver.importFact(for: element.tag)?.module
    let subject = Self.subject(
      element,
      identity: file.configuration.components[element.tagName] != nil
        ? "`TextInput` per amascan.json"
        : module.map { $0.hasPrefix(".") || $0 == "react-native" ? "react-native `TextInput`" : "`TextInput` of \($0)" }
          ?? "react-native `TextInput`")
    var problem: String
    if let blank = blankLabel {
      problem = "\(subject) has an empty `\(blank.name ?? "accessibilityLabel")`"
    } else if let id = unmatchedLabelledBy {
      problem = "\(subject) has no accessible name: no `nativeID` \"\(id)\" in this file"
    } else {
      problem = "\(subject) has no accessible name"
    }
    if let module,
      let drawn = FileContext.labelsDrawnApart[module]?.first(where: { name in
        if case .value(let value, _) = file.prop(name, of: element) { return !value.isBlank }
        return false
      })
    {
      problem += "; its `\(drawn)` is drawn above the field, not given to it as its name"
    }
    switch file.prop("placeholder", of: element) {
    case .value(.string(let placeholder), _) where !placeholder.allSatisfy(\.isWhitespace):
      problem += "; its placeholder \"\(placeholder)\" is not a label"
    case .value(let value, _) where !value.isBlank:
      problem += "; its placeholder is not a label"
    default:
      break
    }
    return Violation(range: element.range, message: problem + ". Add `accessibilityLabel` that names the field")
  }

  /// A pressable that picks a field's value and shows only it (`ValuePicker`), with no name of its own.
  private func checkPicker(_ picker: ValuePicker, in file: FileContext) -> Violation? {
    let element = file.facts.elements[picker.index]
    for name in FileContext.labelProps + FileContext.labelledByProps {
      guard case .absent = file.prop(name, of: element) else { return nil }
    }
    if file.isHiddenFromAccessibility(picker.index) || file.isInvisible(picker.index)
      || file.labellingGroup(of: picker.index) != nil
    {
      return nil
    }
    // A template (`` `${rows}` ``) is not quoted: it would close the quote.
    let shown = picker.shown.contains("`") ? "" : " (`\(picker.shown)`)"
    return Violation(
      range: element.range,
      message:
        "This `\(element.tagName)` opens a picker for `\(picker.value)` and shows only its value\(shown): "
        + "a screen reader hears the value or the placeholder, not which field it is. Add `accessibilityLabel` that "
        + "names the field")
  }

  private func checkAma(_ element: ElementFact, in file: FileContext) -> Violation? {
    let subject = Self.subject(element, identity: "AMA forms `TextInput`")
    if file.project.usesAmaForms2 {
      var blank: AttributeFact?
      for name in FileContext.labelProps {
        switch file.prop(name, of: element) {
        case .unknown: return nil
        case .value(let value, let attribute):
          if !value.isBlank { return nil }
          blank = blank ?? attribute
        case .absent: continue
        }
      }
      let what = blank.map { "an empty `\($0.name ?? "accessibilityLabel")`" } ?? "no `accessibilityLabel`"
      return Violation(
        range: element.range,
        message: "\(subject) has \(what); AMA 2.x requires `accessibilityLabel` or `aria-label`. Add one")
    }
    switch file.prop("labelComponent", of: element) {
    case .unknown:
      return nil
    case .value(let value, _) where !(value == .null || value == .undefined):
      return nil
    default:
      return Violation(
        range: element.range,
        message:
          "\(subject) has no `labelComponent`; AMA 1.x requires it even when `accessibilityLabel` is set. "
          + "Add `labelComponent={<Text>…</Text>}`")
    }
  }

  /// The tag as written, with what it resolved to when the name alone does not say.
  static func subject(_ element: ElementFact, identity: String) -> String {
    element.tagName == "TextInput" && identity.hasPrefix("react-native")
      ? "`TextInput`" : "`\(element.tagName)` (\(identity))"
  }

  /// The ids a labelled-by value names, or nil when they are computed.
  private static func ids(in value: ValueFact) -> [String]? {
    switch value {
    case .string(let id):
      return [id]
    case .array(let items):
      let ids = items.compactMap(\.literalText)
      return ids.count == items.count ? ids : nil
    default:
      return nil
    }
  }

  public static let examples: [RuleExample] = [
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Email = () => ↓<TextInput placeholder="Email" />;
      """),
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Email = () => (
        ↓<TextInput
          accessibilityLabel=""
          onChangeText={setEmail}
        />
      );
      """),
    RuleExample(
      """
      import { TextInput as RNTextInput } from 'react-native';
      export const Search = () => ↓<RNTextInput placeholder={t('search.placeholder')} />;
      """),
    RuleExample(
      """
      import * as RN from 'react-native';
      export const Name = () => ↓<RN.TextInput accessibilityLabel={undefined} />;
      """),
    RuleExample(
      """
      const { TextInput } = require('react-native');
      module.exports = () => ↓<TextInput />;
      """, fileName: "Example.js"),
    RuleExample(
      """
      import { Animated, TextInput } from 'react-native';
      const AnimatedInput = Animated.createAnimatedComponent(TextInput);
      export const Message = () => ↓<AnimatedInput multiline />;
      """),
    RuleExample(
      """
      import styled from 'styled-components/native';
      const Input = styled.TextInput`padding: 8px;`;
      export const Code = () => ↓<Input placeholder="Code" />;
      """),
    RuleExample(
      """
      import { TextInput } from 'react-native';
      import styled from 'styled-components/native';
      const Input = styled(TextInput).attrs({ autoCorrect: false })`padding: 8px;`;
      export const Code = () => ↓<Input />;
      """),
    RuleExample(
      """
      import React from 'react';
      import { TextInput } from 'react-native';
      const Memo = React.memo(TextInput);
      export const Name = () => ↓<Memo />;
      """),
    RuleExample(
      """
      import { Text, TextInput, View } from 'react-native';
      export const Name = () => (
        <View>
          <Text nativeID="nameLabel">Name</Text>
          ↓<TextInput accessibilityLabelledBy="nmeLabel" />
        </View>
      );
      """),
    RuleExample(
      """
      import { TextInput } from 'react-native';
      const props = { autoCapitalize: 'none' };
      export const Name = () => ↓<TextInput {...props} />;
      """),
    RuleExample(
      """
      import { TextInput } from 'react-native-gesture-handler';
      export const Name = () => ↓<TextInput />;
      """),
    RuleExample(
      """
      import { Form, TextInput } from '@react-native-ama/forms';
      export const Name = () => (
        <Form onSubmit={submit}>
          ↓<TextInput accessibilityLabel="Last name" hasValidation={false} />
        </Form>
      );
      """),
    RuleExample(
      """
      import { TextInput } from '@react-native-ama/forms';
      export const Name = () => ↓<TextInput renderLabel={renderLabel} hasValidation={false} />;
      """, project: ProjectInfo(amaFormsMajor: 2)),
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Name = () => ↓<TextInput {...{ autoFocus: true }} aria-label=" " />;
      """),
    RuleExample(
      """
      import { TextInput } from 'react-native';
      function Field({ label, ...rest }) {
        return <TextInput accessibilityLabel={label} {...rest} />;
      }
      export const Form = () => <><Field label="Name" />↓<Field placeholder="Age" /></>;
      """),
    RuleExample(
      """
      import { Switch } from 'react-native';
      import Slider from '@react-native-community/slider';
      import { Picker } from '@react-native-picker/picker';
      export const Settings = () => (
        <>
          ↓<Switch value={on} onValueChange={setOn} />
          ↓<Slider minimumValue={0} maximumValue={10} />
          ↓<Picker selectedValue={size} prompt="Size"><Picker.Item label="S" value="s" /></Picker>
        </>
      );
      """),
    // Not triggering.
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Email = () => (
        <TextInput accessibilityLabel="Email" placeholder="name@example.com" keyboardType="email-address" autoComplete="email" />
      );
      """),
    RuleExample(
      """
      import { Switch } from 'react-native';
      import Checkbox from 'expo-checkbox';
      export const Settings = () => (
        <>
          <Switch accessibilityLabel={t('settings.push')} value={on} />
          <Checkbox aria-label="Accept the terms" value={accepted} />
        </>
      );
      """),
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Email = () => <TextInput accessibilityLabel={t('login.email')} placeholder="Email" />;
      """),
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Email = () => <TextInput aria-label="Email" />;
      """),
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Email = ({ label }) => <TextInput accessibilityLabel={label ?? 'Email'} />;
      """),
    RuleExample(
      """
      import { Text, TextInput, View } from 'react-native';
      export const Name = () => (
        <View>
          <Text nativeID="nameLabel">Name</Text>
          <TextInput accessibilityLabelledBy="nameLabel" />
        </View>
      );
      """),
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Name = (props) => <TextInput {...props} />;
      """),
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Name = ({ rest }) => <TextInput accessibilityLabel="" {...rest} />;
      """),
    // The spread might carry `aria-label`: unknown, so silent.
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Name = ({ rest }) => <TextInput {...rest} accessibilityLabel="" />;
      """),
    RuleExample(
      """
      import { TextInput } from 'react-native';
      const inputProps = { accessibilityLabel: 'Website', autoCapitalize: 'none' };
      export const Site = () => <TextInput {...inputProps} />;
      """),
    // A literal named `props` in another component says nothing about this component's `props`.
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Input = (props) => <TextInput {...props} />;
      export const Story = () => { const props = { placeholder: 'x' }; return <Input {...props} accessibilityLabel="Story" />; };
      """),
    RuleExample(
      """
      import { TextInput } from 'react-native-paper';
      export const Coupon = () => <TextInput label="Coupon code" />;
      """),
    RuleExample(
      """
      import { TextInput } from './TextInput';
      export const City = () => <TextInput label="City" />;
      """),
    RuleExample(
      """
      import { useRef } from 'react';
      import { TextInput } from 'react-native';
      export function useField() {
        const ref = useRef<TextInput>(null);
        return ref;
      }
      """),
    RuleExample(
      """
      import { TextInput, View } from 'react-native';
      export const Hidden = () => (
        <View importantForAccessibility="no-hide-descendants">
          <TextInput caretHidden />
        </View>
      );
      """),
    RuleExample(
      """
      function TextInput() { return null; }
      export const Local = () => <TextInput />;
      """),
    RuleExample(
      """
      import { Form, TextInput } from '@react-native-ama/forms';
      import { Text } from 'react-native';
      export const Name = () => (
        <Form onSubmit={submit}>
          <TextInput labelComponent={<Text>First name</Text>} hasValidation={false} />
        </Form>
      );
      """),
    RuleExample(
      """
      import { TextInput } from '@react-native-ama/forms';
      export const Name = () => <TextInput accessibilityLabel="Last name" hasValidation={false} />;
      """, project: ProjectInfo(amaFormsMajor: 2)),
  ]
}
