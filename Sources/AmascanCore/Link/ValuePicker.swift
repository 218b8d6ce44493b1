/// A pressable that picks a value for a form field: pressing it opens something that sets the value (a sheet, a
/// modal, a date picker), and all it shows is that value, or a placeholder while there is none (`{species || 'Select
/// a species'}`). A screen reader meets "Oak, button", not which field it is, so it needs a name of its own.
///
/// Read from one component's facts: the press only sets one of the component's own states to true (`() =>
/// setSheetOpen(true)`: the picker opens later, the press sets no value); an element of the same component is
/// shown while that state holds (`{sheetOpen && <Sheet>}`, `visible={sheetOpen}`), and it or an element inside it
/// is given a function that takes what was picked and gives it to a setter (`confirm={(picked) =>
/// setSpecies(picked)}`); every expression the pressable shows is that setter's value (`species`), alone or with a
/// fallback (`species || …`, `species ?? …`), and it shows no literal text and gives nothing a title or label.
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
    var children: [Int: [Int]]?
    for (index, element) in elements.enumerated()
    where file.identities[index].isPressable || (projectTags && file.isProjectTag(index)) {
      guard let scope = element.scope,
        let onPress = element.attributes.first(where: { $0.name == "onPress" }),
        let state = openedState(onPress.valueSource), file.facts.scopes[scope].holdsState(state)
      else { continue }
      if children == nil {
        var found: [Int: [Int]] = [:]
        for (child, fact) in elements.enumerated() {
          if let parent = fact.parent { found[parent, default: []].append(child) }
        }
        children = found
      }
      let inside = subtree(index, children ?? [:])
      // What the picker opened by this state gives to a setter.
      var values: Set<String> = []
      for (other, fact) in elements.enumerated() where fact.scope == scope && !inside.contains(other) {
        let opened =
          fact.guards.contains(state)
          || fact.attributes.contains { attribute in
            guard case .identifier(let name) = attribute.value else { return false }
            return name == state && attribute.name?.hasPrefix("on") == false
          }
        guard opened else { continue }
        for held in subtree(other, children ?? [:]) {
          for attribute in elements[held].attributes where attribute.name != nil {
            values.formUnion(committed(attribute.valueSource, besides: state))
          }
        }
      }
      guard !values.isEmpty else { continue }
      // What the pressable shows: only that value.
      var shown: [String] = []
      var value: String?
      var showsOnlyIt = true
      for held in inside {
        let fact = elements[held]
        if fact.hasTextChild
          || fact.attributes.contains(where: { ["title", "label", "text", "children"].contains($0.name ?? "") })
        {
          showsOnlyIt = false
          break
        }
        for expression in fact.childExpressions {
          guard let shownValue = Self.shownValue(expression), values.contains(shownValue),
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

  /// An element and every element inside it, in file order.
  static func subtree(_ root: Int, _ children: [Int: [Int]]) -> [Int] {
    var found: [Int] = []
    var stack = [root]
    while let next = stack.popLast() {
      found.append(next)
      stack.append(contentsOf: children[next] ?? [])
    }
    return found.sorted()
  }

  /// The state a press handler only sets to true (`() => setSheetOpen(true)`, `() => { setOpen(true); }`):
  /// `sheetOpen`, `open`.
  static func openedState(_ source: String) -> String? {
    var body = Substring(source.filter { !$0.isWhitespace })
    guard body.hasPrefix("()=>") else { return nil }
    body = body.dropFirst(4)
    if body.hasPrefix("{"), body.hasSuffix("}") { body = body.dropFirst().dropLast() }
    if body.hasSuffix(";") { body = body.dropLast() }
    guard body.hasPrefix("set"), body.hasSuffix("(true)") else { return nil }
    let name = body.dropFirst(3).dropLast(6)
    guard let first = name.first, first.isUppercase, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return nil }
    return first.lowercased() + name.dropFirst()
  }

  /// The values a function given to a picker sets from what it is given (`(picked) => setSpecies(picked)`,
  /// `date => setBirthday(format(date))`): `species`, `birthday`. Not the state that opened it, and nothing for a
  /// function that takes nothing (a close button's).
  static func committed(_ source: String, besides state: String) -> Set<String> {
    let compact = source.filter { !$0.isWhitespace }
    guard let arrow = compact.range(of: "=>") else { return [] }
    let parameters = compact[..<arrow.lowerBound]
    guard !parameters.isEmpty, parameters != "()",
      parameters.allSatisfy({ $0.isLetter || $0.isNumber || "_$(),:".contains($0) })
    else { return [] }
    var found: Set<String> = []
    var rest = compact[arrow.upperBound...]
    while let call = rest.range(of: "set") {
      let name = rest[call.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      let after = rest[call.upperBound...].dropFirst(name.count)
      let before = call.lowerBound == rest.startIndex ? nil : rest[rest.index(before: call.lowerBound)]
      if let first = name.first, first.isUppercase, after.hasPrefix("("), !after.hasPrefix("(false)"),
        !after.hasPrefix("(true)"), before.map({ !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) ?? true
      {
        let value = first.lowercased() + name.dropFirst()
        if value != state { found.insert(value) }
      }
      rest = rest[call.upperBound...]
    }
    return found
  }

  /// The value an expression shows when it is a plain name alone or with a fallback (`species`, `species ||
  /// 'None'`, `species ?? placeholder`).
  static func shownValue(_ expression: String) -> String? {
    let compact = expression.filter { !$0.isWhitespace }
    let head = compact.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
    guard let first = head.first, !first.isNumber else { return nil }
    let rest = compact.dropFirst(head.count)
    guard rest.isEmpty || rest.hasPrefix("||") || rest.hasPrefix("??") else { return nil }
    return String(head)
  }
}
