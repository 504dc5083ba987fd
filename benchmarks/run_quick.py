"""Runs every benchmark under `benchmarks/` in its quick mode, so none rots unnoticed.

Each file is run as the README says (`python -m benchmarks.<name> --quick`, from the checkout),
one after another (they time things: running them side by side would only measure each other);
its figures are printed under its name with the seconds it took. Exits non-zero when any of
them fails or takes longer than `--timeout` seconds. New files are picked up by themselves.

    .venv/bin/python -m benchmarks.run_quick [--timeout 300] [name ...]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


def benchmarks() -> list[str]:
    """Every benchmark's module name but this runner's."""
    return sorted(
        p.stem for p in HERE.glob("*.py") if p.stem not in ("__init__", Path(__file__).stem)
    )


def run(name: str, timeout: float) -> bool:
    print(f"== benchmarks.{name} --quick", flush=True)
    start = time.perf_counter()
    try:
        done = subprocess.run(
            [sys.executable, "-m", f"benchmarks.{name}", "--quick"], cwd=ROOT, timeout=timeout
        )
    except subprocess.TimeoutExpired:
        print(f"!! benchmarks.{name}: still running after {timeout:.0f} s", flush=True)
        return False
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        print(f"!! benchmarks.{name} failed (exit {done.returncode}, {elapsed:.1f} s)", flush=True)
        return False
    print(f"== {elapsed:.1f} s", flush=True)
    return True


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--timeout", type=float, default=300.0)
    parser.add_argument("names", nargs="*", help="only these (default: every benchmark)")
    args = parser.parse_args()
    start = time.perf_counter()
    failed = [name for name in args.names or benchmarks() if not run(name, args.timeout)]
    total = time.perf_counter() - start
    if failed:
        print(f"failed: {', '.join(failed)} ({total:.0f} s in all)")
        return 1
    print(f"every benchmark ran in its quick mode ({total:.0f} s in all)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
