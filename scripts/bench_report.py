"""Prints the `make bench` table from the files scripts/bench.sh wrote."""
import json
import os
import sys

folder = sys.argv[1]
icu = {}
with open(os.path.join(folder, "icu4c.jsonl"), encoding="utf-8") as handle:
    for line in handle:
        item = json.loads(line)
        icu[item["name"]] = item["nsPerOp"]["median"]

print(f"{'message':<16}{'ours ns/op':>12}{'floor':>9}{'÷floor':>9}{'ICU4C':>9}{'÷ICU4C':>9}  result")
for key in ["bench.plain", "bench.simple", "bench.plural", "bench.currency", "bench.override"]:
    with open(os.path.join(folder, f"{key}.json"), encoding="utf-8") as handle:
        ours = json.load(handle)
    median = ours["nsPerOp"]["median"]
    floor = ours["floorNsPerOp"]
    reference = icu.get(key)
    ratio_icu = f"{median / reference:9.2f}" if reference else f"{'-':>9}"
    reference_text = f"{reference:9.0f}" if reference else f"{'-':>9}"
    print(f"{key:<16}{median:12.0f}{floor:9.0f}{median / floor:9.2f}{reference_text}{ratio_icu}  {ours['lastResult']}")

with open(os.path.join(folder, "large-result.json"), encoding="utf-8") as handle:
    large = json.load(handle)
load = large.get("load", {})
print()
print(f"100k-key datafile: JSON {load.get('jsonBytes', 0) / 1e6:.1f} MB, setDatafile median "
      f"{load.get('setDatafileMs', 0):.0f} ms, resident growth {load.get('residentBytes', 0) / 1e6:.1f} MB "
      f"({load.get('residentBytes', 0) / max(load.get('jsonBytes', 1), 1):.2f}× JSON), lookup "
      f"{large['nsPerOp']['median']:.0f} ns/op vs floor {large['floorNsPerOp']:.0f} "
      f"({large['nsPerOp']['median'] / large['floorNsPerOp']:.2f}×)")

with open(os.path.join(folder, "project-1.txt"), encoding="utf-8") as handle:
    start, end, code = handle.read().split()
print(f"project-1 test run (release, native builder, whole process): {float(end) - float(start):.2f} s, exit {code}")
