import AmascanCore

/// What a form is, for the rules that look at fields together (INPUT_INVALID_RETURN_KEY, DUPLICATE_FORM_LABEL):
/// the fields one component renders, in source order, up to a submit button. A component that renders two groups,
/// each with its own button, renders two forms; a field that only searches or filters a list is no step of a form;
/// the display a picker shows as its child is not a field.
extension FileContext {
  /// The given fields (element indices, in source order) grouped into forms.
  public func forms(of fields: [Int]) -> [[Int]] {
    var forms: [[Int]] = []
    var last: (scope: Int?, index: Int)?
    for field in fields where !isSearchField(field) && !isPickerDisplay(field) {
      let scope = facts.elements[field].scope
      if let previous = last, previous.scope == scope,
        !((previous.index + 1)..<field).contains(where: { facts.elements[$0].scope == scope && isSubmitButton($0) })
      {
        forms[forms.count - 1].append(field)
      } else {
        forms.append([field])
      }
      last = (scope, field)
    }
    return forms
  }

  /// A button with a visible title that acts: react-native's `Button`, or a component named `…Button` with an
  /// `onPress` and a `title` or text of its own. An icon-only pressable (a show-password toggle) is not one.
  func isSubmitButton(_ index: Int) -> Bool {
    let element = facts.elements[index]
    if identities[index] == .pressable("Button") { return true }
    guard element.tag.last?.hasSuffix("Button") == true, prop("onPress", of: element).attribute != nil else {
      return false
    }
    return prop("title", of: element).attribute != nil || !(element.staticText ?? "").isEmpty
      || !element.childExpressions.isEmpty
  }

  /// A field that searches or filters: return key "search", or a label or placeholder that says search or filter.
  func isSearchField(_ index: Int) -> Bool {
    let element = facts.elements[index]
    if case .value(.string("search"), _) = inputProps(of: index)("returnKeyType") { return true }
    for name in ["placeholder", "accessibilityLabel", "aria-label", "label"] {
      guard let text = prop(name, of: element).attribute.flatMap({ Self.spelledText($0.value) }) else { continue }
      let words = text.lowercased().split { !$0.isLetter }
      if words.contains(where: { $0.hasPrefix("search") || $0.hasPrefix("filter") }) { return true }
    }
    return false
  }

  /// A field rendered inside a picker, as the text the picker shows (react-native-picker-select's child).
  func isPickerDisplay(_ index: Int) -> Bool {
    var current = facts.elements[index].parent
    while let ancestor = current {
      if facts.elements[ancestor].tag.last?.contains("Picker") == true { return true }
      current = facts.elements[ancestor].parent
    }
    return false
  }

  /// The text a value spells out: a string, or the first string argument of a translation call (`t('Search')`).
  static func spelledText(_ value: ValueFact) -> String? {
    switch value {
    case .string(let text): return text
    case .call(_, let arguments):
      if case .string(let text)? = arguments.first { return text }
      return nil
    default: return nil
    }
  }
}
