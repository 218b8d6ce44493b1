/// What a field asks for, and the keyboards that fit. One table, English first: add a language by adding words.
enum InputFormat: String, CaseIterable {
  case password
  case email
  case phone
  case url
  case oneTimeCode = "one-time code"
  case amount
  case number
  case date
  case search

  /// Words in a literal label or placeholder, checked in case order (so "phone number" is a phone, not a number).
  var words: [String] {
    switch self {
    case .password: ["password", "passcode", "passphrase"]
    case .email: ["email", "e-mail"]
    case .phone: ["phone", "telephone", "mobile number", "cell number"]
    case .url: ["website", "web site", "url", "homepage"]
    case .oneTimeCode:
      ["one-time code", "verification code", "otp", "pin code", "security code", "cvc", "cvv", "sms code"]
    case .amount: ["amount", "price", "quantity", "how many"]
    // Not "number" alone: an order, policy, reference or trial registry number ("NCT01234567") is often typed with
    // letters, and a keypad of digits would shut them out. A count is digits. So is a US ZIP code, where a postal
    // code or postcode may not be (a UK "SW1A 1AA", a Canadian "K1A 0B1").
    case .number: ["card number", "account number", "zip code", "number of"]
    case .date: ["date of birth", "birthday", "expiry date", "expiration date", "date (mm", "dd/mm", "mm/yy"]
    case .search: ["search"]
    }
  }

  /// `textContentType` (iOS) values that say the same.
  var contentTypes: [String] {
    switch self {
    case .password: ["password", "newPassword"]
    case .email: ["emailAddress"]
    case .phone: ["telephoneNumber"]
    case .url: ["URL"]
    case .oneTimeCode: ["oneTimeCode"]
    case .number: ["creditCardNumber"]
    case .amount, .date, .search: []
    }
  }

  /// `autoComplete` values that say the same.
  var autoCompletes: [String] {
    switch self {
    case .password: ["password", "new-password", "current-password"]
    case .email: ["email"]
    case .phone: ["tel", "tel-national", "tel-device"]
    case .url: ["url"]
    case .oneTimeCode: ["sms-otp", "one-time-code"]
    case .number: ["cc-number"]
    case .date: ["birthdate-full", "cc-exp"]
    case .amount, .search: []
    }
  }

  /// `keyboardType` values that fit; empty when the keyboard is not the point (a password).
  var keyboards: [String] {
    switch self {
    case .password: []
    case .email: ["email-address"]
    case .phone: ["phone-pad", "number-pad", "numeric"]
    case .url: ["url"]
    case .oneTimeCode, .number: ["number-pad", "numeric", "decimal-pad", "phone-pad"]
    case .amount: ["numeric", "decimal-pad", "number-pad"]
    case .date: ["numbers-and-punctuation", "number-pad", "numeric", "decimal-pad"]
    case .search: ["web-search"]
    }
  }

  /// `inputMode` values that fit.
  var inputModes: [String] {
    switch self {
    case .password: []
    case .email: ["email"]
    case .phone: ["tel", "numeric"]
    case .url: ["url"]
    case .oneTimeCode, .number, .date: ["numeric", "decimal"]
    case .amount: ["numeric", "decimal"]
    case .search: ["search"]
    }
  }

  /// The fix to suggest.
  var suggestion: String {
    switch self {
    case .password: "set `secureTextEntry`"
    case .email: "set `keyboardType=\"email-address\"`"
    case .phone: "set `keyboardType=\"phone-pad\"`"
    case .url: "set `keyboardType=\"url\"`"
    case .oneTimeCode, .number: "set `keyboardType=\"number-pad\"`"
    case .amount: "set `keyboardType=\"decimal-pad\"`"
    case .date: "set `keyboardType=\"numbers-and-punctuation\"` or use a date picker"
    case .search: "set `inputMode=\"search\"` or `returnKeyType=\"search\"`"
    }
  }

  /// Whether a text that asks for this format, typed on digits, also names something typed in letters (a key
  /// `namePhoneAddress`, "Name, phone or address"): the field takes several kinds of input, and a keypad of digits
  /// would shut out the others, so the default keyboard fits.
  func alsoTakesLetters(_ text: String) -> Bool {
    switch self {
    case .phone, .oneTimeCode, .amount, .number, .date: break
    case .password, .email, .url, .search: return false
    }
    let words = text.lowercased().split { !$0.isLetter }.map(String.init)
    return words.contains { Self.letterWords.contains($0) }
      || [InputFormat.email, .url].contains { format in format.words.contains { text.lowercased().includes($0) } }
  }

  /// Words of what is typed in letters.
  static let letterWords: Set<String> = ["name", "username", "handle", "address", "nickname"]

  static func fromWords(_ text: String) -> InputFormat? {
    let lowered = text.lowercased()
    return allCases.first { format in format.words.contains { lowered.includes($0) } }
  }
}
