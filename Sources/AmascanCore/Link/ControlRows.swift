import Foundation

/// A toggle inside a row that toggles it: `<Pressable onPress={toggle}><Text>Dark theme</Text><Switch /></Pressable>`.
/// The row is one accessible element, named by its text: on iOS it is what VoiceOver focuses and what the user
/// activates, and the toggle inside takes no focus of its own. So the toggle needs no name (NO_FORM_LABEL does not
/// apply); the row needs the toggle's role and checked state, without which it is announced as a button with no
/// on or off (CONTROL_ROW_NO_ROLE).
extension FileContext {
  /// The role each toggle's row should carry.
  public static let toggleRoles = Dictionary(uniqueKeysWithValues: controlRoles.map { ($0.value, $0.key) })
    .merging(["CheckBox": "checkbox"]) { kept, _ in kept }

  /// The accessible view a field sits in with its visible label (`<View accessible><Text>Email</Text><TextInput />
  /// </View>`): the view is focused and read as one element, named by that text, so the field inside needs no name
  /// of its own. The nearest ancestor with `accessible` set, when it carries a name besides the field.
  ///
  /// A pressable is accessible unless told otherwise, so one a text field sits in is such a view too
  /// (`<Pressable accessibilityLabel="Amount" onPress={focusInput}>…<TextInput /></Pressable>`): when the field is
  /// the only one inside it and the press acts, doing more than put the keyboard away (a backdrop around a form
  /// groups nothing a screen reader should hear as one). A toggle in a pressable row is the row's business
  /// (`controlRow`: named by it only when the row toggles it).
  public func labellingGroup(of index: Int) -> Int? {
    let isTextField = identities[index] == .nativeTextInput || wrappers[index]?.rendersTextInput == true
    var current = facts.elements[index].parent
    while let ancestor = current {
      let candidate = facts.elements[ancestor]
      switch prop("accessible", of: candidate) {
      case .value(.boolean(true), _): return carriesName(ancestor, besides: index) ? ancestor : nil
      case .value(.boolean(false), _): return nil
      default:
        if isTextField, identities[ancestor].isPressable, acts(ancestor),
          !onlyPutsKeyboardAway(ancestor, handlers: ["onPress"]),
          !subtree(of: ancestor).contains(where: { $0 != index && $0 != ancestor && isFormField($0) })
        {
          return carriesName(ancestor, besides: index) ? ancestor : nil
        }
      }
      current = candidate.parent
    }
    return nil
  }

  /// The props a text component of a design system draws as its words (`<Text tx="login.email" />`, `<Text
  /// text={label} />`), read where its tag is the project's `Text` (a name ending in `Text`).
  public static let textProps: Set<String> = ["text", "tx"]

  /// The text an element shows of its own: words between its tags, and the sources of what else it shows: a child
  /// that may show a value (`{label}`; not `{icon && <Icon />}`) and the text props of a text component of the
  /// project (`<Text tx="login.email" />`). Some show nothing that names: a string of spaces (`{' '}` between an
  /// icon and a message), an error (`{errorMessage}`, `{errors.email}`: it says what went wrong, not what the field
  /// is), a prop drawn as a control or a glyph (`{buttonLeft && buttonLeft}`, `{rightIcon}`).
  static func shownText(_ element: ElementFact) -> (words: Bool, values: [String]) {
    let words = element.hasTextChild || !(element.staticText ?? "").allSatisfy(\.isWhitespace)
    let values = element.valueExpressions.filter {
      !isBlankString($0) && !(ErrorText.isReference($0) && ErrorText.namesAnError($0)) && !drawsAControl($0)
    }
    return (words, values + drawnText(element))
  }

  /// Names, or names joined by `&&`, `||` or `??`, each saying it is drawn as a control or a glyph: `buttons`,
  /// `buttonLeft && buttonLeft`, `props.rightIcon`, `accessory`.
  static func drawsAControl(_ source: String) -> Bool {
    let names = source.components(separatedBy: CharacterSet(charactersIn: "&|? ")).filter { !$0.isEmpty }
    return !names.isEmpty
      && names.allSatisfy { name in
        ErrorText.isReference(name)
          && ErrorText.words(name).contains { word in
            ["button", "icon", "accessory", "adornment", "badge", "spinner"].contains { word.hasPrefix($0) }
          }
      }
  }

  /// A string literal of nothing but white space: `' '`, `"\n"`, `` ` ` ``.
  static func isBlankString(_ source: String) -> Bool {
    guard let quote = source.first, "'\"`".contains(quote), source.count >= 2, source.last == quote else {
      return false
    }
    let inner = source.dropFirst().dropLast()
    return !inner.contains("${")
      && inner.replacingOccurrences(of: "\\n", with: "").replacingOccurrences(of: "\\t", with: "")
        .allSatisfy(\.isWhitespace)
  }

  /// What such an element draws: the sources of its text props set to something.
  static func drawnText(_ element: ElementFact) -> [String] {
    guard element.tag.last?.hasSuffix("Text") == true else { return [] }
    return element.attributes.filter { $0.name.map(textProps.contains) == true && !$0.value.isBlank }
      .map(\.valueSource)
  }

  /// The toggle an element is or renders: a switch, checkbox or radio button, the call site of a wrapper of one,
  /// or an icon drawing one's state (`glyphToggle`); nil for anything else.
  public func toggleKind(of index: Int) -> String? {
    if case .control(let kind) = identities[index] { return Self.toggleRoles[kind] != nil ? kind : nil }
    if let wrapped = wrappers[index]?.renders, Self.toggleRoles[wrapped] != nil { return wrapped }
    return glyphToggle(of: index)
  }

  /// The control an icon draws the state of: a glyph (`drawsNoText`) whose `name` changes with a condition and names
  /// a radio button or a checkbox in each of its spellings (`` name={`radio-button-${on ? 'on' : 'off'}`} ``,
  /// `name={checked ? 'check-box' : 'check-box-outline-blank'}`): `RadioButton` or `Checkbox`. An icon that never
  /// changes is decoration; one that only shows a tick is left alone (a tick may mark a radio or a checkbox).
  public func glyphToggle(of index: Int) -> String? {
    let element = facts.elements[index]
    guard identities[index] == .unknown, let name = element.attributes.last(where: { $0.name == "name" }),
      name.valueSource.contains("?") || name.valueSource.contains("${"), identityResolver.drawsNoText(element.tag)
    else { return nil }
    let words = ErrorText.words(name.valueSource).map { $0.lowercased() }
    if words.contains("radio") || words.contains("radiobox") { return "RadioButton" }
    let checkbox = words.contains("checkbox") || zip(words, words.dropFirst()).contains { $0 == ("check", "box") }
    return checkbox ? "Checkbox" : nil
  }

  /// Where an element renders: its parent element, or, for the root of what a local render helper returns
  /// (`const renderSwitch = () => <Switch />`), the element that takes the helper as a prop (`right={renderSwitch}`,
  /// `right={() => renderSwitch(on)}`) or calls it among its children (`{renderSwitch()}`), when exactly one does.
  public func renderParent(of index: Int) -> Int? {
    let element = facts.elements[index]
    if let parent = element.parent { return parent }
    guard let function = element.function, let name = facts.functions[function].name, name.count == 1,
      let scope = element.scope
    else { return nil }
    let helper = name[0]
    let users = facts.elements.indices.filter { candidate in
      let user = facts.elements[candidate]
      guard user.scope == scope, candidate != index else { return false }
      if user.childExpressions.contains(where: { $0.hasPrefix(helper + "(") }) { return true }
      return user.attributes.contains { attribute in
        switch attribute.value {
        case .identifier(helper): return true
        case .function(let key):
          return functionsByKey[key].map { facts.functions[$0].calls.contains([helper]) } ?? false
        default: return false
        }
      }
    }
    return users.count == 1 ? users[0] : nil
  }

  /// The element where the JSX a render helper returns is placed in its component: where the helper is called
  /// among an element's children (`{this.renderInput()}`), when exactly one element does; for a helper called only
  /// from another helper (`renderInput = () => { switch (type) { … default: return this.textInput() } }`), where
  /// that one is placed, a few helpers deep. Nil when it is called from nowhere, or from two places.
  public func helperSite(of function: Int) -> Int? {
    let functions = facts.functions
    var current = function
    var seen: Set<Int> = [function]
    for _ in 0..<Self.maxHelperChain {
      guard let name = functions[current].name else { return nil }
      let scope = functions[current].scope
      let sites = facts.renderCalls.filter { $0.callee == name && facts.elements[$0.element].scope == scope }
      if !sites.isEmpty { return sites.count == 1 ? sites[0].element : nil }
      // The helpers that call it, the innermost of those nested in one another (a call in a callback is listed by
      // each function around it).
      let callers = functions.indices.filter { candidate in
        candidate != current && functions[candidate].scope == scope && functions[candidate].calls.contains(name)
      }
      let innermost = callers.filter { caller in !callers.contains { functions[$0].parent == caller } }
      guard innermost.count == 1, seen.insert(innermost[0]).inserted else { return nil }
      current = innermost[0]
    }
    return nil
  }

  /// How many helpers calling one another `helperSite` follows.
  static let maxHelperChain = 4

  /// The elements rendered inside an element, in document order: its descendants, and what the local render
  /// helpers they call among their children return (`{renderMainBlock()}`), with their descendants.
  public func renderedInside(_ index: Int) -> [Int] {
    var found: [Int] = []
    var seen: Set<Int> = [index]
    var pending = [index]
    while let root = pending.popLast() {
      let subtree = subtree(of: root)
      for element in subtree where seen.insert(element).inserted { found.append(element) }
      let scope = facts.elements[root].scope
      for element in subtree {
        for expression in facts.elements[element].childExpressions {
          guard let open = expression.firstIndex(of: "("), expression.hasSuffix(")") else { continue }
          let helper = String(expression[..<open])
          for candidate in facts.elements.indices
          where !seen.contains(candidate) && facts.elements[candidate].parent == nil
            && facts.elements[candidate].scope == scope
            && facts.elements[candidate].function.map({ facts.functions[$0].name == [helper] }) == true
          {
            pending.append(candidate)
          }
        }
      }
    }
    return found
  }

  /// Whether something rendered among these elements' children is drawn by code out of sight: a `{call(...)}`
  /// child with no JSX written in it that calls a render function which is no local render helper: a render prop
  /// (`props.render(...)`, `renderLeadingAccessory(...)`: named `render…` as React's convention has it) or a
  /// function child (`children(...)`). What it draws may be anything. A call that makes text (`t('key')`) is no
  /// such thing.
  public func drawsOutOfSight(_ elements: [Int]) -> Bool {
    let helpers = Set(
      facts.elements.compactMap { element in element.function.flatMap { facts.functions[$0].name } }
        .filter { $0.count == 1 }.map { $0[0] })
    return elements.contains { index in
      facts.elements[index].childExpressions.contains { expression in
        guard !expression.contains("<") else { return false }
        return Self.callees(in: expression).contains { callee in
          let last = callee.split(separator: ".").last.map(String.init) ?? callee
          let rendersElements =
            last == "render" || last == "children"
            || (last.hasPrefix("render") && last.dropFirst(6).first?.isUppercase == true)
          return rendersElements && !helpers.contains(callee)
        }
      }
    }
  }

  /// The dotted names called in an expression's text: `props.render` and `format` in
  /// `props.render({ value: format(x) })`.
  static func callees(in expression: String) -> [String] {
    var callees: [String] = []
    var name = ""
    for character in expression {
      if character.isLetter || character.isNumber || character == "_" || character == "$" || character == "." {
        name.append(character)
      } else {
        if character == "(", !name.isEmpty, name.first?.isNumber == false { callees.append(name) }
        name = ""
      }
    }
    return callees
  }

  /// An element and its descendants, in document order: descendants follow their ancestor, up to the first
  /// element that is not one.
  public func subtree(of root: Int) -> [Int] {
    var inside: Set<Int> = [root]
    var found = [root]
    var next = root + 1
    while next < facts.elements.count, let parent = facts.elements[next].parent, inside.contains(parent) {
      inside.insert(next)
      found.append(next)
      next += 1
    }
    return found
  }

  /// The row a toggle sits in (starting from where it renders, `renderParent`): the nearest enclosing pressable,
  /// when it carries the action (`onPress`), does not only put the keyboard away, is not made inaccessible
  /// (`accessible={false}`), and has a name of its own (a label, or text rendered inside it beside the toggle); or
  /// a list row component (`isListItem`). nil for anything else.
  public func controlRow(of index: Int) -> Int? {
    guard toggleKind(of: index) != nil else { return nil }
    var current = renderParent(of: index)
    while let ancestor = current {
      let row = facts.elements[ancestor]
      if case .pressable = identities[ancestor], !onlyPutsKeyboardAway(ancestor, handlers: ["onPress"]) {
        guard let action = prop("onPress", of: row).attribute, boolean("accessible", of: row, default: true) != false,
          carriesName(ancestor, besides: index), !hasOtherAction(index, than: action)
        else { return nil }
        return ancestor
      }
      if isListItem(ancestor) { return ancestor }
      current = row.parent
    }
    return nil
  }

  /// Whether a toggle is given an action of its own that is clearly not its row's (`onChange={this.toggleTodo}`
  /// inside a row whose `onPress={this.openNote}`): the row does something else, so it is no row that toggles it.
  /// The same action is the same source, a handler that is or calls the other one (`onPress={() => setOn(!on)}`
  /// beside `onValueChange={setOn}`), or two written in place that call something in common; what cannot be told
  /// counts as the same.
  func hasOtherAction(_ toggle: Int, than rowAction: AttributeFact) -> Bool {
    let element = facts.elements[toggle]
    guard let row = actionNames(rowAction.value, scope: element.scope) else {
      return false
    }
    return ["onValueChange", "onChange", "onPress", "onToggle"].contains { name in
      guard let own = element.attributes.last(where: { $0.name == name }), own.valueSource != rowAction.valueSource,
        let mine = actionNames(own.value, scope: element.scope)
      else { return false }
      if let reference = mine.reference, row.calls.contains(reference) { return false }
      if let reference = row.reference, mine.calls.contains(reference) { return false }
      if mine.reference != nil && row.reference != nil { return true }
      return mine.calls.isDisjoint(with: row.calls)
    }
  }

  /// What a handler names: the function it refers to (`setOn`, `this.toggle`), and what it calls, one call of a
  /// function of the file deep; nil when it is neither a reference nor a function the file holds.
  private func actionNames(_ value: ValueFact, scope: Int?) -> (reference: [String]?, calls: Set<[String]>)? {
    var reference: [String]?
    switch value {
    case .identifier(let name): reference = [name]
    case .member(let path): reference = path
    default: break
    }
    guard let function = function(for: value, scope: scope) else {
      return reference.map { ($0, []) }
    }
    var calls = Set(function.calls)
    for called in functions(calledBy: function, scope: scope) { calls.formUnion(called.calls) }
    // A callee with no name (`actions[key]()`, `api.get(a).then(…)`) is no call two handlers can share.
    return (reference, calls.filter { $0.first != FunctionFact.unnamedCallee })
  }

  /// A component of the app or a library the file cannot see into, given an action and a title, that renders the
  /// toggle through one of its props (`<List.Item title="Sounds" onPress={toggle} right={() => <Switch />} />`): a
  /// pressable list row as far as can be told. Whether it carries the role is out of sight, so only NO_FORM_LABEL
  /// steps aside for it.
  func isListItem(_ index: Int) -> Bool {
    let element = facts.elements[index]
    guard identities[index] == .unknown, !element.tag.isEmpty, prop("onPress", of: element).attribute != nil else {
      return false
    }
    return ["title", "label", "text"].contains { name in
      switch prop(name, of: element) {
      case .value(let value, _): return !value.isBlank
      case .unknown: return true
      case .absent: return false
      }
    }
  }

  /// A label on an element that groups others (a row, an accessible view), or text (static or an expression) in
  /// an element inside it that is not part of `control`.
  func carriesName(_ row: Int, besides control: Int) -> Bool {
    for name in FileContext.labelProps {
      switch prop(name, of: facts.elements[row]) {
      case .unknown: return true
      case .value(let value, _) where !value.isBlank: return true
      default: continue
      }
    }
    func hasText(_ element: ElementFact) -> Bool {
      let shown = Self.shownText(element)
      return shown.words || !shown.values.isEmpty
    }
    if facts.elements[row].staticText.map({ !$0.allSatisfy(\.isWhitespace) }) == true { return true }
    let controls = Set(subtree(of: control))
    return subtree(of: row).dropFirst().contains { !controls.contains($0) && hasText(facts.elements[$0]) }
  }
}
