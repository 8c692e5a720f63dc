#!/usr/bin/env bash
# make docs: the DocC archive of every library product, built with the toolchain's `docc` from
# the symbol graphs of the debug build's modules (no swift-docc-plugin). Fails on any DocC warning (a broken
# symbol or article link, a malformed directive) and on a public symbol without a doc comment
# (scripts/check_doc_coverage.py). Archives land in .build/docs/<Product>.doccarchive.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
PRODUCTS=(Messagevisor MessagevisorICU MessagevisorRemote MessagevisorInterpolation
  MessagevisorMissingTranslations)

docc_tool() {
  if [ -n "${DOCC:-}" ]; then
    echo "$DOCC"
  elif command -v docc >/dev/null 2>&1; then
    command -v docc
  else
    local beside
    beside="$(dirname "$(readlink -f "$(command -v "$SWIFT")")")/docc"
    if [ -x "$beside" ]; then
      echo "$beside"
    elif command -v xcrun >/dev/null 2>&1; then
      xcrun --find docc
    else
      echo "error: docc not found beside $SWIFT; set DOCC=/path/to/docc" >&2
      return 1
    fi
  fi
}

DOCC_BIN=$(docc_tool)
TOOLS=$(dirname "$(readlink -f "$(command -v "$SWIFT")")")
EXTRACT=${SYMBOLGRAPH_EXTRACT:-$TOOLS/swift-symbolgraph-extract}
[ -x "$EXTRACT" ] || EXTRACT=$(command -v swift-symbolgraph-extract)

# The products' modules from the debug build (a no-op after `make build`), then their public
# symbol graphs, extracted from the built modules with the toolchain's extractor.
"$SWIFT" build
BIN=$("$SWIFT" build --show-bin-path)
TRIPLE=$("$SWIFT" -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')
GRAPHS=.build/docs/symbol-graphs/all
rm -rf "$GRAPHS"
mkdir -p "$GRAPHS"
clang_flags=()
if [ -f "$BIN/CMessagevisorICU.build/module.modulemap" ]; then
  clang_flags=(-Xcc "-fmodule-map-file=$BIN/CMessagevisorICU.build/module.modulemap"
    -Xcc -I -Xcc Sources/CMessagevisorICU/include)
fi
for product in "${PRODUCTS[@]}"; do
  "$EXTRACT" -module-name "$product" -I "$BIN/Modules" "${clang_flags[@]}" \
    -target "$TRIPLE" -output-dir "$GRAPHS" -minimum-access-level public \
    -skip-synthesized-members
done

python3 scripts/check_doc_coverage.py "$GRAPHS" "${PRODUCTS[@]}"

mkdir -p .build/docs
for product in "${PRODUCTS[@]}"; do
  graphs=.build/docs/symbol-graphs/$product
  rm -rf "$graphs" ".build/docs/$product.doccarchive"
  mkdir -p "$graphs"
  cp "$GRAPHS/$product.symbols.json" "$graphs/"
  find "$GRAPHS" -maxdepth 1 -name "$product@*.symbols.json" -exec cp {} "$graphs/" \;
  "$DOCC_BIN" convert "Sources/$product/$product.docc" \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$product" \
    --fallback-bundle-identifier "com.messagevisor.$product" \
    --fallback-default-module-kind Framework \
    --output-path ".build/docs/$product.doccarchive" \
    --warnings-as-errors
  echo "docs: .build/docs/$product.doccarchive"
done
