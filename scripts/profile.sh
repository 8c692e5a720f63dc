#!/usr/bin/env bash
# make profile: instruction counts per call under callgrind (stable where wall-clock timings
# are not), for each bench message: our translate, the raw dictionary floor and the result floor
# (making a fresh String of the result and dropping the previous one) measured in the same
# process, and ICU4C's MessageFormat::format for the same message, with the same input cycle
# as make bench. Writes $OUT/instructions.jsonl (read by bench_report.py, which make
# bench's report includes) and prints the table. Installs valgrind and libicu-dev when
# missing. PROFILE_N iterations per timed batch (default 2000).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/bench_messages.sh
. scripts/bench_messages.sh
N=${PROFILE_N:-2000}
# Swift seeds its hash function per process; fixed hashing keeps probe lengths, and so the
# instruction counts, identical from run to run.
export SWIFT_DETERMINISTIC_HASHING=1
OUT=.build/profile

if ! command -v valgrind >/dev/null || ! pkg-config --exists icu-i18n 2>/dev/null; then
  echo "installing valgrind and libicu-dev"
  (apt-get update -qq && apt-get install -y -qq valgrind libicu-dev pkg-config) >/dev/null
fi
swift build -c release --product messagevisor-swift >/dev/null
BIN=.build/release/messagevisor-swift
mkdir -p "$OUT"
g++ -O2 -g -std=c++17 Benchmarks/icu4c_bench.cpp -o "$OUT/icu4c_bench" \
  $(pkg-config --cflags --libs icu-i18n icu-uc)

per_call() {
  python3 scripts/callgrind_per_call.py "$1" "$2" | python3 -c \
    'import json,sys; print(json.dumps(json.load(sys.stdin)["instructionsPerCall"]))'
}

: >"$OUT/instructions.jsonl"
for key in $BENCH_MESSAGES; do
  cycle=$(bench_value_cycle "$key")
  valgrind --tool=callgrind --callgrind-out-file="$OUT/$key.callgrind" "$BIN" benchmark \
    --projectDirectoryPath=projects/example --builder=native --target=swift --locale=en-US \
    --message=$key --valueCycle="$cycle" --context="$BENCH_CONTEXT" -n "$N" >/dev/null 2>&1
  ours=$(per_call "$OUT/$key.callgrind" 'Messagevisor.*translate_6values7options')
  floor=$(per_call "$OUT/$key.callgrind" 'BenchmarkRunnerV6lookup')
  result=$(per_call "$OUT/$key.callgrind" 'ResultFloorV7replace')
  icu=null
  if bench_has_icu4c "$key"; then
    # shellcheck disable=SC2046 # the cycle is a list of words
    valgrind --tool=callgrind --callgrind-out-file="$OUT/$key.icu4c.callgrind" \
      "$OUT/icu4c_bench" "$N" "$key" $(bench_cycle "$key") >/dev/null 2>&1
    icu=$(per_call "$OUT/$key.icu4c.callgrind" \
      'MessageFormat::format\(icu_[0-9]+::UnicodeString const\*, icu_[0-9]+::Formattable const\*')
  fi
  printf '{"name":"%s","n":%s,"ours":%s,"floor":%s,"icu4c":%s,"result":%s}\n' \
    "$key" "$N" "$ours" "$floor" "$icu" "$result" >>"$OUT/instructions.jsonl"
done
python3 scripts/bench_report.py --instructions "$OUT"
echo "callgrind files in $OUT (callgrind_annotate, or scripts/callgrind_per_call.py FILE PATTERN --callees)"
