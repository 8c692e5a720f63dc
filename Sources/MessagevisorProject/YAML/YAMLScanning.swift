/// How the YAML reader reads the text of a quoted scalar.
///
/// Most of a project file's bytes sit in quoted translations. `runs` copies each stretch
/// between two bytes that mean something in a quoted scalar (the closing quote, a backslash in
/// a double-quoted one, a line break) at once; `byteAtATime` looks at every byte, the way the
/// reader was first written. Both give the same tree, positions and errors on every input:
/// the `byteAtATime` reader is kept as the reference that `YAMLScanningTests` and the
/// `FuzzYAML` target compare `runs` with.
package enum YAMLScanning: Sendable, Hashable, CaseIterable {
  /// Stretches of ordinary bytes copied at once (the default).
  case runs
  /// Every byte looked at in turn (the reference).
  case byteAtATime
}
