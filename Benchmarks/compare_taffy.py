#!/usr/bin/env python3
"""LayoutLab's layout engine side by side with Taffy (issues #6 and #17).

Builds the benchmark's flat and nested trees with Taffy, the Rust flexbox engine, through the
native half of its Python bindings (`stretchable.taffylib`, from the `stretchable` package,
installed into Benchmarks/.venv on first use), times them (median of repeated runs, as
`layoutlab bench` does), builds and runs `.build/release/layoutlab bench --json` on the same
cases, prints both engines side by side with the ratio of their medians, and ends with one
line saying which of issue #17's targets are met. Needs PyPI the first time; CI does not run it.

    python3 Benchmarks/compare_taffy.py            # build, run both, print the table
    python3 Benchmarks/compare_taffy.py --quick    # fewer runs (under 3 minutes)
    python3 Benchmarks/compare_taffy.py --swift-json bench.json   # reuse a saved run

The trees: a flat row of N fixed-size 10×10 leaves (a flex row); a complete binary tree of
alternating row/column containers of depth D with 10×10 leaves (2^(D+1) − 1 nodes); the
relayout after one leaf's width changed on depth 10 (Taffy's incremental relayout: only the
dirty leaf's ancestors) and on the 10k row. LayoutLab's leaf is `Color.red.frame(width: 10,
height: 10)`, two layout nodes for Taffy's one: "views" counts each engine's own nodes, and
the ratio compares the whole scene.

Each Taffy tree is built once per size, straight through `taffylib` (the `Node` wrapper costs
~170 µs a node to build and is never freed, which made the old script take minutes and grow to
4 GB), and dropped after its case. A full layout is timed on that tree with every leaf marked
dirty beforehand, outside the clock: marking a node dirty clears its cache and its ancestors',
so every node's cache is empty, as in a freshly built tree.
"""

import json
import os
import statistics
import subprocess
import sys
import time
import venv

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VENV = os.path.join(HERE, ".venv")
VENV_PYTHON = os.path.join(VENV, "bin", "python")

# Issue #17's targets: LayoutLab's median ≤ this many times Taffy's, for the whole scene.
FULL_LAYOUT_TARGET = 1.5
RELAYOUT_TARGET = 2.0
TARGETS = {
    **{f"flat-{count}": FULL_LAYOUT_TARGET for count in (1_000, 10_000, 100_000)},
    **{f"nested-{depth}": FULL_LAYOUT_TARGET for depth in (6, 10, 14)},
    "relayout-nested-10": RELAYOUT_TARGET,
    "relayout-flat-10000": RELAYOUT_TARGET,
}
CASES = list(TARGETS) + ["relayout-nested-10-unchanged"]
CANVAS = (2000, 1200)


def ensure_venv():
    """Re-runs this script inside Benchmarks/.venv with stretchable installed."""
    if os.path.realpath(sys.prefix) == os.path.realpath(VENV):
        return
    if not os.path.exists(VENV_PYTHON):
        print("creating", VENV, file=sys.stderr)
        venv.create(VENV, with_pip=True)
    check = subprocess.run([VENV_PYTHON, "-c", "import stretchable"], capture_output=True)
    if check.returncode != 0:
        subprocess.run(
            [VENV_PYTHON, "-m", "pip", "install", "--quiet", "stretchable"], check=True)
    os.execv(VENV_PYTHON, [VENV_PYTHON, os.path.abspath(__file__)] + sys.argv[1:])


def timed(body, quick, before=lambda: None):
    """Median, min and max in ms of `body()` after one warm-up, like `Repetition.time`;
    `before()` runs before each call, outside the clock."""
    minimum, maximum, budget = (3, 5, 0.3) if quick else (5, 21, 1.5)
    before()
    body()
    samples = []
    total = 0.0
    while len(samples) < minimum or (len(samples) < maximum and total < budget):
        before()
        start = time.perf_counter()
        body()
        elapsed = time.perf_counter() - start
        samples.append(elapsed * 1000)
        total += elapsed
    return {"median": statistics.median(samples), "min": min(samples), "max": max(samples),
            "runs": len(samples)}


class TaffyTree:
    """One Taffy tree built through `taffylib`: node ids, the root and the leaves."""

    def __init__(self, taffylib, pointer):
        self.taffylib = taffylib
        self.pointer = pointer
        self.leaves = []
        self.count = 0

    def node(self, style, children=()):
        node = self.taffylib.node_create(self.pointer, style)
        for child in children:
            self.taffylib.node_add_child(self.pointer, node, child)
        self.count += 1
        if not children:
            self.leaves.append(node)
        return node

    def mark_all_dirty(self):
        mark = self.taffylib.node_mark_dirty
        for leaf in self.leaves:
            mark(self.pointer, leaf)


def taffy_cases(quick):
    from stretchable import taffylib
    from stretchable.context import taffy
    from stretchable.style import FlexDirection, Style
    from stretchable.style.geometry.size import SizeAvailableSpace

    pointer = taffy._ptr
    # `Node.compute_layout`'s default: no rounding.
    taffylib.disable_rounding(pointer)
    space = SizeAvailableSpace(*CANVAS).to_dict()
    styles = {}

    def leaf_style(width):
        if width not in styles:
            styles[width] = Style(size=(width, 10), flex_shrink=0).to_dict()
        return styles[width]

    row = Style(flex_direction=FlexDirection.ROW).to_dict()
    column = Style(flex_direction=FlexDirection.COLUMN).to_dict()

    def flat(count):
        tree = TaffyTree(taffylib, pointer)
        leaves = [tree.node(leaf_style(10)) for _ in range(count)]
        tree.root = tree.node(row, leaves)
        return tree

    def nested(depth):
        tree = TaffyTree(taffylib, pointer)

        def build(level):
            if level == depth:
                return tree.node(leaf_style(10))
            children = [build(level + 1), build(level + 1)]
            return tree.node(row if level % 2 == 0 else column, children)

        tree.root = build(0)
        return tree

    def compute(tree):
        taffylib.node_compute_layout(pointer, tree.root, space)

    def layout_case(tree):
        return {"views": tree.count,
                "time": timed(lambda: compute(tree), quick, before=tree.mark_all_dirty)}

    def relayout_case(tree, leaf):
        compute(tree)
        widths = [20, 15]

        def edit():
            widths.reverse()
            taffylib.node_set_style(pointer, leaf, leaf_style(widths[0]))
            compute(tree)

        return {"views": tree.count, "time": timed(edit, quick),
                "note": "incremental: the leaf marked dirty"}

    cases = {}
    for count in (1_000, 10_000, 100_000):
        cases[f"flat-{count}"] = layout_case(flat(count))
        taffylib.node_drop_all(pointer)
    for depth in (6, 10, 14):
        cases[f"nested-{depth}"] = layout_case(nested(depth))
        taffylib.node_drop_all(pointer)
    tree = nested(10)
    # The first leaf: the path [0] * 10 from the root.
    cases["relayout-nested-10"] = relayout_case(tree, tree.leaves[0])
    # Nothing changed: Taffy's cache answers.
    compute(tree)
    cases["relayout-nested-10-unchanged"] = {
        "views": tree.count, "time": timed(lambda: compute(tree), quick)}
    taffylib.node_drop_all(pointer)
    tree = flat(10_000)
    cases["relayout-flat-10000"] = relayout_case(tree, tree.leaves[0])
    taffylib.node_drop_all(pointer)
    return cases


def swift_report(quick, saved):
    if saved:
        with open(saved) as file:
            return json.load(file)
    build = ["swift", "build", "-c", "release", "--product", "layoutlab"]
    print("running:", " ".join(build), file=sys.stderr)
    subprocess.run(build, cwd=ROOT, check=True, stdout=sys.stderr)
    command = [os.path.join(ROOT, ".build", "release", "layoutlab"), "bench", "--json",
               "--only", ",".join(CASES)]
    if quick:
        command.append("--quick")
    print("running:", " ".join(command), file=sys.stderr)
    output = subprocess.run(command, cwd=ROOT, check=True, capture_output=True, text=True)
    return json.loads(output.stdout)


def main():
    ensure_venv()
    quick = "--quick" in sys.argv
    saved = None
    if "--swift-json" in sys.argv:
        saved = sys.argv[sys.argv.index("--swift-json") + 1]
    report = swift_report(quick, saved)
    swift = {case["name"]: case for case in report["cases"]}
    print("timing Taffy (stretchable's taffylib)...", file=sys.stderr)
    taffy = taffy_cases(quick)

    header = (f"{'case':<30}{'LayoutLab ms':>13}{'views':>8}{'µs/view':>9}"
              f"{'Taffy ms':>10}{'nodes':>8}{'µs/node':>9}{'ratio':>8}{'target':>8}")
    print(header)
    print("-" * len(header))
    missed = []
    for name in CASES:
        theirs = taffy[name]
        ours = swift.get(name)
        target = TARGETS.get(name)
        if ours is None:
            if target is not None:
                missed.append(f"{name} not measured")
            continue
        our_ms = ours["time"]["median"]
        their_ms = theirs["time"]["median"]
        ratio = our_ms / their_ms if their_ms > 0 else float("inf")
        our_per_view = our_ms * 1000 / ours["views"]
        their_per_node = their_ms * 1000 / theirs["views"]
        mark = "" if target is None else f"≤{target:g}×"
        if target is not None and ratio > target:
            missed.append(f"{name} {ratio:.1f}×")
        print(f"{name:<30}{our_ms:>13.3f}{ours['views']:>8}"
              f"{our_per_view:>9.3f}{their_ms:>10.3f}{theirs['views']:>8}"
              f"{their_per_node:>9.3f}{ratio:>7.1f}×{mark:>8}")
    print()
    print("ratio = LayoutLab's median / Taffy's median for the same scene (lower is better);")
    print("target = issue #17's bound on the ratio.")
    print("Relayouts are incremental on both sides: LayoutLab's ViewGraph re-measures the edited "
          "view's ancestors, Taffy its dirty node's; 'unchanged' lays out the same tree again.")
    print("Taffy times are its native compute_layout through taffylib; each full layout is of a "
          "tree whose every node's cache was cleared (all leaves marked dirty) outside the clock.")
    if missed:
        print(f"compare: {len(missed)} of {len(TARGETS)} targets missed: {', '.join(missed)}")
    else:
        print("compare: all targets met")


if __name__ == "__main__":
    main()
