#!/usr/bin/env bash
# libFuzzer runs of Recall's parsers.
#
#   tools/fuzz/run.sh TARGET SECONDS [libFuzzer flags…]    TARGET: ics vcard frontmatter jsonl query enex keep understand embed
#   tools/fuzz/run.sh build TARGET                          only build .build-fuzz/fuzz-TARGET
#
# Each target is one executable built with `swiftc -sanitize=fuzzer,address` from RecallCore and
# RecallImport compiled as instrumented static modules, plus tools/fuzz/targets/TARGET.swift and its
# @_cdecl("LLVMFuzzerTestOneInput") entry. The embed target adds RecallEmbedding, instrumented too, and
# the static word-vector table (CStaticVectors, compiled with the toolchain's clang for #embed). Yams (needed by the Markdown importer) is built once
# with SwiftPM into .build-fuzz/spm and linked uninstrumented. The corpus starts from
# Fuzz/seeds/TARGET (small, in the repository) and grows in .build-fuzz/corpus/TARGET; crashes,
# hangs (-timeout=10) and out-of-memory inputs (-rss_limit_mb=2048) land in .build-fuzz/artifacts/TARGET.
# The last line of the log ("Done N runs in S second(s)") gives executions and executions/second.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$ROOT/.build-fuzz"
FUZZ="$ROOT/tools/fuzz"
VECTOR_FLAGS=()
VECTOR_OBJECTS=()
FLAGS=(-sanitize=fuzzer,address -O -g -parse-as-library -swift-version 6 -module-cache-path "$OUT/module-cache")

yams() {
  local spm="$OUT/spm"
  if [[ ! -f "$spm/debug/Modules/Yams.swiftmodule" ]]; then
    (cd "$ROOT" && swift build --scratch-path "$spm" --target Yams >&2)
  fi
  YAMS_FLAGS=(-I "$spm/debug/Modules" -Xcc -fmodule-map-file="$(find "$spm/checkouts/Yams/Sources/CYaml/include" -name module.modulemap | head -1)")
  YAMS_OBJECTS=($(find "$spm/debug/Yams.build" "$spm/debug/CYaml.build" -name '*.o'))
}

static_vectors() {  # the compiled-in table as an object file plus a module map for it
  local dir="$OUT/CStaticVectors" source="$ROOT/Sources/CStaticVectors"
  mkdir -p "$dir"
  printf 'module CStaticVectors {\n  header "%s/include/static_vectors.h"\n  export *\n}\n' "$source" > "$dir/module.modulemap"
  if [[ ! -f "$dir/static_vectors.o" || "$source/vectors.bin" -nt "$dir/static_vectors.o" ]]; then
    clang -c -O1 -I "$source/include" --embed-dir="$source" "$source/static_vectors.c" -o "$dir/static_vectors.o"
  fi
  VECTOR_FLAGS=(-Xcc -fmodule-map-file="$dir/module.modulemap")
  VECTOR_OBJECTS=("$dir/static_vectors.o")
}

module() {  # module NAME SOURCES…: an instrumented static library and its .swiftmodule
  local name="$1"; shift
  local stamp="$OUT/lib$name.a"
  local newest; newest="$(ls -t "$@" | head -1)"
  if [[ -f "$stamp" && "$stamp" -nt "$newest" ]]; then return; fi
  swiftc "${FLAGS[@]}" "${YAMS_FLAGS[@]}" "${VECTOR_FLAGS[@]}" -I "$OUT" -emit-library -static -emit-module \
    -module-name "$name" -emit-module-path "$OUT/$name.swiftmodule" -o "$stamp" "$@"
}

build() {
  local target="$1"
  mkdir -p "$OUT"
  yams
  module RecallCore "$ROOT"/Sources/RecallCore/*.swift
  module RecallImport $(find "$ROOT/Sources/RecallImport" -name '*.swift' | sort)
  local extra=() libraries=()
  if [[ "$target" == embed ]]; then
    static_vectors
    module RecallEmbedding "$ROOT"/Sources/RecallEmbedding/*.swift
    libraries=("$OUT/libRecallEmbedding.a" "${VECTOR_OBJECTS[@]}")
  fi
  [[ "$target" == query ]] && extra=("$ROOT/Sources/RecallSearch/FullTextQuery.swift" -I "$FUZZ/CSQLite")
  [[ "$target" == understand ]] && extra=("$ROOT"/Sources/RecallSearch/Query/*.swift)
  if [[ "$target" == enex ]] && ! grep -rq "struct EvernoteImporter" "$ROOT/Sources/RecallImport"; then
    echo "fuzz: the Evernote importer is not in this tree yet" >&2; exit 2
  fi
  swiftc "${FLAGS[@]}" "${YAMS_FLAGS[@]}" "${VECTOR_FLAGS[@]}" -I "$OUT" -module-name "Fuzz_$target" \
    "$FUZZ/targets/$target.swift" "$FUZZ/FuzzChecks.swift" "${extra[@]}" "${libraries[@]}" \
    "$OUT/libRecallImport.a" "$OUT/libRecallCore.a" "${YAMS_OBJECTS[@]}" -o "$OUT/fuzz-$target"
  echo "$OUT/fuzz-$target"
}

if [[ "${1:-}" == build ]]; then build "$2"; exit 0; fi
TARGET="${1:?usage: tools/fuzz/run.sh TARGET SECONDS}"
SECONDS_TO_RUN="${2:?usage: tools/fuzz/run.sh TARGET SECONDS}"
shift 2
BINARY="$(build "$TARGET" | tail -1)"
mkdir -p "$OUT/corpus/$TARGET" "$OUT/artifacts/$TARGET"
SEEDS=("$ROOT/Fuzz/seeds/$TARGET")
[[ -d "$ROOT/Fuzz/reproducers/$TARGET" ]] && SEEDS+=("$ROOT/Fuzz/reproducers/$TARGET")
# Real Takeout exports seed the Keep target when ../shared is present (read there, never copied here).
KEEP_SHARED="${RECALL_SHARED:-$ROOT/../shared}/data/notes/google-keep/_extracted"
[[ "$TARGET" == keep && -d "$KEEP_SHARED" ]] && SEEDS+=("$KEEP_SHARED")
DICT=()
[[ -f "$FUZZ/dicts/$TARGET.dict" ]] && DICT=(-dict="$FUZZ/dicts/$TARGET.dict")
ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" "$BINARY" "$OUT/corpus/$TARGET" "${SEEDS[@]}" \
  -max_total_time="$SECONDS_TO_RUN" -timeout=10 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 \
  -artifact_prefix="$OUT/artifacts/$TARGET/" "${DICT[@]}" "$@" 2>&1 | tee "$OUT/$TARGET.log" | grep -E "^#|Done|ERROR|SUMMARY|stat::|crash-|timeout-|oom-|slow-unit" | tail -40
