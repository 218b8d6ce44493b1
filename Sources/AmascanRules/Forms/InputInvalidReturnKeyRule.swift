import AmascanCore

/// INPUT_INVALID_RETURN_KEY (AMA 2.x): in a form, return must lead to the next field.
///
/// A form is two or more editable text fields rendered by the same component in one function, in render
/// order (a render helper's fields where it is called), up to a submit button (`FileContext.forms`: a group with its
/// own button is a form of its own; a search or filter field, a picker's display and a setting saved as it is typed,
/// `FileContext.isSavedAsTyped`, are no step of a form; a field the user fills in instead of another,
/// `FileContext.areAlternatives`, is no step after it; a multiline field, whose return adds a line, is a step the
/// field before it moves on to, never judged itself). A field is
/// a react-native input or the call site of a wrapper of one, judged by the props its input gets (`inputProps`): the
/// call site's where the wrapper passes them on, the wrapper's own where it keeps them (then the call site is a field
/// only when its caller owns the text, passing `value` or `onChangeText` on). A field that is not the last must offer
/// "next" and move focus on return (a later field editable once this one holds text, `editable={stream !== ''}`,
/// follows it): a non-last field whose `returnKeyType` is "done", "go", "send" or absent, and whose `onSubmitEditing`
/// does not move focus, is reported. So is a last field that says "next" with nothing after it, one whose return
/// focuses only fields before it (`setFocus('description')` from the last field: react-hook-form field names are known
/// at the call sites of wrappers that render their input in a `Controller`, `WrapperSummary.fieldNameProp`), and,
/// wherever it is, a field whose key says "next" while no handler moves focus (React Native never moves it by itself),
/// unless NO_KEYBOARD_TRAP reports it. Android's `returnKeyLabel` is read the same way: a non-last field labelled
/// "Done" or "Send", or a last one labelled "Next", that does not move on. Fields rendered in a list callback are left
/// out. A field is judged as not the last only when an editable field after it renders whenever it does (a form under
/// one guard is judged; fields in two branches of a ternary are not), or, with no `onSubmitEditing` and no
/// `returnKeyType`, whenever it does and one more spelled-out condition holds (`condition(adding:after:)`, named in
/// the message), and as the last only when no field of the form is conditional. A field that may be read-only
/// (`editable={!saving}`) is judged for when it is not.
public struct InputInvalidReturnKeyRule: Rule {
  public static let code = "INPUT_INVALID_RETURN_KEY"

  public init() {}

  static let endingKeys: Set<String?> = [nil, "done", "go", "send"]
  /// Key labels (Android's `returnKeyLabel`, compared in lower case) that say return ends the form.
  static let endingLabels: Set<String> = ["done", "go", "send", "submit", "finish", "save", "ok", "search"]

  /// Whether an element renders whenever another does: it is rendered under no condition, or, both written in one
  /// function or drawn by the same call of a render helper, under conditions the other is rendered under too, all
  /// of them known.
  func rendersWhenever(_ index: Int, _ other: Int, placements: [Placement], in file: FileContext) -> Bool {
    guard placements[index].isConditional else { return true }
    let guards = file.facts.elements[index].guards
    // Written in one function, or drawn by the same call of a render helper (`{!confirming && renderSignIn()}`):
    // what the two are rendered under above that function is the same, and their own conditions tell.
    return placements[index].path.dropLast() == placements[other].path.dropLast()
      && guards.count < ElementFact.maxGuards
      && Set(guards).isSubset(of: file.facts.elements[other].guards)
  }

  /// The condition a later field adds to those an earlier one is rendered under, where it is written (no render
  /// helper in between), when the source spells it out: the later field is rendered whenever the earlier one is and
  /// that condition holds. Nil when it is not one such condition (none, two, a branch known only by where it starts,
  /// the negation of one of the earlier field's).
  func condition(adding later: Int, after earlier: Int, placements: [Placement], in file: FileContext) -> String? {
    let own = file.facts.elements[earlier].guards
    let guards = file.facts.elements[later].guards
    guard placements[later].path.count == 1, placements[earlier].path.count == 1,
      guards.count < ElementFact.maxGuards, Set(own).isSubset(of: guards)
    else { return nil }
    let added = guards.filter { !own.contains($0) }
    guard added.count == 1, let condition = added.first, !condition.hasPrefix("?"),
      !own.contains(where: { "!(\($0))" == condition || "!(\(condition))" == $0 })
    else { return nil }
    return condition
  }

  private struct Field {
    var index: Int
    var element: ElementFact
    var props: (String) -> PropValue
    /// Editable and rendered whenever its call site is (a wrapper may render its input only at times): a field
    /// after another that makes that one not the last.
    var certain: Bool
    /// The `editable` it is written with when that is not a literal: a field editable exactly when another is.
    var editable: String?
    /// Its `value` when that is a local or a member (`stream`, `this.state.topic`), normalized.
    var value: String?
    /// The values whose holding text its `editable` tests (`stream` for `editable={stream !== ''}`), normalized.
    var editableOnceHolds: Set<String> = []
    /// Its return may add a line (`multiline`, or may be): a step the field before it moves on to, never judged
    /// itself.
    var multiline = false

    /// Whether, after `other`, it makes `other` not the last: it is certain, editable whenever `other` is (the
    /// same `editable={canEdit}`), or editable once `other` holds text (`editable={stream !== ''}`), which is when
    /// return on `other` matters.
    func follows(_ other: Field) -> Bool {
      guard !certain else { return true }
      guard let editable else { return false }
      return editable == other.editable || other.value.map(editableOnceHolds.contains) ?? false
    }

    /// The tests that a value holds text, as `prefix` + value + `suffix`, normalized as `ErrorText.normalized`
    /// writes them.
    static let holdsTextTests: [(prefix: String, suffix: String)] = {
      var tests = [
        ("!!", ""), ("Boolean(", ")"), ("", ".length>0"), ("", ".length!==0"), ("", ".length!=0"), ("", ".length>=1"),
        ("", ".trim().length>0"), ("", ".trim().length!==0"),
      ]
      for empty in ["''", "\"\"", "``"] {
        for operation in ["!==", "!="] {
          tests += [("", operation + empty), (empty + operation, ""), ("", ".trim()" + operation + empty)]
        }
      }
      return tests
    }()

    /// The values an `editable` (normalized) tests to hold text.
    static func valuesTested(by editable: String) -> Set<String> {
      Set(
        holdsTextTests.compactMap { test in
          guard editable.count > test.prefix.count + test.suffix.count, editable.hasPrefix(test.prefix),
            editable.hasSuffix(test.suffix)
          else { return nil }
          return String(editable.dropFirst(test.prefix.count).dropLast(test.suffix.count))
        })
    }
  }

  public func check(_ file: FileContext) -> [Violation] {
    var fields: [Int: Field] = [:]
    for (index, element) in file.facts.elements.enumerated() {
      // A react-native input, or the call site of a wrapper of a text input: its return-key props are those its
      // input gets (`inputProps`), the call site's where the wrapper passes them on, the wrapper's own where not.
      // A wrapper that keeps its return-key props is a field when its caller owns the text (passes `value` or
      // `onChangeText` on): not a widget that edits on its own (a search modal, a channel picker). One of the same
      // file that takes no props at all is the whole field, a piece of the form it is rendered in (`<SymbolInput />`
      // beside `<NameInput />`); one of another module that takes none may be a whole screen.
      let wrapper = file.wrappers[index]
      let isField =
        file.identities[index] == .nativeTextInput
        || (wrapper.map { wrapper in
          wrapper.rendersTextInput
            && (wrapper.forwardsKeyboard || Self.ownedText.contains(where: wrapper.forwards)
              || (wrapper.takesNoProps && element.tag.count == 1 && file.scopeByName[element.tagName] != nil))
        } ?? false)
      // Elements outside any function or class are not rendered by a component: no form.
      guard isField, element.scope != nil else { continue }
      let props = file.inputProps(of: index)
      // A field that may be read-only at times is judged for when it is not: return only matters then.
      let editable = props("editable").boolean(default: true)
      guard editable != false, !file.isHiddenFromAccessibility(index),
        !file.isInvisible(index, itself: wrapper == nil)
      else { continue }
      let editableSource =
        editable == nil && (wrapper?.alwaysRendered ?? true)
        ? props("editable").attribute.map { ErrorText.normalized($0.valueSource) } : nil
      fields[index] = Field(
        index: index, element: element, props: props, certain: editable == true && (wrapper?.alwaysRendered ?? true),
        editable: editableSource, value: wrapper?.forwards("value") ?? true ? Self.reference(props("value")) : nil,
        editableOnceHolds: editableSource.map(Field.valuesTested) ?? [],
        multiline: props("multiline").boolean(default: false) != false)
    }
    // Most files have no field, and need no placements.
    guard !fields.isEmpty,
      fields.count >= 2 || fields.values.contains(where: { !$0.multiline && Self.saysNext($0.props) })
    else {
      return []
    }
    let placements = file.placements()
    // A setting saved as it is typed is no step of a form: return closing the keyboard ends its edit.
    fields = fields.filter { !placements[$0.key].isInCallback && !file.isSavedAsTyped($0.key) }
    var violations: [Int: Violation] = [:]
    for form in file.forms(of: Array(fields.keys), placements: placements) where form.count >= 2 {
      let fields = form.compactMap { fields[$0] }
      // Whether a field at or after each position is conditional, computed once from the end.
      var conditionalFrom = [Bool](repeating: false, count: fields.count + 1)
      for position in fields.indices.reversed() {
        conditionalFrom[position] = conditionalFrom[position + 1] || placements[fields[position].index].isConditional
      }
      // Focusing this field or one before it does not move on.
      var backwards = Set<FocusTarget>()
      for (position, field) in fields.enumerated() {
        let earlier = backwards
        backwards.formUnion(file.selfTargets(of: field.index))
        if field.multiline { continue }
        let key: String?
        switch field.props("returnKeyType") {
        case .absent: key = nil
        case .value(.string(let value), _): key = value
        default: continue
        }
        // A field the user fills in instead of this one (`FileContext.areAlternatives`) is no next step.
        let rest = fields[(position + 1)...].filter { !file.areAlternatives(field.index, $0.index) }
        // Not the last: some field after it renders whenever it does (it is rendered under no condition, or
        // under conditions all of which this field is rendered under), editable. The last: nothing is
        // conditional.
        // Or not the last while a condition the source spells out holds (`{requireConfirm ? <Confirm /> : null}`
        // after the new password): judged only for a field with no `onSubmitEditing` and no `returnKeyType` (one
        // written "done" may be meant for when the condition fails), and named in the message.
        var whileHolding: String?
        if rest.isEmpty
          ? conditionalFrom[position]
          : !rest.contains(where: { later in
            later.follows(field) && rendersWhenever(later.index, field.index, placements: placements, in: file)
          })
        {
          guard !rest.isEmpty, key == nil, case .absent = field.props("onSubmitEditing"),
            let condition = rest.lazy.compactMap({ later in
              later.follows(field)
                ? self.condition(adding: later.index, after: field.index, placements: placements, in: file) : nil
            }).first
          else { continue }
          whileHolding = condition
        }
        var movesFocus = self.movesFocus(field.props("onSubmitEditing"), field.element, in: file, excluding: backwards)
        // Return that does what a button of the form does submits it: it does not move on.
        let submits = movesFocus == nil && submitsForm(field.props("onSubmitEditing"), field.element, in: file)
        if submits { movesFocus = false }
        let stays = submits ? "submits the form instead of moving on" : "does not move on"
        // Android shows `returnKeyLabel` on the key instead of what `returnKeyType` names.
        var label: String?
        if case .value(.string(let text), _) = field.props("returnKeyLabel") {
          label = text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let labelSays = label.map { $0.lowercased() }
        let message: (problem: String, advice: String)
        // The advice for a key that must say "next" is the wrapper's to follow where it keeps `returnKeyType`.
        var mustSayNext = false
        if !rest.isEmpty, Self.endingKeys.contains(key), movesFocus == false {
          mustSayNext = true
          let offered = key.map { "offers \"\($0)\"" } ?? "offers no \"next\""
          // On one line, as the source would read were it written on one.
          let when =
            whileHolding.map { " when `\($0.split(whereSeparator: \.isWhitespace).joined(separator: " "))` holds" }
            ?? ""
          message = (
            "This field is not the last in the form\(when) but return \(offered) and \(stays)",
            "Set `returnKeyType=\"next\"` and focus the next field in `onSubmitEditing`"
          )
        } else if rest.isEmpty, key == "next", movesFocus == false {
          message = (
            "`returnKeyType` is \"next\" on the last field of the form, but nothing follows",
            "Use \"done\" and submit the form in `onSubmitEditing`"
          )
        } else if let label, let says = labelSays, movesFocus == false,
          rest.isEmpty ? says == "next" : Self.endingLabels.contains(says)
        {
          message =
            rest.isEmpty
            ? (
              "`returnKeyLabel` is \"\(label)\" on the last field of the form, but nothing follows",
              "Label the key for what it does (\"Done\") and submit the form in `onSubmitEditing`"
            )
            : (
              "This field is not the last in the form but its `returnKeyLabel` says \"\(label)\" and return "
                + stays,
              "Label it \"Next\" and focus the next field in `onSubmitEditing`"
            )
        } else if rest.isEmpty, Self.endingKeys.contains(key),
          focusesOnly(field.props("onSubmitEditing"), field.element, in: file, among: earlier)
        {
          message = (
            "Return on the last field of the form moves focus back to an earlier field",
            "Submit the form in `onSubmitEditing`, or let return dismiss the keyboard"
          )
        } else {
          continue
        }
        violations[field.index] = Violation(
          range: field.element.range,
          message: Self.asWritten(
            message.problem + ". "
              + (Self.keptBy(file.wrappers[field.index], keyMustSayNext: mustSayNext) ?? message.advice),
            at: file.wrappers[field.index]),
          notes: Self.wholeField(file.wrappers[field.index]))
      }
    }
    // Wherever a field is, a key that says "next" must move focus: React Native never does it by itself.
    for field in fields.values where violations[field.index] == nil && !field.multiline && Self.saysNext(field.props) {
      // Also when return keeps focus as well (NO_KEYBOARD_TRAP): the key promises a step the form never takes.
      let submit = field.props("onSubmitEditing")
      let submits: Bool
      switch movesFocus(submit, field.element, in: file, excluding: []) {
      case false: submits = false
      case nil where submitsForm(submit, field.element, in: file): submits = true
      default: continue
      }
      var missing = submits ? "`onSubmitEditing` submits the form" : "`onSubmitEditing` focuses no field"
      if case .absent = field.props("onSubmitEditing") { missing = "there is no `onSubmitEditing`" }
      violations[field.index] = Violation(
        range: field.element.range,
        message: Self.asWritten(
          "Return says \"next\" but \(missing), so focus goes nowhere. "
            + (Self.keptBy(file.wrappers[field.index])
              ?? (submits
                ? "Use \"done\" (or \"go\", \"send\") for a key that submits, or focus the next field in "
                  + "`onSubmitEditing`"
                : "Focus the next field in `onSubmitEditing`, or use \"done\" and submit")),
          at: file.wrappers[field.index]),
        notes: Self.wholeField(file.wrappers[field.index]))
    }
    return violations.values.sorted { $0.range.start < $1.range.start }
  }

  /// A value that is a local or a member, normalized: what another field's `editable` may test.
  private static func reference(_ value: PropValue) -> String? {
    guard case .value(let fact, let attribute?) = value else { return nil }
    switch fact {
    case .identifier, .member: return ErrorText.normalized(attribute.valueSource)
    default: return nil
    }
  }

  /// Props by which a caller owns a field's text.
  static let ownedText = ["value", "defaultValue", "onChangeText"]

  /// The key says "next": `returnKeyType="next"`, or Android's `returnKeyLabel` "Next".
  static func saysNext(_ props: (String) -> PropValue) -> Bool {
    if case .value(.string("next"), _) = props("returnKeyType") { return true }
    if case .value(.string(let label), _) = props("returnKeyLabel") {
      return label.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() == "next"
    }
    return false
  }

  /// The advice at the call site of a wrapper that keeps return-key props to itself: the fix is in the wrapper. One
  /// that keeps `onSubmitEditing` lets no caller make return move on; one that passes it on but keeps
  /// `returnKeyType` lets a caller move focus on return, not make the key say "next" (`keyMustSayNext`: the advice
  /// asked for is that).
  private static func keptBy(_ wrapper: WrapperSummary?, keyMustSayNext: Bool = false) -> String? {
    guard let wrapper else { return nil }
    if wrapper.callSiteProp(for: "onSubmitEditing") != nil {
      guard keyMustSayNext, wrapper.callSiteProp(for: "returnKeyType") == nil, !wrapper.takesNoProps else {
        return nil
      }
      return "Focus the next field in `onSubmitEditing`, and have `\(wrapper.name)` (\(wrapper.origin)) pass "
        + "`returnKeyType` to its input: no caller can make its key say \"next\""
    }
    if wrapper.takesNoProps {
      return "`\(wrapper.name)` takes no props: set the return key and what return does in it"
    }
    let kept = ["returnKeyType", "onSubmitEditing"].filter { wrapper.callSiteProp(for: $0) == nil }.map { "`\($0)`" }
    return "`\(wrapper.name)` (\(wrapper.origin)) does not pass \(kept.joined(separator: " or ")) to its input, so "
      + "no caller can set \(kept.count == 1 ? "it" : "them"): forward \(kept.count == 1 ? "it" : "them") from the "
      + "wrapper"
  }

  /// A message for the call site of a wrapper that gives its input's return props under names of its own
  /// (`onSubmit` for `onSubmitEditing`), with the props named as that call site writes them.
  private static func asWritten(_ message: String, at wrapper: WrapperSummary?) -> String {
    guard let wrapper else { return message }
    var message = message
    for prop in ["onSubmitEditing", "returnKeyType"] {
      guard let written = wrapper.callSiteProp(for: prop), written != prop else { continue }
      message = message.replacing("`\(prop)`", with: "`\(written)`")
    }
    return message
  }

  /// Where the field of a component that is the whole field (`WrapperSummary.takesNoProps`) is written: what to fix.
  private static func wholeField(_ wrapper: WrapperSummary?) -> [Finding.Note] {
    guard let wrapper, wrapper.takesNoProps else { return [] }
    return [Finding.Note(message: "`\(wrapper.name)` (\(wrapper.origin)) renders the field")]
  }

  /// A call that moves focus: `ref.current?.focus()`, `this.input.focus()`, react-hook-form's `setFocus('name')`.
  private static func isFocusCall(_ callee: [String]) -> Bool { ["focus", "setFocus"].contains(callee.last ?? "") }

  /// Whether `onSubmitEditing` does nothing but focus fields among `targets` (those before it): every call it
  /// makes is a focus call whose target is known. One that also submits, validates or calls what the file cannot
  /// follow (`() => { onAdd(item); setFocus('name'); }`, a quick-entry form starting over) is not judged.
  private func focusesOnly(
    _ submit: PropValue, _ element: ElementFact, in file: FileContext, among targets: Set<FocusTarget>
  ) -> Bool {
    guard case .value(let value, _) = submit, let behaviour = file.behaviour(of: value, scope: element.scope) else {
      return false
    }
    let calls = behaviour.function.calls
    return !behaviour.focusTargets.isEmpty && behaviour.focusTargets.isSubset(of: targets)
      && calls.allSatisfy(Self.isFocusCall)
      && calls.count <= behaviour.function.focusTargets.count
  }

  /// Whether `onSubmitEditing` does what a button of the same component does when pressed, and so submits the form:
  /// it is written as a button's `onPress` is (`onSubmitEditing={handleSubmit(submit)}` beside `onPress={handleSubmit(
  /// submit)}`), or it calls a button's handler (`() => { valid && onSubmit(); }` beside `onPress={onSubmit}`),
  /// and no focus call is made on the way. What the submission does later (a request, a validation that focuses an
  /// invalid field) is no step to the next field.
  private func submitsForm(_ submit: PropValue, _ element: ElementFact, in file: FileContext) -> Bool {
    guard case .value(let value, let attribute?) = submit, let scope = element.scope else { return false }
    var pressed: Set<String> = []
    for other in file.facts.elements where other.scope == scope {
      for press in other.attributes where press.name == "onPress" {
        pressed.insert(ErrorText.normalized(press.valueSource))
      }
    }
    pressed.remove("")
    if pressed.contains(ErrorText.normalized(attribute.valueSource)) { return true }
    guard let behaviour = file.behaviour(of: value, scope: scope), behaviour.focusTargets.isEmpty else { return false }
    let calls = behaviour.function.calls
    return !calls.contains(where: Self.isFocusCall)
      && calls.contains {
        $0.count == 1 && pressed.contains($0[0]) || $0.first == "this" && pressed.contains($0.joined(separator: "."))
      }
  }

  /// Whether `onSubmitEditing` moves focus somewhere other than `backwards`; nil when the file cannot tell.
  private func movesFocus(
    _ submit: PropValue, _ element: ElementFact, in file: FileContext, excluding backwards: Set<FocusTarget>
  ) -> Bool? {
    switch submit {
    case .absent:
      return false
    case .unknown:
      return nil
    case .value(.member(FileContext.dismissKeyboard), _), .value(.undefined, _), .value(.null, _):
      // A wrapper's handler written to do nothing reaches the call site as `undefined`.
      return false
    case .value(let value, _):
      guard let behaviour = file.behaviour(of: value, scope: element.scope) else { return nil }
      if !behaviour.focusTargets.subtracting(backwards).isEmpty { return true }
      // A focus call whose target the file cannot name (`focus(ref)`, `setFocus(name)`, `inputs[next].focus()`)
      // may move focus.
      if behaviour.function.calls.contains(where: { call in
        Self.isFocusCall(call) && (behaviour.focusTargets.isEmpty || call.first == FunctionFact.unnamedCallee)
      }) {
        return nil
      }
      // A handler that calls code the file cannot follow might move focus; its focus calls are known.
      let others = behaviour.function.calls.filter { !Self.isFocusCall($0) && $0 != FileContext.dismissKeyboard }
      return others.isEmpty ? false : nil
    }
  }

  /// The examples' wrapper that renders its input in react-hook-form's `Controller`, named by its `name` prop and
  /// given the field's ref: `setFocus('name')` at its call sites focuses the field of that name.
  private static let controlledField = """
    import { Controller, useForm } from 'react-hook-form';
    import { TextInput, View } from 'react-native';
    const Field = ({ control, name, label, ...rest }) => (
      <Controller
        control={control}
        name={name}
        render={({ field }) => <TextInput accessibilityLabel={label} ref={field.ref} {...rest} />}
      />
    );

    """

  public static let examples: [RuleExample] = [
    RuleExample(
      """
      import { TextInput } from 'react-native';
      const Field = ({ label, ...rest }) => <TextInput accessibilityLabel={label} {...rest} />;
      export const Login = () => (
        <>
          ↓<Field label="Email" returnKeyType="done" />
          <Field label="Password" secureTextEntry />
        </>
      );
      """),
    RuleExample(
      """
      import { useRef } from 'react';
      import { TextInput, View } from 'react-native';
      export function Login() {
        const email = useRef(null);
        return (
          <View>
            ↓<TextInput ref={email} accessibilityLabel="Email" onSubmitEditing={() => email.current?.focus()} />
            <TextInput accessibilityLabel="Password" returnKeyType="done" />
          </View>
        );
      }
      """),
    RuleExample(
      """
      import { TextInput, View } from 'react-native';
      export const Login = () => (
        <View>
          ↓<TextInput accessibilityLabel="Email" returnKeyType="done" />
          <TextInput accessibilityLabel="Password" secureTextEntry />
        </View>
      );
      """),
    RuleExample(
      """
      import { TextInput, View } from 'react-native';
      export const Address = () => (
        <View>
          ↓<TextInput accessibilityLabel="Street" />
          ↓<TextInput accessibilityLabel="City" returnKeyType="next" onSubmitEditing={() => {}} />
        </View>
      );
      """),
    RuleExample(
      """
      import { useRef } from 'react';
      import { TextInput, View } from 'react-native';
      export function Login() {
        const password = useRef(null);
        return (
          <View>
            <TextInput accessibilityLabel="Email" returnKeyType="next" onSubmitEditing={() => password.current?.focus()} />
            ↓<TextInput ref={password} accessibilityLabel="Password" returnKeyType="next" />
          </View>
        );
      }
      """),
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Rename = () => ↓<TextInput accessibilityLabel="New name" returnKeyType="next" />;
      """),
    // Not triggering.
    RuleExample(
      """
      import { useRef } from 'react';
      import { TextInput, View } from 'react-native';
      import { focusField } from './focus';
      export function Link() {
        const url = useRef(null);
        return (
          <View>
            <TextInput accessibilityLabel="Text" returnKeyType="next" onSubmitEditing={() => focusField(url.current)} />
            <TextInput ref={url} accessibilityLabel="Link" returnKeyType="done" />
          </View>
        );
      }
      """),
    RuleExample(
      """
      import { useRef } from 'react';
      import { TextInput, View } from 'react-native';
      export function Login({ submit }) {
        const password = useRef(null);
        return (
          <View>
            <TextInput accessibilityLabel="Email" returnKeyType="next" onSubmitEditing={() => password.current?.focus()} />
            <TextInput ref={password} accessibilityLabel="Password" returnKeyType="done" onSubmitEditing={submit} />
          </View>
        );
      }
      """),
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Search = () => <TextInput accessibilityLabel="Search" returnKeyType="search" />;
      """),
    RuleExample(
      """
      import { TextInput, View } from 'react-native';
      export const Note = () => (
        <View>
          <TextInput accessibilityLabel="Title" returnKeyType="done" onSubmitEditing={goToBody} />
          <TextInput accessibilityLabel="Body" multiline />
        </View>
      );
      """),
    RuleExample(
      """
      import { TextInput, View } from 'react-native';
      export const Profile = ({ showPhone }) => (
        <View>
          <TextInput accessibilityLabel="Name" returnKeyType="done" />
          {showPhone && <TextInput accessibilityLabel="Phone" />}
        </View>
      );
      """),
    RuleExample(
      """
      import { TextInput, View } from 'react-native';
      export const Wizard = ({ step }) => (
        <View>
          {step === 1 && <View><TextInput accessibilityLabel="Password" returnKeyType="done" /></View>}
          {step === 2 && <View><TextInput accessibilityLabel="Code" returnKeyType="done" /></View>}
        </View>
      );
      """),
    RuleExample(
      """
      import { TextInput, View } from 'react-native';
      export const Codes = ({ codes }) => (
        <View>
          {codes.map((code) => <TextInput key={code} accessibilityLabel={code} returnKeyType="done" />)}
        </View>
      );
      """),
    RuleExample(
      """
      import { TextInput, View } from 'react-native';
      export const Address = () => (
        <View>
          ↓<TextInput accessibilityLabel="Street" returnKeyType="next" returnKeyLabel="Done" />
          ↓<TextInput accessibilityLabel="City" returnKeyType="done" returnKeyLabel="Next" />
        </View>
      );
      """),
    RuleExample(
      """
      import { useRef } from 'react';
      import { TextInput, View } from 'react-native';
      export function Address({ onSave }) {
        const city = useRef(null);
        return (
          <View>
            <TextInput
              accessibilityLabel="Street" returnKeyType="next" returnKeyLabel="Next"
              onSubmitEditing={() => city.current?.focus()}
            />
            <TextInput ref={city} accessibilityLabel="City" returnKeyLabel="Save" onSubmitEditing={onSave} />
          </View>
        );
      }
      """),
    RuleExample(
      Self.controlledField + """
        export function Room() {
          const { control, setFocus } = useForm();
          return (
            <View>
              <Field control={control} name="topic" label="Topic" returnKeyType="next" onSubmitEditing={() => setFocus('code')} />
              ↓<Field control={control} name="code" label="Code" onSubmitEditing={() => setFocus('topic')} />
            </View>
          );
        }
        """),
    RuleExample(
      Self.controlledField + """
        export function Room({ onSave }) {
          const { control, setFocus } = useForm();
          return (
            <View>
              <Field control={control} name="topic" label="Topic" returnKeyType="next" onSubmitEditing={() => setFocus('code')} />
              <Field control={control} name="code" label="Code" onSubmitEditing={() => onSave()} />
            </View>
          );
        }
        """),
    RuleExample(
      Self.controlledField + """
        export function QuickAdd({ onAdd }) {
          const { control, setFocus } = useForm();
          return (
            <View>
              <Field control={control} name="item" label="Item" returnKeyType="next" onSubmitEditing={() => setFocus('qty')} />
              <Field control={control} name="qty" label="Quantity" onSubmitEditing={() => { onAdd(); setFocus('item'); }} />
            </View>
          );
        }
        """),
  ]
}
