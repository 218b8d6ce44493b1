import Foundation

/// A visible label that marks its field required with an asterisk (`Email *`, `{label}{required && ' *'}`), read
/// by NO_FORM_LABEL_ENDING_WITH_ASTERISK and by linking, which summarizes the components that draw one
/// (`AsteriskLabel`) so that where another file renders such a component beside a text field, that element is
/// the label.
public enum RequiredMark {
  /// The words before the asterisk when a text ending reads as a field's label ending in one: a single `*`
  /// after at most six words with no digit, and not a legend that says "required" itself (not `**`, a price
  /// `$42.00*`, `PIN: ****`, "Required fields are marked *"). Empty when nothing but the asterisk is known.
  public static func labelWords(_ ending: String) -> String? {
    let trimmed = ending.trimmingCharacters(in: .whitespacesAndNewlines)
    guard trimmed.hasSuffix("*") else { return nil }
    let words = trimmed.dropLast().trimmingCharacters(in: .whitespaces)
    guard !words.hasSuffix("*"), !words.contains(where: \.isNumber),
      words.split(separator: " ").count <= 6, !words.lowercased().contains("requir")
    else { return nil }
    return words
  }

  /// The static endings a child expression may show: a string's, a template's tail, either branch of a
  /// conditional, the right of `&&` (`{required && ' *'}`).
  public static func shownEndings(of value: ValueFact) -> [String] {
    switch value {
    case .logical("&&", _, let shown): shownEndings(of: shown)
    case .logical(_, let left, let right): shownEndings(of: left) + shownEndings(of: right)
    case .conditional(let yes, let no): shownEndings(of: yes) + shownEndings(of: no)
    default: value.knownSuffixes
    }
  }

  /// The words before the asterisk of a `Text` whose text ends in one as a label does, if it does.
  public static func labelWords(of element: ElementFact) -> String? {
    element.textEnd.flatMap { shownEndings(of: $0).lazy.compactMap(labelWords).first }
  }

  /// The words before the asterisk of a `Text` that ends as a label does and that screen readers reach on its own:
  /// not hidden from them, drawn, and not named or grouped (`isNamedOrGrouped`).
  public static func reachedLabelWords(_ index: Int, in file: FileContext) -> String? {
    guard let words = labelWords(of: file.facts.elements[index]), !file.isHiddenFromAccessibility(index),
      !file.isInvisible(index), !isNamedOrGrouped(index, in: file)
    else { return nil }
    return words
  }

  /// Whether screen readers never reach the `Text` on its own: it, or an element around it, has a name of its
  /// own, or an element around it is accessible (a group read as one) or pressable.
  public static func isNamedOrGrouped(_ index: Int, in file: FileContext) -> Bool {
    var current: Int? = index
    while let element = current {
      let fact = file.facts.elements[element]
      let named = FileContext.labelProps.contains { name in
        if case .absent = file.prop(name, of: fact) { return false }
        return true
      }
      if named || (element != index && (file.identities[element].isPressable || isAccessible(fact, in: file))) {
        return true
      }
      current = fact.parent
    }
    return false
  }

  private static func isAccessible(_ element: ElementFact, in file: FileContext) -> Bool {
    switch file.prop("accessible", of: element) {
    case .absent: false
    case .value(let value, _): !value.isFalsy
    case .unknown: true
    }
  }

  /// The conditions over its component's props the asterisk shows under (`RenderCondition`, read as a wrapper's
  /// are): its guards, and the left of `&&` in its text (`{required && ' *'}`). A condition that cannot be read
  /// is left out: it hides the asterisk at no place.
  public static func conditions(of index: Int, in file: FileContext, scope: Int) -> [RenderCondition] {
    let element = file.facts.elements[index]
    var sources = element.guards
    if case .logical("&&", .identifier(let name), _) = element.textEnd { sources.append(name) }
    let props = file.facts.scopes[scope].props ?? PropsPattern()
    let isClass = file.facts.scopes[scope].isClass
    return sources.compactMap { source in
      RenderCondition.parse(source) { path in props.prop(at: path, thisProps: isClass).map { .prop($0) } }
    }
  }

  /// Whether the conditions may all hold where `values` are given (a prop given no value takes its default, else
  /// is undefined); unknown values may.
  public static func mayShow(
    _ conditions: [RenderCondition], given values: (String) -> PropValue,
    defaults: [String: ValueFact]
  ) -> Bool {
    !conditions.contains { condition in
      condition.holds { prop in
        switch values(prop) {
        case .absent: defaults[prop] ?? .undefined
        case .unknown: nil
        case .value(let value, _): value
        }
      } == false
    }
  }
}

/// A component of the project that draws a label ending in an asterisk and no text field of its own
/// (`function Label({ label, optional }) { … {!optional && <Text>{' *'}</Text>} }`), as linking summarizes it
/// for the elements of other files that render it.
public struct AsteriskLabel: Sendable, Hashable {
  /// The component's name.
  public var name: String
  /// The words before the asterisk, when the source spells them.
  public var words: String
  /// The conditions over its props the asterisk shows under, and the defaults of those props.
  public var conditions: [RenderCondition]
  public var defaults: [String: ValueFact]
  /// Where the `Text` is written.
  public var path: String
  public var position: SourcePosition
  /// Where it is rendered inside a wrapper: the wrapper's call sites where the asterisk may show (set by linking
  /// per element that renders it; nil outside a wrapper).
  public var callSites: [ElementKey]?
  /// The same, as places to report (set when contexts are handed to the rules).
  public var sites: [Finding.Site]?

  public init(
    name: String, words: String, conditions: [RenderCondition], defaults: [String: ValueFact], path: String,
    position: SourcePosition
  ) {
    self.name = name
    self.words = words
    self.conditions = conditions
    self.defaults = defaults
    self.path = path
    self.position = position
  }
}
