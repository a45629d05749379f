#!/usr/bin/env bash
# The README's first command: set up, build in release mode, index Fixtures/demo into a
# temporary database and answer a sample question.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh
swift build -c release --product recall --static-swift-stdlib >&2
recall="$(swift build -c release --show-bin-path)/recall"
db="$(mktemp -d)/recall.sqlite"
echo "+ recall index Fixtures/demo" >&2
"$recall" --db "$db" index Fixtures/demo || [ $? -eq 65 ]
question="${1:-what did I discuss with Sarah Chen in August}"
echo "+ recall ask --now 2026-11-20 \"$question\"" >&2
"$recall" --db "$db" ask --now 2026-11-20 "$question"
