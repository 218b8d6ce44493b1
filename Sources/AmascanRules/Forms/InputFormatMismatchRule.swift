import AmascanCore

/// INPUT_FORMAT_MISMATCH (amascan; WCAG 1.3.5; seeds/forms-input-format.md "Input format must"): the field says
/// what it asks for (`textContentType`, `autoComplete`, or a literal label or placeholder naming an email, a
/// phone number, an amount, a code, a URL, a password, a search or a date) but its keyboard does not fit
/// (`keyboardType`, `inputMode`, `secureTextEntry`). Computed props make it unknown: no finding.
public struct InputFormatMismatchRule: Rule {
  public static let code = "INPUT_FORMAT_MISMATCH"

  public init() {}

  public func check(_ file: FileContext) -> [Violation] {
    var violations: [Violation] = []
    for (index, element) in file.elements(.nativeTextInput) {
      guard file.boolean("editable", of: element, default: true) == true,
        let (format, because) = format(of: element, index: index, in: file)
      else { continue }
      guard let keyboard = file.literal("keyboardType", of: element),
        let inputMode = file.literal("inputMode", of: element)
      else { continue }
      let fits: Bool
      if format == .password {
        guard let secure = file.boolean("secureTextEntry", of: element, default: false) else { continue }
        fits = secure
      } else if format == .search, case .some(.some("search")) = file.literal("returnKeyType", of: element) {
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
  private func format(of element: ElementFact, index: Int, in file: FileContext) -> (InputFormat, String)? {
    if case .some(.some(let type)) = file.literal("textContentType", of: element),
      let format = InputFormat.allCases.first(where: { $0.contentTypes.contains(type) })
    {
      return (format, "`textContentType=\"\(type)\"`")
    }
    if case .some(.some(let value)) = file.literal("autoComplete", of: element),
      let format = InputFormat.allCases.first(where: { $0.autoCompletes.contains(value) })
    {
      return (format, "`autoComplete=\"\(value)\"`")
    }
    if let label = file.literalLabel(of: index), let format = InputFormat.fromWords(label.text) {
      return (format, "its label \"\(label.text)\"")
    }
    if case .some(.some(let placeholder)) = file.literal("placeholder", of: element),
      let format = InputFormat.fromWords(placeholder)
    {
      return (format, "its placeholder \"\(placeholder)\"")
    }
    return nil
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
