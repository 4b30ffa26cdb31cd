#!/usr/bin/env bash
# libFuzzer over the scene pipeline (issue #7): builds LayoutCore, CustomLayouts and
# ViewSource with coverage and AddressSanitizer, links Fuzz/SceneFuzzer.swift, then fuzzes
# from the corpus (Tests/ViewSourceTests/Corpus, the built-in scenes and the crashers).
#
#   Fuzz/run.sh                    # 10 minutes
#   Fuzz/run.sh -runs=1000000      # any libFuzzer option replaces the time limit
#   Fuzz/run.sh -jobs=2 -workers=2 -max_total_time=600   # parallel (logs in fuzz-N.log)
#
# Findings (crash-*, timeout-*, oom-*) land in Fuzz/findings; copy each into
# Tests/ViewSourceTests/Crashers once fixed, where CrasherRegressionTests runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${FUZZ_BUILD:-.build/fuzz}
mkdir -p "$out" Fuzz/findings "$out/corpus"
flags=(-sanitize=fuzzer,address -parse-as-library -O -g -I "$out" -L "$out")

build_module() {  # name, source folder, exclusions..., dependencies after '--'
  local name=$1 folder=$2
  shift 2
  local files
  files=$(find "$folder" -name '*.swift' ! -path '*/Scenes/*' ! -name BuiltInScenes.swift | sort)
  # shellcheck disable=SC2086
  swiftc "${flags[@]}" -module-name "$name" -emit-module -emit-library -static \
    -emit-module-path "$out/$name.swiftmodule" -o "$out/lib$name.a" $files "$@"
}

if [ ! -x "$out/scene-fuzzer" ] || [ -n "$(find Sources/LayoutCore Sources/CustomLayouts \
  Sources/ViewSource Fuzz/SceneFuzzer.swift -newer "$out/scene-fuzzer" -name '*.swift')" ]; then
  echo "building the fuzzer in $out ..."
  build_module LayoutCore Sources/LayoutCore
  build_module CustomLayouts Sources/CustomLayouts -lLayoutCore
  build_module ViewSource Sources/ViewSource -lLayoutCore -lCustomLayouts
  swiftc "${flags[@]}" Fuzz/SceneFuzzer.swift -lViewSource -lCustomLayouts -lLayoutCore \
    -o "$out/scene-fuzzer" 2>&1 | grep -v "Cannot export local symbol" || true
fi

# Seeds: the snippets, the built-in scenes and every crasher found so far; what libFuzzer
# adds goes to the first folder.
options=("$@")
[ ${#options[@]} -gt 0 ] || options=(-max_total_time=600)
exec "$out/scene-fuzzer" "$out/corpus" Tests/ViewSourceTests/Corpus Sources/ViewSource/Scenes \
  Tests/ViewSourceTests/Crashers -dict=Fuzz/scene.dict -timeout=10 -rss_limit_mb=4096 -detect_leaks=0 \
  -max_len=65536 -artifact_prefix=Fuzz/findings/ "${options[@]}"
