/// The events an instance emits.
public enum MessagevisorEventName: String, Sendable, CaseIterable {
  /// After every state change, following the specific event (`subscribe` listens to it).
  case change
  /// A diagnostic at error level or above; the state and its version do not change.
  case error
  /// A datafile was stored or merged.
  case datafileSet = "datafile_set"
  /// The active locale was set.
  case localeSet = "locale_set"
  /// The context was set or merged.
  case contextSet = "context_set"
  /// The currency was set.
  case currencySet = "currency_set"
  /// The time zone was set.
  case timeZoneSet = "timeZone_set"
}

/// The observable state of an instance at one version.
public struct MessagevisorSnapshot: Sendable, Equatable {
  /// Monotonically increasing per instance.
  public var version: Int
  /// The active locale.
  public var locale: String?
  /// The direction of the active locale's datafile.
  public var direction: String?
  /// The instance context.
  public var context: MessagevisorContext
  /// The instance currency.
  public var currency: String?
  /// The instance time zone.
  public var timeZone: String?
  /// Locales with a datafile, sorted.
  public var datafileLocales: [String]
  /// Datafile revisions by locale.
  public var datafileRevisionsByLocale: [String: String]

  /// Creates a snapshot.
  public init(
    version: Int,
    locale: String?,
    direction: String?,
    context: MessagevisorContext,
    currency: String?,
    timeZone: String?,
    datafileLocales: [String],
    datafileRevisionsByLocale: [String: String]
  ) {
    self.version = version
    self.locale = locale
    self.direction = direction
    self.context = context
    self.currency = currency
    self.timeZone = timeZone
    self.datafileLocales = datafileLocales
    self.datafileRevisionsByLocale = datafileRevisionsByLocale
  }
}

/// What an event says happened.
public indirect enum MessagevisorEventDetails: Sendable, Equatable {
  /// The datafile as stored (merged when it was), its locale, and the active locale after
  /// and before the call; `replaced` when it replaced the stored one.
  case datafileSet(
    datafile: DatafileContent,
    locale: String,
    activeLocale: String?,
    previousLocale: String?,
    replaced: Bool
  )
  /// The new active locale and the one before.
  case localeSet(locale: String, previousLocale: String?)
  /// The context after the call and before it; `replaced` when it was not merged.
  case contextSet(
    context: MessagevisorContext,
    previousContext: MessagevisorContext,
    replaced: Bool
  )
  /// The new currency and the one before.
  case currencySet(currency: String, previousCurrency: String?)
  /// The new time zone and the one before.
  case timeZoneSet(timeZone: String, previousTimeZone: String?)
  /// The diagnostic behind an `error` event.
  case error(diagnostic: MessagevisorDiagnostic)
  /// The details of a `change` event: the specific event's name and details.
  case change(source: MessagevisorEventName, details: MessagevisorEventDetails)
}

/// An event delivered to `on(_:_:)` listeners.
public struct MessagevisorEvent: Sendable, Equatable {
  /// The event name.
  public var type: MessagevisorEventName
  /// The instance version after the change.
  public var version: Int
  /// State after the change.
  public var snapshot: MessagevisorSnapshot
  /// State before the change.
  public var previousSnapshot: MessagevisorSnapshot
  /// What happened.
  public var details: MessagevisorEventDetails

  /// Creates an event.
  public init(
    type: MessagevisorEventName,
    version: Int,
    snapshot: MessagevisorSnapshot,
    previousSnapshot: MessagevisorSnapshot,
    details: MessagevisorEventDetails
  ) {
    self.type = type
    self.version = version
    self.snapshot = snapshot
    self.previousSnapshot = previousSnapshot
    self.details = details
  }
}
