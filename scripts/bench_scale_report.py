#!/usr/bin/env python3
"""Runs the scale benchmark on generated projects and prints one table (`make bench-scale`).

For each size (messages per set) it measures, on set `dev` of `.build/scale/<size>`: the I/O
floor (every file of the set read once by `cat`, page cache warm), then `test --set`,
`evaluate` of one message, `project build --target=web --locale=en-US` and `examples --message`
(the first message with an example), each cold (MESSAGEVISOR_NO_CACHE=1), fill (the first run
with the parse cache, which writes it, after `cache clear`), warm (the same command again:
nothing changed) and after one edit (one message file rewritten, cache on), plus a watch edit
cycle (`test --watch`: one file rewritten, time until the re-run's summary). Every
command's wall time, CPU time and maximum resident size come from wait4 on that process alone.
A run that exits non-zero or whose assertion count is wrong fails the script (exit 1).

Usage: bench_scale_report.py BINARY SIZE [SIZE...] [--check-only]
  --check-only: one cold `test` per size, checked for exit 0 and 244 passed assertions per
  set (the CI stage); no timing table.
"""

import os
import re
import select
import signal
import subprocess
import sys
import time

ASSERTIONS_PER_SET = 244
EDITED = "messages/synthetic/message/000003.yml"


def run(command, environment=None):
    """(wall seconds, cpu seconds, max resident MB, exit code, stdout) of one process."""
    env = dict(os.environ)
    env.update(environment or {})
    env["NO_COLOR"] = "1"
    start = time.monotonic()
    process = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
    output = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.monotonic() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    cpu = usage.ru_utime + usage.ru_stime
    return wall, cpu, usage.ru_maxrss / 1024, process.returncode, output.decode("utf-8", "replace")


def floor(folder):
    """Reading every file of the set once: the I/O floor, measured the same way.

    The files are read once untimed first, so the floor is that of a warm page cache, as the
    commands after it meet the files (a set read for the first time since it was written or
    evicted would otherwise make the floor several times slower and every ratio look better).
    """
    files = []
    for directory, _, names in os.walk(folder):
        files += [os.path.join(directory, name) for name in names]
    files.sort()
    result = None
    for _ in range(2):
        start = time.monotonic()
        total_cpu = 0.0
        for chunk in range(0, len(files), 2000):
            process = subprocess.Popen(
                ["cat"] + files[chunk:chunk + 2000], stdout=subprocess.DEVNULL)
            _, _, usage = os.wait4(process.pid, 0)
            total_cpu += usage.ru_utime + usage.ru_stime
        result = (time.monotonic() - start, total_cpu, len(files))
    return result


def passed_assertions(output):
    found = re.search(r"Assertions: (\d+) passed, (\d+) failed", output)
    return (int(found.group(1)), int(found.group(2))) if found else (None, None)


def edit(root):
    """Rewrites one message file with a changed translation (a real edit, new size)."""
    path = os.path.join(root, "sets", "dev", EDITED)
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    marker = "# edited "
    count = text.count(marker)
    with open(path, "a", encoding="utf-8") as handle:
        handle.write(f"{marker}{count + 1}\n")


def watch_cycle(binary, root):
    """Seconds from rewriting one file to the end of `test --watch`'s re-run, or None."""
    command = [binary, "test", "--watch", "--set=dev", f"--projectDirectoryPath={root}",
               "--builder=native"]
    env = dict(os.environ, NO_COLOR="1", MESSAGEVISOR_NO_CACHE="1")
    process = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env,
        start_new_session=True)
    buffer = b""

    def wait_for_summary(deadline):
        nonlocal buffer
        while time.monotonic() < deadline:
            ready, _, _ = select.select([process.stdout], [], [], 0.05)
            if ready:
                chunk = os.read(process.stdout.fileno(), 65536)
                if not chunk:
                    return False
                buffer += chunk
                if b"Assertions: " in buffer:
                    buffer = buffer[buffer.index(b"Assertions: ") + 12:]
                    return True
        return False

    try:
        if not wait_for_summary(time.monotonic() + 600):
            return None
        time.sleep(1.0)
        start = time.monotonic()
        edit(root)
        if not wait_for_summary(start + 120):
            return None
        return time.monotonic() - start
    finally:
        os.killpg(process.pid, signal.SIGINT)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()


def check(binary, root, sets):
    """One cold `test` over every set: exit 0 and 244 passed assertions per set."""
    wall, _, rss, code, output = run(
        [binary, "test", f"--projectDirectoryPath={root}", "--builder=native"],
        {"MESSAGEVISOR_NO_CACHE": "1"})
    passed, failed = passed_assertions(output)
    expected = ASSERTIONS_PER_SET * sets
    ok = code == 0 and passed == expected and failed == 0
    print(f"{root}: exit {code}, {passed} passed, {failed} failed (want {expected}), "
          f"{wall:.1f} s, {rss:.0f} MB")
    return ok


def first_message_with_example(root):
    """The key of the first message file (in name order) of set dev that has an example."""
    folder = os.path.join(root, "sets", "dev", "messages", "synthetic", "message")
    for name in sorted(os.listdir(folder)):
        with open(os.path.join(folder, name), encoding="utf-8") as handle:
            if "\nexamples:" in handle.read():
                return "synthetic.message." + name.removesuffix(".yml")
    sys.exit(f"error: no message of {folder} has an example")


def measure(binary, root, size):
    base = [f"--projectDirectoryPath={root}", "--builder=native", "--set=dev"]
    message = "synthetic.message.000002"
    example = first_message_with_example(root)
    commands = {
        "test --set": [binary, "test"] + base,
        "evaluate one message": [binary, "evaluate", f"--message={message}", "--locale=en-US",
                                 "--target=web"] + base,
        "project build": [binary, "project", "build", "--json", "--target=web",
                          "--locale=en-US", f"--projectDirectoryPath={root}", "--set=dev"],
        "examples --message": [binary, "examples", "--target=web", f"--message={example}"]
        + base,
    }
    io_wall, io_cpu, files = floor(os.path.join(root, "sets", "dev"))
    rows = [(f"I/O floor ({files} files, cat)", "", io_wall, io_cpu, None)]
    failures = []
    for name, command in commands.items():
        for phase in ("cold", "fill", "warm", "edit"):
            if phase == "fill":
                # The first cached run writes the cache: start it from an empty one.
                run([binary, "cache", "clear", f"--projectDirectoryPath={root}", "--set=dev"])
            if phase == "edit":
                edit(root)
            environment = {"MESSAGEVISOR_NO_CACHE": "1"} if phase == "cold" else {}
            wall, cpu, rss, code, output = run(command, environment)
            if code != 0:
                failures.append(f"{name} ({phase}) exited {code}")
            if name == "test --set":
                passed, failed = passed_assertions(output)
                if passed != ASSERTIONS_PER_SET or failed != 0:
                    failures.append(f"{name} ({phase}): {passed} passed, {failed} failed")
            rows.append((name, phase, wall, cpu, rss))
    cycle = watch_cycle(binary, root)
    rows.append(("watch: edit to re-run end", "", cycle, None, None))
    print(f"\n### {size} messages per set (set dev)\n")
    print("| command | phase | wall s | × floor | CPU s | max RSS MB |")
    print("|---|---|---:|---:|---:|---:|")
    for name, phase, wall, cpu, rss in rows:
        ratio = f"{wall / io_wall:.2f}" if wall is not None and io_wall > 0 else "–"
        print(f"| {name} | {phase} | {'–' if wall is None else f'{wall:.2f}'} | {ratio} | "
              f"{'–' if cpu is None else f'{cpu:.2f}'} | {'–' if rss is None else f'{rss:.0f}'} |")
    return rows, failures


def main():
    arguments = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(arguments) < 2:
        sys.exit(__doc__)
    binary, sizes = arguments[0], arguments[1:]
    if "--check-only" in sys.argv:
        ok = True
        for size in sizes:
            root = os.path.abspath(os.path.join(".build", "scale", size))
            sets = len(os.listdir(os.path.join(root, "sets")))
            ok = check(binary, root, sets) and ok
        sys.exit(0 if ok else 1)
    scaling = []
    all_failures = []
    for size in sizes:
        root = os.path.abspath(os.path.join(".build", "scale", size))
        rows, failures = measure(binary, root, size)
        all_failures += failures
        test = {phase: wall for name, phase, wall, _, _ in rows if name == "test --set"}
        scaling.append((size, rows[0][2], test.get("cold"), test.get("warm")))
    if len(scaling) > 1:
        first = scaling[0]
        print("\n### Scaling (`test --set`, set dev)\n")
        print("| messages per set | I/O floor s | cold s | warm s | cold ÷ first | warm ÷ first "
              "| cold ÷ previous | warm ÷ previous |")
        print("|---:|---:|---:|---:|---:|---:|---:|---:|")
        previous = first
        for row in scaling:
            size, io, cold, warm = row
            print(f"| {size} | {io:.2f} | {cold:.2f} | {warm:.2f} | {cold / first[2]:.2f} | "
                  f"{warm / first[3]:.2f} | {cold / previous[2]:.2f} | {warm / previous[3]:.2f} |")
            previous = row
    for failure in all_failures:
        print(f"error: {failure}", file=sys.stderr)
    sys.exit(1 if all_failures else 0)


if __name__ == "__main__":
    main()
