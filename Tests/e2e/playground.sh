#!/usr/bin/env bash
# End to end, the playground in a real terminal (issue #5, "Tests"): tmux runs `layoutlab` in
# a 120×40 pane with TERM=xterm-256color, sends it keys, clicks and signals, and reads the
# screen back with `capture-pane`. Every wait is bounded (wait_for: 60 polls 0.1 s apart).
# Needs bash, coreutils, tmux and the Swift toolchain (`.ci/run` installs tmux).
# Prints one line per check, then `N passed, M failed`; exits 1 when a check failed.
#
# LAYOUTLAB_SCRATCH_PATH, when set, builds there instead of in .build.
set -euo pipefail
cd "$(dirname "$0")/../.."
export LC_ALL=C.UTF-8 # bash counts characters, not bytes, in ${#text}

build=(swift build)
if [ -n "${LAYOUTLAB_SCRATCH_PATH:-}" ]; then build+=(--scratch-path "$LAYOUTLAB_SCRATCH_PATH"); fi
echo "building: ${build[*]}"
if ! "${build[@]}" >/dev/null; then
  echo "not ok - swift build"
  echo "0 passed, 1 failed"
  exit 1
fi
bin="$("${build[@]}" --show-bin-path)/layoutlab"

work="$(mktemp -d)"
# A private tmux server (its socket in the work folder, removed with it), no user config.
tmux_() { tmux -S "$work/tmux.socket" -f /dev/null "$@"; }
cleanup() {
  tmux_ kill-server >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

# The pane runs this wrapper. The inner sh records its pid and becomes layoutlab (exec), so
# signals can be sent to exactly that process; the wrapper then prints the exit status and
# the tty modes as layoutlab left them. A non-interactive sh restores nothing itself (an
# interactive bash puts the modes back after a killed job, which would hide a missing
# endwin), so what `stty` says here is layoutlab's doing.
cat >"$work/run.sh" <<'WRAPPER'
#!/bin/sh
pidfile="$1"
shift
trap : INT  # Ctrl-C goes to the whole foreground group: outlive it (a handler, not an
            # ignore, so that layoutlab does not inherit an ignored SIGINT)
sh -c 'echo $$ >"$0"; exec "$@"' "$pidfile" "$@"
status=$?
modes=$(stty -a | tr ' ;' '\n\n' | grep -E '^-?(echo|icanon|isig)$' | tr '\n' ' ')
echo "EXIT=$status"
echo "STTY=$modes"
exec sleep 600
WRAPPER
chmod +x "$work/run.sh"

passed=0
failed=0
session=""

# check DESCRIPTION COMMAND...: runs the command, counts and reports; on a failure shows the
# pane.
check() {
  local description="$1"
  shift
  if "$@"; then
    passed=$((passed + 1))
    echo "ok - $description"
  else
    failed=$((failed + 1))
    echo "not ok - $description"
    if [ -n "$session" ]; then screen | sed 's/^/    | /'; fi
  fi
}

# start NAME [VAR=VALUE...] [-- ARGUMENTS...]: layoutlab in a fresh 120×40 pane.
start() {
  session="$1"
  shift
  local environment=(LANG=C.UTF-8 TERM=xterm-256color)
  while [ $# -gt 0 ] && [ "$1" != "--" ]; do
    environment+=("$1")
    shift
  done
  [ $# -gt 0 ] && shift
  tmux_ new-session -d -s "$session" -x 120 -y 40 \
    env -u NO_COLOR "${environment[@]}" "$work/run.sh" "$work/$session.pid" "$bin" "$@"
}
screen() { tmux_ capture-pane -p -J -t "$session"; }
flag() { tmux_ display-message -p -t "$session" "#{$1}"; }
keys() { tmux_ send-keys -t "$session" "$@"; }
program_pid() { cat "$work/$session.pid" 2>/dev/null || echo 0; }

# wait_for TEXT...: polls until the screen shows every TEXT.
wait_for() {
  local try text missing
  for try in $(seq 60); do
    missing=""
    for text in "$@"; do
      if ! screen | grep -qF -- "$text"; then missing="$text"; break; fi
    done
    [ -z "$missing" ] && return 0
    sleep 0.1
  done
  echo "    (never showed: $missing)"
  return 1
}
# wait_without TEXT: polls until the screen no longer shows TEXT.
wait_without() {
  local try
  for try in $(seq 60); do
    screen | grep -qF -- "$1" || return 0
    sleep 0.1
  done
  echo "    (still shows: $1)"
  return 1
}
# restored STATUS: layoutlab exited with STATUS and left the terminal usable: echo and
# canonical mode on, the normal screen back, the cursor shown, mouse reporting off.
restored() {
  wait_for "EXIT=$1" || return 1
  local modes
  modes="$(screen | grep '^STTY=')"
  case " ${modes#STTY=} " in
    *" icanon "*) ;;
    *) echo "    (tty modes: $modes)"; return 1 ;;
  esac
  case " ${modes#STTY=} " in
    *" echo "*) ;;
    *) echo "    (tty modes: $modes)"; return 1 ;;
  esac
  local screen_flags
  screen_flags="$(flag alternate_on) $(flag cursor_flag) $(flag mouse_any_flag)"
  if [ "$screen_flags" != "0 1 0" ]; then
    echo "    (alternate screen, cursor shown, mouse on: $screen_flags; want 0 1 0)"
    return 1
  fi
}
# full_screen: layoutlab owns the pane: alternate screen, cursor hidden.
full_screen() { [ "$(flag alternate_on) $(flag cursor_flag)" = "1 0" ]; }
# mouse_on: layoutlab asked for mouse reports.
mouse_on() { [ "$(flag mouse_any_flag)" = 1 ]; }
# click COLUMN ROW: a first-button press and release at a 0-based cell, as xterm's SGR mouse
# mode (terminfo kmous=\E[<) reports them. tmux's `send-keys -M` only forwards a mouse event
# tmux itself received from a client, so a script sends the report's bytes (-H, hex).
click() {
  local report
  report="$(printf '\033[<0;%d;%dM\033[<0;%d;%dm' $(($1 + 1)) $(($2 + 1)) $(($1 + 1)) $(($2 + 1)))"
  # shellcheck disable=SC2046
  keys -H $(printf '%s' "$report" | od -An -tx1)
}
# position_of TEXT: "COLUMN ROW" of the first cell of TEXT on the screen (0-based; the
# characters before it on its row must be one cell wide: ASCII, box drawing, ×).
position_of() {
  local row=0 line prefix
  while IFS= read -r line; do
    if [[ "$line" == *"$1"* ]]; then
      prefix="${line%%"$1"*}"
      echo "${#prefix} $row"
      return 0
    fi
    row=$((row + 1))
  done < <(screen)
  return 1
}
# click_on TEXT: clicks the first cell of TEXT.
click_on() {
  local at
  at="$(position_of "$1")" || { echo "    (no $1 to click)"; return 1; }
  # shellcheck disable=SC2086
  click $at
}
# size_is COLUMNS ROWS: the pane, and so the playground's screen, is that size.
size_is() { [ "$(flag pane_width) $(flag pane_height)" = "$1 $2" ]; }

# 1. The centering gallery: titles, the width knob, help, a click, arrows, resize, and `q`.
start gallery
check "the centering gallery shows its title bar and its panels' titles" \
  wait_for "LayoutLab · Centering gallery · 300×60" "1 Spacer()" "2 Spacer(minLength: 0)" \
  "3 Color.clear fillers" "5 HStack(spacing: 0)" "9 ZStack (wrong)" "10 frame(width:height:)"
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
  eval 'wait_for "End does nothing here" && screen | grep -qF "· 300×60 ·"'
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
keys Escape
wait_without "LayoutLab help" >/dev/null || true

check "a click on panel 2's text selects that Text (inspector)" \
  eval 'click_on "Hello world                │" && wait_for "│ Text \"Hello world\"" "proposed  300×60"'
keys Left
check "← (keypad mode) selects its parent, the HStack" wait_for "│ HStack"

tmux_ resize-window -t "$session" -x 100 -y 30
check "a resize to 100×30 re-lays out the gallery to fit" \
  eval 'size_is 100 30 && wait_for "1 Spacer()" "q quit" && [ "$(screen | wc -L)" -le 100 ]'
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
printf 'Text("Again").frame(width: 200, height: 60)\n' >"$scene"
chmod 640 "$scene"
wait_for "Again" >/dev/null || true
keys s
check "s saves the scene back, atomically, keeping its permissions" \
  eval 'wait_for "saved $scene" && grep -q "Text(\"Again\")" "$scene" \
    && [ "$(stat -c %a "$scene")" = 640 ] && [ "$(ls -A "$work" | grep -c "^\.scene")" = 0 ]'
keys q
check "q after a save: status 0, terminal usable" restored 0

# 4. Terminals the playground cannot use: a clear message, status 2, and a pointer to render.
start dumb TERM=dumb
check "TERM=dumb: exit 2 and a message suggesting 'layoutlab render FILE'" \
  wait_for "TERM=dumb cannot" "use 'layoutlab render FILE'" "EXIT=2"
session=""
status=0
"$bin" </dev/null >"$work/out" 2>"$work/err" || status=$?
check "standard input and output not a terminal: exit 2 and the same advice" \
  eval '[ "$status" = 2 ] && grep -q "is not one; to draw a scene as text instead, use .layoutlab render FILE." "$work/err" && [ ! -s "$work/out" ]'

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
