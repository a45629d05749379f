#!/usr/bin/env bash
# The README's test command: set up, build, and run the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh
swift build --build-tests
export RECALL_BIN="$(swift build --show-bin-path)/recall"
swift test --skip-build "$@"
