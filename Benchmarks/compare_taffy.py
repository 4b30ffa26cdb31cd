#!/usr/bin/env python3
"""LayoutLab's layout engine side by side with Taffy (issue #6).

Builds the benchmark's flat and nested trees with Taffy, the Rust flexbox engine, through its
Python bindings (the `stretchable` package, installed into Benchmarks/.venv on first use),
times them (median of repeated runs, as `layoutlab bench` does), runs
`swift run -c release layoutlab bench --json`, and prints both engines side by side with the
ratio of their medians. Needs PyPI the first time; CI does not run it.

    python3 Benchmarks/compare_taffy.py            # build, run both, print the table
    python3 Benchmarks/compare_taffy.py --quick    # fewer runs
    python3 Benchmarks/compare_taffy.py --swift-json bench.json   # reuse a saved run

The trees: a flat row of N fixed-size 10×10 leaves (a flex row); a complete binary tree of
alternating row/column containers of depth D with 10×10 leaves (2^(D+1) − 1 nodes); the
relayout after one leaf's width changed on depth 10 (Taffy's incremental relayout: only the
dirty leaf's ancestors) and on the 10k row. LayoutLab's leaf is `Color.red.frame(width: 10,
height: 10)`, two layout nodes for Taffy's one: "views" counts each engine's own nodes, and
the ratio compares the whole scene.
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


def taffy_cases(quick):
    from stretchable import Node, Style
    from stretchable.style import FlexDirection

    canvas = (2000, 1200)
    # Time Taffy's layout, not the bindings' copy of every node's box back into Python
    # (`_update_layout`, ~100 ms for 10k nodes): the anchors are the native compute.
    Node._update_layout = lambda self: None
    # One Style per width: making a Style costs ~1 ms in the bindings.
    styles = {}

    def leaf(width=10):
        if width not in styles:
            styles[width] = Style(size=(width, 10), flex_shrink=0)
        return Node(style=styles[width])

    def flat(count):
        return Node(*[leaf() for _ in range(count)],
                    style=Style(flex_direction=FlexDirection.ROW))

    def nested(depth, level=0):
        if level == depth:
            return leaf()
        direction = FlexDirection.ROW if level % 2 == 0 else FlexDirection.COLUMN
        return Node(nested(depth, level + 1), nested(depth, level + 1),
                    style=Style(flex_direction=direction))

    def count_nodes(node):
        return 1 + sum(count_nodes(child) for child in node)

    def layout_case(name, build):
        built = timed(build, quick)
        # A fresh tree for every run (built outside the clock): Taffy caches layouts per node.
        trees = []
        def prepare():
            trees.append(build())
        def full_layout():
            trees.pop().compute_layout(canvas)
        layout = timed(full_layout, quick, before=prepare)
        return name, {"views": count_nodes(build()), "build": built, "time": layout}

    def relayout_case(name, root, path):
        root.compute_layout(canvas)
        target = root
        for index in path:
            target = target[index]
        widths = [20, 15]
        def edit():
            widths.reverse()
            target.style = styles.setdefault(
                widths[0], Style(size=(widths[0], 10), flex_shrink=0))
            root.compute_layout(canvas)
        return name, {"views": count_nodes(root), "time": timed(edit, quick),
                      "note": "incremental: the leaf marked dirty"}

    cases = {}
    for count in (1_000, 10_000, 100_000):
        key, value = layout_case(f"flat-{count}", lambda c=count: flat(c))
        cases[key] = value
    for depth in (6, 10, 14):
        key, value = layout_case(f"nested-{depth}", lambda d=depth: nested(d))
        cases[key] = value
    key, value = relayout_case("relayout-nested-10", nested(10), [0] * 10)
    cases[key] = value
    key, value = relayout_case("relayout-flat-10000", flat(10_000), [0])
    cases[key] = value
    # Nothing changed: Taffy's cache answers.
    root = nested(10)
    root.compute_layout(canvas)
    cases["relayout-nested-10-unchanged"] = {
        "views": count_nodes(root), "time": timed(lambda: root.compute_layout(canvas), quick)}
    return cases


def swift_report(quick, saved):
    if saved:
        with open(saved) as file:
            return json.load(file)
    command = ["swift", "run", "-c", "release", "layoutlab", "bench", "--json"]
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
    print("timing Taffy (stretchable)...", file=sys.stderr)
    taffy = taffy_cases(quick)

    names = list(taffy)
    header = (f"{'case':<30}{'LayoutLab ms':>13}{'views':>8}{'µs/view':>9}"
              f"{'Taffy ms':>10}{'nodes':>8}{'µs/node':>9}{'ratio':>8}{'per view':>10}")
    print(header)
    print("-" * len(header))
    for name in names:
        theirs = taffy[name]
        ours = swift.get(name)
        if ours is None:
            continue
        our_ms = ours["time"]["median"]
        their_ms = theirs["time"]["median"]
        ratio = our_ms / their_ms if their_ms > 0 else float("inf")
        our_per_view = our_ms * 1000 / ours["views"]
        their_per_node = their_ms * 1000 / theirs["views"]
        per_view = our_per_view / their_per_node if their_per_node > 0 else float("inf")
        print(f"{name:<30}{our_ms:>13.3f}{ours['views']:>8}"
              f"{our_per_view:>9.3f}{their_ms:>10.3f}{theirs['views']:>8}"
              f"{their_per_node:>9.3f}{ratio:>7.1f}×{per_view:>9.2f}×")
    print()
    print("ratio = LayoutLab's median / Taffy's median for the same scene (lower is better);")
    print("per view = LayoutLab's µs per view / Taffy's µs per node (issue #6's target: ≤ 2×).")
    print("Relayouts are incremental on both sides: LayoutLab's ViewGraph re-measures the edited "
          "view's ancestors, Taffy its dirty node's; 'unchanged' lays out the same tree again.")
    print("Taffy times are its native compute_layout, called through the Python bindings "
          "(their copy of every box back into Python is left out); each full layout is of a "
          "freshly built tree.")


if __name__ == "__main__":
    main()
