import AmascanCore

/// Where an element renders among the elements of its component: written in the component's JSX, where it is
/// written; written in a render helper called once from that JSX (`{renderPassword()}`, `{this.renderName()}`),
/// where the call is. Paths compare in render order.
public struct Placement: Sendable {
  /// Positions from the outermost call to the element's own start.
  public var path: [SourcePosition]
  /// Rendered under a condition: its own, its call's, or its call site's.
  public var isConditional: Bool
  /// Rendered in a list callback, or called from one.
  public var isInCallback: Bool
  /// The function whose JSX it renders in (index into `FileFacts.functions`): the one its outermost element is
  /// written in, or, for a render helper's, its caller's.
  public var root: Int?

  public func renders(before other: Placement) -> Bool { path.lexicographicallyPrecedes(other.path) }
}

/// What a form is, for the rules that look at fields together (INPUT_INVALID_RETURN_KEY, DUPLICATE_FORM_LABEL):
/// the fields one component renders in one function (a render helper's where it is called), in render order
/// (`placements`), up to a submit button. A component that
/// renders two groups, each with its own button, renders two forms, and the call site of a wrapper with a save
/// button of its own (`WrapperSummary.submitsItself`) is a form alone; a field that only searches or filters a list
/// is no step of a form, unless the component moves focus from one search field to another of the same group (a
/// search for what, then where: the two are steps of one search); the display a picker shows as its child is not a
/// field.
extension FileContext {
  /// Every element's placement. A helper called from no JSX, or from more than one place, keeps its elements
  /// where they are written.
  public func placements() -> [Placement] {
    let elements = facts.elements
    var calls: [[String]: [RenderCallFact]] = [:]
    for call in facts.renderCalls { calls[call.callee, default: []].append(call) }
    var known = [Placement?](repeating: nil, count: elements.count)
    // Parents come before their children: each element's outermost ancestor in one pass.
    var roots = [Int](elements.indices)
    for index in elements.indices { if let parent = elements[index].parent { roots[index] = roots[parent] } }
    var placing = Set<Int>()
    func place(_ index: Int) -> Placement {
      if let placement = known[index] { return placement }
      let element = elements[index]
      var placement = Placement(
        path: [element.range.start], isConditional: element.isConditional, isInCallback: element.isInCallback,
        root: elements[roots[index]].function)
      if let function = elements[roots[index]].function, let name = facts.functions[function].name,
        case let sites = (calls[name] ?? []).filter({ elements[$0.element].scope == element.scope }),
        sites.count == 1, let call = sites.first, placing.count < Self.maxHelperDepth, placing.insert(index).inserted
      {
        let site = place(call.element)
        placing.remove(index)
        placement.path = site.path.dropLast() + [call.position, element.range.start]
        placement.isConditional = placement.isConditional || call.isConditional || site.isConditional
        placement.isInCallback = placement.isInCallback || site.isInCallback
        placement.root = site.root
      }
      known[index] = placement
      return placement
    }
    return elements.indices.map(place)
  }

  /// How many helpers deep a call is followed (a helper rendering a helper...).
  static let maxHelperDepth = 16

  /// The given fields (element indices) grouped into forms, each in render order. Fields that render in two
  /// functions (two methods of a class that each return an input, a helper called from no JSX or from two places)
  /// are in two forms: nothing shows they are on screen together.
  public func forms(of fields: [Int], placements: [Placement]) -> [[Int]] {
    let rendered = facts.elements.indices.sorted { placements[$0].renders(before: placements[$1]) }
    var rank = [Int](repeating: 0, count: rendered.count)
    for (position, index) in rendered.enumerated() { rank[index] = position }
    struct Group: Hashable {
      var scope: Int?
      var root: Int?
    }
    var forms: [[Int]] = []
    // The form each group's last field joined, and that field.
    var open: [Group: (form: Int, field: Int)] = [:]
    let searches = Set(fields.filter(isSearchField))
    // Search fields that the component moves focus between are steps of one search (what, then where).
    var steps = Set<Int>()
    if searches.count >= 2 {
      var focused: [Int?: Set<FocusTarget>] = [:]
      for function in facts.functions where !function.focusTargets.isEmpty {
        focused[function.scope, default: []].formUnion(function.focusTargets)
      }
      let groups = Dictionary(grouping: searches) { Group(scope: facts.elements[$0].scope, root: placements[$0].root) }
      for (group, members) in groups where members.count >= 2 {
        let targets = focused[group.scope] ?? []
        if members.contains(where: { !selfTargets(of: $0).isDisjoint(with: targets) }) { steps.formUnion(members) }
      }
    }
    for field in fields.sorted(by: { rank[$0] < rank[$1] })
    where (!searches.contains(field) || steps.contains(field)) && !isPickerDisplay(field) {
      let scope = facts.elements[field].scope
      let group = Group(scope: scope, root: placements[field].root)
      // A wrapper with a save button of its own: a form of one field, and a button between the fields around it.
      if wrappers[field]?.submitsItself == true {
        forms.append([field])
        open[group] = nil
        continue
      }
      if let previous = open[group],
        !rendered[(rank[previous.field] + 1)..<rank[field]].contains(where: {
          facts.elements[$0].scope == scope && isSubmitButton($0)
        })
      {
        forms[previous.form].append(field)
        open[group] = (previous.form, field)
      } else {
        forms.append([field])
        open[group] = (forms.count - 1, field)
      }
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

  /// A field that searches or filters: return key "search", or a label or placeholder that says search or filter
  /// (in each branch of a condition).
  func isSearchField(_ index: Int) -> Bool {
    let element = facts.elements[index]
    if case .value(.string("search"), _) = inputProps(of: index)("returnKeyType") { return true }
    for name in ["placeholder", "accessibilityLabel", "aria-label", "label"] {
      guard let texts = prop(name, of: element).attribute.flatMap({ Self.spelledTexts($0.value) }) else { continue }
      if texts.allSatisfy(Self.saysSearch) { return true }
    }
    return false
  }

  /// Whether a text, a key or a message's name says search or filter (`Search`, `filter_tags`, `searchThemes`).
  static func saysSearch(_ text: String) -> Bool {
    var spaced = ""
    for character in text {
      if character.isUppercase { spaced.append(" ") }
      spaced.append(character)
    }
    return spaced.lowercased().split { !$0.isLetter }.contains { $0.hasPrefix("search") || $0.hasPrefix("filter") }
  }

  /// A setting saved as it is typed (for INPUT_INVALID_RETURN_KEY, no step of a form): the change handler written on
  /// the field calls what stores it (a function named `save…`, `persist…` or `store…`, one that updates settings,
  /// preferences or a configuration, `updateSettings`, or `setItem` of a storage), not a reducer's action
  /// (`dispatch(saveDraft(…))`, state like a setter's) nor what updates state (`updateStateWithChangeTracking`). A
  /// list of such fields is no form with steps to go through: each value is kept as it is typed, and return closing
  /// the keyboard ends the edit.
  func isSavedAsTyped(_ index: Int) -> Bool {
    let props = inputProps(of: index)
    for name in Self.changeHandlers {
      guard case .value(let value, _) = props(name), case .function = value,
        let handler = function(for: value, scope: facts.elements[index].scope)
      else { continue }
      let callees = handler.calls.compactMap(\.last)
      guard !callees.contains("dispatch") else { return false }
      return callees.contains { callee in
        callee == "setItem" || Self.storing.contains { SourceWords.starts(callee, with: $0) || callee == $0 }
          || (SourceWords.starts(callee, with: "update") && Self.settings.contains(where: callee.hasSuffix))
      }
    }
    return false
  }

  /// Whether two fields are alternatives, not steps (for INPUT_INVALID_RETURN_KEY): touching each sets the same state
  /// key to another literal (`onPressIn={() => this.setState({ feeOption: 'fixed' })}` beside `… 'percent'`), so
  /// that the user chooses which one applies by touching it (a fee as an amount or as a percentage) and fills in only
  /// that one; focus moved there by return would not even choose it.
  func areAlternatives(_ first: Int, _ second: Int) -> Bool {
    let chosen = selections(first)
    guard !chosen.isEmpty else { return false }
    return selections(second).contains { key, value in chosen[key].map { $0 != value } ?? false }
  }

  /// The state keys a field's touch handlers written on it set, with the literal each sets it to.
  private func selections(_ index: Int) -> [String: String] {
    let element = facts.elements[index]
    var found: [String: String] = [:]
    for name in Self.touchHandlers {
      guard case .value(let value, _) = prop(name, of: element),
        let handler = function(for: value, scope: element.scope)
      else { continue }
      for selection in handler.selections {
        guard let equals = selection.firstIndex(of: "=") else { continue }
        found[String(selection[..<equals])] = String(selection[selection.index(after: equals)...])
      }
    }
    return found
  }

  /// Run when the field is touched, not when focus reaches it by return: a choice the user makes by hand. State set
  /// in `onFocus` follows focus wherever it comes from (which field's results to show), and chooses nothing.
  private static let touchHandlers = ["onPressIn", "onTouchStart"]

  private static let storing = ["save", "persist", "store"]
  private static let settings = ["Settings", "Setting", "Preferences", "Preference", "Config", "Configuration"]

  /// A field rendered inside a picker, as the text the picker shows (react-native-picker-select's child).
  func isPickerDisplay(_ index: Int) -> Bool {
    var current = facts.elements[index].parent
    while let ancestor = current {
      if facts.elements[ancestor].tag.last?.contains("Picker") == true { return true }
      current = facts.elements[ancestor].parent
    }
    return false
  }

  /// The texts a value spells out, one per branch of a condition: a string, the first string argument of a
  /// translation call (`t('Search')`), else the name of the message a call gives (`strings.searchThemes()`). Nil
  /// when a branch spells none.
  static func spelledTexts(_ value: ValueFact) -> [String]? {
    switch value {
    case .string(let text): return [text]
    case .call(let callee, let arguments):
      if case .string(let text)? = arguments.first { return [text] }
      return arguments.isEmpty ? callee.last.map { [$0] } : nil
    case .conditional(let yes, let no):
      guard let yes = spelledTexts(yes), let no = spelledTexts(no) else { return nil }
      return yes + no
    default: return nil
    }
  }
}
