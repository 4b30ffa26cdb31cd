#!/usr/bin/env bash
# End to end, the playground against hostile terminals and a hostile disk (issue #7,
# "Terminal" and "Files"): resizing storms down to 1×1, a terminal below the minimum,
# TERM=dumb, vt100, NO_COLOR, LANG=C, standard output not a terminal, SIGINT, SIGTERM and
# SIGHUP at seeded random moments (at start-up, idle, during a resize storm, with a quit), a
# hang-up while SIGHUP is ignored, a crash inside a command, Ctrl-Z and fg, a scene file
# deleted while open, a full and a read-only disk, a file changed on disk before a save, and
# unsaved edits on the way out (q asks; a signal leaves a recovery file; a killed save's
# temporary file is removed at the next start).
# After every way out the terminal must be as it was: `stty -a` shows echo and icanon, the
# cursor is visible, the alternate screen and mouse reporting are off (`restored`).
#
# Uses the helpers of support.sh (tmux, `start`, `wait_for`, `restored`, `check`). Every wait
# is bounded. Prints one line per check, the scenarios, then `N passed, M failed`; exits 1
# when a check failed. SEED=n replays another sequence of random signal moments.
set -euo pipefail
source "$(dirname "$0")/support.sh"

seed="${SEED:-7}"
RANDOM="$seed"
echo "seed: $seed"
scenarios=0
scenario_failures=0
# scenario NAME: the checks that follow, up to the next scenario, are one scenario.
scenario_start_failed=0
scenario_name=""
scenario() {
  end_scenario
  scenario_name="$1"
  scenario_start_failed="$failed"
  echo "# $1"
}
end_scenario() {
  if [ -n "$scenario_name" ]; then
    scenarios=$((scenarios + 1))
    [ "$failed" -gt "$scenario_start_failed" ] && scenario_failures=$((scenario_failures + 1))
  fi
  scenario_name=""
}

# The private folder recovery files go to (support.sh sets XDG_STATE_HOME).
state="$XDG_STATE_HOME/layoutlab"
# recovery_of SLUG: the newest recovery file whose name starts with SLUG (a regular
# expression), SLUG-HASH-PID-COUNTER.swift, in the private folder; empty when there is none.
recovery_of() {
  local name
  name="$(ls -t "$state" 2>/dev/null | grep -E "^$1-[0-9a-f]{16}-[0-9]+-[0-9]{4}\.swift\$" | head -n 1)" || true
  [ -n "$name" ] && echo "$state/$name"
  return 0
}

# The exit status of death by a signal, as a shell reports it.
status_of() { echo $((128 + $(kill -l "$1"))); }

# wait_for_pid: waits until the pane's program has recorded its pid (it is about to exec).
wait_for_pid() {
  local try
  for try in $(seq 100); do
    [ -s "$work/$session.pid" ] && return 0
    sleep 0.02
  done
  return 1
}

# storm COUNT: COUNT resizes of the window back to back (a tmux command each, ~10 ms), through
# sizes from 1×1 to 200×60, ending at 120×40.
storm() {
  local sizes=("1 1" "120 40" "2 1" "80 24" "1 40" "200 60" "79 23" "40 12" "120 1" "3 3")
  local index size
  for index in $(seq 0 $(($1 - 2))); do
    size=(${sizes[$((index % ${#sizes[@]}))]})
    tmux_ resize-window -t "$session" -x "${size[0]}" -y "${size[1]}" 2>/dev/null || true
    sleep 0.002
  done
  tmux_ resize-window -t "$session" -x 120 -y 40
}

# colours_shown: the pane shows some cell in a colour (an SGR 30–37, 40–47, 38;…, 48;…, 90–107;
# 39 and 49, the defaults, do not count). (The pane is read into a variable first: with
# pipefail, `grep -q` ending a pipeline early could fail it by SIGPIPE.)
colours_shown() {
  local pane codes
  pane="$(tmux_ capture-pane -p -e -t "$session")"
  codes="$(grep -aoE $'\e\\[[0-9;]*m' <<<"$pane" || true)"
  grep -qE '[[;](3[0-8]|4[0-8]|9[0-7]|10[0-7])[;m]' <<<"$codes"
}
# ascii_only: the pane shows only seven-bit characters.
ascii_only() {
  local pane
  pane="$(screen)"
  ! LC_ALL=C grep -q $'[\x80-\xff]' <<<"$pane"
}

# 1. A resizing storm: 100 resizes in about a second, through 1×1 and back. The screen is
# then exactly what it was, and keys still work.
scenario "resize storm"
start storm
wait_for "1 Spacer()" "q quit" >/dev/null || true
before="$(screen)"
started=$(date +%s%N)
storm 100
echo "    (100 resizes in $((($(date +%s%N) - started) / 1000000)) ms)"
check "after 100 resizes (1×1 … 200×60) back to 120×40 the screen is as before" \
  eval 'size_is 120 40 && wait_for "LayoutLab · Centering gallery · 300×60" "q quit" \
    && for try in $(seq 30); do [ "$(screen)" = "$before" ] && break; sleep 0.1; done \
    && [ "$(screen)" = "$before" ]'
keys '}'
check "keys still work after the storm: } widens the container to 350×60" wait_for "· 350×60 ·"
check "it still owns the screen (alternate screen, cursor hidden)" full_screen
# The same with each overlay open: help, the modify menu, the input line (save as).
for overlay in "? LayoutLab help" "m x remove modifier" "w save as: "; do
  keys "${overlay%% *}"
  wait_for "${overlay#* }" >/dev/null || true
  storm 30
  check "a storm with '${overlay#* }' open: it is still there at 120×40" \
    eval 'size_is 120 40 && wait_for "${overlay#* }"'
  keys Escape
  wait_without "${overlay#* }" >/dev/null || true
done
keys q
check "q after the storms: status 0, terminal restored" restored 0

# 2. Below the minimum (80×24): a message, never a crash, at every size down to 1×1; at
# exactly the minimum the playground again.
scenario "smaller than the minimum"
start small
wait_for "1 Spacer()" >/dev/null || true
tmux_ resize-window -t "$session" -x 79 -y 24
check "79×24 is below the minimum: it says so" \
  wait_for "LayoutLab needs at least 80×24 cells" "this terminal is 79×24"
tmux_ resize-window -t "$session" -x 80 -y 23
check "80×23 too" wait_for "this terminal is 80×23"
tmux_ resize-window -t "$session" -x 1 -y 1
sleep 0.3
tmux_ resize-window -t "$session" -x 80 -y 24
# (At 80 columns the title gives the product's name up for the panel's number and name.)
check "exactly 80×24 (after 1×1) draws the gallery again" \
  wait_for "Centering gallery · 300×60" "1/15 Spacer()" "q quit"
keys q
check "q at the minimum size: status 0, terminal restored" restored 0

# 3. Terminals the playground cannot drive: TERM=dumb (no cursor addressing), an unknown
# TERM. A clear message pointing at `render`, status 2, and the terminal untouched: no
# escape sequence reaches it (what the pane receives is recorded).
scenario "TERM=dumb and an unknown TERM"
# refused TERM: the refusal on the pane, status 2, the terminal untouched.
refused() {
  wait_for "$1" "use 'layoutlab render FILE'" && restored 2
}
# plain_output FILE: what the pane received holds the refusal and not one escape sequence.
plain_output() {
  grep -q "render FILE" "$1" && ! grep -qa $'\e' "$1"
}
for term in dumb no-such-terminal; do
  START_DELAY=0.3 start "term-$term" TERM="$term"
  tmux_ pipe-pane -o -t "$session" "cat >>'$work/$session.out'"
  check "TERM=$term: exit 2, a message suggesting 'layoutlab render FILE'" refused "$term"
  tmux_ pipe-pane -t "$session"
  check "TERM=$term: the terminal received the message and no escape sequence" \
    plain_output "$work/$session.out"
done

# 4. vt100 has no colours; NO_COLOR turns them off on a terminal that has them (the same
# terminal without NO_COLOR shows colours, so the check can tell).
scenario "TERM=vt100 and NO_COLOR"
start vt100 TERM=vt100
check "TERM=vt100: the gallery, without colours" \
  eval 'wait_for "LayoutLab · Centering gallery" "q quit" && ! colours_shown'
keys '}'
check "TERM=vt100: keys work" wait_for "· 350×60 ·"
keys q
check "TERM=vt100: q restores the terminal" restored 0
start colours
check "xterm-256color without NO_COLOR shows colours" \
  eval 'wait_for "1 Spacer()" && colours_shown'
keys q
restored 0 >/dev/null || true
start no-color NO_COLOR=1
check "NO_COLOR=1: the gallery, without colours" \
  eval 'wait_for "LayoutLab · Centering gallery" "q quit" && ! colours_shown'
keys q
check "NO_COLOR: q restores the terminal" restored 0

# 5. A locale that is not UTF-8: ASCII boxes and text, and it works.
scenario "LANG=C"
start c-locale LANG=C LC_ALL=C
check "LANG=C LC_ALL=C: the gallery in seven-bit ASCII, no ? for a glyph (≤ is <)" \
  eval 'wait_for "LayoutLab - Centering gallery - 300x60" "text < 284" "q quit" && ascii_only'
keys '}'
check "LANG=C: keys work" wait_for "350x60"
keys q
check "LANG=C: q restores the terminal" restored 0

# 6. Standard output not a terminal, standard input one: into a pipe and into a file. A
# message on standard error, status 2, and not one byte on standard output.
scenario "standard output or input not a terminal"
cat >"$work/redirected.sh" <<'WRAPPER'
#!/usr/bin/env bash
# $1: "pipe", "file" (standard output redirected) or "stdin" (standard input from
# /dev/null); $2: the output file; then the command.
how="$1" out="$2"
shift 2
if [ "$how" = pipe ]; then
  "$@" | cat >"$out"
  status=${PIPESTATUS[0]}
elif [ "$how" = stdin ]; then
  "$@" </dev/null 2>"$out" # standard output stays the terminal; $out gets standard error
  status=$?
  cat "$out"
else
  "$@" >"$out"
  status=$?
fi
modes=$(stty -a | tr ' ;' '\n\n' | grep -E '^-?(echo|icanon|isig)$' | tr '\n' ' ')
echo "EXIT=$status"
echo "STTY=$modes"
exec sleep 600
WRAPPER
chmod +x "$work/redirected.sh"
for how in pipe file stdin; do
  session="stdout-$how"
  tmux_ new-session -d -s "$session" -x 120 -y 40 \
    env LANG=C.UTF-8 TERM=xterm-256color "$work/redirected.sh" "$how" "$work/$session.out" "$bin"
  case $how in stdin) what="from /dev/null" ;; *) what="into a $how" ;; esac
  check "layoutlab $what: exit 2 and 'standard input or output is not one'" \
    eval 'wait_for "standard input or output is not one" && restored 2'
  if [ "$how" = stdin ]; then
    check "layoutlab from /dev/null: the refusal alone on standard error, no escape sequence" \
      plain_output "$work/$session.out"
  else
    check "layoutlab into a $how: nothing written to it" eval '[ ! -s "$work/$session.out" ]'
  fi
done
session=""
status=0
"$bin" </dev/null >"$work/out" 2>"$work/err" || status=$?
check "standard input and output not a terminal: exit 2 and the same advice" \
  eval '[ "$status" = 2 ] && grep -q "is not one; to draw a scene as text instead, use .layoutlab render FILE." "$work/err" && [ ! -s "$work/out" ]'

# 7. Signals at seeded random moments: right at start-up (as soon as the process exists),
# while it sets the terminal up, idle, and in the middle of a resizing storm. Each round the
# process dies of its signal (status 128 + n) and the terminal is restored.
scenario "SIGINT, SIGTERM, SIGHUP at random moments"
rounds=0
for signal in INT TERM HUP; do
  expected="$(status_of "$signal")"
  for round in 1 2 3 4 5 6; do
    case $round in
      1) milliseconds=0 ;;                          # at start-up
      2 | 3) milliseconds=$((RANDOM % 150)) ;;      # setting the terminal up
      4) milliseconds=$((150 + RANDOM % 200)) ;;    # the first frames
      *) milliseconds=$((350 + RANDOM % 600)) ;;    # running
    esac
    delay="$(printf '0.%03d' "$milliseconds")"
    start "sig-$signal-$round"
    wait_for_pid || true
    storm_pid=""
    if [ "$round" = 6 ]; then
      storm 60 &
      storm_pid=$!
    fi
    sleep "$delay"
    kill -"$signal" "$(program_pid)" 2>/dev/null || true
    [ -n "$storm_pid" ] && wait "$storm_pid"
    rounds=$((rounds + 1))
    check "SIG$signal after ${delay}s$([ "$round" = 6 ] && echo " in a resize storm"): status $expected, terminal restored" \
      restored "$expected"
    tmux_ kill-session -t "$session"
  done
done
# A quit and a signal at once: whichever wins, the terminal is given back whole.
for round in 1 2 3; do
  start "quit-and-term-$round"
  wait_for "1 Spacer()" >/dev/null || true
  keys q
  sleep "0.00$((RANDOM % 10))"
  kill -TERM "$(program_pid)" 2>/dev/null || true
  rounds=$((rounds + 1))
  check "q and SIGTERM at once: status 0 or 143, terminal restored" \
    eval 'wait_for "EXIT=" && if [[ "$(screen)" == *EXIT=143* ]]; then restored 143; else restored 0; fi'
  tmux_ kill-session -t "$session"
done
echo "    ($rounds signal rounds, seed $seed)"

# A hang-up while SIGHUP is ignored (`nohup`): the terminal goes away (the pane is killed);
# the process must end, not spin on a terminal that returns at once from every read.
scenario "a hang-up while SIGHUP is ignored"
session="ignored-hangup"
tmux_ new-session -d -s "$session" -x 120 -y 40 \
  "trap '' HUP; echo \$\$ >'$work/$session.pid'; exec env LANG=C.UTF-8 TERM=xterm-256color '$bin'"
wait_for "1 Spacer()" >/dev/null || true
hangup_pid="$(program_pid)"
tmux_ kill-session -t "$session"
session=""
# gone PID: the process ends within 3 s.
gone() {
  local try
  for try in $(seq 30); do
    kill -0 "$1" 2>/dev/null || return 0
    sleep 0.1
  done
  echo "    (pid $1 still running: $(ps -o stat=,time= -p "$1"))"
  kill -KILL "$1" 2>/dev/null || true
  return 1
}
check "SIGHUP ignored, the terminal closed: the process ends instead of spinning" gone "$hangup_pid"

# 8. A crash inside a command: with LAYOUTLAB_TEST_CRASH=1 (test only) Ctrl-X calls
# fatalError. The terminal is restored, the process dies of the trap's signal (SIGILL on
# x86-64, SIGTRAP on arm64), and the message is readable on the normal screen. Without the
# variable Ctrl-X is an ordinary unbound key.
scenario "a crash inside a command"
start no-crash
wait_for "1 Spacer()" >/dev/null || true
keys C-x
check "without LAYOUTLAB_TEST_CRASH Ctrl-X does nothing" wait_for "Ctrl-X does nothing here"
keys q
restored 0 >/dev/null || true
trap_status="$(status_of "$([ "$(uname -m)" = x86_64 ] && echo ILL || echo TRAP)")"
start crash LAYOUTLAB_TEST_CRASH=1 SWIFT_BACKTRACE=enable=yes,interactive=no
wait_for "1 Spacer()" >/dev/null || true
keys C-x
check "a fatalError in a command: status $trap_status, terminal restored" restored "$trap_status"
# The backtrace that follows scrolls the message up: look in the normal screen's history too.
check "the fatalError message is on the normal screen, before the backtrace" \
  eval 'history="$(tmux_ capture-pane -p -J -S - -t "$session")" \
    && grep -qF "Fatal error: LAYOUTLAB_TEST_CRASH: a deliberate crash inside a command" \
      <<<"$history"'

# Ctrl-Z and fg in an interactive shell (job control): stopped, the terminal is the shell's
# (normal screen, cursor shown; an interactive bash puts the tty modes back itself, so only the
# screen flags tell here); resumed, the playground owns it again, the same screen, keys work.
scenario "Ctrl-Z and fg"
session="suspend"
tmux_ new-session -d -s "$session" -x 120 -y 40 \
  "env -i PATH=/usr/bin:/bin TERM=xterm-256color LANG=C.UTF-8 PS1='$ ' bash --norc --noprofile -i"
keys "'$bin'" Enter
wait_for "1 Spacer()" "q quit" >/dev/null || true
before="$(screen)"
keys C-z
check "Ctrl-Z: stopped, the normal screen back with the cursor shown" \
  eval 'wait_for "Stopped" && [ "$(flag alternate_on) $(flag cursor_flag)" = "0 1" ]'
keys fg Enter
check "fg: the playground owns the screen again, as it was" \
  eval 'wait_for "1 Spacer()" && full_screen \
    && for try in $(seq 30); do [ "$(screen)" = "$before" ] && break; sleep 0.1; done \
    && [ "$(screen)" = "$before" ]'
keys '}'
check "fg: keys work" wait_for "· 350×60 ·"
keys q
check "q after fg: the normal screen, the cursor shown" \
  eval 'wait_without "350×60" && [ "$(flag alternate_on) $(flag cursor_flag) $(flag mouse_any_flag)" = "0 1 0" ]'

# 9. A scene file deleted while the playground has it open: the edits stay, and `s` saves
# them elsewhere.
scenario "a scene file deleted while open"
scene="$work/deleted.swift"
printf 'Text("Kept").frame(width: 200, height: 60)\n' >"$scene"
start deleted -- "$scene"
wait_for "LayoutLab · deleted.swift" >/dev/null || true
keys '.'
check "an edit: the frame's width 200 → 210" wait_for "frame width 200 → 210"
rm "$scene"
check "the deletion is noticed, the edits kept" wait_for "deleted.swift was deleted; your edits are kept"
keys s
check "s asks where to save, offering the old path" wait_for "save as: $scene"
keys C-u "$work/elsewhere.swift" Enter
check "saved elsewhere, with the edit" \
  eval 'wait_for "saved $work/elsewhere.swift" && grep -q "width: 210" "$work/elsewhere.swift"'
printf 'Text("Moved on").frame(width: 200, height: 60)\n' >"$work/elsewhere.swift"
check "the new file is the one watched now: an external save there reloads" \
  wait_for "reloaded $work/elsewhere.swift" "Moved on"
keys q
check "q: status 0, terminal restored" restored 0

# 10. A full disk (a 64 KB tmpfs, where mounting is allowed): the save fails with the reason,
# the file stays as it was, no temporary file is left, the edits stay and a later save works.
# Then the same disk read-only.
scenario "a full disk, a read-only disk"
disk="$work/disk"
mkdir "$disk"
if mount -t tmpfs -o size=64k tmpfs "$disk" 2>/dev/null; then
  trap 'umount "$disk" 2>/dev/null || true; cleanup' EXIT
  scene="$disk/scene.swift"
  printf 'Text("Disk").frame(width: 200, height: 60)\n' >"$scene"
  original="$(cat "$scene")"
  start full -- "$scene"
  wait_for "LayoutLab · scene.swift" >/dev/null || true
  keys '.'
  wait_for "frame width 200 → 210" >/dev/null || true
  dd if=/dev/zero of="$disk/filler" bs=4k 2>/dev/null || true
  keys s
  check "a save to a full disk says why" wait_for "could not save $scene" "No space left on device"
  check "the file is as it was, no temporary file left" \
    eval '[ "$(cat "$scene")" = "$original" ] && [ "$(ls -A "$disk")" = "$(printf "filler\nscene.swift")" ]'
  rm "$disk/filler"
  keys s
  check "with room again, s saves the edits that were kept" \
    eval 'wait_for "saved $scene" && grep -q "width: 210" "$scene"'
  # The same disk read-only: the temporary file cannot be made, the file stays.
  saved_copy="$(cat "$scene")"
  keys '.'
  wait_for "frame width 210 → 220" >/dev/null || true
  mount -o remount,ro "$disk"
  keys s
  check "a read-only disk: the save says why and the file stays" \
    eval 'wait_for "could not save $scene" "Read-only file system" \
      && [ "$(cat "$scene")" = "$saved_copy" ]'
  keys q
  wait_for "unsaved edits in $scene" >/dev/null || true
  keys q
  check "q, then q again at the unsaved-edits question: status 0, terminal restored" restored 0
else
  echo "skip - a full disk (cannot mount a tmpfs here; SceneFileTests inject the failure)"
fi

# 11. A file changed on disk where the playground did not take the change (it does not
# parse): `s` asks before overwriting it; n keeps the file, s again overwrites.
scenario "a file changed on disk before a save"
scene="$work/changed.swift"
printf 'Text("Mine").frame(width: 200, height: 60)\n' >"$scene"
start changed -- "$scene"
wait_for "LayoutLab · changed.swift" >/dev/null || true
keys '.'
wait_for "frame width 200 → 210" >/dev/null || true
printf 'Text("Theirs"\n' >"$scene"
wait_for "(the last good layout stays)" >/dev/null || true
keys s
check "s asks before overwriting a change it did not load" \
  wait_for "changed.swift changed on disk" "overwrite? y/n"
keys n
check "n keeps the file on disk" \
  eval 'wait_for "not saved" && grep -q "Theirs" "$scene"'
keys s
wait_for "overwrite? y/n" >/dev/null || true
keys s
check "s again overwrites it with the edits" \
  eval 'wait_for "saved $scene" && grep -q "width: 210" "$scene"'
keys q
check "q: status 0, terminal restored" restored 0

# 12. Unsaved edits on the way out (issue #7): `q` asks and the playground keeps running
# until it is answered; Esc stays, s saves then quits, q again quits without saving.
scenario "q with unsaved edits asks"
scene="$work/asked.swift"
printf 'Text("Asked").frame(width: 200, height: 60)\n' >"$scene"
original="$(cat "$scene")"
start asked -- "$scene"
wait_for "LayoutLab · asked.swift" >/dev/null || true
keys '.'
wait_for "frame width 200 → 210" >/dev/null || true
keys q
check "q with an edit asks in the status line" \
  wait_for "unsaved edits in $scene: s save · q quit without saving · Esc stay"
sleep 0.3 # a quit would have happened by now: the process must still be there
check "and the playground keeps running" \
  eval 'kill -0 "$(program_pid)" 2>/dev/null && full_screen && [[ "$(screen)" != *EXIT=* ]]'
keys Escape
check "Esc stays, still running" \
  eval 'wait_for "not quitting: your edits are still here" && kill -0 "$(program_pid)"'
keys q
wait_for "q quit without saving" >/dev/null || true
keys s
check "s at the question saves, then quits: status 0, terminal restored" \
  eval 'restored 0 && grep -q "width: 210" "$scene"'
tmux_ kill-session -t "$session"
printf '%s\n' "$original" >"$scene"
start asked-again -- "$scene"
wait_for "LayoutLab · asked.swift" >/dev/null || true
keys '.'
wait_for "frame width 200 → 210" >/dev/null || true
keys q
wait_for "q quit without saving" >/dev/null || true
keys q
check "q again quits without saving: status 0, the file as it was, no recovery file" \
  eval 'restored 0 && [ "$(cat "$scene")" = "$original" ] && [ -z "$(recovery_of asked)" ]'
tmux_ kill-session -t "$session"

# 13. A signal with unsaved edits: the terminal is restored, the edits are written to a
# recovery file in the private folder (a scene file's and a gallery's alike: nothing beside
# the scene, nothing in /tmp), stderr says where, the process dies of the signal; the next
# start of that document offers the file, and only that document's (issue #32).
scenario "a signal with unsaved edits leaves a recovery file"
for signal in TERM HUP INT; do
  scene="$work/signal-$signal.swift"
  slug="signal-$(tr '[:upper:]' '[:lower:]' <<<"$signal")"
  printf 'Text("Signal").frame(width: 200, height: 60)\n' >"$scene"
  original="$(cat "$scene")"
  start "recover-$signal" -- "$scene"
  wait_for "LayoutLab · signal-$signal.swift" >/dev/null || true
  keys '.'
  wait_for "frame width 200 → 210" >/dev/null || true
  keys '.'
  wait_for "frame width 210 → 220" >/dev/null || true
  kill -"$signal" "$(program_pid)" 2>/dev/null || true
  check "SIG$signal with edits: status $(status_of "$signal"), terminal restored" \
    restored "$(status_of "$signal")"
  recovery="$(recovery_of "$slug")"
  check "the edits (width 220) are in the private folder ($slug-HASH-PID-0000.swift, 0600, folder 0700), none beside the scene, the scene as it was" \
    eval '[ -n "$recovery" ] && grep -q "width: 220" "$recovery" \
      && [ "$(stat -c %a "$recovery")" = 600 ] && [ "$(stat -c %a "$state")" = 700 ] \
      && [ -z "$(ls -A "$work" | grep "^\.signal-")" ] && [ "$(cat "$scene")" = "$original" ]'
  check "stderr says where, on the normal screen" \
    wait_for "layoutlab: your unsaved edits are in $recovery"
  tmux_ kill-session -t "$session"
done
start recovered-start -- "$scene"
check "the next start offers the recovery file: r restores, x discards, Esc later" \
  wait_for "recovered edits: r restore · x discard · Esc later"
keys Escape
check "Esc leaves it for the next start: the code pane shows the file's scene (width 200)" \
  eval 'wait_for "kept $recovery" && keys Tab && wait_for ".frame(width: 200, height:" \
    && [ -e "$recovery" ]'
keys q
check "no edits: q quits at once" restored 0
tmux_ kill-session -t "$session"
# A link named for the scene, planted beside its real recovery file, is skipped and named.
hash="$(basename "$recovery" | sed -E 's/^signal-int-([0-9a-f]{16})-.*/\1/')"
planted="$state/signal-int-$hash-1-0000.swift"
ln -s "$work/signal-TERM.swift" "$planted"
start recovered-planted -- "$scene"
check "a planted link is not offered, and one line (in !) says why; the real file still is" \
  eval 'wait_for "recovered edits: r restore" && keys Escape && wait_for "kept $recovery" \
    && keys ! && wait_for "recovery file not offered (it is a symbolic link):" "$planted"'
keys Escape q
tmux_ kill-session -t "$session"
rm -f "$planted"
start recovered-restore -- "$scene"
wait_for "recovered edits: r restore" >/dev/null || true
keys r
check "r restores the edits into the scene (width 220), and the recovery file is gone" \
  eval 'wait_for "restored the edits from $recovery" && [ ! -e "$recovery" ]'
keys Tab
check "the code pane shows the restored width" wait_for ".frame(width: 220, height:"
keys q
wait_for "q quit without saving" >/dev/null || true
keys q
check "q, q quits without saving: the scene file as it was" \
  eval 'restored 0 && [ "$(cat "$scene")" = "$original" ]'
tmux_ kill-session -t "$session"
start recovered-once -- "$scene"
wait_for "LayoutLab · signal-INT.swift" >/dev/null || true
check "the next start offers nothing: the file was dealt with once" \
  eval '! wait_for "recovered edits" >/dev/null'
keys q
tmux_ kill-session -t "$session"
start recover-gallery
wait_for "1 Spacer()" >/dev/null || true
keys Right '.'
sleep 0.3
kill -TERM "$(program_pid)" 2>/dev/null || true
check "a gallery's edits go to the private folder too, and stderr says where" \
  eval 'restored 143 && gallery_file="$(recovery_of "centering-gallery-[a-z0-9-]*")" \
    && [ -n "$gallery_file" ] && grep -q "frame" "$gallery_file" \
    && wait_for "layoutlab: your unsaved edits are in $gallery_file"'
tmux_ kill-session -t "$session"
start unrelated -- "$work/signal-TERM.swift"
check "another scene's start offers its own file alone, not the gallery's nor other scenes'" \
  eval 'wait_for "recovered edits: r restore · x discard" && ! grep -qF "(and" <<<"$(screen)" \
    && keys Escape && wait_for "kept $state/signal-term-" && [ -e "$gallery_file" ]'
keys q
tmux_ kill-session -t "$session"
start gallery-offer
check "the gallery's next start offers its file, to open with layoutlab" \
  wait_for "recovered edits: x discard · Esc later · open them with layoutlab"
keys x
check "x discards it" eval 'wait_for "discarded $gallery_file" && [ ! -e "$gallery_file" ]'
keys q
tmux_ kill-session -t "$session"
# A recovery folder others may write is refused: one line, and a signal writes nothing.
chmod 777 "$state"
before="$(ls -A "$state" | wc -l)"
start not-private -- "$scene"
check "a world-writable recovery folder is refused in one line at start" \
  wait_for "recovery folder $state is not private (mode 0777): unsaved edits will not be"
keys '.'
wait_for "frame width 200 → 210" >/dev/null || true
kill -TERM "$(program_pid)" 2>/dev/null || true
check "and a signal then writes no recovery file there" \
  eval 'restored 143 && [ "$(ls -A "$state" | wc -l)" = "$before" ]'
tmux_ kill-session -t "$session"
chmod 700 "$state"

# A hang-up while SIGHUP is ignored ends the playground through its error path: the edits are
# written there too.
scene="$work/hangup.swift"
printf 'Text("Hangup").frame(width: 200, height: 60)\n' >"$scene"
session="ignored-hangup-edits"
tmux_ new-session -d -s "$session" -x 120 -y 40 \
  "trap '' HUP; echo \$\$ >'$work/$session.pid'; exec env LANG=C.UTF-8 TERM=xterm-256color '$bin' '$scene'"
wait_for "LayoutLab · hangup.swift" >/dev/null || true
keys '.'
wait_for "frame width 200 → 210" >/dev/null || true
hangup_pid="$(program_pid)"
tmux_ kill-session -t "$session"
session=""
check "SIGHUP ignored, the terminal closed: the process ends and the edits are recovered" \
  eval 'gone "$hangup_pid" && grep -q "width: 210" "$(recovery_of hangup)"'

# 14. A save killed before its rename leaves `.NAME.layoutlab-PID-XXXXXX`; a start removes
# those of dead processes and keeps a live process's.
scenario "a killed save's temporary file is removed at start"
scene="$work/stale.swift"
printf 'Text("Stale").frame(width: 200, height: 60)\n' >"$scene"
sh -c 'exit 0' &
dead=$!
wait "$dead" || true
printf 'partial' >"$work/.stale.swift.layoutlab-$dead-Ab12Cd"
printf 'live' >"$work/.stale.swift.layoutlab-$$-Ef34Gh" # this script's: alive
start stale -- "$scene"
wait_for "LayoutLab · stale.swift" >/dev/null || true
check "the dead process's temporary file is gone, the live one's kept" \
  eval '[ ! -e "$work/.stale.swift.layoutlab-$dead-Ab12Cd" ] \
    && [ -e "$work/.stale.swift.layoutlab-$$-Ef34Gh" ]'
keys q
check "q: status 0, terminal restored" restored 0
end_scenario

echo "$scenarios scenarios, $((scenarios - scenario_failures)) passed"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
