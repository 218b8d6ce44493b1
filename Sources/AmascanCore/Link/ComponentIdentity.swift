/// What a JSX tag renders, as far as one file's imports and declarations show.
public enum ComponentIdentity: Sendable, Hashable {
  /// react-native's `TextInput`, or a component that is the same native input (gesture-handler's
  /// `TextInput`, bottom-sheet's `BottomSheetTextInput`, an animated or styled copy).
  case nativeTextInput
  /// react-native's `Text`.
  case nativeText
  /// `TextInput` from `@react-native-ama/forms`.
  case amaTextInput
  /// `TextInput` from react-native-paper: a wrapper whose `label` names the input from version 6 on.
  case paperTextInput
  /// A form control whose name cannot come from its children: react-native's `Switch`, a slider, a picker, a
  /// date picker, a checkbox or radio button of a common library. The payload is its usual name.
  case control(String)
  /// react-native's `Pressable`, `Touchable*` and `Button`.
  case pressable(String)
  /// A text input that cannot be edited: it displays text (a code, a log, a timer), it is no form field.
  case textDisplay
  /// Anything else: a local component, another library's, a global, or something unresolved.
  case unknown

  /// react-native-paper's module name.
  public static let paperModule = "react-native-paper"
  /// react-native's module name.
  public static let reactNativeModule = "react-native"

  /// react-native's `Pressable`, `Touchable*` or `Button`.
  public var isPressable: Bool {
    if case .pressable = self { return true }
    return false
  }

  /// A text input or a form control: what the form rules judge.
  public var isFormField: Bool {
    switch self {
    case .nativeTextInput, .amaTextInput, .paperTextInput, .control: true
    default: false
    }
  }
}

/// Which exports of which modules are components amascan knows.
enum KnownModules {
  static let exports: [String: [String: ComponentIdentity]] = [
    "react-native": [
      "TextInput": .nativeTextInput, "Text": .nativeText, "Switch": .control("Switch"),
      "Pressable": .pressable("Pressable"), "TouchableOpacity": .pressable("TouchableOpacity"),
      "TouchableHighlight": .pressable("TouchableHighlight"),
      "TouchableWithoutFeedback": .pressable("TouchableWithoutFeedback"),
      "TouchableNativeFeedback": .pressable("TouchableNativeFeedback"), "Button": .pressable("Button"),
    ],
    "@react-native-community/slider": ["default": .control("Slider"), "Slider": .control("Slider")],
    "@react-native-picker/picker": ["Picker": .control("Picker")],
    "@react-native-community/datetimepicker": ["default": .control("DateTimePicker")],
    "@react-native-community/checkbox": ["default": .control("CheckBox")],
    "expo-checkbox": ["default": .control("Checkbox"), "Checkbox": .control("Checkbox")],
    "react-native-bouncy-checkbox": ["default": .control("BouncyCheckbox")],
    // react-native-picker-select shows the selected item in a TouchableOpacity (iOS, Android without the native
    // style) or a native Picker: named only through the props it spreads on those (`FileContext.nestedLabelProps`).
    "react-native-picker-select": ["default": .control("RNPickerSelect")],
    // gesture-handler's TextInput and Switch wrap react-native's and pass every prop on.
    "react-native-gesture-handler": ["TextInput": .nativeTextInput, "Switch": .control("Switch")],
    // Mattermost's paste input spreads its props onto a native text input of its own, as react-native does.
    "@mattermost/react-native-paste-input": ["default": .nativeTextInput],
    // Masked inputs that render react-native's TextInput with every prop they are given.
    "react-native-text-input-mask": ["default": .nativeTextInput],
    // React Native Elements: `Input` draws `label` as a Text above the input and spreads the rest onto a
    // react-native TextInput (so `label` is no name, `accessibilityLabel` is); `SearchBar` spreads onto `Input`;
    // `Switch` spreads onto react-native's.
    "@rneui/base": KnownModules.elements, "@rneui/themed": KnownModules.elements,
    "react-native-elements": KnownModules.elements,
    "@gorhom/bottom-sheet": ["BottomSheetTextInput": .nativeTextInput],
    // tamagui's `Input` is react-native's TextInput styled, every prop passed on; its `Label htmlFor` only focuses
    // the input when pressed on a phone, and names nothing there. (`TextArea` is left out: multiline by default.)
    "tamagui": ["Input": .nativeTextInput], "@tamagui/input": ["Input": .nativeTextInput],
    "@react-native-ama/forms": ["TextInput": .amaTextInput],
    // react-i18next's `Trans` renders its translation as text (a react-native `Text` in an app).
    "react-i18next": ["Trans": .nativeText],
    // react-native's `Text` that also takes its text from a reanimated value (`animatedProps={{ text }}`).
    "react-native-animateable-text": ["default": .nativeText],
    ComponentIdentity.paperModule: [
      "TextInput": .paperTextInput, "Checkbox": .control("Checkbox"), "RadioButton": .control("RadioButton"),
      "Switch": .control("Switch"), "TouchableRipple": .pressable("TouchableRipple"),
      // The platform drawings the two render, used on their own (`<RadioButton.Android>`): the same controls.
      "RadioButton.Android": .control("RadioButton"), "RadioButton.IOS": .control("RadioButton"),
      "Checkbox.Android": .control("Checkbox"), "Checkbox.IOS": .control("Checkbox"),
    ],
  ]
  static let elements: [String: ComponentIdentity] = [
    "Input": .nativeTextInput, "SearchBar": .nativeTextInput, "Switch": .control("Switch"),
  ]
  /// `styled.X` renders react-native's X.
  static let reactNative = ComponentIdentity.reactNativeModule
}

/// Resolves tags against one file's imports and aliases.
public struct IdentityResolver: Sendable {
  private var imports: [String: ImportFact] = [:]
  private var aliases: [String: AliasFact.Target?] = [:]

  public init(facts: FileFacts) {
    for fact in facts.imports { imports[fact.localName] = fact }
    for alias in facts.aliases {
      if let existing = aliases[alias.localName], existing != alias.target {
        aliases[alias.localName] = .some(nil)  // declared twice, differently: unknown
      } else {
        aliases[alias.localName] = alias.target
      }
    }
  }

  /// The import a tag's first name comes from, for following it to another file.
  public func importFact(for tag: [String]) -> ImportFact? {
    tag.first.flatMap { imports[$0] }
  }

  /// What a local name is an alias of (`const Input = memo(Field)`), when it is a plain name.
  public func aliasedName(_ name: String) -> [String]? {
    if case .reference(let path)?? = aliases[name] { return path }
    return nil
  }

  public func identity(of element: ElementFact) -> ComponentIdentity {
    identity(of: element.tag, depth: 0)
  }

  /// What a tag (`["TextInput"]`, `["RN", "Switch"]`) names through this file's imports and aliases, when that
  /// is a component amascan knows.
  public func identity(ofTag tag: [String]) -> ComponentIdentity {
    identity(of: tag, depth: 0)
  }

  /// Whether a tag names a component known to draw no text: react-native's `View`, `Image`, `ImageBackground`
  /// and `ActivityIndicator` (animated ones too), an icon font's glyph (`react-native-vector-icons`,
  /// `@expo/vector-icons`: a symbol, no words, and any component imported under a name ending in `Icon`) or an SVG
  /// shape. A pressable holding only these has nothing to be named by.
  public func drawsNoText(_ tag: [String]) -> Bool {
    guard let head = tag.first, let fact = imports[head] else { return false }
    let module = fact.module
    if module.hasPrefix("react-native-vector-icons") || module.hasPrefix("@expo/vector-icons")
      || module.hasPrefix("@react-native-vector-icons/")
    {
      return true
    }
    // A component imported under a name that says it is an icon (`CompassIcon`, `MaterialCommunityIcon`, made with
    // an icon font's `createIconSet` or drawing one): a glyph, no words.
    if tag.count == 1, head.hasSuffix("Icon"), head.first?.isUppercase == true { return true }
    // A component of a project's icon or SVG folder (`@assets/icons/Check`, `../svg/Tick`, `Icons.Check` from
    // `./icons`), or an SVG file imported as one (react-native-svg-transformer): a glyph, no words.
    if tag.count <= 2, Self.isIconModule(module) { return true }
    let name: String?
    switch (fact.imported, tag.count) {
    case (.named(let imported), 1): name = imported
    case (.defaultExport, 1) where module == "react-native-svg": name = "Svg"
    case (.namespace, 2), (.defaultExport, 2): name = tag[1]
    case (.named("Animated"), 2) where module == KnownModules.reactNative: name = tag[1]
    case (.defaultExport, 3) where module == KnownModules.reactNative && tag[1] == "Animated": name = tag[2]
    default: name = nil
    }
    guard let name else { return false }
    switch module {
    case "react-native-svg": return !["Text", "TSpan", "TextPath"].contains(name)
    case KnownModules.reactNative, "react-native-reanimated": return Self.textless.contains(name)
    default: return false
    }
  }

  private static let textless: Set<String> = ["View", "Image", "ImageBackground", "ActivityIndicator"]

  /// A module of icons: an SVG file, or a path with a folder or file named for icons or SVGs. A package's name
  /// does not count (`react-native-heroicons` is matched by its own name or not at all).
  static func isIconModule(_ module: String) -> Bool {
    if module.lowercased().hasSuffix(".svg") { return true }
    guard module.hasPrefix(".") || module.hasPrefix("@/") || module.hasPrefix("~/") || module.contains("/") else {
      return false
    }
    return module.split(separator: "/").dropFirst(module.hasPrefix(".") ? 0 : 1).contains { segment in
      iconSegments.contains(segment.lowercased())
    }
  }

  private static let iconSegments: Set<String> = ["icons", "icon", "svg", "svgs", "glyphs"]

  /// The component amascan knows that a module outside the project exports under a name, if any:
  /// `export { TextInput } from 'react-native'` in a file of the project.
  public static func known(_ name: String, of module: String) -> ComponentIdentity {
    KnownModules.exports[module]?[name] ?? .unknown
  }

  private func identity(of path: [String], depth: Int) -> ComponentIdentity {
    guard let head = path.first, depth < 16 else { return .unknown }
    if let fact = imports[head] {
      switch (fact.imported, path.count) {
      case (.named(let name), 1):
        return KnownModules.exports[fact.module]?[name] ?? .unknown
      case (.defaultExport, 1):
        return KnownModules.exports[fact.module]?["default"] ?? .unknown
      case (.namespace, 2), (.defaultExport, 2):
        return KnownModules.exports[fact.module]?[path[1]] ?? .unknown
      case (.named(let name), 2):
        // A member of a named export (`RadioButton.Android` of react-native-paper).
        return KnownModules.exports[fact.module]?[name + "." + path[1]] ?? .unknown
      default:
        return .unknown
      }
    }
    if let target = aliases[head] {
      switch target {
      case .reference(let base)?:
        return identity(of: base + path.dropFirst(), depth: depth + 1)
      case .styledNative(let name)? where path.count == 1:
        return KnownModules.exports[KnownModules.reactNative]?[name] ?? .unknown
      case .either(let first, let second)?:
        let one = identity(of: first + path.dropFirst(), depth: depth + 1)
        return one == identity(of: second + path.dropFirst(), depth: depth + 1) ? one : .unknown
      default:
        return .unknown
      }
    }
    return .unknown
  }
}

/// Words a file's text must contain for one of its elements to resolve to a component `KnownModules` lists
/// (the lexical prefilter's vocabulary): a named export's name appears in its import or member access. A default
/// export can be imported under any name, and the words of the path it is imported from are not the file's
/// (`LexicalFacts`): the modules with one are matched by module (`formFieldModules`), and `formFields` and
/// `pressables` hold no default export (a test checks it).
public enum KnownWords {
  /// For text inputs and form controls of react-native, which apps rename and alias in many ways.
  public static let formFields: Set<String> = words(\.isFormField, of: [KnownModules.reactNative])

  /// The other modules that export text inputs or form controls, with the names of those exports and whether
  /// the default export is one: a file renders one of them itself only when it imports the module and names the
  /// export, or imports its default (through another file's re-export or alias, the planner finds it).
  public static let formFieldModules: [String: (names: Set<String>, byDefault: Bool)] = KnownModules.exports
    .filter { $0.key != KnownModules.reactNative }
    .mapValues { exports in
      let fields = exports.filter { $0.value.isFormField }.keys
      // A member (`RadioButton.Android`) is found by its export's name, which the file names too.
      return (Set(fields.filter { $0 != "default" && !$0.contains(".") }), fields.contains("default"))
    }
    .filter { !$0.value.names.isEmpty || $0.value.byDefault }

  /// For the calls that make an alias of a component (`styled(TextInput)`).
  public static let aliasing: Set<String> = SourceWords.aliasingCallees

  /// For pressables (which matter only when something hides them).
  public static let pressables: Set<String> = words { identity in
    if case .pressable = identity { return true }
    return false
  }

  private static func words(_ matching: (ComponentIdentity) -> Bool, of modules: Set<String>? = nil) -> Set<String> {
    var words = Set<String>()
    for (module, exports) in KnownModules.exports where modules?.contains(module) ?? true {
      for (name, identity) in exports where matching(identity) && name != "default" { words.insert(name) }
    }
    return words
  }

  /// The last run of identifier characters in a name: `hidden` for `aria-hidden`.
  public static func lastWord(_ name: String) -> String {
    String(name.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "$") }).last ?? "")
  }
}
