#!/usr/bin/env bash
# make bench: release build, our per-message timings beside ICU4C's, the 100k-key datafile
# load figures and the project-1 run time, all measured in this one run.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/bench_messages.sh
. scripts/bench_messages.sh
N=${BENCH_N:-100000}

if ! pkg-config --exists icu-i18n 2>/dev/null; then
  echo "installing libicu-dev for the ICU4C harness"
  (apt-get update -qq && apt-get install -y -qq libicu-dev pkg-config) >/dev/null
fi
swift build -c release >/dev/null
BIN=.build/release/messagevisor-swift
mkdir -p .build/bench
g++ -O2 -std=c++17 Benchmarks/icu4c_bench.cpp -o .build/bench/icu4c_bench \
  $(pkg-config --cflags --libs icu-i18n icu-uc)
.build/bench/icu4c_bench "$N" >.build/bench/icu4c.jsonl

for key in $BENCH_MESSAGES; do
  values=$(bench_values "$key")
  context=$BENCH_CONTEXT
  $BIN benchmark --projectDirectoryPath=projects/example --builder=native --target=swift \
    --locale=en-US --message=$key --values="$values" --context="$context" -n "$N" --json \
    >".build/bench/$key.json"
done

python3 scripts/bench_datafile.py .build/bench/large.json 100000
$BIN benchmark --datafile=.build/bench/large.json --message=key.50000 --locale=en-US -n "$N" \
  --json >.build/bench/large-result.json

start=$(date +%s.%N)
code=0
$BIN test --projectDirectoryPath=../shared/upstream/projects/project-1 --target=swift \
  --withIcuModule --normalizeSpaces --builder=native --quiet >/dev/null || code=$?
end=$(date +%s.%N)
echo "$start $end $code" >.build/bench/project-1.txt

python3 scripts/bench_report.py .build/bench
