/// A datafile built outside the locks, and what the store must still hold to take it.
struct DatafileSwap {
  /// The built datafile.
  let data: LocaleData
  /// The datafile it was merged from (nil: none was stored).
  let replacing: LocaleData?
  /// The module plan it was compiled for.
  let plan: ModulePlan
}
