import Foundation

/// Configuration of an `ObservableTranslator`.
///
/// The defaults suit an app: the device's preferred languages, the default notification
/// center, English when nothing else resolves. Tests and previews substitute their own:
///
///     var options = ObservableTranslatorOptions()
///     options.followsDeviceLocale = true
///     options.preferredLanguages = { ["de-AT", "en"] }
public struct ObservableTranslatorOptions: Sendable {
  /// Whether the translator follows the device's preferred languages.
  ///
  /// When true, `start(locale:)` without a locale starts in the locale the loader's
  /// `LocaleResolver` picks for `preferredLanguages()`, and every
  /// `NSLocale.currentLocaleDidChangeNotification` resolves the languages again and switches
  /// to the answer. `setLocale(_:)` (an explicit choice) turns following off;
  /// `followDeviceLocale()` turns it back on.
  public var followsDeviceLocale: Bool
  /// The locale used when no preferred language resolves to a supported locale.
  public var fallbackLocale: String
  /// The user's preferred languages, most preferred first; `Locale.preferredLanguages` by
  /// default.
  public var preferredLanguages: @Sendable () -> [String]
  /// Where `NSLocale.currentLocaleDidChangeNotification` is observed; `.default` by default.
  ///
  /// Apple platforms post it when the user changes the language or region; Linux Foundation
  /// declares it but does not post it, so there a change is seen only when the app posts it.
  public var notificationCenter: NotificationCenter

  /// Creates options: not following the device, `en` as the fallback, the system's
  /// preferred languages and the default notification center.
  public init(followsDeviceLocale: Bool = false, fallbackLocale: String = "en") {
    self.followsDeviceLocale = followsDeviceLocale
    self.fallbackLocale = fallbackLocale
    self.preferredLanguages = { Locale.preferredLanguages }
    self.notificationCenter = .default
  }
}
