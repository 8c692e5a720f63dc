"""Prints the `make bench` tables from the files scripts/bench.sh and scripts/profile.sh wrote.

Usage: bench_report.py BENCH_DIR [PROFILE_DIR]   the whole make bench report
       bench_report.py --instructions PROFILE_DIR   only the instruction table (make profile)

The whole report reads the bench messages, in order, from the environment variable
BENCH_MESSAGES, which scripts/bench.sh passes from scripts/bench_messages.sh (the one list).
"""
import json
import os
import sys
import time

def bench_messages():
    """The bench messages in report order, as scripts/bench_messages.sh lists them."""
    messages = os.environ.get("BENCH_MESSAGES", "").split()
    if not messages:
        sys.exit("error: BENCH_MESSAGES is not set; scripts/bench.sh passes it from "
                 "scripts/bench_messages.sh")
    return messages


def load(path):
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def lines(path):
    with open(path, encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def number(value, digits=0, width=9):
    if value is None:
        return f"{'-':>{width}}"
    return f"{value:{width}.{digits}f}"


def ratio(a, b, width=9):
    if a is None or not b:
        return f"{'-':>{width}}"
    return f"{a / b:{width}.2f}"


def timing_table(folder, messages):
    icu = {item["name"]: item for item in lines(os.path.join(folder, "icu4c.jsonl"))}
    ours = {key: load(os.path.join(folder, f"{key}.json")) for key in messages}
    print("Per call, one process per message, en-US, release build; ns/op are medians of 7 batches")
    print(f"of {ours[messages[0]]['iterations']} calls. allocs = allocating C heap calls per call "
          "(malloc, calloc, realloc, ...), counted")
    print("exactly for the timed loops by the preloaded Benchmarks/alloc_counter.c, in ours and "
          "ICU4C alike.")
    print("fresh = the result floor: making and dropping each cycle result as a fresh String in "
          "the same loop, with no")
    print("lookup and no formatting.")
    print(f"{'message':<16}{'ours ns/op':>11}{'floor':>7}{'÷floor':>8}{'ICU4C':>7}{'÷ICU4C':>8}"
          f"{'fresh':>8}{'allocs':>8}{'floor':>7}{'fresh':>8}{'ICU4C':>7}  result (last of cycle)")
    differences = []
    for key in messages:
        item = ours[key]
        median = item["nsPerOp"]["median"]
        floor = item["floorNsPerOp"]
        reference = icu.get(key)
        icu_ns = reference["nsPerOp"]["median"] if reference else None
        icu_allocs = reference["allocationsPerCall"] if reference else None
        if reference and reference["results"] != item["cycleResults"]:
            differences.append((key, item["cycleResults"], reference["results"]))
        print(f"{key:<16}{median:11.0f}{floor:7.0f}{ratio(median, floor, 8)}{number(icu_ns, 0, 7)}"
              f"{ratio(median, icu_ns, 8)}{number(item.get('resultFloorNsPerOp'), 0, 8)}"
              f"{number(item['allocationsPerCall'], 2, 8)}"
              f"{number(item['floorAllocationsPerCall'], 2, 7)}"
              f"{number(item.get('resultFloorAllocationsPerCall'), 2, 8)}{number(icu_allocs, 2, 7)}"
              f"  {item['lastResult']}")
    print("Inputs vary per call: call i uses value i % 8 of a fixed cycle, the same in ours and "
          "ICU4C's harness")
    print("(names Ada..Ken; count 0 1 2 3 5 8 13 21; amount 1234.5 0.99 17 250000 3.14159 42.42 "
          "99999.99 7.5).")
    for key, mine, theirs in differences:
        print(f"  {key}: our cycle results {mine} differ from ICU4C's {theirs}")
    string_bound(ours, icu)
    return ours


def string_bound(ours, icu):
    """The least a String-returning translate of each message could cost in this run.

    Our plain call is the lookup alone (its loop included); the result floor less its loop's
    own cost is making and dropping the message's results. Their sum is a call that formats
    nothing, compared with ICU4C, which formats into a reused buffer and so pays for no fresh
    result. The two loops differ a little (ours also reads the cycle's values), so the bound
    is approximate.
    """
    plain = ours["bench.plain"]["nsPerOp"]["median"]
    rows = []
    for key in ours:
        reference = icu.get(key)
        result = ours[key].get("resultFloorNsPerOp")
        loop = ours[key].get("loopNsPerOp")
        if key == "bench.plain" or not reference or result is None or loop is None:
            continue
        making = result - loop
        bound = plain + making
        median = ours[key]["nsPerOp"]["median"]
        icu_ns = reference["nsPerOp"]["median"]
        rows.append(f"{key} {plain:.0f} + {making:.0f} = {bound:.0f} ns ({bound / icu_ns:.2f}× ICU4C; "
                    f"ours {median - bound:.0f} ns above it)")
    if rows:
        print("String-result bound = our plain call (the lookup alone) + making and dropping the "
              "result (fresh less its loop's")
        print("own cost), i.e. a call that formats nothing:")
        print("  " + "; ".join(rows))


def threaded_table(ours):
    rows = [(key, item["threaded"]) for key, item in ours.items() if "threaded" in item]
    if not rows:
        return
    first = rows[0][1]
    threads = first["threads"]
    print()
    print(f"Threaded: translate on the root and on children (one per thread, switching every "
          f"cycle) from 1 and {threads} threads")
    print(f"while another thread alternates setContext and setDatafile ({first['writerPauseMs']:g} ms "
          "pause after each); calls/s of wall-clock")
    print(f"time, medians of {first['rounds']} rounds of {first['roundMs']} ms each, {os.cpu_count()} "
          "cores; every result is checked against its single-thread result.")
    print(f"ratio = {threads} threads ÷ 1 thread, both with the writer (goal ≥ 1.7 on 2 cores); "
          f"no writer = {threads} threads without it.")
    print(f"{'message':<16}{'1 thread/s':>12}{f'{threads} threads/s':>14}{'ratio':>7}"
          f"{'no writer/s':>13}{'updates/s':>11}{'checked':>10}{'mismatches':>12}")
    for key, figures in rows:
        print(f"{key:<16}{figures['singleThreadCallsPerSecond']:12.0f}"
              f"{figures['threadedCallsPerSecond']:14.0f}{figures['speedup']:7.2f}"
              f"{figures['threadedWithoutWriterCallsPerSecond']:13.0f}"
              f"{figures['writerUpdatesPerSecond']:11.0f}{figures['checkedCalls']:10d}"
              f"{figures['mismatches']:12d}")
        if figures.get("firstMismatch"):
            print(f"  first mismatch: {figures['firstMismatch']}")


def instruction_table(folder):
    path = os.path.join(folder, "instructions.jsonl")
    if not os.path.exists(path):
        print("(no instruction counts: run make profile)")
        return
    rows = lines(path)
    stamp = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(os.path.getmtime(path)))
    print(f"Instructions per call under callgrind (make profile, {path}, written {stamp}; "
          f"{rows[0]['n'] if rows else '-'} calls per batch, same input cycle):")
    print("fresh = the result floor: making a fresh String of the call's result and dropping the "
          "previous one (ours")
    print("counts only the making: translate's caller drops the previous result).")
    print(f"{'message':<16}{'ours Ir/op':>12}{'floor':>8}{'÷floor':>8}{'ICU4C Ir/op':>13}{'÷ICU4C':>8}"
          f"{'fresh':>8}")
    for row in rows:
        print(f"{row['name']:<16}{number(row['ours'], 0, 12)}{number(row['floor'], 0, 8)}"
              f"{ratio(row['ours'], row['floor'], 8)}{number(row['icu4c'], 0, 13)}"
              f"{ratio(row['ours'], row['icu4c'], 8)}{number(row.get('result'), 0, 8)}")


def datafile_line(folder):
    large = load(os.path.join(folder, "large-result.json"))
    figures = large.get("load", {})
    size = figures.get("jsonBytes", 0)
    resident = figures.get("residentBytes", 0)
    median = large["nsPerOp"]["median"]
    floor = large["floorNsPerOp"]
    print(f"100k-key datafile: JSON {size / 1e6:.1f} MB, setDatafile median "
          f"{figures.get('setDatafileMs', 0):.0f} ms (the whole call from JSON text), resident growth "
          f"{resident / 1e6:.1f} MB ({resident / max(size, 1):.2f}× JSON), lookup {median:.0f} ns/op "
          f"vs floor {floor:.0f} ({median / floor:.2f}×), {number(large['allocationsPerCall'], 2, 0)} "
          "allocs/op")


def project_line(folder):
    with open(os.path.join(folder, "project-1.txt"), encoding="utf-8") as handle:
        start, end, code = handle.read().split()
    print(f"project-1 test run (release, native builder, whole process): "
          f"{float(end) - float(start):.2f} s, exit {code}")


def phases_line(folder):
    path = os.path.join(folder, "phases.txt")
    if not os.path.exists(path):
        return
    parts = []
    total = 0.0
    for name, start, end in (line.split() for line in lines_of(path)):
        seconds = float(end) - float(start)
        total += seconds
        parts.append(f"{name} {seconds:.0f} s")
    print(f"make bench wall-clock: {total:.0f} s ({', '.join(parts)})")


def lines_of(path):
    with open(path, encoding="utf-8") as handle:
        return [line for line in handle if line.strip()]


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--instructions":
        instruction_table(sys.argv[2])
        return
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    ours = timing_table(sys.argv[1], bench_messages())
    threaded_table(ours)
    print()
    datafile_line(sys.argv[1])
    project_line(sys.argv[1])
    if len(sys.argv) == 3:
        print()
        instruction_table(sys.argv[2])
    phases_line(sys.argv[1])


if __name__ == "__main__":
    main()
