import AmascanCore

/// INPUT_FORMAT_MISMATCH (amascan; WCAG 1.3.5; seeds/forms-input-format.md "Input format must"): the field says
/// what it asks for (`textContentType`, `autoComplete`, or a label or placeholder naming an email, a phone number,
/// an amount, a code, a URL, a password, a search or a date: a string, `formatMessage`'s `defaultMessage`, or the
/// last segment of a translation key, `t('signup.email')`) but its keyboard does not fit (`keyboardType`,
/// `inputMode`, `secureTextEntry`). A field is a react-native input or the call site of a wrapper that passes the
/// keyboard on (with the wrapper's defaults). Computed props make it unknown: no finding; a text that names two
/// things ("name or email") asks for neither.
public struct InputFormatMismatchRule: Rule {
  public static let code = "INPUT_FORMAT_MISMATCH"

  public init() {}

  public func check(_ file: FileContext) -> [Violation] {
    var violations: [Violation] = []
    for (index, element) in file.facts.elements.enumerated() {
      // A react-native input, or the call site of a wrapper that passes the keyboard props on to its text input:
      // judged by the props its input gets (`inputProps`: the wrapper's defaults where the call site sets none).
      let isField =
        file.identities[index] == .nativeTextInput
        || (file.wrappers[index].map { wrapper in
          wrapper.rendersTextInput && wrapper.forwards("keyboardType") && wrapper.forwards("inputMode")
        } ?? false)
      // A library input given a web-style `type` (tamagui's `type="email"`, `"tel"`, `"password"`) picks its keyboard
      // and secure entry from it: not a value amascan reads, so nothing to judge.
      guard isField, !element.attributes.contains(where: { $0.name == "type" }) else { continue }
      let props = file.inputProps(of: index)
      // A field that may be read-only is judged for when it is not: its keyboard only matters then.
      guard props("editable").boolean(default: true) != false,
        let (format, because) = format(of: element, index: index, props: props, in: file)
      else { continue }
      guard let keyboard = props("keyboardType").literal, let inputMode = props("inputMode").literal else { continue }
      let fits: Bool
      if format == .password {
        guard let secure = props("secureTextEntry").boolean(default: false) else { continue }
        fits = secure
      } else if format == .search, case .value(.string("search"), _) = props("returnKeyType") {
        fits = true
      } else {
        fits = keyboard.map(format.keyboards.contains) == true || inputMode.map(format.inputModes.contains) == true
      }
      guard !fits else { continue }
      let current =
        format == .password
        ? "`secureTextEntry` is not set"
        : (keyboard.map { "`keyboardType` is \"\($0)\"" } ?? inputMode.map { "`inputMode` is \"\($0)\"" }
          ?? "the keyboard is the default")
      violations.append(
        Violation(
          range: element.range,
          message: "This field asks for \(article(format)) (\(because)) but \(current): \(format.suggestion)"))
    }
    return violations
  }

  private func article(_ format: InputFormat) -> String {
    switch format {
    case .password: "a password"
    case .email: "an email address"
    case .phone: "a phone number"
    case .url: "a web address"
    case .oneTimeCode: "a one-time code"
    case .amount: "an amount"
    case .number: "a number"
    case .date: "a date"
    case .search: "a search"
    }
  }

  /// What the field asks for, and what says so.
  private func format(of element: ElementFact, index: Int, props: (String) -> PropValue, in file: FileContext)
    -> (InputFormat, String)?
  {
    if case .value(.string(let type), _) = props("textContentType"),
      let format = InputFormat.allCases.first(where: { $0.contentTypes.contains(type) })
    {
      return (format, "`textContentType=\"\(type)\"`")
    }
    if case .value(.string(let value), _) = props("autoComplete"),
      let format = InputFormat.allCases.first(where: { $0.autoCompletes.contains(value) })
    {
      return (format, "`autoComplete=\"\(value)\"`")
    }
    // A label a wrapper shows beside its input without naming the input with it still says what the field is for.
    let labels = file.labelProps(of: index) + (file.wrappers[index]?.drawnLabels ?? [])
    for (names, what) in [(labels, "label"), (["placeholder"], "placeholder")] {
      for name in names {
        // A text that names two things ("name or email") asks for neither.
        guard case .value(let value, _) = file.prop(name, of: element), let said = Self.said(value),
          !said.words.lowercased().contains(" or "), let format = InputFormat.fromWords(said.words),
          !format.alsoTakesLetters(said.words)
        else { continue }
        return (format, "its \(what) \(said.shown)")
      }
    }
    return nil
  }

  /// The words a label says: a string; the English text of `formatMessage({ id, defaultMessage })`; or the words of
  /// the last segment of a translation key (`t('signup.email')`, `I18n.t('Email')`, `_('Email')`,
  /// `i18n.t(i18n.l.signup.email)`), or of the one before when the last is `placeholder` or `label` (`keyWords`).
  static func said(_ value: ValueFact) -> (words: String, shown: String)? {
    switch value {
    case .string(let text) where !text.allSatisfy(\.isWhitespace):
      return (text, "\"\(text)\"")
    case .call(let callee, let arguments):
      guard let last = callee.last, let first = arguments.first else { return nil }
      if last == "formatMessage", case .object(let properties) = first {
        for key in ["defaultMessage", "id"] {
          if case .string(let text)? = properties.last(where: { $0.key == key })?.value {
            return key == "id" ? keyWords(text) : (text, "\"\(text)\"")
          }
        }
        return nil
      }
      guard translators.contains(last) else { return nil }
      switch first {
      case .string(let key): return keyWords(key)
      // A key written as a path of three or more segments into a generated table of keys
      // (`i18n.t(i18n.l.profile.website)`), not a value's property (`t(item.name)`).
      case .member(let path) where path.count >= 3: return keyWords(path.joined(separator: "."))
      default: return nil
      }
    default:
      return nil
    }
  }

  /// The last segments of a key that name which text of a field it is, not what the field asks for.
  static let roleSegments: Set<String> = ["placeholder", "label"]

  /// Translation functions whose first argument is a key.
  static let translators: Set<String> = ["t", "translate", "_", "__", "i18n"]

  /// A translation key read as words: its last segment, split at `_`, `-` and case changes; the one before when the
  /// last says only which text of the field it is (`signup.email.placeholder`).
  static func keyWords(_ key: String) -> (words: String, shown: String)? {
    let segments = key.split(whereSeparator: { $0 == "." || $0 == ":" })
    guard var segment = segments.last else { return nil }
    if segments.count > 1, roleSegments.contains(segment.lowercased()) { segment = segments[segments.count - 2] }
    var words = ""
    var previous: Character?
    for character in segment {
      if character == "_" || character == "-" {
        words.append(" ")
      } else {
        if character.isUppercase, let previous, previous.isLowercase { words.append(" ") }
        words.append(character)
      }
      previous = character
    }
    return (words, "key \"\(key)\"")
  }

  public static let examples: [RuleExample] = [
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Email = () => ↓<TextInput accessibilityLabel="Email address" autoCapitalize="none" />;
      """),
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Pin = () => ↓<TextInput accessibilityLabel={t('pin')} textContentType="oneTimeCode" keyboardType="default" />;
      """),
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Password = () => ↓<TextInput accessibilityLabel="Password" autoComplete="password" />;
      """),
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Email = () => ↓<TextInput accessibilityLabel={t('signup.email')} />;
      """),
    // Not triggering.
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Phone = () => <TextInput accessibilityLabel="Phone number" keyboardType="phone-pad" />;
      """),
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Email = () => <TextInput accessibilityLabel={t('email')} keyboardType={keyboard} />;
      """),
    RuleExample(
      """
      import { TextInput } from 'react-native';
      export const Search = () => <TextInput accessibilityLabel="Search products" returnKeyType="search" />;
      """),
  ]
}
