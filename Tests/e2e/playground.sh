#!/usr/bin/env bash
# End to end, the playground in a real terminal (issue #5, "Tests"): tmux runs `layoutlab` in
# a 120×40 pane with TERM=xterm-256color, sends it keys, clicks and signals, and reads the
# screen back with `capture-pane`. Every wait is bounded (wait_for: 60 polls 0.1 s apart).
# Needs bash, coreutils, tmux and the Swift toolchain (`.ci/run` installs tmux).
# Prints one line per check, then `N passed, M failed`; exits 1 when a check failed.
#
# LAYOUTLAB_SCRATCH_PATH, when set, builds there instead of in .build.
set -euo pipefail
source "$(dirname "$0")/support.sh"

# 1. The centering gallery: titles, the width knob, help, a click, arrows, resize, and `q`.
start gallery
check "the centering gallery shows its title bar and its panels' titles" \
  wait_for "LayoutLab · Centering gallery · 300×60" "1 Spacer()" "2 Spacer(minLength: 0)" \
  "3 Color.clear fillers" "5 HStack(spacing: 0)" "9 ZStack (wrong)" "10 frame(width:height:)"
check "panel 3, laid out unlike panel 1, is marked ≠; the status line hints at t" \
  wait_for "3 Color.clear fillers ≠" "t: a longer text shows the methods apart"
check "it owns the screen: alternate screen, cursor hidden" full_screen
check "it asked for mouse reports" mouse_on
check "the key legend is at the bottom" wait_for "? help" "q quit"

before="$(screen)"
keys '}'
check "} widens the container to 350×60 and the panels follow" \
  wait_for "· 350×60 ·" "Spacers keep 8 pt each: text ≤ 334" "300  350"
keys '['
check "[ narrows it by 10 to 340×60" wait_for "· 340×60 ·" "text ≤ 324"
keys '{' ']'
check "{ and ] bring it back to 300×60, the canvas as drawn at first" \
  eval 'wait_for "· 300×60 ·" && [ "$(screen | head -n 37)" = "$(head -n 37 <<<"$before")" ]'

# What reaches the terminal is recorded (pipe-pane) to see that only changed cells are written.
# The key: tmux sends End as \E[4~, which xterm-256color's terminfo entry lacks (kend=\EOF), so
# ncurses hands it over byte by byte; the adapter must read it whole, not type Esc [ 4 ~.
bytes_written() { wc -c <"$work/output" 2>/dev/null || echo 0; }
tmux_ pipe-pane -o -t "$session" "cat >>'$work/output'"
sleep 0.2
keys End
check "an escape sequence the terminfo entry lacks (End) is one key, not Esc [ 4 ~" \
  wait_for "End does nothing here" "· 300×60 ·"
sleep 0.2
status_line_bytes="$(bytes_written)"
keys C-l
sleep 0.5
repaint_bytes=$(($(bytes_written) - status_line_bytes))
echo "    (bytes written: status line changed $status_line_bytes, full repaint $repaint_bytes)"
check "only changed cells are written: a new status line is < 200 bytes, Ctrl-L's repaint > 4000" \
  eval '[ "$status_line_bytes" -lt 200 ] && [ "$repaint_bytes" -gt 4000 ]'
tmux_ pipe-pane -t "$session"

keys '?'
check "? opens help, generated from the key table" \
  wait_for "LayoutLab help" "container width +10 pt" "quit"
keys Escape
check "Esc closes help" eval 'wait_without "LayoutLab help" && wait_for "1 Spacer()"'
keys F1
check "F1 opens help too" wait_for "LayoutLab help"
keys q
check "q closes help and the playground stays" \
  eval 'wait_without "LayoutLab help" && wait_for "1 Spacer()"'

check "a click on panel 2's text selects that Text (inspector)" \
  eval 'click_on "Hello world                │" && wait_for "│ Text \"Hello world\"" "proposed  300×60"'
keys Left
check "← (keypad mode) selects its parent, the HStack" wait_for "│ HStack"
keys l
check "l, as →, selects its first child, the first Spacer" wait_for "│ Spacer"
keys / C-u b l u e Enter
check "/ finds a view by its colour: panel 2's blue background, after the Spacer" \
  wait_for "found Color blue (2 of 2" "│ Color blue"

keys o
check "o shows the outline of the panel, the selected Color's line with its size" \
  wait_for "outline · Tab: inspector" "Color blue" "300×60"
keys o
check "o again goes back to the inspector" wait_for "trace · Color blue"
tmux_ resize-window -t "$session" -x 100 -y 30
check "a resize to 100×30 re-lays out the gallery to fit" \
  eval 'size_is 100 30 && wait_for "1 Spacer()" "q quit" && [ "$(screen | wc -L)" -le 100 ]'
keys / Enter
check "at 100×30, / Enter finds the next blue Color, round to panel 1's" \
  wait_for "found Color blue (1 of 2"
tmux_ resize-window -t "$session" -x 80 -y 24
keys z
check "at 80×24 without the side panes, compact panels two by two" \
  wait_for "1 Spacer()                               2 Spacer(minLength: 0)" \
  "Spacers keep 8 pt each: text ≤ 284       Spacers shrink to 0: text may use 300"
keys z
check "at 80×24 the side pane is back with z" wait_for "│ trace"
keys o
check "at 80×24, o shows the outline in the side pane" wait_for "outline · Tab: inspector" "Color blue"
keys o / C-u s p a c e r Enter
check "at 80×24, / finds a Spacer by its kind" wait_for "found Spacer (" "│ Spacer"
keys ?
check "at 80×24, ? opens help" wait_for "LayoutLab help"
keys q
check "at 80×24, q closes help and the playground stays" \
  eval 'wait_without "LayoutLab help" && wait_for "q quit"'
tmux_ resize-window -t "$session" -x 60 -y 20
check "a terminal below the minimum says so instead of drawing" \
  wait_for "LayoutLab needs at least 80×24 cells" "this terminal is 60×20"
tmux_ resize-window -t "$session" -x 120 -y 40
check "back to 120×40, the gallery again" wait_for "LayoutLab · Centering gallery" "1 Spacer()"

keys q
check "q quits with status 0 and leaves the terminal usable (stty: echo icanon)" restored 0

# 2. The other ways out: Ctrl-C, SIGTERM, SIGHUP, a crash. Each restores the terminal, then
# the process dies of its signal (status 128 + n).
start interrupt
wait_for "1 Spacer()" >/dev/null || true
keys C-c
check "Ctrl-C (SIGINT) restores the terminal, status 130" restored 130

start terminate
wait_for "1 Spacer()" >/dev/null || true
kill -TERM "$(program_pid)" || true
check "SIGTERM restores the terminal, status 143" restored 143

start hangup
wait_for "1 Spacer()" >/dev/null || true
kill -HUP "$(program_pid)" || true
check "SIGHUP restores the terminal, status 129" restored 129

# A crash's signal (SIGABRT, as abort() raises it): the terminal first, then Swift's
# backtracer, which the handler chains to (not interactive here, so it does not wait).
start abort SWIFT_BACKTRACE=interactive=no
wait_for "1 Spacer()" >/dev/null || true
kill -ABRT "$(program_pid)" || true
check "SIGABRT (a crash) restores the terminal, status 134" restored 134

# 3. A scene file: opened, reloaded when another program saves it, errors shown, saved back.
# A file that is not text is not opened: one line, status 1, before the terminal is touched.
printf 'Text("Hi!")\n\0\0\177ELF' >"$work/binary.swift"
status=0
"$bin" "$work/binary.swift" >"$work/binary.out" 2>"$work/binary.err" </dev/null || status=$?
check "layoutlab BINARY prints one line naming the first NUL, exits 1, nothing on stdout" \
  eval '[ "$status" = 1 ] && [ ! -s "$work/binary.out" ] \
    && [ "$(cat "$work/binary.err")" = "$work/binary.swift: not a UTF-8 text file (byte 0x00 at offset 12)" ]'
scene="$work/scene.swift"
printf '// Before\nText("Before").frame(width: 200, height: 60)\n' >"$scene"
chmod 640 "$scene"
start file -- "$scene"
check "layoutlab FILE opens the scene" wait_for "LayoutLab · scene.swift" "Before"
printf 'Text("After").frame(width: 200, height: 60)\n' >"$work/next.swift"
mv "$work/next.swift" "$scene"
check "an external save (rename over the file) reloads it" \
  eval 'wait_for "After" && wait_without "Before"'
printf 'Text(\n' >"$scene"
check "a parse error shows with its line:column, the last good layout stays" \
  wait_for "1:5: unclosed '('" "After"
printf 'Text("Hi!")\n\0\0\177ELF' >"$scene"
check "a save that turns the file binary is not loaded: the byte and its offset, the layout stays" \
  wait_for "$scene: not a UTF-8 text file (byte 0x00 at offset 12)" "After"
printf 'Text("Again").frame(width: 200, height: 60)\n' >"$scene"
chmod 640 "$scene"
wait_for "Again" >/dev/null || true
keys s
check "s saves the scene back, atomically, keeping its permissions" \
  eval 'wait_for "saved $scene" && grep -q "Text(\"Again\")" "$scene" \
    && [ "$(stat -c %a "$scene")" = 640 ] && [ "$(ls -A "$work" | grep -c "^\.scene")" = 0 ]'
keys q
check "q after a save: status 0, terminal usable" restored 0

# 4. The mouse wheel scrolls the ScrollView under the pointer (issue #15): a 60-pt viewport over
# 200 pt of rows; one notch down is one row (20 pt), never written to the file.
scroll_scene="$work/scroll.swift"
printf '%s\n' 'ScrollView {' '    VStack(spacing: 0) {' \
  '        ForEach(0..<10) { i in Text("Row \(i)") }' '    }' '}' '.frame(width: 100, height: 60)' \
  >"$scroll_scene"
start wheel -- "$scroll_scene"
wait_for "LayoutLab · scroll.swift" "Row 0" >/dev/null || true
check "the wheel over the viewport scrolls it one row, not in the file" \
  eval 'at="$(position_of "Row 1")" && wheel $at down \
    && wait_for "contentOffset y 0 → 20 (not in the file)" \
    && grep -q "frame(width: 100, height: 60)" "$scroll_scene"'
keys q
check "q after scrolling: status 0, nothing to save" restored 0

# 5. Step through the negotiation (issue #16): `S` replays the selected panel's layout one
# proposal or answer at a time, at 120×40 and at 80×24; `q` leaves the mode, not the app.
start step
wait_for "1 Spacer()" >/dev/null || true
keys S
check "S starts step mode: the first step in words, in the trace pane, and the step legend" \
  wait_for "step 1/34 · canvas proposes 360×60 to background" "trace · step 1/34" \
  "n → next" "S Esc leave"
keys n n n n n n n n n n
check "ten n on, the HStack proposes ∞×60 to a Spacer: dashed, open to the panel's edge" \
  wait_for "step 11/34 · HStack proposes ∞×60 to Spacer #5" "Hello world┌∞×60╌╌╌╌╌╌→"
# reversed TEXT: TEXT is drawn in reverse video (SGR 7, maybe after other attributes), as the
# terminal received it (capture-pane -e keeps the escape sequences).
reversed() {
  tmux_ capture-pane -e -p -t "$session" | grep -qP -- "\x1b\[([0-9;]*;)?7m(\x1b\[[0-9;]*m)*\Q$1\E"
}
check "the view asked is in reverse video: the outline's corner over the Spacer, not the text" \
  eval 'reversed "┌∞×60" && ! reversed "Hello world"'
keys Right l Space
check "→ l Space go on: the Spacer answers 8×0, less than a cell: one solid cell (┼)" \
  wait_for "step 14/34 · Spacer #5 answers HStack: 8×0" "Hello world┼"
keys p Left h
check "p ← h go back" wait_for "step 11/34 · HStack proposes ∞×60"
keys End
check "End is the last step: the frame answers 300×60" \
  wait_for "step 34/34 · frame answers background: 300×60" "┌300×60─"
keys Home
check "Home is the first" wait_for "step 1/34 · canvas proposes"
keys ']'
check "an edit is refused in step mode and says how to leave; the container stays 300×60" \
  wait_for "no edits in step mode: S, Esc or q leaves it" "· 300×60 ·"
keys q
check "q leaves step mode, not the app: the normal legend again" \
  eval 'wait_for "left step mode" "q quit" && wait_without "S Esc leave"'
tmux_ resize-window -t "$session" -x 80 -y 24
keys S n n n n n n n n n n
check "at 80×24 too: the step in words, its outline and the trace pane's heading" \
  wait_for "step 11/34 · HStack proposes ∞×60 to Spacer #5" "Hello world┌∞×60╌╌╌╌╌╌→" \
  "trace · step 11/34" "n → next"
keys Escape
check "Esc leaves step mode at 80×24" eval 'wait_for "left step mode" && wait_without "S Esc leave"'
keys q
check "q then quits: status 0, nothing to save" restored 0

# 6. The selection is always on screen (issue #32): a row of 30 fixed-size Texts far wider
# than the screen. → selected the first, off the screen's left edge, and the playground
# trapped in ScreenComposer.highlight; now the canvas scrolls to it, and H L scroll sideways.
{
  printf 'import SwiftUI\n\nstruct WideRow: View {\n  var body: some View {\n    HStack {\n'
  for i in $(seq -w 1 30); do printf '      Text("Item %s").fixedSize()\n' "$i"; done
  printf '    }\n  }\n}\n'
} >"$work/WideRow.swift"
start wide -- "$work/WideRow.swift"
check "a row wider than the screen opens; the legend offers H L to scroll sideways" \
  wait_for "WideRow.swift" "H L scroll"
keys Right
check "→ selects the first Text's fixedSize, off the left edge: the canvas scrolls to it" \
  eval 'wait_for "HStack › fixedSize" "-771, 350" && [ "$(screen | grep -c "^Item 018Item 02")" = 1 ]'
keys L
check "L scrolls the canvas right by half its width: Item 01 is gone, more items show" \
  eval 'wait_for "Item 07" && wait_without "Item 018"'
keys H
check "H scrolls back: Item 01 at the left edge again" wait_for "Item 018Item 02"
keys L j
check "a key after scrolling away (j: the next Text) brings the selection into view" \
  eval 'wait_for "-693, 350" && [ "$(screen | grep -c "^Item 028Item 03")" = 1 ]'
keys q
check "q quits the wide row: status 0" restored 0

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
