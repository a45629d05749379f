#!/usr/bin/env bash
# Compares `recall ics-expand` with the reference oracle (../shared/tools/ics_oracle.py) on every
# file under ../shared/data/ics: window 1970-01-01..2040-01-01, cap 500, oracle --lenient.
# Usage: tools/ics-conformance.sh [--no-build] [--keep DIR]
set -u
cd "$(dirname "$0")/.."
ROOT=$(pwd)
SHARED=${RECALL_SHARED:-$ROOT/../shared}
PY=${ORACLE_PYTHON:-$ROOT/../.venv-oracles/bin/python}
START=1970-01-01; END=2040-01-01; CAP=500; TIMEOUT=${ICS_TIMEOUT:-60}
BUILD=1; KEEP=""
while [ $# -gt 0 ]; do
  case "$1" in --no-build) BUILD=0 ;; --keep) KEEP=$2; shift ;; esac; shift
done
if [ ! -d "$SHARED/data/ics" ]; then echo "no $SHARED/data/ics: nothing to check"; exit 0; fi
if [ ! -x "$PY" ]; then echo "oracle venv missing: python3 -m venv .venv-oracles && .venv-oracles/bin/pip install icalendar recurring-ical-events x-wr-timezone vobject"; exit 1; fi
if [ $BUILD = 1 ]; then swift build -c release --product recall --static-swift-stdlib >/dev/null || { echo "build failed"; exit 1; }; fi
BIN=$(swift build -c release --show-bin-path)/recall
if ! "$BIN" ics-expand --help 2>&1 | grep -q "ics-expand"; then
  echo "$BIN has no ics-expand subcommand: register ICSExpandCommand in Sources/recall/main.swift"; exit 1
fi
WORK=${KEEP:-$(mktemp -d)}; mkdir -p "$WORK"
files=0; crashes=0; oracle_ok=0; same=0; occ=0; diffs=()
while IFS= read -r f; do
  files=$((files+1))
  key=$(echo "${f#$SHARED/data/ics/}" | tr '/' '_')
  timeout "$TIMEOUT" "$BIN" ics-expand "$f" $START $END --cap $CAP >"$WORK/$key.swift" 2>"$WORK/$key.swift.err"
  rc=$?
  if [ $rc -ne 0 ]; then crashes=$((crashes+1)); echo "CRASH/HANG rc=$rc: ${f#$SHARED/data/ics/}"; fi
  timeout "$TIMEOUT" "$PY" "$SHARED/tools/ics_oracle.py" "$f" $START $END --cap $CAP --lenient >"$WORK/$key.oracle" 2>/dev/null
  [ $? -eq 0 ] || continue
  oracle_ok=$((oracle_ok+1)); occ=$((occ+$(wc -l <"$WORK/$key.oracle")))
  if cmp -s "$WORK/$key.swift" "$WORK/$key.oracle"; then same=$((same+1)); else diffs+=("${f#$SHARED/data/ics/}"); fi
done < <(find "$SHARED/data/ics" -type f -name "*.ics" | LC_ALL=C sort)
echo "files:                     $files"
echo "crashes/hangs:             $crashes"
echo "files the oracle parses:   $oracle_ok ($occ occurrences)"
echo "identical occurrence sets: $same"
echo "differing files:           ${#diffs[@]}"
for d in "${diffs[@]}"; do echo "  $d"; done
[ -z "$KEEP" ] && rm -rf "$WORK"
exit 0
