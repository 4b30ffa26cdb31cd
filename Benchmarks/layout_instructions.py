#!/usr/bin/env python3
"""The instructions the layout engine executes per layout or edit, counted by callgrind
(issue #17).

Wall-clock medians on a shared 2-core machine move with the load; callgrind's instruction
counts do not. This builds `Benchmarks/LayoutInstructions` (a program that lays out the
benchmark's trees with LayoutCore), runs each case under `valgrind --tool=callgrind`, counting
only inside the timed function, and prints the instructions per full layout or per edit.

    python3 Benchmarks/layout_instructions.py                 # every case
    python3 Benchmarks/layout_instructions.py flat relayout-flat
"""

import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.join(HERE, "LayoutInstructions")
BINARY = os.path.join(PACKAGE, ".build", "release", "layout-instructions")
# Case: (the function to count, how many layouts or edits).
CASES = {
    "flat": ("*runFull*", 2),
    "nested": ("*runFull*", 2),
    "texts": ("*runFull*", 2),
    "relayout-flat": ("*runRelayout*", 5),
    "relayout-nested": ("*runRelayout*", 5),
    "recolor-flat": ("*runRelayout*", 5),
}


def main():
    names = sys.argv[1:] or list(CASES)
    unknown = [name for name in names if name not in CASES]
    if unknown:
        sys.exit(f"unknown cases: {', '.join(unknown)}; known: {', '.join(CASES)}")
    subprocess.run(
        ["swift", "build", "-c", "release"], cwd=PACKAGE, check=True, stdout=sys.stderr)
    for name in names:
        function, count = CASES[name]
        with tempfile.TemporaryDirectory() as directory:
            run = subprocess.run(
                ["valgrind", "--tool=callgrind",
                 f"--callgrind-out-file={os.path.join(directory, 'out')}",
                 f"--toggle-collect={function}", BINARY, name, str(count)],
                capture_output=True, text=True)
        found = re.search(r"I\s+refs:\s+([\d,]+)", run.stderr)
        if not found:
            sys.exit(f"{name}: no count from callgrind:\n{run.stderr}")
        total = int(found.group(1).replace(",", ""))
        what = "an edit" if name.startswith(("relayout", "recolor")) else "a layout"
        print(f"{name:16} {total / count / 1e6:8.1f}M instructions {what}")


if __name__ == "__main__":
    main()
