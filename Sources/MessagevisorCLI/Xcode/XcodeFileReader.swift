import Foundation
import MessagevisorProject

/// Reads any Apple localization file `import` accepts, chosen by its extension.
enum XcodeFileReader {
  /// The strings of the file or `.xcloc` folder at `path`; `language` is the language of a
  /// `.strings` file when its folder is not `xx.lproj`.
  static func read(path: String, language: String?) throws -> AppleStrings {
    let name = (path as NSString).lastPathComponent
    let ext = (path as NSString).pathExtension.lowercased()
    switch ext {
    case "xcstrings":
      return try StringCatalogReader.read(NamedFile.read(path), file: name)
    case "strings", "stringsdict":
      return try StringsFileReader.read(path: path, language: language)
    case "xliff", "xlf":
      return try XLIFFReader.read(NamedFile.read(path), file: name)
    case "xcloc":
      return try XclocReader.read(path: path)
    default:
      throw CLIError.badData(
        "\(name): unknown file type; import reads .xcstrings, .strings, .stringsdict, .xliff "
          + "and .xcloc")
    }
  }
}
