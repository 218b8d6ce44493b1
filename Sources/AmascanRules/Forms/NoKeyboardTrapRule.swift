import AmascanCore

/// NO_KEYBOARD_TRAP (WCAG 2.1.2): focus that cannot move on from a field, or is forced back to it.
///
/// On react-native text inputs (and the call sites of wrappers of one that pass the handler on, by its name or by one
/// of their own, whose `ref`, by its name or one of theirs, is the field's): an `onBlur` or `onEndEditing` handler that focuses the same field again; an
/// `onSubmitEditing` that focuses the field itself every time it runs (not only when a condition in it holds,
/// such as a refused value); and a field where return keeps focus (effective submit
/// behaviour "submit": `submitBehavior="submit"`, or `blurOnSubmit={false}` on a single-line field) while there
/// is no `onSubmitEditing`, or it does nothing. The effective behaviour is computed as React Native does:
/// `submitBehavior` overrides `blurOnSubmit`; single-line fields default to blur-and-submit, multiline ones to a
/// newline, which is never a trap. A search field that searches as the user types is none either, nor a one-point
/// input that takes no text (`takesNoText`: it only holds the keyboard up). Handlers are followed when the file shows them (inline, a local function or
/// `useCallback`, a class method); an imported handler or one passed in as a prop is never a trap.
public struct NoKeyboardTrapRule: Rule {
  public static let code = "NO_KEYBOARD_TRAP"

  public init() {}

  /// A search that runs as the user types: return key "search" and an `onChangeText`. Return has nothing left to
  /// do, the keyboard staying up is the point, and focus moves on by swiping: no trap.
  static func searchesAsYouType(_ props: (String) -> PropValue) -> Bool {
    guard case .value(.string("search"), _) = props("returnKeyType") else { return false }
    return props("onChangeText").attribute != nil
  }

  public func check(_ file: FileContext) -> [Violation] {
    var violations: [Violation] = []
    // Handlers that focus the field again: on react-native inputs, and at the call sites of wrappers of one that
    // pass the handler on (the call site's `ref` is the field's).
    for (index, element) in file.facts.elements.enumerated() {
      let wrapper = file.wrappers[index]
      guard file.identities[index] == .nativeTextInput || wrapper?.rendersTextInput == true else { continue }
      // The call-site prop that reaches the input as a handler: by its name, or by the wrapper's own name for it
      // (`onSubmit` for `onSubmitEditing`).
      let written = { (name: String) -> String? in wrapper.map { $0.callSiteProp(for: name) } ?? name }
      // Named as the call site writes it, with what it is at the input when that differs.
      func called(_ name: String, _ prop: String) -> String {
        prop == name ? "`\(name)`" : "`\(prop)` (its input's `\(name)`)"
      }
      let scope = element.scope
      let me = file.selfTargets(of: index)
      var reported = false
      for name in ["onBlur", "onEndEditing"] {
        guard let prop = written(name), case .value(let value, _) = file.prop(prop, of: element),
          let behaviour = file.behaviour(of: value, scope: scope), !behaviour.focusTargets.isDisjoint(with: me)
        else { continue }
        violations.append(
          Violation(
            range: element.range,
            message:
              "\(called(name, prop)) focuses this field again, so focus cannot leave it. Let the user move on and "
              + "show the error with the field instead"))
        reported = true
        break
      }
      if reported { continue }
      let submitProp = written("onSubmitEditing")
      let submit = submitProp.map { file.prop($0, of: element) } ?? .absent
      // Return that refocuses the field only when what it holds is refused (`if (name === '') { …focus();
      // return }`) leaves it otherwise: a trap is a refocus on every return.
      if let submitProp, case .value(let value, _) = submit,
        let behaviour = file.behaviour(of: value, scope: scope), !behaviour.certainFocusTargets.isDisjoint(with: me)
      {
        violations.append(
          Violation(
            range: element.range,
            message:
              "\(called("onSubmitEditing", submitProp)) focuses this same field, so return never leaves it. Focus "
              + "the next field or submit the form"))
        continue
      }
      // A wrapper's return key is judged below, with the props its input gets.
      guard wrapper == nil, !(Self.takesNoText({ file.prop($0, of: element) }) && file.isSizedToAPoint(index)),
        let keepsFocus = Self.returnKeepsFocus({ file.prop($0, of: element) }, at: element), keepsFocus.keeps,
        Self.submitDoesNothing(submit, scope: scope, in: file), !Self.searchesAsYouType({ file.prop($0, of: element) })
      else { continue }
      let missing = submit.attribute == nil ? "there is no `onSubmitEditing`" : "`onSubmitEditing` does nothing"
      let opening: String
      if case .some(.some(let key)) = file.literal("returnKeyType", of: element) {
        opening = "`returnKeyType` is \"\(key)\" but return does nothing"
      } else {
        opening = "Return does nothing on this field"
      }
      violations.append(
        Violation(
          range: element.range,
          message:
            "\(opening): \(keepsFocus.because) keeps focus here and \(missing). Add `onSubmitEditing` that "
            + "focuses the next field or submits"))
    }
    // A wrapper that forwards the return-key props is judged where it is used.
    for (index, wrapper) in file.wrappers.sorted(by: { $0.key < $1.key }) where wrapper.forwardsKeyboard {
      let element = file.facts.elements[index]
      let effective = file.inputProps(of: index)
      guard let keepsFocus = Self.returnKeepsFocus(effective, at: element), keepsFocus.keeps,
        Self.submitDoesNothing(effective("onSubmitEditing"), scope: element.scope, in: file),
        !Self.searchesAsYouType(effective)
      else { continue }
      var opening = "Return does nothing on this `\(element.tagName)`"
      if case .value(.string(let key), _) = effective("returnKeyType") {
        opening = "`returnKeyType` is \"\(key)\" but return does nothing on this `\(element.tagName)`"
      }
      violations.append(
        Violation(
          range: element.range,
          message:
            "\(opening): \(keepsFocus.because) reaches its `TextInput` and there is no `onSubmitEditing`. Add "
            + "`onSubmitEditing` that focuses the next field or submits",
          notes: [Finding.Note(message: "`\(wrapper.name)` (\(wrapper.origin)) passes these props to its input")]))
    }
    return violations.sorted { $0.range.start < $1.range.start }
  }

  /// An input nothing reads the text of (no value, change, key or editing handler, no spread that may add one). One
  /// drawn a point wide and high only holds the keyboard up (focused while a web editor takes over): return
  /// keeping focus there keeps no one from a form.
  static func takesNoText(_ props: (String) -> PropValue) -> Bool {
    ["value", "defaultValue", "onChangeText", "onChange", "onKeyPress", "onEndEditing", "onSubmitEditing", "onBlur"]
      .allSatisfy { if case .absent = props($0) { true } else { false } }
  }

  /// No `onSubmitEditing`, or one the file shows to do nothing; an unknown handler might do something.
  static func submitDoesNothing(_ submit: PropValue, scope: Int?, in file: FileContext) -> Bool {
    switch submit {
    case .absent: true
    case .value(let value, _): file.behaviour(of: value, scope: scope)?.isEmpty == true
    case .unknown: false
    }
  }

  /// Whether return keeps focus in the field (effective submit behaviour "submit"), and which prop says so;
  /// nil when the props cannot be read.
  static func returnKeepsFocus(_ prop: (String) -> PropValue, at element: ElementFact? = nil) -> (
    keeps: Bool, because: String
  )? {
    guard let multiline = prop("multiline").boolean(default: false) else { return nil }
    let submitBehavior = prop("submitBehavior")
    switch submitBehavior {
    case .value(.string(let behavior), _):
      return (behavior == "submit", "`submitBehavior=\"submit\"`" + setApart(submitBehavior, from: element))
    case .absent: break
    default: return nil
    }
    let blurOnSubmit = prop("blurOnSubmit")
    guard let blur = blurOnSubmit.boolean(default: !multiline) else { return nil }
    // Without submitBehavior, a multiline field inserts a newline or, with blurOnSubmit, blurs: never stuck.
    if multiline { return (false, "") }
    return (!blur, "`blurOnSubmit={false}`" + setApart(blurOnSubmit, from: element))
  }

  /// Where a prop an element does not write itself was set: by its styled component's `.attrs`, whose props the
  /// extractor places at the whole element (a written attribute spans less).
  private static func setApart(_ value: PropValue, from element: ElementFact?) -> String {
    guard let element, let attribute = value.attribute, attribute.name != nil, attribute.range == element.range
    else { return "" }
    return " (set by its styled component's `.attrs`)"
  }

  public static let examples: [RuleExample] = [
    RuleExample(
      """
      import { useRef } from 'react';
      import { TextInput } from 'react-native';
      export function Name({ valid }) {
        const nameRef = useRef(null);
        return ↓<TextInput ref={nameRef} accessibilityLabel="Name" onBlur={() => { if (!valid) nameRef.current?.focus(); }} />;
      }
      """),
    RuleExample(
      """
      import { useCallback, useRef } from 'react';
      import { TextInput } from 'react-native';
      export function Code() {
        const codeRef = useRef(null);
        const keepFocus = useCallback(() => codeRef.current.focus(), []);
        return ↓<TextInput ref={codeRef} accessibilityLabel="Code" onEndEditing={keepFocus} />;
      }
      """),
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Email = () => (
        ↓<TextInput accessibilityLabel="Email" returnKeyType="next" blurOnSubmit={false} />
      );
      """),
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Search = () => (
        ↓<TextInput accessibilityLabel="Search" submitBehavior="submit" onSubmitEditing={() => {}} />
      );
      """),
    RuleExample(
      """
      import React from 'react';
      import { TextInput } from 'react-native';
      export class Pin extends React.Component {
        keepFocus = () => { this.pin.focus(); };
        render() {
          return ↓<TextInput ref={(r) => { this.pin = r; }} accessibilityLabel="PIN" onSubmitEditing={this.keepFocus} />;
        }
      }
      """),
    RuleExample(
      """
      import { Controller, useForm } from 'react-hook-form';
      import { TextInput } from 'react-native';
      export function Password() {
        const { control, setFocus } = useForm();
        return (
          <Controller control={control} name="password" render={({ field }) => (
            ↓<TextInput accessibilityLabel="Password" ref={field.ref} onBlur={() => setFocus('password')} />
          )} />
        );
      }
      """),
    // Not triggering.
    RuleExample(
      """
      import { useRef, useState } from 'react';
      import { TextInput } from 'react-native';
      export function Rename({ onRename }) {
        const input = useRef(null);
        const [name, setName] = useState('');
        const submit = () => {
          if (name === '') {
            input.current?.focus();
            return;
          }
          onRename(name);
        };
        return <TextInput ref={input} accessibilityLabel="Name" value={name} onChangeText={setName} onSubmitEditing={submit} />;
      }
      """),
    RuleExample(
      """
      import { useRef } from 'react';
      import { TextInput } from 'react-native';
      export function Login() {
        const password = useRef(null);
        return (
          <>
            <TextInput accessibilityLabel="Email" returnKeyType="next" blurOnSubmit={false}
              onSubmitEditing={() => password.current?.focus()} />
            <TextInput ref={password} accessibilityLabel="Password" returnKeyType="done" />
          </>
        );
      }
      """),
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Composer = () => <TextInput accessibilityLabel="Message" multiline blurOnSubmit={false} />;
      """),
    RuleExample(
      """
      import { TextInput } from 'react-native';
      import { onSubmit } from './actions';
      export const Search = () => (
        <TextInput accessibilityLabel="Search" blurOnSubmit={false} onSubmitEditing={onSubmit} />
      );
      """),
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Field = ({ onSubmitEditing }) => (
        <TextInput accessibilityLabel="Field" submitBehavior="submit" onSubmitEditing={onSubmitEditing} />
      );
      """),
    RuleExample(
      """
      import { useRef } from 'react';
      import { TextInput } from 'react-native';
      export function Name() {
        const other = useRef(null);
        return <TextInput accessibilityLabel="Name" onBlur={() => other.current?.focus()} />;
      }
      """),
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Field = (props) => <TextInput accessibilityLabel="Field" blurOnSubmit={false} {...props} />;
      """),
    RuleExample(
      """
      import { TextInput } from 'react-native';
      const Field = ({ onNext, ...rest }) => <TextInput accessibilityLabel="Field" onSubmitEditing={onNext} {...rest} />;
      export const Form = ({ go }) => <Field blurOnSubmit={false} onNext={go} />;
      """),
  ]
}
