import AmascanCore
import Foundation
import Testing

@testable import AmascanKit

/// A file whose stamp has not changed is known by the key it had when last read; anything that may hide a change
/// has it read again.
@Suite struct FileStampsTests {
  let later = FileStamps.now() + 5_000_000_000

  func folder() throws -> (root: URL, file: String, cache: String) {
    let root = try TestSupport.temporaryDirectory()
    let file = root.appendingPathComponent("Field.tsx").path
    try TestSupport.write("export const a = 1;\n", to: URL(fileURLWithPath: file))
    return (root, file, root.appendingPathComponent("cache").path)
  }

  /// Records a key for the file under its stamp now, as a scan that started `started` would, and saves.
  func remember(_ file: String, _ key: FactsCache.Key, in cache: String, started: Int64) throws {
    let stamps = FileStamps(directory: cache, started: started)
    let stamp = try FileReader.readStamped(file).stamp
    stamps.record(stamp, key: key)
    #expect(stamps.save() == nil)
  }

  let key = FactsCache.Key(hash: 42, length: 20, dialect: FactsCache.family(of: .tsx))

  @Test func anUnchangedFileIsKnownWithoutBeingRead() throws {
    let (root, file, cache) = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    // The key is not the file's: what comes back is what was stored, so the file was not read.
    try remember(file, key, in: cache, started: later)
    #expect(FileStamps(directory: cache).key(of: file, dialect: .tsx, limit: .max) == key)
    // Another grammar family, or a limit the file is over, has it read.
    #expect(FileStamps(directory: cache).key(of: file, dialect: .javascript, limit: .max) == nil)
    #expect(FileStamps(directory: cache).key(of: file, dialect: .tsx, limit: 10) == nil)
    // A file written since, even to the same length, has another stamp.
    try TestSupport.write("export const b = 2;\n", to: URL(fileURLWithPath: file))
    #expect(FileStamps(directory: cache).key(of: file, dialect: .tsx, limit: .max) == nil)
  }

  @Test func aStampTooRecentForTheScanThatTookItIsNotTrusted() throws {
    let (root, file, cache) = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    // Written less than a second before the scan started: a second write in the same clock tick would keep it.
    try remember(file, key, in: cache, started: FileStamps.now())
    #expect(FileStamps(directory: cache).key(of: file, dialect: .tsx, limit: .max) == nil)
  }

  @Test func damagedOrForeignStampsAreIgnored() throws {
    let (root, file, cache) = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    try remember(file, key, in: cache, started: later)
    let path = cache + "/" + FileStamps.fileName
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    for damaged in [bytes.dropLast(), bytes + [0], Data("AMASCAN\u{2}".utf8) + bytes.dropFirst(8).map { $0 ^ 1 }] {
      try Data(damaged).write(to: URL(fileURLWithPath: path))
      #expect(FileStamps(directory: cache).key(of: file, dialect: .tsx, limit: .max) == nil)
    }
  }

  /// Nothing changed, nothing written; a scan of part of the project keeps the stamps it did not use.
  @Test func stampsAreWrittenOnlyWhenTheyChange() throws {
    let (root, file, cache) = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    try remember(file, key, in: cache, started: later)
    let path = cache + "/" + FileStamps.fileName
    let written = try Data(contentsOf: URL(fileURLWithPath: path))
    let again = FileStamps(directory: cache, started: later + 1)
    #expect(again.key(of: file, dialect: .tsx, limit: .max) == key)
    #expect(again.save() == nil)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == written)
    // A scan that used none of them drops them, unless it keeps what it did not use.
    #expect(FileStamps(directory: cache, keepsUnused: true, started: later + 2).save() == nil)
    #expect(FileStamps(directory: cache).key(of: file, dialect: .tsx, limit: .max) == key)
    #expect(FileStamps(directory: cache, started: later + 3).save() == nil)
    #expect(FileStamps(directory: cache).key(of: file, dialect: .tsx, limit: .max) == nil)
  }

  /// A scan with a cache takes an unchanged file's content from its stamp: here the stamp is made to stand for
  /// the content the file held before, and the scan reports that content's findings, not the file's.
  @Test func aScanTrustsASettledStamp() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("Field.tsx")
    let cache = root.appendingPathComponent(".amascan-cache").path
    func scan() -> [String] {
      var options = ScanOptions(paths: ["."], workingDirectory: root.path)
      options.cacheDirectory = cache
      return Scanner.scan(options).findings.map { "\($0.rule) \($0.range.start.line):\($0.range.start.column)" }
    }
    let unlabelled = "import { TextInput } from 'react-native';\nexport const F = () => <TextInput />;\n"
    try TestSupport.write(unlabelled, to: file)
    #expect(scan() == ["NO_FORM_LABEL 2:24"])
    let before = FactsCache.key(Array(unlabelled.utf8), dialect: .tsx)
    try TestSupport.write(
      "import { TextInput } from 'react-native';\nexport const F = () => <TextInput accessibilityLabel=\"Name\" />;\n",
      to: file)
    try FileManager.default.removeItem(atPath: cache + "/" + ResultCache.fileName)
    try remember(file.path, before, in: cache, started: later)
    #expect(scan() == ["NO_FORM_LABEL 2:24"])
    // Once the stamp no longer matches, the file is read.
    try TestSupport.write(
      "import { TextInput } from 'react-native';\nexport const F = () => <TextInput accessibilityLabel=\"Names\" />;\n",
      to: file)
    #expect(scan() == [])
  }
}

/// The stored outcome keeps the files it never parsed as a bit per file.
@Suite struct ResultCacheBitsTests {
  @Test func theFilesNeverParsedComeBackAsStored() {
    for count in [0, 1, 7, 8, 9, 12_906] {
      let items = Array(stride(from: 0, to: count, by: 3)) + (count > 1 ? [count - 1] : [])
      let unique = Array(Set(items)).sorted()
      #expect(ResultCache.items(of: ResultCache.bits(of: unique, count: count), count: count) == unique, "\(count)")
    }
  }

  @Test func aSetOfAnotherSizeOrNoneIsNotRead() {
    let stored = ResultCache.bits(of: [0, 5], count: 9)
    #expect(ResultCache.items(of: stored, count: 17) == nil)
    #expect(ResultCache.items(of: "not base 64!", count: 9) == nil)
    // A bit past the last file of the scan.
    #expect(ResultCache.items(of: ResultCache.bits(of: [15], count: 16), count: 9) == nil)
  }
}
