#!/usr/bin/env bash
# `make test`: the whole suite, its output shown and kept in .build/test-output.txt; when it
# fails, the failed tests are listed at the end, file:line each, and the exit code is swift
# test's. Arguments go to `swift test` (e.g. `bash scripts/test.sh --filter Watch`).
set -uo pipefail

swift_command=${SWIFT:-swift}
log=.build/test-output.txt
mkdir -p .build

"$swift_command" test "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
[ "$status" -eq 0 ] && exit 0

echo
echo "make test failed (exit $status); the full output is in $log. Failed:"
# Swift Testing: "✘ Test name() recorded an issue [with N arguments …] at File.swift:12:5: …"
# XCTest:        "/path/File.swift:12: error: -[Suite test] : …"
# Anything else that stopped the run (a crash, a build error) is listed by its "error:" line.
listed=$(
  sed -n -E \
    -e 's/^.*Test (.+\)) recorded an issue( with .*)? at ([^ ]+\.swift:[0-9]+):[0-9]+: (.{0,120}).*$/  \3  \1: \4/p' \
    -e 's/^(\/[^ ]+\.swift:[0-9]+): error: (.{0,160}).*$/  \1  \2/p' \
    "$log" | sort -u
)
if [ -n "$listed" ]; then
  echo "$listed"
else
  grep -E 'error:|fatal error|unexpected signal' "$log" | tail -20 | sed 's/^/  /'
fi
exit "$status"
