import AmascanCore
import AmascanRules

/// Which files the scan parses when the prefilter is on. A file is parsed at once when its words show it may
/// render a form field amascan knows (or a component `amascan.json` maps), a pressable together with a prop
/// that hides it, or an `amascan-disable` comment. The others wait: after each round the parsed files are
/// linked, and a waiting file is parsed when it names a component that renders a form field (directly or
/// through others) or imports a whole module, a default export or a re-export from a file that exports one.
/// Rounds stop when nothing new is parsed. A file never parsed can hold no finding and can lead no other
/// file to one, so the findings are those of parsing everything.
struct ScanPlan {
  private let formFields: WordQuery
  private let pressables: WordQuery
  /// The words of each hiding prop but `accessible` (`aria` and `hidden` for `aria-hidden`).
  private let hiding: [[UInt32]]
  private static let accessible = LexicalFacts.hash("accessible")
  private static let amascan = LexicalFacts.hash("amascan")

  init(configurations: [Configuration]) {
    var formFields = KnownWords.formFields
    formFields.insert("amascan")
    for configuration in configurations {
      for name in configuration.components.keys { formFields.insert(KnownWords.lastWord(name)) }
    }
    self.formFields = WordQuery(words: formFields)
    pressables = WordQuery(words: KnownWords.pressables)
    hiding = FileContext.hidingProps.filter { $0 != "accessible" }.map { prop in
      prop.split(separator: "-").map { LexicalFacts.hash(String($0)) }
    }
  }

  /// Whether a file must be parsed whatever other files hold. `accessible` hides only the element carrying
  /// it, so a file whose every `accessible` sits on a react-native element that is not a pressable (a
  /// decorative `<Image accessible={false} />`) hides no pressable with it. A `.ts` file holds no JSX, so no
  /// element and no finding of its own: only a suppression comment (reported whatever the findings) needs its
  /// tree at once; what it exports reaches other files through the planning rounds.
  func mustParse(_ lexical: LexicalFacts, bytes: [UInt8], dialect: SourceDialect) -> Bool {
    if dialect == .typescript { return lexical.contains(Self.amascan) }
    if lexical.containsAny(formFields) { return true }
    guard lexical.containsAny(pressables) else { return false }
    if hiding.contains(where: { $0.allSatisfy(lexical.contains) }) { return true }
    return lexical.contains(Self.accessible)
      && !LexicalFacts.accessibleOnlyOnOtherElements(bytes, pressables: KnownWords.pressables)
  }

  /// The waiting files (indices into `waiting`) the parsed ones make relevant, looked for on `jobs` threads
  /// (each with a copy of the resolver, whose findings are merged back). A file is reached when it takes a whole
  /// module, a default export or a re-export from a file that exports a component rendering a form field (the
  /// module route), or when it names such a component and imports from such a file or from a file the module
  /// route reaches in this round (the name route: a component used from another file comes through an import;
  /// a barrel the module route reaches is parsed now, so its importers need not wait a round). A module is
  /// resolved only when its name can lead to one of those files (`ModuleResolver.Reach`).
  static func reached(
    by index: ProjectIndex, waiting: [(path: String, lexical: LexicalFacts)], resolver: inout ModuleResolver,
    jobs: Int
  ) -> [Int] {
    let reach = index.formFieldReach(jobs: jobs)
    let names = WordQuery(words: reach.names)
    let files = Set(reach.files.map { index.entries[$0].absolutePath })
    // Each pass hands its resolver copies back, merged, to the next.
    func pass(_ targets: Set<String>, _ test: @escaping @Sendable (LexicalFacts, (String) -> Bool) -> Bool) -> [Int] {
      let modules = ModuleResolver.Reach(files: targets)
      let outcomes = Chunks.map(count: waiting.count, jobs: jobs, minimum: 256, state: resolver) { position, resolver in
        let file = waiting[position]
        return test(file.lexical) { module in
          modules.mayResolve(module) && resolver.resolve(module, from: file.path).map(targets.contains) == true
        }
      }
      var found: [Int] = []
      var position = 0
      for outcome in outcomes {
        for hit in outcome.results {
          if hit { found.append(position) }
          position += 1
        }
        resolver.absorb(outcome.state)
      }
      return found
    }
    let byModule = pass(files) { lexical, leads in lexical.modules.contains(where: leads) }
    let taken = Set(byModule)
    let targets = files.union(byModule.map { waiting[$0].path })
    let byName = pass(targets) { lexical, leads in
      lexical.containsAny(names)
        && (lexical.namedModules.contains(where: leads) || lexical.modules.contains(where: leads))
    }
    return byModule + byName.filter { !taken.contains($0) }
  }
}
