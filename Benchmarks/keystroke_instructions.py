#!/usr/bin/env python3
"""The instructions one playground keystroke executes, counted by callgrind (issue #11).

Wall-clock medians on a shared 2-core machine move with the load; callgrind's instruction
counts do not. This runs `layoutlab bench --quick --only CASE` (the `keystroke-gallery` case by
default: `]` / `[` on the centering gallery, 200×60 cells) under
`valgrind --tool=callgrind`, then prints the instructions per call of `Playground.handle`
(the key: knobs, panels' layouts, node maps) and `Playground.screen` (the composed 200×60
grid), and the rest of the timed keystroke (the cell diff, freeing the last screen) per
keystroke. Build first: `swift build -c release --product layoutlab`.

    python3 Benchmarks/keystroke_instructions.py                  # keystroke-gallery
    python3 Benchmarks/keystroke_instructions.py --keep cg.out    # keep callgrind's file
"""

import collections
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
BINARY = os.path.join(HERE, "..", ".build", "release", "layoutlab")

# Mangled names: Playground.handle(_:), Playground.screen() and the benchmark's timed loop:
# `Repetition.time` specialised for `keystrokeCase`'s closure (the optimiser inlines
# `keystrokeCase` itself into its caller, so its own name is not in the profile).
PATTERNS = {
    "handle": r"PlaygroundCore0A0V6handleySayAA0A6EffectOGAA10InputEventOF$",
    "screen": r"PlaygroundCore0A0V6screen10CellRaster0D4GridVyF$",
    "case": r"RepetitionV4time.*keystrokeCase",
}


def inclusive_costs(path):
    """Calls and inclusive instructions of each called function, summed over its callers."""
    names, calls, costs = {}, collections.Counter(), collections.Counter()

    def resolve(text):
        match = re.match(r"\((\d+)\)(?: (.*))?", text.strip())
        if not match:
            return text.strip()
        number, name = match.groups()
        if name:
            names[number] = name
        return names.get(number, number)

    callee, pending = None, None
    with open(path, errors="replace") as lines:
        for line in lines:
            if line.startswith("fn="):
                resolve(line[3:])
            elif line.startswith("cfn="):
                callee = resolve(line[4:])
            elif line.startswith("calls="):
                pending = (callee, int(line.split("=")[1].split()[0]))
            elif pending:
                fields = line.split()
                if len(fields) >= 2:
                    calls[pending[0]] += pending[1]
                    costs[pending[0]] += int(fields[1])
                pending = None
    return calls, costs


def main(arguments):
    keep = arguments[arguments.index("--keep") + 1] if "--keep" in arguments else None
    case = arguments[arguments.index("--case") + 1] if "--case" in arguments else "keystroke-gallery"
    output = keep or tempfile.mktemp(suffix=".callgrind")
    subprocess.run(
        ["valgrind", "--tool=callgrind", f"--callgrind-out-file={output}", BINARY, "bench",
         "--quick", "--only", case],
        check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    calls, costs = inclusive_costs(output)
    found = {}
    for key, pattern in PATTERNS.items():
        matches = [name for name in calls if re.search(pattern, name)]
        found[key] = (sum(costs[n] for n in matches), sum(calls[n] for n in matches))
    if not keep:
        os.remove(output)
    handle, screen = found["handle"], found["screen"]
    # The timed loop: one warm-up and the timed runs, each a key, a screen and a diff. Outside
    # it, one more key (and two screens) measure the bytes, and a screen each the first and
    # the unchanged frame; those count in the per-call figures, not in the loop's.
    if not found["case"][1]:
        sys.exit("the keystroke case's timed loop is not in the profile: see PATTERNS")
    keystrokes = handle[1] - 1
    per_handle = handle[0] / handle[1] / 1e6
    per_screen = screen[0] / screen[1] / 1e6
    per_key = found["case"][0] / keystrokes / 1e6
    per_rest = per_key - per_handle - per_screen
    print(f"{case}: {keystrokes} keystrokes under callgrind")
    print(f"  Playground.handle  {per_handle:6.2f}M instructions a call ({handle[1]} calls)")
    print(f"  Playground.screen  {per_screen:6.2f}M instructions a call ({screen[1]} calls)")
    print(f"  diff and the rest  {per_rest:6.2f}M instructions a keystroke")
    print(f"  a keystroke        {per_key:6.2f}M instructions")


if __name__ == "__main__":
    main(sys.argv[1:])
