import Foundation
import Messagevisor

extension DatafileLoader {
  /// One sync: request, validate, cache, apply; publishes `syncing` then the outcome's state.
  func performSync(locale: String) async -> SyncOutcome {
    broadcaster.publish(.syncing)
    let outcome = await download(locale: locale)
    if case .failed(let failure) = outcome {
      reportFailure(failure, locale: locale)
      if applied[locale] == nil {
        applyOffline(locale: locale)
      }
    }
    broadcaster.publish(outcome.state)
    return outcome
  }

  private func download(locale: String) async -> SyncOutcome {
    let cached = cachedEntry(locale: locale, report: false)
    do throws(SyncFailure) {
      let url = try URLTemplate.expand(options.urlTemplate, target: options.target, locale: locale)
      switch try await fetcher.fetch(url, etag: cached?.etag) {
      case .notModified:
        return try confirm(cached, locale: locale)
      case .body(let data, let etag):
        let datafile = try DatafileCheck.validate(data, locale: locale, target: options.target)
        store(data, etag: etag, locale: locale)
        apply(datafile)
        report(.debug, .remoteSynced, "Datafile downloaded and applied", locale, datafile)
        return .updated(revision: datafile.revision)
      }
    } catch {
      return .failed(error)
    }
  }

  /// Handles `304`: the cached datafile is current; applied if this loader has not yet.
  private func confirm(_ cached: CachedDatafile?, locale: String) throws(SyncFailure)
    -> SyncOutcome
  {
    guard let cached else { throw .httpStatus(304) }
    if applied[locale] != cached.datafile.revision {
      apply(cached.datafile)
    }
    report(.debug, .remoteNotModified, "Cached datafile is current", locale, cached.datafile)
    return .notModified(revision: cached.datafile.revision)
  }

  /// Writes a validated download to the cache; a failure is reported, not fatal.
  private func store(_ data: Data, etag: String?, locale: String) {
    guard let cache else { return }
    do {
      try cache.write(data, etag: etag, locale: locale)
    } catch {
      diagnostics.report(
        .warn, .remoteCacheWriteFailed, "Could not write the datafile cache",
        details: [
          "locale": locale, "path": cache.datafileURL(locale: locale).path,
          "reason": error.localizedDescription,
        ])
    }
  }

  /// Applies the cached datafile of `locale`, else the bundled one.
  @discardableResult
  func applyOffline(locale: String) -> StartupSource {
    if let cached = cachedEntry(locale: locale, report: true) {
      apply(cached.datafile)
      return .cache(revision: cached.datafile.revision)
    }
    if let bundled = bundledDatafile(locale: locale) {
      apply(bundled)
      return .bundled(revision: bundled.revision)
    }
    return .none
  }

  /// The valid cached datafile of `locale`; an invalid one is ignored (reported if `report`).
  private func cachedEntry(locale: String, report: Bool) -> CachedDatafile? {
    guard let cache else { return nil }
    switch cache.read(locale: locale) {
    case .missing:
      return nil
    case .valid(let datafile, let etag):
      return CachedDatafile(datafile: datafile, etag: etag)
    case .invalid(let reason):
      if report {
        diagnostics.report(
          .warn, .remoteCacheInvalid, "Ignored an invalid cached datafile",
          details: [
            "locale": locale, "path": cache.datafileURL(locale: locale).path, "reason": reason,
          ])
      }
      return nil
    }
  }

  private func bundledDatafile(locale: String) -> DatafileContent? {
    guard let bundled = options.bundled[locale] else { return nil }
    do {
      let data = try bundled.load()
      return try DatafileCheck.validate(data, locale: locale, target: options.target)
    } catch {
      diagnostics.report(
        .error, .remoteBundledInvalid, "Ignored an invalid bundled datafile",
        details: ["locale": locale, "reason": String(describing: error)])
      return nil
    }
  }

  private func reportFailure(_ failure: SyncFailure, locale: String) {
    let invalid: Bool
    switch failure {
    case .invalidDatafile, .unexpectedDatafile: invalid = true
    default: invalid = false
    }
    diagnostics.report(
      invalid ? .error : .warn,
      invalid ? .remoteInvalidDatafile : .remoteSyncFailed,
      invalid ? "Downloaded datafile rejected" : "Datafile sync failed",
      details: ["locale": locale, "reason": failure.description])
  }

  private func report(
    _ level: MessagevisorLogLevel,
    _ code: MessagevisorDiagnosticCode,
    _ message: String,
    _ locale: String,
    _ datafile: DatafileContent
  ) {
    diagnostics.report(
      level, code, message, details: ["locale": locale, "revision": datafile.revision])
  }
}

/// A valid cached datafile and the ETag stored beside it.
struct CachedDatafile: Sendable {
  let datafile: DatafileContent
  let etag: String?
}
