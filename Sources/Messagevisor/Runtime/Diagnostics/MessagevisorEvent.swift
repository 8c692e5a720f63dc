/// The events an instance emits.
public enum MessagevisorEventName: String, Sendable, CaseIterable {
  case change
  case error
  case datafileSet = "datafile_set"
  case localeSet = "locale_set"
  case contextSet = "context_set"
  case currencySet = "currency_set"
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
  case datafileSet(
    datafile: DatafileContent,
    locale: String,
    activeLocale: String?,
    previousLocale: String?,
    replaced: Bool
  )
  case localeSet(locale: String, previousLocale: String?)
  case contextSet(
    context: MessagevisorContext,
    previousContext: MessagevisorContext,
    replaced: Bool
  )
  case currencySet(currency: String, previousCurrency: String?)
  case timeZoneSet(timeZone: String, previousTimeZone: String?)
  case error(diagnostic: MessagevisorDiagnostic)
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
