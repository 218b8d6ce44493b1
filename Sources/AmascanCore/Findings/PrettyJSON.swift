import Foundation

/// The JSON amascan prints: indented, keys sorted, slashes as they are, ending with a line break. Encoding plain
/// structs cannot fail; `empty` stands in should it.
public enum PrettyJSON {
  public static func text(_ value: some Encodable, empty: String = "{}") -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: (try? encoder.encode(value)) ?? Data(empty.utf8), as: UTF8.self) + "\n"
  }
}
