#!/usr/bin/env bash
# make bench: release build, our per-message timings beside ICU4C's with allocations per call,
# the threaded benchmark, the 100k-key datafile load figures and the project-1 run time, all
# measured in this one run; then the instruction counts of make profile (callgrind), run here
# too unless BENCH_PROFILE=0 (the report then shows the last make profile's figures, if any).
#
# Allocations are counted by Benchmarks/alloc_counter.c, built here and preloaded
# (LD_PRELOAD) into our benchmark and the ICU4C harness alike: it counts every allocating
# C heap call per thread, and each harness reads its own thread's count around its timed loops.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/bench_messages.sh
. scripts/bench_messages.sh
N=${BENCH_N:-100000}
OUT=.build/bench

if ! pkg-config --exists icu-i18n 2>/dev/null; then
  echo "installing libicu-dev for the ICU4C harness"
  (apt-get update -qq && apt-get install -y -qq libicu-dev pkg-config) >/dev/null
fi
mkdir -p "$OUT"
rm -f "$OUT"/*.json "$OUT"/*.jsonl "$OUT/phases.txt"
# Seconds per phase, for the report's last line.
phase_start=$(date +%s.%N)
phase() {
  local now
  now=$(date +%s.%N)
  echo "$1 $phase_start $now" >>"$OUT/phases.txt"
  phase_start=$now
}
swift build -c release >/dev/null
BIN=.build/release/messagevisor-swift
gcc -O2 -shared -fPIC -Wall -Wextra -Werror Benchmarks/alloc_counter.c -o "$OUT/alloc_counter.so"
g++ -O2 -std=c++17 Benchmarks/icu4c_bench.cpp -o "$OUT/icu4c_bench" \
  $(pkg-config --cflags --libs icu-i18n icu-uc)
COUNTED="LD_PRELOAD=$PWD/$OUT/alloc_counter.so"
phase build

for key in $BENCH_MESSAGES; do
  if bench_has_icu4c "$key"; then
    # shellcheck disable=SC2046 # the cycle is a list of words
    env "$COUNTED" "$OUT/icu4c_bench" "$N" "$key" $(bench_cycle "$key") >>"$OUT/icu4c.jsonl"
  fi
  threads=()
  case " $BENCH_THREADED_MESSAGES " in
    *" $key "*) threads=(--threads="$BENCH_THREADS") ;;
  esac
  env "$COUNTED" $BIN benchmark --projectDirectoryPath=projects/example --builder=native \
    --target=swift --locale=en-US --message=$key --valueCycle="$(bench_value_cycle "$key")" \
    --context="$BENCH_CONTEXT" -n "$N" "${threads[@]}" --json >"$OUT/$key.json"
done
phase messages

python3 scripts/bench_datafile.py "$OUT/large.json" 100000
env "$COUNTED" $BIN benchmark --datafile="$OUT/large.json" --message=key.50000 --locale=en-US \
  -n "$N" --json >"$OUT/large-result.json"
phase datafile

start=$(date +%s.%N)
code=0
$BIN test --projectDirectoryPath=../shared/upstream/projects/project-1 --target=swift \
  --withIcuModule --normalizeSpaces --builder=native --quiet >/dev/null || code=$?
end=$(date +%s.%N)
echo "$start $end $code" >"$OUT/project-1.txt"
phase project-1

if [ "${BENCH_PROFILE:-1}" != 0 ]; then
  bash scripts/profile.sh >/dev/null
  phase profile
fi
BENCH_MESSAGES="$BENCH_MESSAGES" python3 scripts/bench_report.py "$OUT" .build/profile
