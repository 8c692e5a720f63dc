/// One call as a compiled message sees it: the stored translation, the values and the locale,
/// with the full format payload built only when asked for.
///
/// The runtime lends it to `CompiledCallRenderer.render(_:)` for the length of one call (it
/// cannot be copied, so it cannot outlive the call: it points into the caller's frame and
/// retains nothing). For that reason it is package-only, not part of the SDK's public API.
///
/// A `MessagevisorFormatPayload` merges the effective presets and copies a dozen
/// reference-counted fields; a message rendered from its compiled plan needs none of them, so
/// `payload()` builds one on demand (for parts resolved only at call time, or to hand the call
/// to the module's hook).
///
/// `@usableFromInline` on the type keeps its `@inlinable` accessors inlined into the ICU module:
/// without it, the Swift 6.3 optimiser calls a `package` type's inlinable getters out of line
/// (measured: about 20 more instructions per compiled call).
@usableFromInline
package struct MessagevisorCompiledCall: ~Copyable {
  /// The call's input, lent by the calling frame.
  @usableFromInline let input: CallInput
  /// The call's snapshot and the instance, lent for the call (`BorrowedObject`).
  let lentCall: BorrowedObject<CallState>
  let lentOwner: BorrowedObject<Messagevisor>
  /// The position of the rendering module in `call.plan.formatters`.
  let formatter: Int

  /// The view of `input` rendered by formatter `formatter` of `call`'s plan for `owner`,
  /// both lent for the call.
  @inline(__always)
  init(input: CallInput, call: CallState, owner: Messagevisor, formatter: Int) {
    self.input = input
    lentCall = BorrowedObject(call)
    lentOwner = BorrowedObject(owner)
    self.formatter = formatter
  }

  /// The translation being formatted: the stored one the message was compiled from.
  @inlinable package var translation: String { input.translation.pointee }
  /// The message values.
  @inlinable package var values: MessagevisorValues { input.values.pointee }
  /// The value of argument `name`, if the call passed one.
  ///
  /// Reads the caller's values in place. A call passes few values and an argument name is
  /// short, so up to four values are compared key by key, which costs less than hashing.
  package func value(named name: String) -> MessagevisorValue? {
    let values = input.values
    guard values.pointee.count <= 4 else { return values.pointee[name] }
    return Self.scan(values, for: name)
  }

  /// The value of `name` among a few values, compared key by key.
  ///
  /// Kept out of line on purpose: inlined beside the hashed lookup, the optimizer retained
  /// and released the caller's dictionary storage around copying the found value (two
  /// atomic writes to the caller's dictionary per argument); on its own, the loop reads the
  /// storage in place.
  @inline(never)
  private static func scan(_ values: Borrowed<MessagevisorValues>, for name: String)
    -> MessagevisorValue?
  {
    for (key, value) in values.pointee where key == name {
      return value
    }
    return nil
  }

  /// The formatter of number preset `style` for this call (`{n, number, style}`; nil for a
  /// bare `{n, number}`, which has no options), prepared once per snapshot, and once per
  /// currency for calls that bring one; nil when the call brings formats of its own, in
  /// another locale than the active one (`sharedFormats`), or when the ordinary path could
  /// report or throw with the preset.
  ///
  /// - Parameter builtin: The module's built-in options for `style`, used when no preset of
  ///   that name exists (asked only when the preset is prepared).
  package func numberPreset(named style: String?, builtin: () -> FormatOptions?)
    -> PreparedNumberPreset?
  {
    guard let formats = sharedFormats else { return nil }
    let engine = formattingEngine
    let lentOwner = lentOwner
    // A style is never empty (the parser reads `{n, number, }` as bare), so "" keys the bare one.
    guard let currency = input.options.pointee.currency else {
      return lentCall.with { call in
        call.presets.number(style ?? "") {
          PreparedNumberPreset(
            options: style.map { formats.number?[$0] ?? builtin() ?? [:] } ?? [:],
            currency: call.currency, locale: call.locale, engine: engine)
        }
      }
    }
    return lentCall.with { call in
      call.presets.number(style ?? "", currency: currency) {
        let injection = lentOwner.with {
          $0.injection(callCurrency: currency, callTimeZone: nil, call: call)
        }
        let preset = style.flatMap { formats.number?[$0] }.map(injection.currencyFilled)
        return PreparedNumberPreset(
          options: preset ?? builtin() ?? [:], currency: currency, locale: call.locale,
          engine: engine)
      }
    }
  }

  /// The format of date or time preset `style` for this call (`{d, date, style}`; nil for a
  /// bare `{d, date}`, which has no options), prepared once per snapshot, and once per time
  /// zone for calls that bring one; nil as for `numberPreset`.
  ///
  /// - Parameter builtin: The module's built-in options for `style`, used when no preset of
  ///   that name exists (asked only when the preset is prepared).
  package func datePreset(
    named style: String?, kind: DateFormatKind, builtin: () -> FormatOptions?
  ) -> PreparedDatePreset? {
    guard let formats = sharedFormats else { return nil }
    let engine = formattingEngine
    let lentOwner = lentOwner
    let family = kind == .date ? formats.date : formats.time
    // A style is never empty (the parser reads `{d, date, }` as bare), so "" keys the bare one.
    guard let zone = input.options.pointee.timeZone else {
      // The owner is read only when the preset is prepared (its zone is a shared string).
      return lentCall.with { call in
        call.presets.date(style ?? "", kind: kind) {
          let options = style.map { family?[$0] ?? builtin() ?? [:] } ?? [:]
          let zone = call.timeZone ?? lentOwner.with { $0.family.hostTimeZone }
          return PreparedDatePreset.make(
            options: options, kind: kind, timeZone: zone, locale: call.locale, engine: engine)
        }
      }
    }
    return lentCall.with { call in
      call.presets.date(style ?? "", kind: kind, zone: zone) {
        let injection = lentOwner.with {
          $0.injection(callCurrency: nil, callTimeZone: zone, call: call)
        }
        let options =
          style.map { family?[$0].map(injection.zoneFilled) ?? builtin() ?? [:] } ?? [:]
        return PreparedDatePreset.make(
          options: options, kind: kind, timeZone: zone, locale: call.locale, engine: engine)
      }
    }
  }

  /// The format of a message's date skeleton (`{d, date, ::yMMMd}`) for this call, prepared
  /// once per snapshot and zone (the call's, else the snapshot's); nil when the ordinary path
  /// could report or throw with it. A skeleton depends on no preset, so any call can use it.
  package func dateSkeleton(_ skeleton: String) -> PreparedDatePreset? {
    let engine = formattingEngine
    let lentOwner = lentOwner
    let callZone = input.options.pointee.timeZone
    return lentCall.with { call in
      call.presets.skeleton(skeleton, zone: callZone) {
        let zone = callZone ?? call.timeZone ?? lentOwner.with { $0.family.hostTimeZone }
        return PreparedDatePreset.make(
          skeleton: skeleton, timeZone: zone, locale: call.locale, engine: engine)
      }
    }
  }

  /// The snapshot's effective presets when this call's are them but for the currency and
  /// time zone it may bring: the call brings no formats of its own (and a snapshot has
  /// presets only for the active locale).
  private var sharedFormats: FormatPresets? {
    guard input.options.pointee.formats == nil else { return nil }
    return lentCall.with { $0.formats }
  }

  /// The effective locale.
  package var locale: String { lentCall.with { $0.locale } }
  /// Options for modules, keyed by module name.
  @inlinable package var moduleOptions: [String: MessagevisorValue]? {
    input.options.pointee.moduleOptions
  }
  /// The instance's formatting engine.
  package var formattingEngine: FormattingEngineKind {
    lentOwner.with { $0.family.formattingEngine }
  }

  /// The rendering module's API (the one its `format` hook would receive).
  package var api: MessagevisorModuleApi { lentCall.with { $0.formatterApis[formatter] } }

  /// The payload the module's `format` hook would receive for this call.
  package func payload() -> MessagevisorFormatPayload {
    lentOwner.with { owner in lentCall.with { owner.formatPayload(input, call: $0) } }
  }
}
