"""Writes a datafile with N keys for the load benchmark of `make bench`."""
import json
import sys

path, count = sys.argv[1], int(sys.argv[2])
translations = {f"key.{i}": f"Translation number {i} for the load benchmark" for i in range(count)}
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
