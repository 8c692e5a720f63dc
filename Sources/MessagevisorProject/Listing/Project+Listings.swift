extension Project {
  /// The tests of `list --tests [--applyMatrix] --json [--keyPattern=K]` as ordered JSON, for
  /// output byte-identical to the JS CLI's (`JSONWriter`).
  package func testListing(applyMatrix: Bool = true, keyPattern: String? = nil)
    throws(ProjectError) -> JSONValue
  {
    .array(try TestLister(project: self).tests(applyMatrix: applyMatrix, keyPattern: keyPattern))
  }

  /// The segments of `list --segments --json` as ordered JSON.
  package func segmentListing() -> JSONValue {
    .array(segmentKeys.compactMap { segments[$0].map { JSONValue.object($0.listed) } })
  }

  /// The examples of `examples --json [--locale=L]` without `evaluatedTranslation`
  /// (docs/decisions.md D14), as ordered JSON.
  package func exampleListing(locale: String? = nil) throws(ProjectError) -> JSONValue {
    .object(try ExampleLister(project: self).examples(locale: locale))
  }

  /// The expanded tests as typed specs (the content of `testListing`).
  package func listTests(applyMatrix: Bool = true, keyPattern: String? = nil)
    throws(ProjectError) -> [ProjectTestSpec]
  {
    let listing = try testListing(applyMatrix: applyMatrix, keyPattern: keyPattern)
    return try Self.model([ProjectTestSpec].self, of: listing, what: "test list")
  }

  /// The segments as typed entries (the content of `segmentListing`).
  package func listSegments() throws(ProjectError) -> ProjectSegmentList {
    try Self.model(ProjectSegmentList.self, of: segmentListing(), what: "segment list")
  }

  /// The examples as typed entries (the content of `exampleListing`).
  package func examples(locale: String? = nil) throws(ProjectError) -> ProjectExamples {
    let listing = try exampleListing(locale: locale)
    return try Self.model(ProjectExamples.self, of: listing, what: "examples")
  }

  /// Decodes a listing into its model; a failure is a compiler bug, reported as unreadable.
  private static func model<T: Decodable>(_ type: T.Type, of listing: JSONValue, what: String)
    throws(ProjectError) -> T
  {
    do {
      return try JSONValueDecoder.decode(type, from: listing)
    } catch {
      throw .unreadable(path: "(\(what))", reason: String(describing: error))
    }
  }
}
