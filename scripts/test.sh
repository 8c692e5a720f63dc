#!/usr/bin/env bash
# `make test`: the whole suite, its output shown and kept in .build/test-output.txt; when it
# fails, the failed tests are listed at the end, file:line each, and the exit code is swift
# test's. Arguments go to `swift test` (e.g. `bash scripts/test.sh --filter Watch`); TEST_LOG
# names another log file.
set -uo pipefail

swift_command=${SWIFT:-swift}
log=${TEST_LOG:-.build/test-output.txt}
mkdir -p .build

# The tests' temporary files go to a folder of this run inside the caller's temp folder, removed
# when the run ends however it ends: a crashed or interrupted run leaves nothing behind either.
# It is open to other users like /tmp (mode 755): under root, the permission tests run the CLI
# as `nobody`, who must reach the projects they make.
run_tmp=$(mktemp -d "${TMPDIR:-/tmp}/messagevisor-test.XXXXXX") || exit 73
chmod 755 "$run_tmp"
trap 'rm -rf "$run_tmp"' EXIT
export TMPDIR=$run_tmp

# One test at a time unless TEST_PARALLEL=1: on 2 cores the serial run took 158 s and the
# parallel one 202 s, and in parallel a test's clock runs while the others hold the cores.
parallel=--no-parallel
[ "${TEST_PARALLEL:-0}" = 1 ] && parallel=--parallel
"$swift_command" test "$parallel" "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
[ "$status" -eq 0 ] && exit 0

echo
echo "make test failed (exit $status); the full output is in $log. Failed:"
# Swift Testing: "✘ Test name() recorded an issue [with N arguments …] at File.swift:12:5: …",
#                 or "✘ Test \"Display name\" recorded an issue …"
# XCTest:        "/path/File.swift:12: error: -[Suite test] : …"
# Anything else that stopped the run (a crash, a build error) is listed by its "error:" line.
listed=$(
  sed -n -E \
    -e 's/^.*✘ Test ("[^"]+"|[^ ]+\)) recorded an issue( with .*)? at ([^ ]+\.swift:[0-9]+):[0-9]+: (.{0,120}).*$/  \3  \1: \4/p' \
    -e 's/^(\/[^ ]+\.swift:[0-9]+): error: (.{0,160}).*$/  \1  \2/p' \
    "$log" | sort -u
)
if [ -n "$listed" ]; then
  echo "$listed"
else
  # (Lines of started or passed tests are left out: their arguments may contain "error:".)
  grep -E 'error:|fatal error|unexpected signal' "$log" | grep -vE '^(◇|✔|↳)' | tail -20 \
    | sed 's/^/  /'
fi
exit "$status"
