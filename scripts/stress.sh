#!/usr/bin/env bash
# make stress: the threaded benchmark in a RELEASE build, STRESS_ROUNDS times (default 10) for
# each threaded bench message (BENCH_THREADED_MESSAGES): 8 threads translate on the root
# and on children while a writer calls setContext/setDatafile every millisecond, and every
# result is compared with its single-thread one. Fails on the first mismatch or crash (a
# signal, such as a use-after-free in the lock-free read path, ends the run with its code).
# Release only: optimiser-moved retains and releases never show in debug or TSan builds. The
# build keeps the debug assertions: -assert-config Debug leaves the optimiser at -O but keeps
# `assert` and `assertionFailure` checking (a plain release build drops them), so an invariant
# the runtime asserts is checked under the threaded load too. It has its own scratch path
# ($STRESS_SCRATCH, default .build/stress-release), so the plain release binary that make
# bench, make profile and the hot-path ratchet measure stays as it is.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/bench_messages.sh
. scripts/bench_messages.sh
ROUNDS=${STRESS_ROUNDS:-10}
ROUND_MS=${STRESS_ROUND_MS:-500}
OUT=.build/stress
mkdir -p "$OUT"
SCRATCH=${STRESS_SCRATCH:-.build/stress-release}
swift build -c release --product messagevisor-swift --scratch-path "$SCRATCH" \
  -Xswiftc -assert-config -Xswiftc Debug >/dev/null
BIN=$SCRATCH/release/messagevisor-swift
start=$(date +%s)
for round in $(seq 1 "$ROUNDS"); do
  for key in $BENCH_THREADED_MESSAGES; do
    code=0
    $BIN benchmark --projectDirectoryPath=projects/example --builder=native --target=swift \
      --locale=en-US --message="$key" --valueCycle="$(bench_value_cycle "$key")" \
      --context="$BENCH_CONTEXT" -n 1000 --threads="$BENCH_THREADS" \
      --threadRoundMs="$ROUND_MS" --json >"$OUT/$key.json" 2>"$OUT/$key.err" || code=$?
    summary=$(python3 - "$OUT/$key.json" <<'PY' 2>/dev/null || echo "no figures"
import json, sys

def find(node):
    if isinstance(node, dict):
        if "speedup" in node:
            return node
        node = list(node.values())
    if isinstance(node, list):
        for item in node:
            found = find(item)
            if found:
                return found
    return None

figures = find(json.load(open(sys.argv[1])))
single = figures["singleThreadCallsPerSecond"]
unwritten = figures["threadedWithoutWriterCallsPerSecond"] / single if single else 0
cpu_single = figures.get("singleThreadCallsPerCPUSecond", 0)
cpu = figures.get("threadedCallsPerCPUSecond", 0) / cpu_single if cpu_single else 0
print(f"{figures['checkedCalls']} calls checked, {figures['mismatches']} mismatches, "
      f"threaded {figures['speedup']:.2f}x one thread ({unwritten:.2f}x without writer, "
      f"calls per CPU-second {cpu:.2f}x)")
PY
)
    echo "round $round/$ROUNDS $key: exit $code, $summary"
    if [ "$code" != 0 ]; then
      echo "error: $key failed in round $round (exit $code)" >&2
      tail -5 "$OUT/$key.err" >&2
      exit 1
    fi
  done
done
echo "stress: $ROUNDS rounds of $BENCH_THREADED_MESSAGES passed in $(($(date +%s) - start)) s"
