import AmascanCore
import Foundation

/// The files the last whole-project scan parsed (`plan-v1.txt` beside the facts cache): a guess, never an answer.
/// A warm scan reads the facts of these files with the others, and links them on another thread while the planner
/// works out which files it really parses; the link is used only when the planner parsed exactly these files, so
/// findings and warnings never depend on what the last scan did (`Scanner`).
enum KeptPlan {
  static let fileName = "plan-v1.txt"

  /// The absolute paths stored, when a scan of this very build stored them.
  static func load(directory: String) -> Set<String>? {
    guard let bytes = FileReader.contents(directory + "/" + fileName) else { return nil }
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.first.map({ $0 == FactsCache.writer }) ?? false else { return nil }
    return Set(lines.dropFirst().filter { !$0.isEmpty }.map(String.init))
  }

  /// Stores the files a scan parsed; an error message when it cannot.
  static func save(_ paths: [String], directory: String) -> String? {
    let text = ([FactsCache.writer] + paths.sorted()).joined(separator: "\n") + "\n"
    do {
      try FactsCacheDefaults.prepare(directory)
      try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/" + fileName), options: .atomic)
      return nil
    } catch {
      return "cannot write the cache: \(error.localizedDescription)"
    }
  }
}
