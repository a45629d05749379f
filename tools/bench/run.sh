#!/usr/bin/env bash
# Recall's benchmark — the one entry point. Builds release binaries, the C memory-read
# microbenchmark and a venv with numpy + sqlite-vec (Debian's python3, whose sqlite3 can load
# extensions), then runs tools/bench/run.py for 10k and 100k chunks (add --with-1m for 1M).
#
#   tools/bench/run.sh [--with-1m] [--markdown FILE]
#
# Work files (notes, databases, venv) go to $BENCH_DIR (default /tmp/recall-bench).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
WORK="${BENCH_DIR:-/tmp/recall-bench}"
SIZES="10k,100k"
EXTRA=()
while [ $# -gt 0 ]; do
  case "$1" in
    --with-1m) SIZES="10k,100k,1m"; shift ;;
    --sizes) SIZES="$2"; shift 2 ;;
    --markdown) EXTRA+=(--markdown "$2"); shift 2 ;;
    --sqlite-vec-1m) EXTRA+=(--sqlite-vec-1m); shift ;;
    *) echo "usage: $0 [--with-1m] [--sizes 10k,100k,1m] [--markdown FILE] [--sqlite-vec-1m]" >&2; exit 64 ;;
  esac
done
mkdir -p "$WORK"
if ! command -v hyperfine >/dev/null; then  # installed the way tools/setup.sh installs libraries
  echo "bench: installing hyperfine" >&2
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  if command -v apt-get >/dev/null; then
    "${sudo_cmd[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq hyperfine >/dev/null || true
  fi
  command -v hyperfine >/dev/null || { command -v cargo >/dev/null && cargo install --locked hyperfine >&2; } || true
  command -v hyperfine >/dev/null || { echo "bench: hyperfine is not on PATH and could not be installed" >&2; exit 1; }
fi
(cd "$ROOT" && swift build -c release --product recall --static-swift-stdlib >&2)
cp "$ROOT/.build/release/recall" "$WORK/recall"  # a rebuild during the run cannot change the binary
RECALL="$WORK/recall"
gcc -O3 -march=native -pthread -o "$WORK/membw" "$ROOT/tools/bench/membw.c"
if [ ! -x "$WORK/venv/bin/python" ]; then
  /usr/bin/python3 -m venv --system-site-packages "$WORK/venv"
  "$WORK/venv/bin/pip" install -q numpy sqlite-vec
fi
"$WORK/venv/bin/python" -c 'import sqlite3; sqlite3.connect(":memory:").enable_load_extension(True)'
{
  echo "date: $(date -u +%FT%TZ)  commit: $(git -C "$ROOT" rev-parse --short HEAD)  load: $(cut -d' ' -f1-3 /proc/loadavg)"
  lscpu | grep -E '^(Model name|CPU\(s\)|Thread|L2|L3)'
  free -g | head -2
} >&2
exec "$WORK/venv/bin/python" "$ROOT/tools/bench/run.py" --work "$WORK" --recall "$RECALL" \
  --membw "$WORK/membw" --python "$WORK/venv/bin/python" --sizes "$SIZES" "${EXTRA[@]}"
