#!/usr/bin/env bash
# The scale benchmark (`make bench-scale`): builds release, generates sets projects of the
# shape upstream benchmarks its JS CLI on (scripts/generate_scale_project.py, fixed seed) into
# .build/scale/<messages>/, and prints one table per size (scripts/bench_scale_report.py).
#
#   BENCH_SCALE_SIZES  messages per set, one table each (default "5000 50000 200000"; the
#                      first size is the base of the scaling rows)
#   BENCH_SCALE_SETS   sets per project (default 3; the timed commands use set dev)
#   BENCH_SCALE_CHECK=1  CI mode: one cold `test` of every set per size, failing on a
#                      non-zero exit or a wrong assertion count, never on time
#
# "cold" sets MESSAGEVISOR_NO_CACHE=1; "fill" is the first run with the persistent parse cache,
# started from an empty one (it writes the cache); "warm" is the run after it, nothing changed;
# "edit" follows a rewrite of one message file.
set -euo pipefail
cd "$(dirname "$0")/.."
SIZES=${BENCH_SCALE_SIZES:-"5000 50000 200000"}
SETS=${BENCH_SCALE_SETS:-3}
swift build -c release --product messagevisor-swift
BINARY=$(swift build -c release --show-bin-path)/messagevisor-swift
for size in $SIZES; do
  out=.build/scale/$size
  stamp="$out/.generated-$SETS"
  if [ ! -f "$stamp" ]; then
    rm -rf "$out"
    python3 scripts/generate_scale_project.py "$out" --messages="$size" --sets="$SETS"
    touch "$stamp"
  fi
done
if [ "${BENCH_SCALE_CHECK:-0}" = 1 ]; then
  # shellcheck disable=SC2086
  python3 scripts/bench_scale_report.py "$BINARY" $SIZES --check-only
else
  # shellcheck disable=SC2086
  python3 scripts/bench_scale_report.py "$BINARY" $SIZES
fi
