import AmascanCore

/// INPUT_HAS_FOCUSABLE_LABEL (AMA 2.x; seeds/forms-labels-errors-keyboard.md "Grouping"): a visible react-native
/// `Text` (or a component of the project that renders one with its children, a design system's heading) whose
/// text equals an input's literal label (trimmed, case-insensitive, one trailing symbol ignored), or whose one
/// expression is the one that names an input (`{t('email')}` beside `accessibilityLabel={t('email')}`,
/// the input a react-native one or a wrapper's call site), or react-i18next's `<Trans i18nKey="email">` beside an
/// input named `t('email')`, in the same component, and that is not hidden from
/// assistive technology (`importantForAccessibility="no"` or `"no-hide-descendants"`, `accessibilityElementsHidden`,
/// `accessible={false}`, `aria-hidden`, on it or an ancestor), nor may be (one of those given a condition or a
/// variable: unknown): the screen reader reads the label twice. Reported on
/// the `Text`. And the call site of a wrapper that draws a prop as visible text beside its input
/// (`WrapperSummary.shownProps`) and gives it the same text as the input's name.
public struct InputHasFocusableLabelRule: Rule {
  public static let code = "INPUT_HAS_FOCUSABLE_LABEL"

  public init() {}

  public func check(_ file: FileContext) -> [Violation] {
    // Per component, what names its fields: literal labels by their text, and expressions (`t('email')`, a prop)
    // by their source.
    var labels: [Int: [String: String]] = [:]
    var expressions: [Int: [String: [(name: String, input: Int)]]] = [:]
    var violations: [Violation] = []
    for (index, element) in file.facts.elements.enumerated() {
      guard let scope = element.scope else { continue }
      if file.identities[index] == .nativeTextInput, let label = file.literalLabel(of: index) {
        labels[scope, default: [:]][LabelText.key(label.text)] = label.text
      }
      for (name, attribute) in Self.namingAttributes(of: index, in: file) where Self.isExpression(attribute) {
        expressions[scope, default: [:]][ErrorText.normalized(attribute.valueSource), default: []].append((name, index))
      }
      // A wrapper that draws a prop as visible text beside its input, given the same text as the input's name.
      if let wrapper = file.wrappers[index], let violation = shownTwice(index, wrapper: wrapper, in: file) {
        violations.append(violation)
      }
    }
    for (index, element) in file.facts.elements.enumerated() where file.identities[index] == .nativeText {
      guard let scope = element.scope, !file.isHiddenFromAccessibility(index), !file.isInvisible(index),
        !file.mayBeHiddenFromAccessibility(index)
      else { continue }
      let translated = Self.translationKey(of: element, in: file)
      let shown: String
      if let text = element.staticText, !text.isEmpty, let label = labels[scope]?[LabelText.key(text)] {
        shown = "the label \"\(label)\" that its input already carries"
      } else if element.staticText?.isEmpty ?? true, element.childExpressions.count == 1,
        let name = expressions[scope]?[ErrorText.normalized(element.childExpressions[0])]?.first(where: { input in
          Self.readsAlike(element.childExpressions[0], at: index, as: input.input, scope: scope, in: file)
        })?.name
      {
        shown = "`\(element.childExpressions[0])`, which an input beside it already carries as its `\(name)`"
      } else if let key = translated,
        let (source, name) = expressions[scope]?.sorted(by: { $0.key < $1.key }).first(where: {
          Self.translates($0.key, key: key)
        }).flatMap({ entry in entry.value.last.map { (entry.key, $0.name) } })
      {
        shown = "the translation of \"\(key)\", which an input beside it already carries as its `\(name)` (`\(source)`)"
      } else {
        continue
      }
      let subject = element.tagName
      violations.append(
        Violation(
          range: element.range,
          message:
            "This `\(subject)` shows \(shown), so the screen reader reads it twice. Hide "
            + "it with `importantForAccessibility=\"no\"` and `accessibilityElementsHidden`"))
    }
    return violations.sorted { $0.range.start < $1.range.start }
  }

  /// Whether an expression written at two elements of a component reads the same name there: a text's `{label}`
  /// may read the prop while the input's `label` is a helper's own.
  private static func readsAlike(_ source: String, at text: Int, as input: Int, scope: Int, in file: FileContext)
    -> Bool
  {
    let head = String(source.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" })
    guard !head.isEmpty else { return true }
    let facts = file.facts
    return Locals(of: facts.elements[text], scope: scope, in: facts).readsAlike(
      head, as: Locals(of: facts.elements[input], scope: scope, in: facts))
  }

  /// The literal key react-i18next's `<Trans i18nKey="…">` shows the translation of.
  private static func translationKey(of element: ElementFact, in file: FileContext) -> String? {
    guard file.identityResolver.importFact(for: element.tag)?.module == "react-i18next",
      case .value(.string(let key), _) = file.prop("i18nKey", of: element), !key.isEmpty
    else { return nil }
    return key
  }

  /// Whether an expression (whitespace removed) translates a key: a call of `t` (`t`, `i18n.t`, `I18n.t`) with that
  /// key as its one argument.
  static func translates(_ source: String, key: String) -> Bool {
    guard let open = source.firstIndex(of: "("), source.hasSuffix(")"),
      source[..<open].split(separator: ".").last == "t"
    else { return false }
    let argument = source[source.index(after: open)..<source.index(before: source.endIndex)]
    return ["'", "\"", "`"].contains { quote in argument == quote + key.filter { !$0.isWhitespace } + quote }
  }

  /// The attributes that name a field: a react-native input's label props, or at a wrapper's call site the props
  /// it names its input from.
  private static func namingAttributes(of index: Int, in file: FileContext) -> [(String, AttributeFact)] {
    let element = file.facts.elements[index]
    var names: [String] = []
    if file.identities[index] == .nativeTextInput {
      names = file.labelProps(of: index)
    } else if let wrapper = file.wrappers[index] {
      names = wrapper.labelProps + (wrapper.passesThrough ? wrapper.namingProps : [])
    }
    return names.compactMap { name in file.prop(name, of: element).attribute.map { (name, $0) } }
  }

  /// A value that is an expression the file writes (`t('email')`, `label`), not a string.
  private static func isExpression(_ attribute: AttributeFact) -> Bool {
    switch attribute.value {
    case .identifier, .member, .call: true
    default: false
    }
  }

  /// The call site of a wrapper that shows one of its props as visible text and names its input from another,
  /// both given the same text: the screen reader meets the text, then the field saying it again.
  private func shownTwice(_ index: Int, wrapper: WrapperSummary, in file: FileContext) -> Violation? {
    guard !wrapper.shownProps.isEmpty else { return nil }
    let element = file.facts.elements[index]
    let naming = Self.namingAttributes(of: index, in: file)
    for shown in wrapper.shownProps {
      guard let attribute = file.prop(shown, of: element).attribute, !attribute.value.isBlank else { continue }
      for (name, label) in naming where name != shown {
        let same: Bool
        if case .string(let text) = attribute.value, case .string(let other) = label.value {
          same = LabelText.key(text) == LabelText.key(other)
        } else {
          same =
            Self.isExpression(attribute)
            && ErrorText.normalized(attribute.valueSource) == ErrorText.normalized(label.valueSource)
        }
        guard same else { continue }
        return Violation(
          range: element.range,
          message:
            "`\(element.tagName)` shows its `\(shown)` as text beside its input and gives its `\(name)` the same "
            + "text, so the screen reader reads it twice. Hide the shown text from assistive technology in "
            + "`\(wrapper.name)` (`importantForAccessibility=\"no\"`, `accessibilityElementsHidden`)",
          notes: [Finding.Note(message: "`\(wrapper.name)` is defined in \(wrapper.origin)")])
      }
    }
    return nil
  }

  public static let examples: [RuleExample] = [
    RuleExample(
      """
      import { Text, TextInput, View } from 'react-native';
      export const Email = () => (
        <View>
          ↓<Text>Email address:</Text>
          <TextInput accessibilityLabel="Email address" />
        </View>
      );
      """),
    RuleExample(
      """
      import { Text, TextInput, View } from 'react-native';
      export const Email = ({ t }) => (
        <View>
          ↓<Text>{t('signup.email')}</Text>
          <TextInput accessibilityLabel={t('signup.email')} />
        </View>
      );
      """),
    // Not triggering.
    RuleExample(
      """
      import { Text, TextInput, View } from 'react-native';
      export const Email = () => (
        <View>
          <Text importantForAccessibility="no" accessibilityElementsHidden>Email address</Text>
          <TextInput accessibilityLabel="Email address" keyboardType="email-address" autoComplete="email" />
        </View>
      );
      """),
    RuleExample(
      """
      import { Text, TextInput, View } from 'react-native';
      export const Email = () => (
        <View>
          <Text>Where should we send the receipt?</Text>
          <TextInput accessibilityLabel="Email address" />
        </View>
      );
      """),
  ]
}
