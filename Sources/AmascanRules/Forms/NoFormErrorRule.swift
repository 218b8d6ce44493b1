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
/// while the error is not a live region and the component does not announce it. A spread of the component's props
/// on the field may carry the caller's error, but not the component's own state (`useState`, `useSharedValue`,
/// `this.state`): such an error is judged as if the spread were not there. An error read with the field
/// that also stays focusable on its own is the isolated element the guidelines warn about, and is reported too.
/// An error offered with a retry beside it (`ErrorText.offersRetry`) is an operation's failure, not a field's; one
/// never on screen with a field (in a `Modal` the field is not in, or under the negation of the field's condition:
/// `apart`) is not that field's, nor is one a control of its own draws (`isControlsOwnError`).
///
/// A library input that draws an error prop as a text below itself (`FileContext.errorsDrawnApart`: React Native
/// Elements' `Input` and its `errorMessage`), given an error (`FileContext.isErrorGiven`) that none of its carrying
/// props may hold, unless it is also given what the library spreads on that text (`errorProps`, which
/// may make it a live region); through a wrapper, at the wrapper's call sites (`WrapperSummary.announcedWith`).
public struct NoFormErrorRule: Rule {
  public static let code = "NO_FORM_ERROR"

  public init() {}

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
      // A wrapper that draws an error of its own (a call site given `error`) is judged below, as a wrapper. Each
      // place an error text is drawn is one defect, shown near some fields.
      var shown: [(error: Int, expression: String, place: SourcePosition, fields: [Int])] = []
      for (index, element) in file.facts.elements.enumerated()
      where !element.isInCallback && !isField[index] && file.wrappers[index] == nil {
        guard let expression = ErrorText.errorExpression(element, index: index, in: file),
          !ErrorText.offersRetry(index, in: file), !Self.isControlsOwnError(index, in: file, fieldsUnder: fieldsUnder)
        else { continue }
        for (place, fields) in Self.fields(of: index, under: fieldsUnder, places: places, in: file) {
          shown.append((index, expression, place, fields.filter { !Self.apart(error: index, field: $0, in: file) }))
        }
      }
      // Fewer error texts than fields near them: one error of the form, not one per field.
      let texts = Dictionary(shown.map { ($0.fields, 1) }, uniquingKeysWith: +)
      let paired = Self.pairedInTurn(shown.map { ($0.place, $0.fields, $0.expression) }, in: file)
      // Judged at the one field it belongs to most; a form's error names the others. The same error drawn by two
      // texts (two branches that never render together) is one finding at a field; a render helper's one text
      // called twice draws two errors.
      var reported: [FieldError: Int] = [:]
      for (entry, (index, expression, place, fields)) in shown.enumerated() {
        let ranked = Self.ranked(fields, place: place, expression: expression, in: file)
        let key = ranked.named ? ranked.fields.first : paired[entry] ?? ranked.fields.first
        // One finding a field: more error texts near it (the pieces of one message, a second message of the same
        // submit) are cured with the first, by a live region or the field's hint.
        guard let field = key, !judged.contains(field) else { continue }
        let pair = FieldError(field: field, error: ErrorText.normalized(expression))
        if let text = reported[pair], text != index { continue }
        reported[pair] = index
        // Fewer error texts than fields: the form's error, which a live region or an announcement cures.
        let ofTheForm = !ranked.named && texts[fields, default: 0] < fields.count
        let violation =
          file.wrappers[field] == nil
          ? checkNative(
            file.facts.elements[field], index: field, error: (index, expression), ofTheForm: ofTheForm, in: file)
          : checkCallSite(
            file.facts.elements[field], index: field, error: (index, expression), ofTheForm: ofTheForm, in: file)
        guard var violation else { continue }
        if ofTheForm { violation.notes += Self.alsoNear(ranked.fields.filter { $0 != field }, in: file) }
        violations.append(violation)
        judged.insert(field)
      }
    }
    // A library input that draws the error it is given below itself (`FileContext.errorsDrawnApart`).
    for index in file.facts.elements.indices where !judged.contains(index) {
      guard let attribute = file.errorDrawnApart(index),
        let violation = checkDrawnApart(file.facts.elements[index], error: attribute, in: file)
      else { continue }
      violations.append(violation)
    }
    // A wrapper that shows an error prop beside its input without attaching it is judged where it is used.
    for (index, wrapper) in file.wrappers.sorted(by: { $0.key < $1.key }) where !wrapper.errorProps.isEmpty {
      let element = file.facts.elements[index]
      for name in wrapper.errorProps {
        guard case .value(let value, let attribute?) = file.prop(name, of: element), !value.isBlank else { continue }
        // Given what the library input spreads on the error's text (`errorProps`): it may be a live region.
        let announcing = wrapper.announcedWith[name] ?? []
        if announcing.contains(where: { prop in
          if case .absent = file.prop(prop, of: element) { return false }
          return true
        }) {
          continue
        }
        // The wrapper draws the message only while other props of its hold (`showError && error`): a call site that
        // leaves one of them falsy shows no error.
        let gates = wrapper.messageGates[name]
        if let gates, gates.contains(where: { file.prop($0.key, of: element).isFalsy(fallback: $0.value) }) {
          continue
        }
        // A string written in the source (or a translation of one key) is an instruction, not an error the field
        // produced; unless the wrapper draws it only while such an error state holds (`hasError`).
        if ErrorText.isLiteral(attribute.valueSource) || ErrorText.isFixedMessage(attribute.valueSource), gates == nil {
          continue
        }
        if wrapper.passesThrough {
          let key = ErrorText.normalized(attribute.valueSource)
          let locals = element.scope.map { Locals(of: element, scope: $0, in: file.facts) }
          let attached = ErrorText.carryingProps.contains { carrying in
            file.prop(carrying, of: element).attribute.map { attribute in
              guard let locals else { return ErrorText.normalized(attribute.valueSource).contains(key) }
              // Attached, or may be: not a finding.
              return ErrorText.carried(attribute.valueSource, locals: locals).holds(key) != false
            } ?? false
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

  /// Whether an error is the component's own state (`const [error, setError] = useState('')`, a reanimated
  /// `useSharedValue`, a class's `this.state.error`) while the field's only spreads are the component's props: what
  /// the caller spreads cannot hold it, so those spreads cannot attach it. The error is read where it is shown
  /// (`shown`, its text): a render prop around the field may bind the same name (`fieldState: { error }`).
  static func isOwnState(
    _ expression: String, shown: ElementFact, of element: ElementFact, in file: FileContext
  ) -> Bool {
    guard let scope = element.scope else { return false }
    let component = file.facts.scopes[scope]
    let pattern = component.props ?? PropsPattern()
    let spreadsAreProps = element.attributes.allSatisfy { attribute in
      guard attribute.name == nil else { return true }
      guard case .spread(let value) = attribute.value else { return false }
      return pattern.isProps(value)
    }
    guard spreadsAreProps else { return false }
    let path = expression.split(separator: ".").map { $0.hasSuffix("?") ? String($0.dropLast()) : String($0) }
    guard let root = path.first, root.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }) else {
      return false
    }
    if component.isClass { return path.count >= 3 && path[0] == "this" && path[1] == "state" }
    return root != pattern.name && pattern.prop(forLocal: root) == nil
      && Locals(of: shown, scope: scope, in: file.facts).holdsState(root)
  }

  /// Whether an element that draws an error it is given (`FileContext.drawnErrors`) is a control of its own, which
  /// the user presses or changes (`<ChannelPicker label="Target" onPress={…} error={errors.channel} />`) and
  /// which holds no field: the error is that control's, not the next field's.
  static func isControlsOwnError(_ index: Int, in file: FileContext, fieldsUnder: [Int: [Int]]) -> Bool {
    guard file.drawnErrors[index] != nil, fieldsUnder[index]?.isEmpty ?? true else { return false }
    let names = Set(file.facts.elements[index].attributes.compactMap(\.name))
    // It shows a value or a state of its own: not a note to tap that focuses the field or clears its error.
    guard !names.isDisjoint(with: Self.controlValues) else { return false }
    return names.contains { name in Self.controlHandlers.contains { name.hasPrefix($0) } }
  }

  /// Handlers by which a user presses or changes a control.
  static let controlHandlers = ["onPress", "onLongPress", "onChange", "onValueChange", "onSelect", "onToggle"]
  /// Props by which a control shows its value or state.
  static let controlValues: Set<String> = ["value", "selectedValue", "checked", "selected", "date", "isOn"]

  /// Whether an error text is never read beside a field: it is drawn in a react-native `Modal` the field is not in
  /// (a dialog, which takes the screen reader's focus when it is presented), or it is rendered under a condition
  /// whose negation the field is rendered under (`{!failed && <Field />}{failed && <Error />}`: the error replaces
  /// the field).
  static func apart(error: Int, field: Int, in file: FileContext) -> Bool {
    let elements = file.facts.elements
    var current: Int? = error
    while let index = current {
      if elements[index].tag == ["Modal"],
        file.identityResolver.importFact(for: elements[index].tag)?.module == ComponentIdentity.reactNativeModule
      {
        return !file.subtree(of: index).contains(field)
      }
      current = elements[index].parent
    }
    func conditions(_ index: Int) -> [String] {
      elements[index].guards.flatMap(ProjectIndex.conjuncts).map { $0.filter { !$0.isWhitespace } }
    }
    let shownUnder = conditions(field)
    return conditions(error).contains { condition in
      shownUnder.contains { other in
        other == "!" + condition || other == "!(" + condition + ")" || condition == "!" + other
          || condition == "!(" + other + ")" || excludes(condition, other)
      }
    }
  }

  /// Whether two conditions compare the same value with two literals (`mode === 'lndhub'` and `mode ===
  /// 'embedded'`), or with one literal, equal and not (`mode === 'a'`, `mode !== 'a'`): never true together.
  static func excludes(_ one: String, _ other: String) -> Bool {
    guard let first = comparison(one), let second = comparison(other), first.value == second.value,
      first.literal.isString == second.literal.isString
    else { return false }
    if first.equal && second.equal { return first.literal.value != second.literal.value }
    return first.equal != second.equal && first.literal.value == second.literal.value
  }

  /// A string or number literal's value, whatever its quotes or spelling (`'a'` and `"a"`, `1` and `1.0`); nil for
  /// anything else (a template with a substitution included).
  static func literalValue(_ text: String) -> (value: String, isString: Bool)? {
    if let first = text.first, "'\"`".contains(first) {
      let inside = text.dropFirst().dropLast()
      guard text.count >= 2, text.last == first, !inside.contains(first), first != "`" || !inside.contains("${")
      else { return nil }
      return (String(inside), true)
    }
    return Double(text).map { (String($0), false) }
  }

  /// `value === literal` (or `==`, `!==`, `!=`, either way round) with a string or number literal, read; nil for
  /// any other condition. The source has no white space.
  static func comparison(_ condition: String) -> (
    value: String, literal: (value: String, isString: Bool), equal: Bool
  )? {
    for (op, equal) in [("!==", false), ("===", true), ("!=", false), ("==", true)] {
      let parts = condition.components(separatedBy: op)
      guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { continue }
      let (left, right) = (parts[0], parts[1])
      if let literal = literalValue(right), literalValue(left) == nil { return (left, literal, equal) }
      if let literal = literalValue(left), literalValue(right) == nil { return (right, literal, equal) }
      return nil
    }
    return nil
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

  /// The fields an error text is shown near (element indices, in order), with the element where it is drawn: those
  /// it wraps (a container drawing the error), else those under its parent, else under its nearest ancestor that
  /// holds any, going on from where a local holding its JSX is placed; only in its own component. A render helper's
  /// text is drawn once per call of the helper (`fieldsNearCalls`).
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
    -> [(place: SourcePosition, fields: [Int])]
  {
    let elements = file.facts.elements
    let scope = elements[error].scope
    func under(_ ancestor: Int) -> [Int] {
      (fieldsUnder[ancestor] ?? []).filter { $0 != error && elements[$0].scope == scope }
    }
    // A container that draws the error belongs to the fields it wraps.
    let wrapped = under(error)
    if !wrapped.isEmpty { return [(elements[error].range.start, wrapped)] }
    var (root, place) = (error, error)
    var current = elements[error].parent
    for _ in 0..<Self.maxHeldDepth {
      while let ancestor = current {
        let found = under(ancestor)
        if !found.isEmpty { return [(elements[place].range.start, found)] }
        root = ancestor
        current = elements[ancestor].parent
      }
      // JSX kept in a local (`displayError = (<View>…</View>)`) renders where `{displayError}` is a child.
      guard let name = elements[root].heldBy else { return fieldsNearCalls(of: root, under: under, in: file) }
      let candidates = (places[name] ?? []).filter { index in
        elements[index].scope == scope && elements[index].function == elements[root].function
      }
      guard candidates.count == 1, let candidate = candidates.first else { return [] }
      place = candidate
      let found = under(place)
      if !found.isEmpty { return [(elements[place].range.start, found)] }
      root = place
      current = elements[place].parent
    }
    return []
  }

  /// A render helper's elements render where the helper is called in its component (`{renderWarning(error)}`),
  /// once or more: per call, the fields nearest it.
  private static func fieldsNearCalls(
    of root: Int, under: (Int) -> [Int], in file: FileContext
  ) -> [(place: SourcePosition, fields: [Int])] {
    let elements = file.facts.elements
    guard let function = elements[root].function, let name = file.facts.functions[function].name else { return [] }
    // The helper names the error by its own parameter (`error`), the field by the caller's (`baseFeeError`): a
    // field that sets any prop that could carry an error, to anything but a string written in the source, may
    // carry this one.
    func carriesNothing(_ field: Int) -> Bool {
      ErrorText.carryingProps.allSatisfy { name in
        switch file.prop(name, of: elements[field]) {
        case .absent, .value(.string, _): return true
        default: return false
        }
      }
    }
    var found: [(place: SourcePosition, fields: [Int])] = []
    for call in file.facts.renderCalls
    where call.callee == name && elements[call.element].scope == elements[root].scope {
      var current: Int? = call.element
      while let ancestor = current {
        let near = under(ancestor)
        if !near.isEmpty {
          found.append((call.position, near.filter(carriesNothing)))
          break
        }
        current = elements[ancestor].parent
      }
    }
    return found
  }

  /// A field and an error judged at it.
  struct FieldError: Hashable {
    var field: Int
    var error: String
  }

  /// Error texts drawn in turn with the fields they are near, as many of each (`field, error, field, error`, or
  /// each error above its field): the error of each field, paired in order (by index into `shown`).
  static func pairedInTurn(
    _ shown: [(place: SourcePosition, fields: [Int], expression: String)], in file: FileContext
  ) -> [Int: Int] {
    var paired: [Int: Int] = [:]
    let groups = Dictionary(grouping: shown.indices) { shown[$0].fields }
    for (fields, members) in groups where fields.count > 1 && members.count == fields.count {
      // A field that names one of the errors in a prop that carries it says whose that error is: not in turn.
      let written = fields.flatMap { field in
        ErrorText.carryingProps.compactMap { name in
          file.facts.elements[field].attributes.last(where: { $0.name == name }).map {
            ErrorText.normalized($0.valueSource)
          }
        }
      }
      if members.contains(where: { member in
        let key = ErrorText.normalized(shown[member].expression)
        return written.contains { $0.contains(key) }
      }) {
        continue
      }
      let errors = members.sorted { shown[$0].place < shown[$1].place }
      let order =
        (errors.map { (shown[$0].place, true) }
        + fields.map { (file.facts.elements[$0].range.start, false) }).sorted { $0.0 < $1.0 }
      guard zip(order, order.dropFirst()).allSatisfy({ $0.1 != $1.1 }) else { continue }
      for (member, field) in zip(errors, fields.sorted()) { paired[member] = field }
    }
    return paired
  }

  /// The fields an error text is shown near, the one it belongs to most first: those its words name (`errors.city`
  /// beside the field whose value is `values.city`), then by place: the fields before it, nearest first (an error
  /// is drawn below its field, or below the form), then those after it (one drawn at the top of a screen).
  static func ranked(_ fields: [Int], place: SourcePosition, expression: String, in file: FileContext) -> (
    fields: [Int], named: Bool
  ) {
    let start = { (field: Int) in file.facts.elements[field].range.start }
    let byPlace = fields.filter { start($0) < place }.reversed() + fields.filter { start($0) > place }
    guard fields.count > 1 else { return (byPlace, false) }
    let subject = ErrorText.subjectWords(expression)
    guard !subject.isEmpty else { return (byPlace, false) }
    let scores = byPlace.map { field in
      let element = file.facts.elements[field]
      var named = Set(element.tag.flatMap { ErrorText.subjectWords($0) })
      for attribute in element.attributes where attribute.name.map(Self.namingFieldProps.contains) ?? false {
        named.formUnion(ErrorText.subjectWords(attribute.valueSource))
      }
      return subject.intersection(named).count
    }
    guard let best = scores.max(), best > 0, scores.filter({ $0 == best }).count == 1,
      let first = scores.firstIndex(of: best)
    else { return (byPlace, false) }
    return ([byPlace[first]] + byPlace.enumerated().filter { $0.offset != first }.map(\.element), true)
  }

  /// The other fields an error text is shown near, nearest first: one finding names them, as one fix (a live region,
  /// an announcement) cures them all.
  static func alsoNear(_ others: [Int], in file: FileContext) -> [Finding.Note] {
    var notes = others.prefix(Self.listedFields).map { other in
      Finding.Note(
        message: "the same error is shown near this field too", position: file.facts.elements[other].range.start)
    }
    if others.count > Self.listedFields {
      let more = others.count - Self.listedFields
      notes.append(Finding.Note(message: "and near \(more) more field\(more == 1 ? "" : "s") of this form"))
    }
    return notes
  }

  /// How many other fields a finding names.
  static let listedFields = 3

  /// Props whose values say which value a field holds.
  static let namingFieldProps: Set<String> = [
    "value", "defaultValue", "onChangeText", "onChange", "name", "id", "nativeID", "testID", "accessibilityLabel",
    "aria-label", "label", "placeholder", "onBlur", "onEndEditing",
  ]

  /// How many locals holding JSX in one another are followed.
  static let maxHeldDepth = 4

  /// The call site of a wrapper of a text input: reported when the error is passed to it in no prop the wrapper
  /// might attach (`WrapperSummary.carried`: a prop it only styles with is none) and nothing it is passed can carry
  /// it (no spread).
  private func checkCallSite(
    _ element: ElementFact, index: Int, error: (index: Int, expression: String), ofTheForm: Bool,
    in file: FileContext
  ) -> Violation? {
    let key = ErrorText.normalized(error.expression)
    let wrapper = file.wrappers[index]
    var given: [String] = []
    let ownState = Self.isOwnState(
      error.expression, shown: file.facts.elements[error.index], of: element, in: file)
    for attribute in element.attributes {
      guard let name = attribute.name else {
        if ownState { continue }
        return nil
      }
      guard ErrorText.normalized(attribute.valueSource).contains(key) else { continue }
      // Given to the wrapper, the error is judged there when it draws it, and may be attached when it may carry it.
      guard let wrapper, let carried = wrapper.carried, !carried.contains(name), !wrapper.errorProps.contains(name)
      else { return nil }
      given.append(name)
    }
    let candidate = file.facts.elements[error.index]
    if ErrorText.isLiveRegion(candidate, in: file) || isAnnounced(key, scope: element.scope, in: file)
      || Self.isCallersError(error.expression, scope: element.scope, in: file)
    {
      return nil
    }
    let violation = Violation(
      range: element.range,
      message: ofTheForm && given.isEmpty
        ? Self.formMessage(error.expression, isolation: isolation(error.index, in: file))
        : "The error `\(error.expression)` shown near this field is not read with it\(isolation(error.index, in: file)). "
          + (given.isEmpty
            ? "Pass it to `\(element.tagName)` so that it reaches the field's `accessibilityHint`"
            : "`\(element.tagName)` gets it in \(given.map { "`\($0)`" }.joined(separator: ", ")) but gives that to "
              + "nothing the screen reader reads with its input: have it reach the input's `accessibilityHint`")
          + " (or make the error a live region)",
      notes: [Finding.Note(message: "the error is shown here", position: candidate.range.start)]
        + (given.isEmpty
          ? [] : wrapper.map { [Finding.Note(message: "`\($0.name)` is defined in \($0.origin)")] } ?? []))
    return ownState ? Self.withUses(violation, of: element, in: file) : violation
  }

  /// An error the component keeps to itself is missed wherever the component is used, and no call site can
  /// attach it: the finding lists where it is used, as NO_FORM_LABEL's about a wrapper's own input do.
  static func withUses(_ violation: Violation, of element: ElementFact, in file: FileContext) -> Violation {
    guard let scope = element.scope, let usage = file.wrapperCallSites[scope], usage.count > 0 else {
      return violation
    }
    var violation = violation
    violation.callSites = usage.sites
    return violation
  }

  private func isAnnounced(_ key: String, scope: Int?, in file: FileContext) -> Bool {
    file.facts.functions.contains { function in
      function.scope == scope && function.announcements.contains { ErrorText.normalized($0).contains(key) }
    }
  }

  /// What else is wrong with the error's element: a text the screen reader can reach on its own is an isolated
  /// element. A sign shown while an error is set (`ErrorText.errorFlag`) is no text.
  private func isolation(_ index: Int, in file: FileContext) -> String {
    let element = file.facts.elements[index]
    let isSign =
      ErrorText.errorFlag(element, index: index, in: file) != nil && file.drawnErrors[index] == nil
      && ErrorText.shownWhenSet(element) == nil && file.identities[index] != .nativeText
      && element.childExpressions.isEmpty && element.staticText == nil
    if file.isHiddenFromAccessibility(index) || isSign {
      return ""
    }
    return ", and the error text is focusable on its own, an isolated element"
  }

  private func checkNative(
    _ element: ElementFact, index: Int, error: (index: Int, expression: String), ofTheForm: Bool,
    in file: FileContext
  ) -> Violation? {
    var carried: [ErrorText.Carried] = []
    let ownState = Self.isOwnState(
      error.expression, shown: file.facts.elements[error.index], of: element, in: file)
    let locals = element.scope.map { Locals(of: element, scope: $0, in: file.facts) }
    let carriedBy = { (source: String) in Self.carried(source, locals: locals) }
    for name in ErrorText.carryingProps {
      switch file.prop(name, of: element) {
      case .unknown:
        // What the caller spreads cannot carry the component's own state; what is written here may.
        guard ownState else { return nil }
        if let written = element.attributes.last(where: { $0.name == name }) {
          carried.append(carriedBy(written.valueSource))
        }
      case .value(_, let attribute?): carried.append(carriedBy(attribute.valueSource))
      case .value(_, nil): carried.append(ErrorText.Carried(sure: "", maybe: ""))
      case .absent: continue
      }
    }
    let expression = error.expression
    let candidate = file.facts.elements[error.index]
    let key = ErrorText.normalized(expression)
    let isAttached = carried.contains { $0.holds(key) == true }
    // Read by a memo or a `let` of the field's: whether it says the error cannot be told.
    if !isAttached, carried.contains(where: { $0.holds(key) == nil }) { return nil }
    let isLive = ErrorText.isLiveRegion(candidate, in: file)
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
    let violation = Violation(
      range: element.range,
      message: ofTheForm
        ? Self.formMessage(expression, isolation: isolation(error.index, in: file))
        : "The error `\(expression)` shown beside this field is not read with it\(isolation(error.index, in: file)). "
          + "Add it to the field's `accessibilityHint` (or make the error a live region)",
      notes: [note])
    return ownState ? Self.withUses(violation, of: element, in: file) : violation
  }

  /// The message for one error of a form, shown near several fields and read with none: the fix is to announce it.
  static func formMessage(_ expression: String, isolation: String) -> String {
    "The error `\(expression)`, shown once for this form, is not read with this field, the nearest to it\(isolation). "
      + "Make it a live region "
      + "(`accessibilityLiveRegion=\"polite\"`) or announce it when it appears "
      + "(`AccessibilityInfo.announceForAccessibility`), or add it to the `accessibilityHint` of the field it concerns"
  }

  /// What a carrying prop's value carries (`ErrorText.carried`), read through the field's locals when it is in a
  /// component; outside one, its own source.
  private static func carried(_ source: String, locals: Locals?) -> ErrorText.Carried {
    locals.map { ErrorText.carried(source, locals: $0) }
      ?? ErrorText.Carried(sure: ErrorText.normalized(source), maybe: "")
  }

  /// A library input given an error it draws below itself (`errorMessage` of React Native Elements' `Input`): a
  /// finding unless the field's own carrying props may hold it, the component announces it, or it is a caller's
  /// error (judged at the call sites, `WrapperSummary.errorProps`).
  private func checkDrawnApart(_ element: ElementFact, error: AttributeFact, in file: FileContext) -> Violation? {
    let expression = error.valueSource
    let key = ErrorText.normalized(expression)
    let locals = element.scope.map { Locals(of: element, scope: $0, in: file.facts) }
    for name in ErrorText.carryingProps {
      switch file.prop(name, of: element) {
      case .unknown, .value(_, nil): return nil
      case .value(_, let attribute?):
        if Self.carried(attribute.valueSource, locals: locals).holds(key) != false { return nil }
      case .absent: continue
      }
    }
    guard !isAnnounced(key, scope: element.scope, in: file),
      !Self.isCallersError(expression, scope: element.scope, in: file)
    else { return nil }
    return Violation(
      range: element.range,
      message:
        "`\(element.tagName)` draws its `\(error.name ?? "errorMessage")` below the field without attaching it, so the "
        + "error `\(expression)` is not read with the field. Add it to the field's `accessibilityHint`")
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
