import Testing

@testable import AmascanCore

/// Which expressions name an error, for NO_FORM_ERROR: whole words of identifiers split at case changes and
/// punctuation. ASCII text without an error word's stem is answered without splitting it. Words of an operation
/// (`upload`, `load`) make an error that operation's.
@Suite struct ErrorWordsTests {
  @Test(arguments: [
    ("error", true), ("errors.email", true), ("emailInvalid", true), ("form.validation", true), ("ERR", true),
    ("fieldWarning", true), ("this.state.warnings[0]", true), ("validationError", true), ("e_rr", false),
    ("preferredName", false), ("terror", false), ("isValid", false), ("", false), ("t('name')", false),
    ("ошибкаError", true), ("ошибка", false), ("Ünvalid", false),
    // The failure of an operation on something else is no error of what was typed.
    ("uploadFileError", false), ("PdfLoadError", false), ("fetchError", false), ("loadingErrors", false),
    ("downloadedName", false),
    // Word by word of each identifier: the error of a field about downloads is that field's.
    ("uploadError || nameError", true), ("errors.downloadFolder", true),
  ])
  func namesAnError(_ expression: String, _ expected: Bool) {
    #expect(ErrorText.namesAnError(expression) == expected)
  }
}

/// Signs of a refusal written in the source (`'❌'`): quoted, alone, in emoji or text presentation. A check mark, a
/// dash, a word or a sign beside other text is none.
@Suite struct ErrorSignTests {
  @Test(arguments: [
    ("'❌'", true), ("\"✗\"", true), ("`⚠️`", true), ("'❌️'", true), ("'⚠︎'", true), ("'✖︎'", true), ("' ⛔ '", true),
    ("'✔'", false), ("'–'", false), ("'❌ wrong'", false), ("❌", false), ("''", false), ("'x'", false),
  ])
  func isErrorSign(_ part: String, _ expected: Bool) {
    #expect(ErrorText.isErrorSign(Substring(part)) == expected)
  }
}

/// Source compared loosely (a heading showing `{item?.label}` beside `label={item.label}`): no optional chaining,
/// no white space, read byte by byte for ASCII and by characters beyond it.
@Suite struct LooseSourceTests {
  @Test(arguments: [
    ("item?.label", "item.label"), ("t( 'a b' )", "t('ab')"), ("a ?. b", "a.b"), ("a? .b", "a?.b"), ("a??.b", "a?.b"),
    ("x\r\n\t.y", "x.y"), ("ваш ?.ярлык", "ваш.ярлык"), ("ваш? .ярлык", "ваш?.ярлык"),
    ("ваш?.ярлык\u{00A0}", "ваш.ярлык"), ("", ""),
  ])
  func normalized(_ source: String, _ expected: String) {
    #expect(ErrorText.normalized(source) == expected)
  }

  @Test(arguments: [
    ("accessibilityLabel", "label", true), ("LABEL", "label", true), ("subtitle", "title", true),
    ("lab", "label", false), ("placeholder", "label", false), ("", "title", false),
  ])
  func holds(_ name: String, _ word: String, _ expected: Bool) {
    let found = word == "label" ? ProjectIndex.holds("label", inName: name) : ProjectIndex.holds("title", inName: name)
    #expect(found == expected)
  }
}

/// The byte-level splitters linking runs on ASCII text give what the character-level ones give, and hand text
/// beyond ASCII to them.
@Suite struct ASCIIWordsTests {
  static let sources = [
    "uploadFileError", "errors.email", "this.state.warnings[0]", "PdfLoadError", "ERR", "a1B2c", "", "x",
    "t('name.label') + \"a.b\" + props.label", "item?.label", "a ?. b", "cond ? a.b : c", "'open", "a.\r\nb",
    "$refs._inner.value", "isValid && !hasError", "HTTPError", "error2Text", "'a' 'b' c.d", "a.'x'b", "a@b`c[d{e",
  ]

  @Test(arguments: sources)
  func words(_ source: String) {
    #expect(ASCIIWords.words(source) == ErrorText.wordsByCharacter(source))
  }

  @Test(arguments: sources)
  func tokens(_ source: String) {
    let bytes = ASCIIWords.tokens(of: source)
    let characters = ProjectIndex.tokensByCharacter(of: source)
    #expect(bytes?.map(\.name) == characters.map(\.name))
    #expect(bytes?.map(\.afterDot) == characters.map(\.afterDot))
  }

  @Test(
    arguments: sources + [
      "a?.b", "a??.b", "a?", "a??", "a?b", "a.", ".a", "a.1b", "_a.$b?", "a?.b?.c", "a .b", "a.?b", "1a", "?",
    ])
  func references(_ source: String) {
    #expect(ErrorText.isReference(source) == ErrorText.isReferenceByCharacter(source), "\(source)")
  }

  @Test func examples() {
    #expect(ASCIIWords.words("uploadFileError") == ["upload", "file", "error"])
    #expect(ASCIIWords.words("HTTPError") == ["httperror"])
    #expect(ASCIIWords.words("ошибкаError") == nil)
    #expect(ErrorText.words("ошибкаError") == ["ошибка", "error"])
    #expect(ASCIIWords.tokens(of: "t('a.b') + props.label")?.map(\.name) == ["t", "props", "label"])
    #expect(ASCIIWords.tokens(of: "props.label")?.map(\.afterDot) == [false, true])
    #expect(ASCIIWords.tokens(of: "ярлык.label") == nil)
    #expect(ProjectIndex.tokens(of: "ярлык.label").map(\.name) == ["ярлык", "label"])
  }
}
