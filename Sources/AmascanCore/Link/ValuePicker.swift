/// A pressable that picks a value for a form field: pressing it opens something that sets the value (a sheet, a
/// modal, a date picker), and all it shows is that value, or a placeholder while there is none (`{species || 'Select
/// a species'}`). A screen reader meets "Oak, button", not which field it is, so it needs a name of its own.
///
/// Read from one component's facts: the press only sets one of the component's own states to true (`() =>
/// setSheetOpen(true)`: the picker opens later, the press sets no value); an element of the same component is
/// shown while that state holds (`{sheetOpen && <Sheet>}`, `visible={sheetOpen}`), and it or an element inside it
/// is given a function that takes what was picked and gives it to a setter (`confirm={(picked) =>
/// setSpecies(picked)}`), or to a callback of its caller for that value (`onValueChange(option)`: a controlled
/// picker); every expression the pressable shows is that setter's value (`species`) or the prop of the value the
/// callback changes (`value`), alone, with a fallback (`species || …`, `species ?? …`) or in a template, and it
/// shows no literal text and gives nothing a title or label.
public struct ValuePicker: Sendable {
  /// The pressable.
  public var index: Int
  /// The value it shows (`species`).
  public var value: String
  /// What it shows (`species || 'Select a species'`).
  public var shown: String

  /// The value pickers of a file. With `projectTags`, also the elements of tags of the project that would be one if
  /// they rendered a pressable (`ProjectIndex.mayBePressables`, which links them as the pressable they render).
  public static func all(in file: FileContext, projectTags: Bool = false) -> [ValuePicker] {
    let elements = file.facts.elements
    var pickers: [ValuePicker] = []
    for (index, element) in elements.enumerated()
    where file.identities[index].isPressable || (projectTags && file.isProjectTag(index)) {
      guard let scope = element.scope,
        let onPress = element.attributes.first(where: { $0.name == "onPress" }),
        let state = openedState(onPress.valueSource, setters: file.facts.scopes[scope].setters),
        file.facts.scopes[scope].holdsState(state)
      else { continue }
      let props = file.facts.scopes[scope].props
      let inside = file.subtree(of: index)
      // What the picker opened by this state gives to a setter.
      // What is shown while the state holds: elements under its guard (whose children keep it) or given it as
      // their visibility, and what they hold, each once.
      var held = Set<Int>()
      for (other, fact) in elements.enumerated()
      where fact.scope == scope && !inside.contains(other) && !held.contains(other) {
        let opened =
          fact.guards.contains { holdsWhile($0, state) }
          || fact.attributes.contains { attribute in
            attribute.name.map { !$0.hasPrefix("on") } ?? false && holdsWhile(attribute.valueSource, state)
          }
        if opened { held.formUnion(file.subtree(of: other)) }
      }
      var values: Set<String> = []
      // The callbacks of its caller it hands what is picked to (`onValueChange(option)`): it is then controlled, and
      // shows the value its caller gives it.
      var handedTo: Set<String> = []
      var editedInPlace = false
      for shown in held {
        var given: Set<String> = []
        var handed: Set<String> = []
        // What an element rendered in a callback is given (`options.map((option) => …)`), as its functions read it.
        let fact = elements[shown]
        let enclosing =
          fact.isInCallback ? fact.function.map { Set(file.facts.functions[$0].parameterNames) } ?? [] : []
        for attribute in fact.attributes where attribute.name != nil {
          given.formUnion(committed(attribute.valueSource, besides: state, enclosing: enclosing))
          if let props { handed.formUnion(handedOn(attribute.valueSource, enclosing: enclosing, props: props)) }
        }
        // A text input that sets the value, or hands it on, edits it in place: the pressable is its display.
        let identity = file.identities[shown]
        if !given.isEmpty || !handed.isEmpty,
          identity == .nativeTextInput || identity == .paperTextInput || identity == .amaTextInput
        {
          editedInPlace = true
        }
        values.formUnion(given)
        handedTo.formUnion(handed)
      }
      guard !values.isEmpty || !handedTo.isEmpty, !editedInPlace else { continue }
      // What the pressable shows: only that value.
      var shown: [String] = []
      var value: String?
      var showsOnlyIt = true
      for held in inside {
        let fact = elements[held]
        if fact.hasTextChild || fact.attributes.contains(where: { Self.namesOrShows($0) }) {
          showsOnlyIt = false
          break
        }
        for expression in fact.childExpressions {
          // Its own state set by the picker, or the prop of the value its caller sets from what it is handed.
          guard let shownValue = Self.shownValue(expression),
            values.contains(shownValue)
              || (props?.prop(forLocal: shownValue).map { Self.isValue($0, setBy: handedTo) } ?? false),
            value == nil || value == shownValue
          else {
            showsOnlyIt = false
            break
          }
          value = shownValue
          shown.append(expression)
        }
      }
      guard showsOnlyIt, let value, let first = shown.first else { continue }
      pickers.append(ValuePicker(index: index, value: value, shown: first))
    }
    return pickers
  }

  /// Whether an attribute of an element inside a pressable names it or shows something besides the value: a title
  /// or label, a label of its own (`accessibilityLabel` on an inner text), text a component draws from a key
  /// (`<FormattedMessage id=…>`, `<Trans i18nKey=…>`), or an image read from data (an avatar's `source={{ uri }}`).
  static func namesOrShows(_ attribute: AttributeFact) -> Bool {
    guard let name = attribute.name else { return false }
    if Self.namingAttributes.contains(name) { return true }
    guard name == "source" || name == "uri" || name == "src" else { return false }
    let source = compact(attribute.valueSource)
    return !(source.hasPrefix("require(") || source.hasPrefix("\"") || source.hasPrefix("'"))
  }

  static let namingAttributes: Set<String> = [
    "title", "label", "text", "children", "accessibilityLabel", "aria-label", "accessibilityLabelledBy",
    "aria-labelledby", "i18nKey", "id", "defaultMessage", "message", "tx",
  ]

  /// The state a press handler only sets to true (`() => setSheetOpen(true)`, `() => { toggleList(true); }`): the
  /// state of that setter in the component's `useState` pairs (`setters`: `listShown`), else for `set` and an ASCII
  /// capital the name after it (`sheetOpen`). Blanks are read as the lexical pass reads them
  /// (`LexicalFacts.callsWithTrueOnly`), so a file it does not mark has none: ASCII blanks only.
  static func openedState(_ source: String, setters: [String: String] = [:]) -> String? {
    guard let setter = openingCall(source) else { return nil }
    if let state = setters[setter] { return state }
    let name = setter.dropFirst(3)
    guard setter.hasPrefix("set"), let first = name.first, first.isASCII, first.isUppercase else { return nil }
    return first.lowercased() + name.dropFirst()
  }

  private static let trueBytes = Array("true".utf8)

  /// The function a press handler only calls with `true` (`() => toggleList(true)`, `() => { setOpen(true); }`):
  /// `toggleList`, `setOpen`. The lexical pass marks every file with such a press (`LexicalFacts.opensOnPress`).
  static func openingCall(_ source: String) -> String? {
    // Asked of every press: most hold no `true` at all, and are not compacted.
    var bytes = source.utf8.makeIterator()
    var matched = 0
    let word = trueBytes
    while matched < word.count, let byte = bytes.next() {
      matched = byte == word[matched] ? matched + 1 : (byte == word[0] ? 1 : 0)
    }
    guard matched == word.count else { return nil }
    var body = Substring(compact(source))
    guard body.hasPrefix("()=>") else { return nil }
    body = body.dropFirst(4)
    if body.hasPrefix("{"), body.hasSuffix("}") { body = body.dropFirst().dropLast() }
    if body.hasSuffix(";") { body = body.dropLast() }
    guard body.hasSuffix("(true)") else { return nil }
    let name = body.dropLast(6)
    // As the lexical pass reads a word: ASCII letters, digits, `_`, `$`, and anything not ASCII.
    guard let first = name.first, !first.isNumber, name.allSatisfy({ isNameCharacter($0) || !$0.isASCII }) else {
      return nil
    }
    return String(name)
  }

  /// The source without the blanks the lexical pass skips (space, tab, line feed, carriage return). A `\r\n` is one
  /// Swift character, so this reads scalars.
  static func compact(_ source: String) -> String {
    var scalars = String.UnicodeScalarView()
    scalars.append(
      contentsOf: source.unicodeScalars.filter { !($0.isASCII && LexicalFacts.isBlank(UInt8($0.value))) })
    return String(scalars)
  }

  /// Whether a condition holds only while `state` is true: `open`, `!!open`, `(open)`, `open === true`, or one of
  /// the terms of an `&&` (`open && options.length > 0`).
  static func holdsWhile(_ condition: String, _ state: String) -> Bool {
    compact(condition).components(separatedBy: "&&").contains { term in
      var term = Substring(term)
      while term.hasPrefix("("), term.hasSuffix(")") { term = term.dropFirst().dropLast() }
      if term.hasPrefix("!!") { term = term.dropFirst(2) }
      for suffix in ["===true", "==true"] where term.hasSuffix(suffix) { term = term.dropLast(suffix.count) }
      while term.hasPrefix("("), term.hasSuffix(")") { term = term.dropFirst().dropLast() }
      return term == state
    }
  }

  /// The values a function given to a picker sets from what it is given (`(picked) => setSpecies(picked)`,
  /// `date => setBirthday(format(date))`, `async ({ value }: Item) => { await setSpecies(value) }`, `function (v) {
  /// setSpecies(v) }`): `species`, `birthday`. For an element rendered in a callback, what that callback is given
  /// counts as given too (`enclosing`: `colours.map((entry) => … () => setColour(entry))`). Not the state that opened
  /// it, nothing for a function that takes nothing (a close button's), and nothing set from anything but what it is
  /// given (`(e) => setSpecies(null)`, a clear button).
  static func committed(_ source: String, besides state: String, enclosing: Set<String> = []) -> Set<String> {
    guard let (own, body) = function(source) else { return [] }
    let given = own.union(enclosing)
    guard !given.isEmpty else { return [] }
    var found: Set<String> = []
    var rest = body
    while let call = rest.range(of: "set") {
      let name = rest[call.upperBound...].prefix(while: isNameCharacter)
      let after = rest[call.upperBound...].dropFirst(name.count).drop(while: \.isWhitespace)
      let before = call.lowerBound == rest.startIndex ? nil : rest[rest.index(before: call.lowerBound)]
      rest = rest[call.upperBound...]
      guard let first = name.first, first.isASCII, first.isUppercase, after.hasPrefix("("),
        before.map({ !(isNameCharacter($0) || $0 == ".") }) ?? true
      else { continue }
      var depth = 0
      let argument = after.prefix { character in
        if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
        return depth > 0
      }.dropFirst()
      // The argument reads what was given (`picked`, `format(date)`, `item.value`).
      guard ProjectIndex.tokens(of: String(argument)).contains(where: { !$0.afterDot && given.contains($0.name) })
      else { continue }
      let value = first.lowercased() + name.dropFirst()
      if value != state { found.insert(value) }
    }
    return found
  }

  /// A function's source taken apart: every name its parameters bind or mention (a type's name included: it never
  /// names an argument), and its body. Nil when the source is no function.
  private static func function(_ source: String) -> (given: Set<String>, body: Substring)? {
    var text = Substring(source.trimmingCharacters(in: .whitespacesAndNewlines))
    if text.hasPrefix("useCallback(") { text = text.dropFirst("useCallback(".count) }
    if text.hasPrefix("async"), text.dropFirst(5).first.map({ !isNameCharacter($0) }) ?? false {
      text = text.dropFirst(5).drop(while: \.isWhitespace)
    }
    let isFunction = text.hasPrefix("function") && text.dropFirst(8).first.map({ !isNameCharacter($0) }) ?? false
    if isFunction { text = text.dropFirst(8).drop(while: { $0 != "(" }) }
    // The parameters: `(a, { b }: T)` or a lone name before `=>`.
    let parameters: Substring
    var body: Substring
    if text.hasPrefix("(") {
      var depth = 0
      guard
        let close = text.firstIndex(where: { character in
          if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
          return depth == 0
        })
      else { return nil }
      parameters = text[text.index(after: text.startIndex)..<close]
      body = text[text.index(after: close)...].drop(while: \.isWhitespace)
      if !isFunction {
        // A return type may stand between the parameters and the arrow.
        guard let arrow = body.range(of: "=>") else { return nil }
        body = body[arrow.upperBound...]
      }
    } else {
      guard !isFunction, let arrow = text.range(of: "=>") else { return nil }
      parameters = text[..<arrow.lowerBound]
      body = text[arrow.upperBound...]
      guard parameters.allSatisfy({ isNameCharacter($0) || $0.isWhitespace }) else { return nil }
    }
    return (Set(ProjectIndex.tokens(of: String(parameters)).map(\.name).filter { $0 != "_" }), body)
  }

  /// The callbacks of the caller a function hands what it is given to, for a changed value: props named `on…Change`
  /// or `on…Select` (`changedValue`: `onValueChange?.(option)`, `props.onSelect(item.id)`), called with what the
  /// function is given or, for an element rendered in a callback, what that callback is given (`enclosing`:
  /// `options.map((option) => …)`).
  static func handedOn(_ source: String, enclosing: Set<String>, props: PropsPattern) -> Set<String> {
    guard let (own, body) = function(source) else { return [] }
    let given = own.union(enclosing)
    guard !given.isEmpty else { return [] }
    var found: Set<String> = []
    var index = body.startIndex
    while index < body.endIndex {
      guard isNameCharacter(body[index]) else {
        index = body.index(after: index)
        continue
      }
      let before = index == body.startIndex ? nil : body[body.index(before: index)]
      var name = body[index...].prefix(while: isNameCharacter)
      index = name.endIndex
      guard before != "." else { continue }
      var path = [String(name)]
      // `props.onValueChange(…)`.
      if path[0] == props.name, body[index...].hasPrefix(".") {
        name = body[body.index(after: index)...].prefix(while: isNameCharacter)
        index = name.endIndex
        path.append(String(name))
      }
      guard let prop = props.prop(at: path, thisProps: false), changedValue(prop) != nil else { continue }
      var after = body[index...].drop(while: \.isWhitespace)
      if after.hasPrefix("?.") { after = after.dropFirst(2) }
      guard after.hasPrefix("(") else { continue }
      var depth = 0
      let argument = after.prefix { character in
        if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
        return depth > 0
      }.dropFirst()
      if ProjectIndex.tokens(of: String(argument)).contains(where: { !$0.afterDot && given.contains($0.name) }) {
        found.insert(prop)
      }
    }
    return found
  }

  /// What a callback named for a changed or chosen value says it changes (`onRowsPerPageChange`: `RowsPerPage`;
  /// `onValueChange`, `onChange`, `onSelect`: `""`, the value itself), or nil for another callback.
  static func changedValue(_ callback: String) -> Substring? {
    guard ErrorText.isHandler(callback) else { return nil }
    let name = callback.dropFirst(2)
    for suffix in ["Change", "Changed", "Select", "Selected"] where name.hasSuffix(suffix) {
      let stem = name.dropLast(suffix.count)
      return stem == "Value" ? "" : stem
    }
    return nil
  }

  /// Whether a prop is the value one of these callbacks changes: its name holds what the callback names
  /// (`numberOfItemsPerPage` for `onItemsPerPageChange`), or for a callback of the value itself, it is `value` or a
  /// `selected…` one. Never a prop that names or labels (`label`, `title`, `placeholder`, `children`).
  static func isValue(_ prop: String, setBy callbacks: Set<String>) -> Bool {
    guard !namingAttributes.contains(prop), prop != "placeholder", ErrorText.isHandler(prop) == false else {
      return false
    }
    let lowered = prop.lowercased()
    return callbacks.contains { callback in
      guard let stem = changedValue(callback) else { return false }
      if stem.isEmpty { return lowered == "value" || lowered.hasPrefix("selected") || lowered.hasSuffix("value") }
      return lowered.contains(stem.lowercased())
    }
  }

  static func isNameCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_" || character == "$"
  }

  /// The value an expression shows when it is a plain name alone or with a fallback (`species`, `species ||
  /// 'None'`, `species ?? placeholder`).
  static func shownValue(_ expression: String) -> String? {
    var compact = Substring(Self.compact(expression))
    // A template of the value alone: `` `${rowsPerPage}` ``.
    if compact.hasPrefix("`${"), compact.hasSuffix("}`") { compact = compact.dropFirst(3).dropLast(2) }
    let head = compact.prefix(while: isNameCharacter)
    guard let first = head.first, !first.isNumber else { return nil }
    let rest = compact.dropFirst(head.count)
    guard rest.isEmpty || rest.hasPrefix("||") || rest.hasPrefix("??") else { return nil }
    return String(head)
  }
}
