import Foundation

/// Reads an `.xcloc` bundle: the folder Xcode exports per language, whose
/// `Localized Contents/<lang>.xliff` holds the strings.
enum XclocReader {
  /// The strings of every XLIFF file under `Localized Contents`.
  static func read(path: String) throws -> AppleStrings {
    let name = (path as NSString).lastPathComponent
    let contents = path + "/Localized Contents"
    guard let listing = try? FileManager.default.contentsOfDirectory(atPath: contents) else {
      throw XcodeImportError.shape(file: name, key: nil, reason: "no Localized Contents folder")
    }
    let xliffs = listing.filter { $0.hasSuffix(".xliff") }.sorted()
    guard !xliffs.isEmpty else {
      throw XcodeImportError.shape(file: name, key: nil, reason: "no .xliff in Localized Contents")
    }
    var strings = AppleStrings(file: name, sourceLanguage: "", entries: [], shape: .xliff)
    for xliff in xliffs {
      let data = try NamedFile.read(contents + "/" + xliff)
      let elements = try XLIFFReader.parse(data, file: "\(name)/Localized Contents/\(xliff)")
      XLIFFReader.merge(elements, file: name, into: &strings)
    }
    return strings
  }
}
