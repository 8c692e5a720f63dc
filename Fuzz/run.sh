#!/usr/bin/env bash
# Builds the libFuzzer targets (debug, fuzzer + address sanitizers) and runs each for
# FUZZ_SECONDS (default 60), starting from its committed seed corpus in Fuzz/corpus/<target>.
# New inputs go to $FUZZ_SCRATCH/corpus/<target>, never into the committed corpus; crashes,
# timeouts and memory blow-ups are written to fuzz-artifacts/<target>/ and fail the run.
# LeakSanitizer stays off: Swift keeps the case tag of an `indirect enum` (such as Condition) in
# the spare bits of the box pointer, so LSan cannot see that cached trees are reachable and
# reports false leaks. -rss_limit_mb and -malloc_limit_mb catch real growth instead.
#   FUZZ_TARGETS="FuzzICU FuzzYAML"  run only some targets
#   FUZZ_JOBS=1                      parallel jobs per target (libFuzzer -jobs/-workers)
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
SECONDS_EACH=${FUZZ_SECONDS:-60}
SCRATCH=${FUZZ_SCRATCH:-.build/fuzz}
TARGETS=${FUZZ_TARGETS:-FuzzICU FuzzYAML FuzzDatafile FuzzConditions FuzzFormatting}

build() {
  # ld.gold warns about every ASan helper symbol; show everything else.
  MESSAGEVISOR_FUZZ=1 "$SWIFT" build --scratch-path "$SCRATCH" \
    -Xswiftc -sanitize=fuzzer,address --product "$1" 2>&1 |
    { grep -v "Cannot export local symbol" || true; }
  test "${PIPESTATUS[0]}" -eq 0
}

failed=()
for target in $TARGETS; do
  echo "::: building $target"
  build "$target"
done
for target in $TARGETS; do
  echo "::: fuzzing $target for ${SECONDS_EACH}s"
  mkdir -p "$SCRATCH/corpus/$target" "fuzz-artifacts/$target"
  log="fuzz-artifacts/$target/last-run.log"
  status=0
  ASAN_OPTIONS=detect_leaks=0 "$SCRATCH/debug/$target" "$SCRATCH/corpus/$target" "Fuzz/corpus/$target" \
    -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=512 -detect_leaks=0 \
    -print_final_stats=1 \
    -artifact_prefix="fuzz-artifacts/$target/" >"$log" 2>&1 || status=$?
  grep -E "INITED|DONE|stat::number_of_executed_units|stat::peak_rss_mb" "$log" || true
  if [ "$status" -ne 0 ]; then
    tail -n 60 "$log"
    failed+=("$target")
  fi
done
if [ "${#failed[@]}" -gt 0 ]; then
  echo "error: fuzzing found problems in: ${failed[*]} (inputs in fuzz-artifacts/)" >&2
  exit 1
fi
echo "fuzzing passed: $TARGETS"
