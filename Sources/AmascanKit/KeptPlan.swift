import AmascanCore
import Foundation

/// The files the last whole-project scan parsed (`plan-v1.bin` beside the facts cache): a guess, never an answer.
/// A warm scan reads the facts of these files with the others, and links them on another thread while the planner
/// works out which files it really parses; the link is used only when the planner parsed exactly these files, so
/// findings and warnings never depend on what the last scan did (`Scanner`). Scans that report test files parse
/// more (their fields), so they keep a plan of their own (`plan-tests-v1.bin`): a project scanned both ways in turn
/// does not trade one plan for the other on every scan.
enum KeptPlan {
  static let fileName = "plan-v1.bin"
  static let testsFileName = "plan-tests-v1.bin"

  /// The file kept for scans that report test files, or for those that do not.
  static func fileName(reportingTests: Bool) -> String { reportingTests ? testsFileName : fileName }

  /// The absolute paths stored, when a scan of this very build stored them. Entries end with a NUL, the one byte no
  /// path holds.
  static func load(directory: String, reportingTests: Bool) -> Set<String>? {
    guard let bytes = FileReader.contents(directory + "/" + fileName(reportingTests: reportingTests)) else {
      return nil
    }
    let entries = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    guard entries.first == FactsCache.writer, entries.last == "" else { return nil }
    return Set(entries.dropFirst().dropLast())
  }

  /// Stores the files a scan parsed; an error message naming the file when it cannot.
  static func save(_ paths: [String], directory: String, reportingTests: Bool) -> String? {
    var bytes: [UInt8] = []
    for entry in [FactsCache.writer] + paths.sorted() { bytes += Array(entry.utf8) + [0] }
    let name = fileName(reportingTests: reportingTests)
    return FactsCacheDefaults.write(bytes, named: name, in: directory, saying: "cannot write \(name)")
  }
}
