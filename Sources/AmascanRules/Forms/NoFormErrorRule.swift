import AmascanCore
import Foundation

/// NO_FORM_ERROR (WCAG 3.3.1): a validation error the screen reader never hears with the field.
///
/// AMA's forms `TextInput` with `hasValidation` (true or not a literal false) and no `errorComponent` (AMA 1.x)
/// or `renderError` (when the project depends on AMA 2.x).
///
/// A react-native `TextInput` with an error shown beside it: a `Text` rendered under a condition, an `*Error*`
/// component, an element rendered only when the error it is given is set, or a component that draws an error prop
/// it is given (`FileContext.drawnErrors`, a container the field is a child of), near it, whose `{expression}`
/// names an error and is carried by none of the
/// field's `accessibilityLabel`, `accessibilityHint`, `aria-describedby`-style props or `accessibilityValue`,
/// while the error is not a live region and the component does not announce it. An error read with the field
/// that also stays focusable on its own is the isolated element the guidelines warn about, and is reported too.
public struct NoFormErrorRule: Rule {
  public static let code = "NO_FORM_ERROR"

  public init() {}

  /// Props through which a field carries its error to the screen reader.
  static let carryingProps = [
    "accessibilityLabel", "aria-label", "accessibilityHint", "aria-describedby", "accessibilityDescribedBy",
    "aria-errormessage", "accessibilityValue", "aria-valuetext",
  ]
  /// Words that make an expression an error message (`error`, `errors.email`, `emailInvalid`, `validation`),
  /// matched as whole words of identifiers split at case changes and punctuation (`preferredName` is not one).
  static let errorWords: Set<String> = [
    "err", "error", "errors", "invalid", "warning", "warnings", "validation", "validationerror",
  ]

  /// Every error word holds one of these: ASCII text that holds none (ignoring case) names no error.
  static let errorStems = ["err", "invalid", "warning", "validation"].map { Array($0.utf8) }

  static func namesAnError(_ expression: String) -> Bool {
    let bytes = Array(expression.utf8)
    if !bytes.contains(where: { $0 >= 0x80 }) {
      let lowered = bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
      let holdsStem = errorStems.contains { stem in
        lowered.count >= stem.count
          && (0...(lowered.count - stem.count)).contains { lowered[$0..<$0 + stem.count].elementsEqual(stem) }
      }
      if !holdsStem { return false }
    }
    // Per identifier: `errors.downloadFolder` is the error of a download folder field, `uploadError` an upload's.
    return identifiers(expression).contains { identifier in
      let words = Self.words(identifier)
      return words.contains(where: errorWords.contains) && !words.contains(where: operationWords.contains)
    }
  }

  /// The identifiers of an expression (`errors`, `downloadFolder` of `errors.downloadFolder`).
  private static func identifiers(_ expression: String) -> [Substring] {
    expression.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "$") }
  }

  /// Whether an expression or a component's name speaks of an operation on something else (`PdfLoadError`).
  static func namesAnOperation(_ expression: String) -> Bool {
    words(expression).contains(where: operationWords.contains)
  }

  /// The words of identifiers, split at case changes and punctuation, lowercased.
  private static func words(_ expression: some StringProtocol) -> [String] {
    var words: [String] = []
    var current = ""
    var previousWasLower = false
    for character in expression {
      if character.isLetter || character.isNumber {
        if character.isUppercase && previousWasLower {
          words.append(current.lowercased())
          current = ""
        }
        current.append(character)
        previousWasLower = character.isLowercase || character.isNumber
      } else {
        if !current.isEmpty { words.append(current.lowercased()) }
        current = ""
        previousWasLower = false
      }
    }
    if !current.isEmpty { words.append(current.lowercased()) }
    return words
  }

  /// Words that make an error the failure of an operation on something else (`uploadFileError`, `PdfLoadError`,
  /// `fetchError`): what the user typed did not cause it, and the field has nothing to carry.
  static let operationWords: Set<String> = [
    "load", "loading", "upload", "uploading", "download", "downloading", "fetch", "fetching",
  ]

  public func check(_ file: FileContext) -> [Violation] {
    var violations: [Violation] = []
    for (_, element) in file.elements(.amaTextInput) {
      if let violation = checkAma(element, in: file) { violations.append(violation) }
    }
    // Each error text belongs to the fields nearest it in its component: those that share its parent, else
    // those under its nearest ancestor that holds any (an error drawn once below a form belongs to the form's
    // fields), or those it wraps. Text inputs and the call sites of wrappers of one are fields; a field that
    // only searches is not.
    var isField = [Bool](repeating: false, count: file.facts.elements.count)
    for index in file.facts.elements.indices where !file.isSearchField(index) {
      if file.identities[index] == .nativeTextInput {
        isField[index] = true
      } else if let wrapper = file.wrappers[index], wrapper.rendersTextInput {
        isField[index] = true
      }
    }
    var judged = Set<Int>()
    if isField.contains(true) {
      let fieldsUnder = Self.fieldsUnder(isField: isField, in: file)
      let places = Self.places(in: file)
      // A wrapper that draws an error of its own (a call site given `error`) is judged below, as a wrapper.
      for (index, element) in file.facts.elements.enumerated()
      where !element.isInCallback && !isField[index] && file.wrappers[index] == nil {
        guard let expression = Self.errorExpression(element, index: index, in: file) else { continue }
        for field in Self.fields(of: index, under: fieldsUnder, places: places, in: file)
        where judged.insert(field).inserted {
          let violation =
            file.wrappers[field] == nil
            ? checkNative(file.facts.elements[field], index: field, error: (index, expression), in: file)
            : checkCallSite(file.facts.elements[field], index: field, error: (index, expression), in: file)
          if let violation { violations.append(violation) } else { judged.remove(field) }
        }
      }
    }
    // A wrapper that shows an error prop beside its input without attaching it is judged where it is used.
    for (index, wrapper) in file.wrappers.sorted(by: { $0.key < $1.key }) where !wrapper.errorProps.isEmpty {
      let element = file.facts.elements[index]
      for name in wrapper.errorProps {
        // A string written in the source is an instruction, not an error the field produced.
        guard case .value(let value, let attribute?) = file.prop(name, of: element), !value.isBlank,
          !Self.isLiteral(attribute.valueSource)
        else { continue }
        if wrapper.passesThrough {
          let key = Self.normalized(attribute.valueSource)
          let attached = Self.carryingProps.contains { carrying in
            file.prop(carrying, of: element).attribute.map { Self.normalized($0.valueSource).contains(key) } ?? false
          }
          if attached { continue }
        }
        violations.append(
          Violation(
            range: element.range,
            message:
              "`\(element.tagName)` shows its `\(name)` beside its `\(wrapper.renders)` without attaching it, so the error is "
              + "not read with the field. Attach it in `\(wrapper.name)` (an `accessibilityHint` that says the error)"
              + (wrapper.passesThrough ? ", or pass the error as `accessibilityHint` here" : ""),
            notes: [Finding.Note(message: "`\(wrapper.name)` is defined in \(wrapper.origin)")]))
        break
      }
    }
    return violations.sorted { $0.range.start < $1.range.start }
  }

  private func checkAma(_ element: ElementFact, in file: FileContext) -> Violation? {
    switch file.prop("hasValidation", of: element) {
    case .absent, .unknown, .value(.boolean(false), _):
      return nil
    case .value:
      break
    }
    let errorProp = file.project.usesAmaForms2 ? "renderError" : "errorComponent"
    switch file.prop(errorProp, of: element) {
    case .unknown:
      return nil
    case .value(let value, _) where value != .null && value != .undefined:
      return nil
    default:
      return Violation(
        range: element.range,
        message:
          "AMA forms `TextInput` validates (`hasValidation`) but has no `\(errorProp)`, so its error is never read "
          + "with the field. Add `\(errorProp)`")
    }
  }

  /// An error a wrapper is given by its callers (it reads the wrapper's props) and does not attach is judged where
  /// the wrapper is used, at each call site that passes one (`WrapperSummary.errorProps`), not once more in it.
  static func isCallersError(_ expression: String, scope: Int?, in file: FileContext) -> Bool {
    guard let scope, (file.wrapperCallSites[scope]?.count ?? 0) > 0 else { return false }
    let component = file.facts.scopes[scope]
    return !ProjectIndex.propsReferenced(
      in: expression, pattern: component.props ?? PropsPattern(), isClass: component.isClass
    )
    .isEmpty
  }

  /// Per element, the fields under it (element indices, in order), found once: each field is added to each of
  /// its ancestors, so a screen with thousands of elements stays linear in them.
  static func fieldsUnder(isField: [Bool], in file: FileContext) -> [Int: [Int]] {
    let elements = file.facts.elements
    var under: [Int: [Int]] = [:]
    for index in elements.indices where isField[index] {
      var current = elements[index].parent
      while let ancestor = current {
        under[ancestor, default: []].append(index)
        current = elements[ancestor].parent
      }
    }
    return under
  }

  /// The fields an error text belongs to (element indices, in order): those it wraps (a container drawing the
  /// error), else those under its parent, else under its nearest ancestor that holds any, going on from where a
  /// local holding its JSX is placed; only in its own component.
  /// Where each local holding JSX is placed: the elements with `{name}` as a child, by name (only the names of
  /// such locals; found once per file).
  static func places(in file: FileContext) -> [String: [Int]] {
    let held = Set(file.facts.elements.compactMap(\.heldBy))
    guard !held.isEmpty else { return [:] }
    var places: [String: [Int]] = [:]
    for (index, element) in file.facts.elements.enumerated() {
      for name in element.childExpressions where held.contains(name) { places[name, default: []].append(index) }
    }
    return places
  }

  static func fields(of error: Int, under fieldsUnder: [Int: [Int]], places: [String: [Int]], in file: FileContext)
    -> [Int]
  {
    let elements = file.facts.elements
    let scope = elements[error].scope
    func under(_ ancestor: Int) -> [Int] {
      (fieldsUnder[ancestor] ?? []).filter { $0 != error && elements[$0].scope == scope }
    }
    // A container that draws the error belongs to the fields it wraps.
    let wrapped = under(error)
    if !wrapped.isEmpty { return wrapped }
    var root = error
    var current = elements[error].parent
    for _ in 0..<Self.maxHeldDepth {
      while let ancestor = current {
        let found = under(ancestor)
        if !found.isEmpty { return found }
        root = ancestor
        current = elements[ancestor].parent
      }
      // JSX kept in a local (`displayError = (<View>…</View>)`) renders where `{displayError}` is a child.
      guard let name = elements[root].heldBy else { return fieldsNearCalls(of: root, under: under, in: file) }
      let candidates = (places[name] ?? []).filter { index in
        elements[index].scope == scope && elements[index].function == elements[root].function
      }
      guard candidates.count == 1, let place = candidates.first else { return [] }
      let found = under(place)
      if !found.isEmpty { return found }
      root = place
      current = elements[place].parent
    }
    return []
  }

  /// A render helper's elements render where the helper is called in its component (`{renderWarning(error)}`),
  /// once or more: the fields nearest each call, in order.
  private static func fieldsNearCalls(of root: Int, under: (Int) -> [Int], in file: FileContext) -> [Int] {
    let elements = file.facts.elements
    guard let function = elements[root].function, let name = file.facts.functions[function].name else { return [] }
    var found: [Int] = []
    for call in file.facts.renderCalls
    where call.callee == name && elements[call.element].scope == elements[root].scope {
      var current: Int? = call.element
      while let ancestor = current {
        let near = under(ancestor)
        if !near.isEmpty {
          found += near
          break
        }
        current = elements[ancestor].parent
      }
    }
    // The helper names the error by its own parameter (`error`), the field by the caller's (`baseFeeError`): a
    // field that sets any prop that could carry an error, to anything but a string written in the source, may
    // carry this one.
    var seen = Set<Int>()
    return found.filter { field in
      seen.insert(field).inserted
        && carryingProps.allSatisfy { name in
          switch file.prop(name, of: elements[field]) {
          case .absent, .value(.string, _): return true
          default: return false
          }
        }
    }.sorted()
  }

  /// How many locals holding JSX in one another are followed.
  static let maxHeldDepth = 4

  /// The call site of a wrapper of a text input: reported when the error is passed to it in no prop the wrapper
  /// might attach (`WrapperSummary.carried`: a prop it only styles with is none) and nothing it is passed can carry
  /// it (no spread).
  private func checkCallSite(
    _ element: ElementFact, index: Int, error: (index: Int, expression: String), in file: FileContext
  ) -> Violation? {
    let key = Self.normalized(error.expression)
    let wrapper = file.wrappers[index]
    var given: [String] = []
    for attribute in element.attributes {
      guard let name = attribute.name else { return nil }
      guard Self.normalized(attribute.valueSource).contains(key) else { continue }
      // Given to the wrapper, the error is judged there when it draws it, and may be attached when it may carry it.
      guard let wrapper, let carried = wrapper.carried, !carried.contains(name), !wrapper.errorProps.contains(name)
      else { return nil }
      given.append(name)
    }
    let candidate = file.facts.elements[error.index]
    if Self.isLiveRegion(candidate, in: file) || isAnnounced(key, scope: element.scope, in: file) { return nil }
    return Violation(
      range: element.range,
      message:
        "The error `\(error.expression)` shown near this field is not read with it\(isolation(error.index, in: file)). "
        + (given.isEmpty
          ? "Pass it to `\(element.tagName)` so that it reaches the field's `accessibilityHint`"
          : "`\(element.tagName)` gets it in \(given.map { "`\($0)`" }.joined(separator: ", ")) but gives that to "
            + "nothing the screen reader reads with its input: have it reach the input's `accessibilityHint`")
        + " (or make the error a live region)",
      notes: [Finding.Note(message: "the error is shown here", position: candidate.range.start)]
        + (given.isEmpty
          ? [] : wrapper.map { [Finding.Note(message: "`\($0.name)` is defined in \($0.origin)")] } ?? []))
  }

  private func isAnnounced(_ key: String, scope: Int?, in file: FileContext) -> Bool {
    file.facts.functions.contains { function in
      function.scope == scope && function.announcements.contains { Self.normalized($0).contains(key) }
    }
  }

  /// What else is wrong with the error's element: a text the screen reader can reach on its own is an isolated
  /// element. A sign shown while an error is set (`errorFlag`) is no text.
  private func isolation(_ index: Int, in file: FileContext) -> String {
    let element = file.facts.elements[index]
    let isSign =
      Self.errorFlag(element, index: index, in: file) != nil && file.drawnErrors[index] == nil
      && Self.shownWhenSet(element) == nil && file.identities[index] != .nativeText
      && element.childExpressions.isEmpty && element.staticText == nil
    if file.isHiddenFromAccessibility(index) || isSign {
      return ""
    }
    return ", and the error text is focusable on its own, an isolated element"
  }

  private func checkNative(
    _ element: ElementFact, index: Int, error: (index: Int, expression: String), in file: FileContext
  ) -> Violation? {
    var carried: [String] = []
    for name in Self.carryingProps {
      switch file.prop(name, of: element) {
      case .unknown: return nil
      case .value(_, let attribute?): carried.append(Self.normalized(attribute.valueSource))
      case .value(_, nil): carried.append("")
      case .absent: continue
      }
    }
    let expression = error.expression
    let candidate = file.facts.elements[error.index]
    let key = Self.normalized(expression)
    let isAttached = carried.contains { $0.contains(key) }
    let isLive = Self.isLiveRegion(candidate, in: file)
    let isHidden = file.isHiddenFromAccessibility(error.index)
    let note = Finding.Note(message: "the error is shown here", position: candidate.range.start)
    if isAttached {
      guard !isHidden && !isLive else { return nil }
      return Violation(
        range: element.range,
        message:
          "The error `\(expression)` is read with this field but also stays focusable on its own, an isolated "
          + "element the user meets twice. Hide the separate text with `importantForAccessibility=\"no\"`",
        notes: [note])
    }
    if isLive || isAnnounced(key, scope: element.scope, in: file)
      || Self.isCallersError(expression, scope: element.scope, in: file)
    {
      return nil
    }
    return Violation(
      range: element.range,
      message:
        "The error `\(expression)` shown beside this field is not read with it\(isolation(error.index, in: file)). "
        + "Add it to the field's `accessibilityHint` (or make the error a live region)",
      notes: [note])
  }

  /// The error a sibling shows: a conditional react-native `Text` whose child expression names an error, an
  /// `*Error*` component's child expression or `message`/`error`/`text` prop, or what another component draws as
  /// an error text (`FileContext.drawnErrors`).
  static func errorExpression(_ element: ElementFact, index: Int, in file: FileContext) -> String? {
    // A component that draws a prop as an error text (`<FloatingInputContainer error={error}>`).
    if let drawn = file.drawnErrors[index]?.first,
      let attribute = element.attributes.last(where: { $0.name == drawn })
    {
      return attribute.valueSource
    }
    // `<PdfLoadError message={…} />`: a failure of something else than what was typed.
    if let tag = element.tag.last, Self.namesAnOperation(tag) { return nil }
    let isErrorComponent = element.tag.last?.includes("Error") == true
    if file.identities[index] == .nativeText || isErrorComponent {
      // A string written in the source is static text (an instruction), not an error the field produced.
      if let expression = element.childExpressions.first(where: { Self.namesAnError($0) && !Self.isLiteral($0) }) {
        guard element.isConditional || isErrorComponent else { return nil }
        return expression
      }
    }
    if !isErrorComponent, let shown = shownWhenSet(element) { return shown }
    if !isErrorComponent, let flag = errorFlag(element, index: index, in: file) { return flag }
    guard isErrorComponent else { return nil }
    for name in ["message", "error", "text", "errorMessage"] {
      if let attribute = file.prop(name, of: element).attribute, !attribute.valueSource.hasPrefix("\"") {
        return attribute.valueSource
      }
    }
    return element.childExpressions.first
  }

  /// An error an element is given and rendered only when it is set (`{Boolean(errorText) && <Markdown
  /// value={errorText} />}`): it shows that error, whatever component draws it.
  static func shownWhenSet(_ element: ElementFact) -> String? {
    guard element.isConditional else { return nil }
    let guards = element.guards.map(normalized)
    for attribute in element.attributes {
      guard let name = attribute.name, !name.lowercased().contains("style"),
        !["testID", "key", "nativeID"].contains(name),
        !attribute.value.isBlank, !isLiteral(attribute.valueSource), namesAnError(attribute.valueSource)
      else { continue }
      let key = normalized(attribute.valueSource)
      if guards.contains(where: { $0.contains(key) }) { return attribute.valueSource }
    }
    return nil
  }

  /// An element shown only while an error-named value is set (`{isInvalid && <WarningBadge />}`, `{hasError &&
  /// <Icon name="alert" />}`): it signals the error, whatever it draws (an icon, a colour, a text), so the value
  /// is the error. Its own condition must be that value tested for truth alone (no `!`, comparison or second
  /// operand), and it must be nothing to press (a retry button under `error &&` acts; it signals nothing). A
  /// container is not one: what it holds says more (an error text inside it).
  static func errorFlag(_ element: ElementFact, index: Int, in file: FileContext) -> String? {
    // Its own condition, one more than its parent's (a sign inside `{hasError && <View>…</View>}` is the view's
    // business), unless it shows a text computed while the error is set (`{isInvalid && <View><Text>{hint}`).
    let inherited = element.parent.map { file.facts.elements[$0].guards.count } ?? 0
    let showsText = element.childExpressions.contains { !Self.isLiteral($0) }
    guard element.isConditional, element.guards.count > inherited || showsText, let own = element.guards.first,
      !file.identities[index].isPressable, !file.hasChildElements[index],
      !element.attributes.contains(where: { Self.isHandler($0.name) })
    else { return nil }
    var test = normalized(own)
    if test.hasPrefix("Boolean("), test.hasSuffix(")") { test = String(test.dropFirst(8).dropLast()) }
    if test.hasPrefix("!!") { test = String(test.dropFirst(2)) }
    // `showValidation` names a mode; `isInvalid`, `hasError` a state.
    guard !test.isEmpty,
      test.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" || $0 == "." }),
      test.first.map({ !$0.isNumber && $0 != "." }) == true, namesAnError(test),
      words(test).contains(where: { errorWords.contains($0) && $0 != "validation" })
    else { return nil }
    return test
  }

  /// An event handler prop (`onPress`, `onRetry`): an element that acts.
  static func isHandler(_ name: String?) -> Bool {
    guard let name, name.hasPrefix("on"), name.count > 2 else { return false }
    return name[name.index(name.startIndex, offsetBy: 2)].isUppercase
  }

  static func isLiveRegion(_ element: ElementFact, in file: FileContext) -> Bool {
    for name in ["accessibilityLiveRegion", "aria-live"] {
      switch file.prop(name, of: element) {
      case .value(.string(let mode), _): if mode != "none" && mode != "off" { return true }
      case .value, .unknown: return true
      case .absent: continue
      }
    }
    return false
  }

  static func isLiteral(_ source: String) -> Bool {
    guard let first = source.first else { return false }
    return (first == "'" || first == "\"" || first == "`") && !source.contains("${")
  }

  /// Source compared loosely: no optional chaining, no white space.
  static func normalized(_ source: String) -> String {
    source.replacingOccurrences(of: "?.", with: ".").filter { !$0.isWhitespace }
  }

  public static let examples: [RuleExample] = [
    RuleExample(
      """
      import { Text, TextInput, View } from 'react-native';
      export function Email({ error }) {
        return (
          <View>
            ↓<TextInput accessibilityLabel="Email" />
            {error ? <Text style={styles.error}>{error}</Text> : null}
          </View>
        );
      }
      """),
    RuleExample(
      """
      import { Text, TextInput, View } from 'react-native';
      export function Email({ errors }) {
        return (
          <View>
            ↓<TextInput accessibilityLabel="Email" accessibilityHint="Your work address" />
            {errors.email && <Text>{errors.email?.message}</Text>}
          </View>
        );
      }
      """),
    RuleExample(
      """
      import { Text, TextInput, View } from 'react-native';
      export function Email({ error }) {
        return (
          <View>
            ↓<TextInput accessibilityLabel="Email" accessibilityHint={error} />
            {error && <Text>{error}</Text>}
          </View>
        );
      }
      """),
    RuleExample(
      """
      import { Text, TextInput, View } from 'react-native';
      const ErrorBox = ({ error, children }) => <View>{children}{error ? <Text>{error}</Text> : null}</View>;
      export function Email({ emailError }) {
        return (
          <ErrorBox error={emailError}>
            ↓<TextInput accessibilityLabel="Email" />
          </ErrorBox>
        );
      }
      """),
    RuleExample(
      """
      import { TextInput } from '@react-native-ama/forms';
      import { Text } from 'react-native';
      export const Email = () => (
        ↓<TextInput labelComponent={<Text>Email</Text>} hasValidation hasError={invalid} />
      );
      """),
    // Not triggering.
    RuleExample(
      """
      import { Text, TextInput, View } from 'react-native';
      export function Email({ error }) {
        return (
          <View>
            <TextInput accessibilityLabel="Email" accessibilityHint={error} />
            {error && <Text importantForAccessibility="no" accessibilityElementsHidden>{error}</Text>}
          </View>
        );
      }
      """),
    RuleExample(
      """
      import { Text, TextInput, View } from 'react-native';
      export function Email({ error }) {
        return (
          <View>
            <TextInput accessibilityLabel="Email" />
            {error && <Text accessibilityLiveRegion="polite">{error}</Text>}
          </View>
        );
      }
      """),
    RuleExample(
      """
      import { useEffect } from 'react';
      import { AccessibilityInfo, Text, TextInput, View } from 'react-native';
      export function Email({ error }) {
        useEffect(() => { if (error) AccessibilityInfo.announceForAccessibility(error); }, [error]);
        return (
          <View>
            <TextInput accessibilityLabel="Email" />
            {error && <Text>{error}</Text>}
          </View>
        );
      }
      """),
    RuleExample(
      """
      import { Text, TextInput, View } from 'react-native';
      export function Email({ loading }) {
        return (
          <View>
            <TextInput accessibilityLabel="Email" />
            {loading && <Text>{status}</Text>}
          </View>
        );
      }
      """),
    RuleExample(
      """
      import { Text, TextInput, View } from 'react-native';
      export function Name({ user, show }) {
        return (
          <View>
            <TextInput accessibilityLabel="Name" />
            {show && <Text>{user.preferredName}</Text>}
          </View>
        );
      }
      """),
    RuleExample(
      """
      import { TextInput } from '@react-native-ama/forms';
      import { Text } from 'react-native';
      export const Email = () => (
        <TextInput labelComponent={<Text>Email</Text>} hasValidation errorComponent={<Text>Invalid</Text>} />
      );
      """),
  ]
}
