import AmascanCore

/// A toggle inside a row that toggles it: `<Pressable onPress={toggle}><Text>Dark theme</Text><Switch /></Pressable>`.
/// The row is one accessible element, named by its text: on iOS it is what VoiceOver focuses and what the user
/// activates, and the toggle inside takes no focus of its own. So the toggle needs no name (NO_FORM_LABEL does not
/// apply); the row needs the toggle's role and checked state, without which it is announced as a button with no
/// on or off (CONTROL_ROW_NO_ROLE).
extension FileContext {
  /// The role each toggle's row should carry.
  static let toggleRoles = ["Switch": "switch", "Checkbox": "checkbox", "CheckBox": "checkbox", "RadioButton": "radio"]

  /// The row a toggle sits in: the nearest enclosing pressable, when it carries the action (`onPress`), is not
  /// made inaccessible (`accessible={false}`), and has a name of its own (a label, or text rendered inside it
  /// beside the toggle). nil for anything else.
  /// The accessible view a field sits in with its visible label (`<View accessible><Text>Email</Text><TextInput />
  /// </View>`): the view is focused and read as one element, named by that text, so the field inside needs no name
  /// of its own. The nearest ancestor with `accessible` set, when it carries a name besides the field.
  public func labellingGroup(of index: Int) -> Int? {
    var current = facts.elements[index].parent
    while let ancestor = current {
      let candidate = facts.elements[ancestor]
      switch prop("accessible", of: candidate) {
      case .value(.boolean(true), _): return carriesName(ancestor, besides: index) ? ancestor : nil
      case .value(.boolean(false), _): return nil
      default: break
      }
      current = candidate.parent
    }
    return nil
  }

  public func controlRow(of index: Int) -> Int? {
    guard case .control(let kind) = identities[index], Self.toggleRoles[kind] != nil else { return nil }
    var current = facts.elements[index].parent
    while let ancestor = current {
      if case .pressable = identities[ancestor] {
        let row = facts.elements[ancestor]
        guard prop("onPress", of: row).attribute != nil, boolean("accessible", of: row, default: true) != false,
          carriesName(ancestor, besides: index)
        else { return nil }
        return ancestor
      }
      current = facts.elements[ancestor].parent
    }
    return nil
  }

  /// A label on an element that groups others (a row, an accessible view), or text (static or an expression) in
  /// an element inside it that is not part of `control`.
  func carriesName(_ row: Int, besides control: Int) -> Bool {
    for name in NoFormLabelRule.labelProps {
      switch prop(name, of: facts.elements[row]) {
      case .unknown: return true
      case .value(let value, _) where !value.isBlank: return true
      default: continue
      }
    }
    func hasText(_ element: ElementFact) -> Bool {
      !(element.staticText ?? "").allSatisfy(\.isWhitespace) || !element.childExpressions.isEmpty
    }
    if facts.elements[row].staticText.map({ !$0.allSatisfy(\.isWhitespace) }) == true { return true }
    // Elements come in document order: a row's descendants follow it, up to the first that is not one.
    var index = row + 1
    while index < facts.elements.count {
      var chain = facts.elements[index].parent
      var inRow = false
      var inControl = index == control
      while let ancestor = chain, ancestor >= row {
        if ancestor == control { inControl = true }
        if ancestor == row {
          inRow = true
          break
        }
        chain = facts.elements[ancestor].parent
      }
      guard inRow else { break }
      if !inControl, hasText(facts.elements[index]) { return true }
      index += 1
    }
    return false
  }
}
