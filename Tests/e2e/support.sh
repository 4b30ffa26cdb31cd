# Shared by the end-to-end scripts (playground.sh, terminal-robustness.sh): builds layoutlab,
# starts it in a private tmux server, reads the screen back, and counts checks. Source it from
# a script in this folder; it changes to the package root, and removes its work folder and
# tmux server on exit. Every wait is bounded (wait_for: 60 polls 0.1 s apart).
#
# LAYOUTLAB_SCRATCH_PATH, when set, builds there instead of in .build.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
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
# Recovery files go to $XDG_STATE_HOME/layoutlab: a folder of the work folder's, so that no
# run touches the real home (short: the offer and its messages show the path in 120 columns).
export XDG_STATE_HOME="$work/s"

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

# start NAME [VAR=VALUE...] [-- ARGUMENTS...]: layoutlab in a fresh 120×40 pane (after
# START_DELAY seconds, when set: time to attach pipe-pane before the first byte).
start() {
  session="$1"
  shift
  local environment=(LANG=C.UTF-8 TERM=xterm-256color)
  while [ $# -gt 0 ] && [ "$1" != "--" ]; do
    environment+=("$1")
    shift
  done
  [ $# -gt 0 ] && shift
  tmux_ new-session -d -s "$session" -x 120 -y 40 sh -c 'sleep "$0"; exec "$@"' \
    "${START_DELAY:-0}" env -u NO_COLOR "${environment[@]}" "$work/run.sh" "$work/$session.pid" \
    "$bin" "$@"
}
screen() { tmux_ capture-pane -p -J -t "$session"; }
flag() { tmux_ display-message -p -t "$session" "#{$1}"; }
keys() { tmux_ send-keys -t "$session" "$@"; }
program_pid() { cat "$work/$session.pid" 2>/dev/null || echo 0; }

# wait_for TEXT...: polls until the screen shows every TEXT.
wait_for() {
  local try text missing shown
  for try in $(seq 60); do
    missing=""
    shown="$(screen)" # not piped into grep -q: with pipefail, an early exit is a SIGPIPE
    for text in "$@"; do
      if ! grep -qF -- "$text" <<<"$shown"; then missing="$text"; break; fi
    done
    [ -z "$missing" ] && return 0
    sleep 0.1
  done
  echo "    (never showed: $missing)"
  return 1
}
# wait_without TEXT: polls until the screen no longer shows TEXT.
wait_without() {
  local try shown
  for try in $(seq 60); do
    shown="$(screen)"
    grep -qF -- "$1" <<<"$shown" || return 0
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
# wheel COLUMN ROW up|down: one notch of the mouse wheel at a cell (0-based), as xterm's SGR
# mouse mode reports it: button 64 up, 65 down.
wheel() {
  local button=64
  [ "$3" = down ] && button=65
  # shellcheck disable=SC2046
  keys -H $(printf '\033[<%d;%d;%dM' "$button" $(($1 + 1)) $(($2 + 1)) | od -An -tx1)
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

