import Foundation

/// What an element's prop is once attributes and spreads are applied in order, as React does: a later
/// attribute or spread overrides an earlier one.
public enum PropValue: Sendable {
  case absent
  /// A spread the file cannot see into might set it.
  case unknown
  /// The value, and the attribute that set it (nil when it came from a resolved spread).
  case value(ValueFact, AttributeFact?)

  public var attribute: AttributeFact? {
    if case .value(_, let attribute) = self { return attribute }
    return nil
  }

  /// A boolean prop: its literal value, the default when absent, nil when it cannot be told.
  public func boolean(default fallback: Bool) -> Bool? {
    switch self {
    case .absent: fallback
    case .value(.boolean(let value), _): value
    default: nil
    }
  }

  /// A string prop's literal value: `.some(nil)` when absent, nil when it cannot be told.
  public var literal: String?? {
    switch self {
    case .absent: .some(nil)
    case .value(.string(let value), _): .some(value)
    default: nil
    }
  }

  /// Known to be falsy at a call site: so written, or left out where the component's default (`fallback`) is
  /// falsy or there is none.
  public func isFalsy(fallback: ValueFact?) -> Bool {
    switch self {
    case .absent: fallback?.isFalsy ?? true
    case .value(let value, _): value.isFalsy
    case .unknown: false
    }
  }
}

extension ValueFact {
  /// A value that names nothing: a blank string, null, undefined, false; a conditional both of whose
  /// branches are blank. Anything computed (`t('key')`, a variable) counts as not blank.
  public var isBlank: Bool {
    switch self {
    case .string(let text): text.allSatisfy(\.isWhitespace)
    case .null, .undefined, .boolean(false): true
    case .conditional(let yes, let no): yes.isBlank && no.isBlank
    default: false
    }
  }

  /// Text known to end the value at runtime: a literal, a template's or concatenation's static tail.
  public var knownSuffixes: [String] {
    switch self {
    case .string(let text): [text]
    case .partialString(_, let suffix): suffix.isEmpty ? [] : [suffix]
    case .conditional(let yes, let no): yes.knownSuffixes + no.knownSuffixes
    default: []
    }
  }

  public var literalText: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  public var isTrue: Bool {
    if case .boolean(true) = self { return true }
    return false
  }

  /// Known to be falsy: `false`, `null`, `undefined`, `""`, `0`.
  public var isFalsy: Bool {
    switch self {
    case .boolean(false), .null, .undefined, .string(""), .number("0"): true
    default: false
    }
  }
}

extension FileContext {
  /// The effective value of a prop on an element.
  public func prop(_ name: String, of element: ElementFact) -> PropValue {
    // `a.*.b`: key `b` of every entry of the object given as prop `a` (`radioValues[row].label` read for each
    // option): absent when the file shows every entry and none sets it; unknown otherwise, since the entries
    // give no one value.
    if name.utf8.contains(UInt8(ascii: "*")), let star = name.range(of: Self.everyEntry) {
      let object = prop(String(name[..<star.lowerBound]), of: element)
      guard case .value(let value, _) = object else { return object }
      let key = String(name[star.upperBound...])
      guard !isShadowed(value, in: element), let entries = spreadProperties(value, scope: element.scope),
        !entries.isEmpty
      else { return .unknown }
      for entry in entries {
        guard entry.key != nil, entry.key?.hasPrefix("[") == false, case .object(let properties) = entry.value,
          properties.allSatisfy({ $0.key != nil && $0.key?.hasPrefix("[") == false && $0.key != key })
        else { return .unknown }
      }
      return .absent
    }
    // `a.b`: key `b` of the object given as prop `a`, when the file shows that object.
    if name.utf8.contains(UInt8(ascii: ".")), let dot = name.firstIndex(of: "."), name.index(after: dot) < name.endIndex
    {
      switch prop(String(name[..<dot]), of: element) {
      case .absent: return .absent
      case .unknown: return .unknown
      case .value(let value, _):
        return key(String(name[name.index(after: dot)...]), spreading: value, of: element, from: .absent)
      }
    }
    var state = PropValue.absent
    for attribute in element.attributes {
      if let attributeName = attribute.name {
        if attributeName == name { state = .value(attribute.value, attribute) }
        continue
      }
      guard case .spread(let spread) = attribute.value else { continue }
      state = key(name, spreading: spread, of: element, from: state)
    }
    return state
  }

  /// Joins a prop and a key of each of its entries (`radioValues.*.label`).
  public static let everyEntry = ".*."

  /// What spreading an object does to one key, from what it was before: its value when the object sets it, unknown
  /// when the file does not show the object in full or the object has a spread or a computed key (`[LABEL]: …`,
  /// which may be any key).
  private func key(_ key: String, spreading value: ValueFact, of element: ElementFact, from state: PropValue)
    -> PropValue
  {
    guard !isShadowed(value, in: element) else { return .unknown }
    guard let properties = spreadProperties(value, scope: element.scope) else {
      // What a hook of the project returns, from a file whose text never holds this naming prop: it cannot set it.
      if case .identifier(let name) = value, FileFacts.namingVocabulary.contains(key),
        let words = hookNamingWords[FileFacts.objectLiteralKey(name, scope: element.scope)], !words.contains(key)
      {
        return state
      }
      return .unknown
    }
    var state = state
    for property in properties {
      if property.key == key {
        state = .value(property.value, nil)
      } else if property.key == nil || property.key?.hasPrefix("[") == true {
        state = .unknown
      }
    }
    return state
  }

  /// Whether a plain name may not be the object literal of that name the file records: the element is written in a
  /// callback or a function whose parameters may be named so (`fields.map(({ wrapperProps }) => …)`).
  private func isShadowed(_ value: ValueFact, in element: ElementFact) -> Bool {
    guard case .identifier(let name) = value else { return false }
    if element.isInCallback { return true }
    guard let function = element.function else { return false }
    let fact = facts.functions[function]
    if fact.parameterNames.contains(name) { return true }
    // A destructured parameter (recorded without a name) of a function inside the component may bind it; the
    // component's own props pattern is known (`spreadProperties`).
    let isComponent = element.scope.map { facts.scopes[$0].start == fact.start } ?? false
    return !isComponent && fact.parameterNames.contains("")
  }

  /// The properties a spread adds, when the file shows them all.
  private func spreadProperties(_ value: ValueFact, scope: Int?) -> [PropertyFact]? {
    switch value {
    case .object(let properties):
      return properties
    case .identifier(let name):
      // A literal of the element's own component, else of the file's top level; a parameter of that name
      // is not a literal.
      if let scope, let props = facts.scopes[scope].props,
        props.name == name || props.rest == name
          || props.isLocal(name)
      {
        return nil
      }
      if let scope, let local = facts.objectLiterals[FileFacts.objectLiteralKey(name, scope: scope)] { return local }
      return facts.objectLiterals[FileFacts.objectLiteralKey(name, scope: nil)] ?? nil
    case .null, .undefined:
      return []
    case .conditional(let yes, let no):
      // `{...(c ? { autoComplete: 'off' } : {})}`: what either branch sets may be set or not, so its value is
      // unknown; a prop neither sets keeps the value it had.
      guard let first = spreadProperties(yes, scope: scope), let second = spreadProperties(no, scope: scope) else {
        return nil
      }
      return Self.maybeSet(first + second)
    case .logical("&&", _, let right):
      // `{...(c && { … })}`: a falsy `c` spreads nothing.
      return spreadProperties(right, scope: scope).map(Self.maybeSet)
    default:
      return nil
    }
  }

  /// Properties that a spread may or may not set: each key once, its value unknown.
  private static func maybeSet(_ properties: [PropertyFact]) -> [PropertyFact] {
    var seen = Set<String?>()
    return properties.filter { seen.insert($0.key).inserted }.map { PropertyFact(key: $0.key, value: .unknown) }
  }

  /// Whether the element, or an ancestor, hides it from assistive technology with literal props.
  public func isHiddenFromAccessibility(_ index: Int) -> Bool {
    hiddenByAncestor[index] || hidesItself(index)
  }

  /// Whether the element, or an ancestor, is given a hiding prop whose value the file does not spell out (a
  /// condition, a variable: `importantForAccessibility={canSwitch ? 'no-hide-descendants' : 'yes'}`): whether screen
  /// readers reach it on its own is unknown. A spread is not read as one: it seldom hides.
  public func mayBeHiddenFromAccessibility(_ index: Int) -> Bool {
    var current: Int? = index
    while let element = current.map({ facts.elements[$0] }) {
      for attribute in element.attributes where attribute.name.map(Self.hidingProps.contains) == true {
        switch attribute.value {
        case .string, .boolean, .null, .undefined: continue
        default: return true
        }
      }
      current = element.parent
    }
    return false
  }

  /// The props that give an element its accessible name, and those that name another element as its label.
  public static let labelProps = ["accessibilityLabel", "aria-label"]
  public static let labelledByProps = ["accessibilityLabelledBy", "aria-labelledby"]

  /// Every prop `hidesItself` and `hidesDescendants` read (the prefilter parses a file with pressables only when
  /// it names one of them).
  public static let hidingProps = [
    "importantForAccessibility", "accessible", "accessibilityElementsHidden", "aria-hidden",
  ]

  /// `importantForAccessibility="no"` or `accessible={false}` hide the element only; the others hide its
  /// descendants too.
  public func hidesItself(_ index: Int) -> Bool {
    let element = facts.elements[index]
    if case .value(.string("no"), _) = prop("importantForAccessibility", of: element) { return true }
    if case .value(.boolean(false), _) = prop("accessible", of: element) { return true }
    return hidesDescendants(index)
  }

  /// Whether an element (with `itself`), or one it is written in, is drawn fully transparent or not at all by a style
  /// the file spells out: `opacity: 0` or `display: 'none'`, given in place, from a `StyleSheet.create` of the file
  /// (`styles.hidden`), or as the last word of a style array whose entries are all known. Neither VoiceOver nor
  /// TalkBack reaches what is not drawn: iOS skips views whose alpha is 0, Android's `isVisibleToUser` asks each
  /// ancestor's alpha. An opacity that is not a constant (an animation) may be drawn.
  public func isInvisible(_ index: Int, itself: Bool = true) -> Bool {
    var current: Int? = itself ? index : facts.elements[index].parent
    while let at = current {
      if drawsNothing(at) { return true }
      current = facts.elements[at].parent
    }
    return false
  }

  private func drawsNothing(_ index: Int) -> Bool {
    let element = facts.elements[index]
    guard case .value(let style, _) = prop("style", of: element),
      let properties = styleProperties(style, scope: element.scope)
    else { return false }
    var opacity: ValueFact?
    var display: ValueFact?
    for property in properties {
      switch property.key {
      case nil: return false
      case "opacity": opacity = property.value
      case "display": display = property.value
      default: continue
      }
    }
    if case .string("none") = display { return true }
    if case .number(let number) = opacity, Double(number) == 0 { return true }
    return false
  }

  /// Whether an element's own style makes it one point or less wide and high (`{ width: 1, height: 1 }`): drawn so
  /// as not to be seen, as an input that only holds the keyboard up.
  public func isSizedToAPoint(_ index: Int) -> Bool {
    let element = facts.elements[index]
    guard case .value(let style, _) = prop("style", of: element),
      let properties = styleProperties(style, scope: element.scope)
    else { return false }
    var size: [String: Double] = [:]
    for property in properties {
      guard let key = property.key else { return false }
      guard key == "width" || key == "height" else { continue }
      if case .number(let number) = property.value, let value = Double(number) {
        size[key] = value
      } else {
        size[key] = nil
      }
    }
    return size.count == 2 && size.values.allSatisfy { $0 <= 1 }
  }

  /// The properties a style gives, in order, when the file shows them all.
  private func styleProperties(_ value: ValueFact, scope: Int?) -> [PropertyFact]? {
    switch value {
    case .object(let properties):
      return properties
    case .member(let path) where path.count == 2:
      // A sheet of the element's own component, else of the file's top level, unless a local of the component
      // takes the sheet's name (`const styles = useStyles()`).
      let name = path.joined(separator: ".")
      if let scope {
        if let local = facts.objectLiterals[FileFacts.objectLiteralKey(name, scope: scope)] { return local }
        let fact = facts.scopes[scope]
        if fact.derived[path[0]] != nil || fact.props?.name == path[0]
          || fact.props?.isLocal(path[0]) == true
        {
          return nil
        }
      }
      return facts.objectLiterals[FileFacts.objectLiteralKey(name, scope: nil)] ?? nil
    case .array(let items):
      var all: [PropertyFact] = []
      for item in items {
        switch item {
        case .null, .undefined, .boolean(false): continue
        default:
          guard let properties = styleProperties(item, scope: scope) else { return nil }
          all += properties
        }
      }
      return all
    default:
      return nil
    }
  }

  func hidesDescendants(_ index: Int) -> Bool {
    let element = facts.elements[index]
    if case .value(.string("no-hide-descendants"), _) = prop("importantForAccessibility", of: element) { return true }
    for name in ["accessibilityElementsHidden", "aria-hidden"] {
      if case .value(let value, _) = prop(name, of: element), value.isTrue { return true }
    }
    return false
  }
}

extension FileContext {
  /// A form field's literal accessible name, when the source spells it out: `accessibilityLabel`/`aria-label`
  /// on an input or control, or a wrapper's label prop.
  public func literalLabel(of index: Int) -> (text: String, attribute: AttributeFact?)? {
    let element = facts.elements[index]
    for name in labelProps(of: index) {
      if case .value(.string(let text), let attribute) = prop(name, of: element), !text.allSatisfy(\.isWhitespace) {
        return (text, attribute)
      }
    }
    return nil
  }

  /// The props that name a field: an input's or control's own label props, or at a wrapper's call site the props
  /// it names its input from.
  public func labelProps(of index: Int) -> [String] {
    switch identities[index] {
    case .nativeTextInput, .control, .amaTextInput:
      return Self.labelProps + extraLabelProps(of: index)
    default:
      return wrappers[index].map { $0.labelProps + $0.namingProps } ?? []
    }
  }

  /// Whether an element is a form field: a text input, a control, or a wrapper of one.
  public func isFormField(_ index: Int) -> Bool {
    switch identities[index] {
    case .nativeTextInput, .control, .amaTextInput, .paperTextInput: return true
    default: return wrappers[index] != nil
    }
  }
}

/// Labels compared as AMA compares them: trimmed, case-insensitive, one trailing symbol ignored.
public enum LabelText {
  public static func key(_ text: String) -> String {
    var trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if let last = trimmed.last, !last.isLetter, !last.isNumber { trimmed.removeLast() }
    return trimmed.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
  }
}
