"""Writes a datafile with N keys for the load benchmark of `make bench`.

Usage: bench_datafile.py PATH N [EVERY]. With EVERY, every EVERY-th key holds an ICU plural
message instead of plain text, to time compilation at setDatafile (`--withIcuModule`).
"""
import json
import sys

path, count = sys.argv[1], int(sys.argv[2])
every = int(sys.argv[3]) if len(sys.argv) > 3 else 0


def translation(i):
    if every and i % every == 0:
        return f"{{count, plural, one {{# item {i}}} other {{# items {i}}}}} for the benchmark"
    return f"Translation number {i} for the load benchmark"


translations = {f"key.{i}": translation(i) for i in range(count)}
datafile = {
    "schemaVersion": "1",
    "messagevisorVersion": "bench",
    "revision": "1",
    "target": "bench",
    "locale": "en-US",
    "segments": {},
    "messages": {},
    "translations": translations,
}
with open(path, "w", encoding="utf-8") as handle:
    json.dump(datafile, handle, separators=(",", ":"))
