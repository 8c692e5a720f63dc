import Foundation
import MessagevisorProject

/// `import`: brings an Xcode String Catalog, `.strings`/`.stringsdict`, XLIFF or `.xcloc`
/// into a project, with generated tests that prove the conversion.
struct ImportCommand: Command {
  let name = "import"
  let summary = "Import an Xcode String Catalog, .strings, XLIFF or .xcloc (dry run by default)"
  let usage = [
    "import FILE [--projectDirectoryPath=PATH] [--apply] [--language=LANG]"
  ]

  func run(_ options: ImportOptions, console: Console) async throws(CLIError) -> ExitCode {
    let root = SourceSelector.directory(options.projectDirectoryPath, console: console)
    let path = NamedFile.standardized(options.file, console: console)
    let plan: ImportPlan
    var created = false
    do {
      let strings = try XcodeFileReader.read(path: path, language: options.language)
      if !FileManager.default.fileExists(atPath: root) {
        guard options.apply else {
          throw CLIError.badData(
            "project folder \(root) does not exist (import --apply creates it)")
        }
        do {
          try FileSystemCalls.makeFolders(root)
        } catch {
          throw CLIError.cannotWrite("cannot create \(root)")
        }
        created = true
      }
      let config: ProjectConfig
      do {
        config = try ProjectConfig.load(root: root)
      } catch {
        throw ProjectFailure.cliError(error, root: root)
      }
      var planner = XcodeImportPlanner(strings: strings, root: root, config: config)
      do {
        plan = try planner.plan()
      } catch {
        throw CLIError.badData(error.description)
      }
    } catch {
      // Nothing is left behind: a project folder this run created is still empty.
      if created { rmdir(root) }
      switch error {
      case let error as XcodeImportError: throw .badData(error.description)
      case let error as CLIError: throw error
      default: throw .internalError(String(describing: error))
      }
    }
    for warning in plan.warnings { console.printError("warning: " + warning) }
    for file in plan.changes {
      console.print((options.apply ? "" : "would ") + file.change.rawValue + " " + file.path)
    }
    let creations = plan.files.filter { $0.change == .create }.count
    let updated = plan.files.filter { $0.change == .update }.count
    let unchanged = plan.files.count - creations - updated
    console.print(
      "\(creations) to create, \(updated) to update, \(unchanged) unchanged"
        + (options.apply || plan.changes.isEmpty ? "" : " (dry run: pass --apply to write)"))
    if options.apply {
      for file in plan.changes {
        try NamedFile.write(file.contents, to: root + "/" + file.path)
      }
    }
    return .success
  }
}
