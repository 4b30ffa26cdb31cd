#!/usr/bin/env bash
# End to end, lossless saves (issue #12): tmux opens a corpus file with two uses of a custom
# view, edits it with keys, saves with `s`, and compares the file with the expected bytes
# (`cmp`): the spacing replaced in place, a border added and a VStack wrapped where each Card
# is used, and every other byte (imports, comments, the Card struct, `#Preview`) as it was.
# Saving with no edits, and after undoing every edit, writes the original bytes; an edit the
# file cannot make is refused in the status line and changes nothing.
# Prints one line per check, then `N passed, M failed`; exits 1 when a check failed.
#
# LAYOUTLAB_SCRATCH_PATH, when set, builds there instead of in .build.
set -euo pipefail
source "$(dirname "$0")/support.sh"

original="Tests/ViewSourceTests/Editing/Corpus/02-two-cards.swift"
scene="$work/Cards.swift"
cp "$original" "$scene"

# What the edits below must write: the original with exactly these lines changed.
cat >"$work/expected.swift" <<'EXPECTED'
import SwiftUI

// MARK: - Card

struct Card: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Weekly summary")
                .font(.headline)
            Text("12 workouts, 4 hours")   // filled in by the model later
                .font(.subheadline)
        }
        .padding()
        .background(Color.gray.opacity(0.2))
    }
}

// MARK: - Screen

struct SummaryScreen: View {
    var body: some View {
        VStack(spacing: 30) {
            Card()
                .border(.red)
            VStack {
                Card()
            }
        }
        .padding(24)
    }
}

#Preview {
    SummaryScreen()
}
EXPECTED

# saved: the status line says the file was written.
saved() { wait_for "saved $scene"; }

start lossless -- "$scene"
check "layoutlab FILE opens the corpus file" wait_for "LayoutLab · Cards.swift"

keys s
check "s with no edits writes the file byte for byte" eval 'saved && cmp "$original" "$scene"'

# [] is SummaryScreen's padding, [0] its VStack: `.` steps its spacing 20 → 30. [0, 0] is
# the first Card (its background): `m` `7` adds .border(.red) where that Card is used; ↓ is
# the second Card: `m` `v` wraps it in a VStack there.
keys Right .
check ". steps the VStack's spacing to 30" wait_for "VStack spacing 20 → 30"
keys Right m 7
check "m 7 adds a border around the first Card" wait_for "added .border(.red)"
keys Down m v
check "m v wraps the second Card in a VStack" wait_for "added wrap in VStack"
keys s
check "s writes exactly the edited bytes (cmp with the expected file)" \
  eval 'wait_for "saved $scene" && cmp "$work/expected.swift" "$scene"'

keys u u u
check "three undos" wait_for "undone: VStack spacing 20 → 30"
keys s
check "s after undoing every edit writes the original bytes" \
  eval 'wait_for "saved $scene" && cmp "$original" "$scene"'

# The background's colour is a style argument (`Color.gray.opacity(0.2)`), no view call: a
# padding cannot go around it, and the status line says why.
keys Left Left Left Left Right Right Right Down m 3
check "an edit the file cannot make is refused in the status line" \
  wait_for "not edited: Color is not written as a view in the file"
keys s
check "s after a refused edit writes the original bytes" \
  eval 'wait_for "saved $scene" && cmp "$original" "$scene"'

keys q
check "q quits with status 0 and leaves the terminal usable" restored 0

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
