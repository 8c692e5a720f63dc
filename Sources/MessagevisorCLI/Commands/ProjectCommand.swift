import Foundation
import MessagevisorProject

/// `project`: the JSON commands compatible with `npx messagevisor`.
struct ProjectCommand: Command {
  let name = "project"
  let summary = "Print project JSON like `npx messagevisor` (list, build, examples)"
  let usage = [
    "project list --tests --applyMatrix --json [--keyPattern=REGEX]",
    "project list --segments --json",
    "project build --json --target=TARGET --locale=LOCALE",
    "project examples --json [--locale=LOCALE]",
  ]

  func run(_ options: ProjectCommandOptions, console: Console) async throws(CLIError)
    -> ExitCode
  {
    let directory = SourceSelector.directory(options.projectDirectoryPath, console: console)
    let cache = CacheSettings.cache(environment: console.environment, noCache: options.noCache)
    if options.action == .list, options.set == nil, let sets = try Self.sets(directory) {
      console.write(
        try listEverySet(options, sets: sets, directory: directory, cache: cache, console: console))
      return .success
    }
    let source = try NativeProjectSource(directory: directory, set: options.set, cache: cache)
    source.printWarnings(console)
    let text = try output(options, project: source.project, console: console)
    console.write(text)
    // The process ends with this command: the exit frees the project at once.
    ExitKeepAlive.keep(source)
    return .success
  }

  private func output(_ options: ProjectCommandOptions, project: Project, console: Console)
    throws(CLIError) -> String
  {
    do {
      switch options.action {
      case .list:
        return try list(options, project: project)
      case .build:
        let built = try project.buildDatafiles(
          target: options.target, locale: options.locale, revision: options.revision)
        for skip in built.skipped { console.printError(Self.warning(skip)) }
        return built.datafiles.map { $0 + "\n" }.joined()
      case .examples:
        return Self.text(try project.exampleListing(locale: options.locale))
      }
    } catch {
      throw ProjectFailure.cliError(error)
    }
  }

  /// Every set of a sets project, nil for a project without sets.
  private static func sets(_ directory: String) throws(CLIError) -> [String]? {
    do {
      return try Project.setNames(root: directory, requested: nil)
    } catch {
      throw ProjectFailure.cliError(error, root: directory)
    }
  }

  /// `list` without `--set` on a sets project (D23): one array holding every set's entries in
  /// set order, each entry with its `set`; each set is released before the next is loaded.
  private func listEverySet(
    _ options: ProjectCommandOptions,
    sets: [String],
    directory: String,
    cache: ParsedDocumentCache?,
    console: Console
  ) throws(CLIError) -> String {
    var entries: [JSONValue] = []
    for set in sets {
      let source = try NativeProjectSource(directory: directory, set: set, cache: cache)
      source.printWarnings(console)
      let listing: JSONValue
      do {
        listing = try self.listing(options, project: source.project)
      } catch {
        throw ProjectFailure.cliError(error)
      }
      entries += source.project.tagged(listing)
    }
    return Self.text(.array(entries))
  }

  private func list(_ options: ProjectCommandOptions, project: Project) throws(ProjectError)
    -> String
  {
    Self.text(try listing(options, project: project))
  }

  private func listing(_ options: ProjectCommandOptions, project: Project) throws(ProjectError)
    -> JSONValue
  {
    switch options.listing {
    case .tests:
      return try project.testListing(
        applyMatrix: options.applyMatrix, keyPattern: options.keyPattern?.text)
    case .segments:
      return project.segmentListing()
    }
  }

  /// One compact JSON document and a newline, as `npx messagevisor … --json` prints.
  static func text(_ listing: JSONValue) -> String {
    JSONWriter().string(listing) + "\n"
  }

  /// The standard-error line of a build that produced nothing.
  static func warning(_ skip: ProjectBuildOutput.Skip) -> String {
    switch skip {
    case .localeNotListed(let target, let locale):
      return "warning: target \"\(target)\" does not list locale \"\(locale)\"; nothing built"
    }
  }
}
