#!/usr/bin/env bash
# docsgen side by side with the JavaScript documentation generators users compare it with —
# VitePress, Rspress and Docusaurus — on the same generated pages, in one run: cold builds,
# whole process, timed as a user times them (GNU time: wall clock and peak RSS).
#
#   scripts/bench-peers.sh [PAGES] [RUNS] [PEERS]     (from the repository root; default 120 3)
#
#   PEERS: which peers to build, comma-separated (default vitepress,rspress,docusaurus).
#   PEERS_DIR: where the peers are installed and the corpora written (default /tmp/docsgen-peers).
#
# The corpus (scripts/peer-corpus.mjs) is a Docusaurus-style docs folder: front matter,
# :::admonitions, code blocks, tables, relative .md links, _category_ files. docsgen builds it as
# the pages folder of a zero-config site; each peer builds the same pages in its own flavour
# (peer-corpus.mjs --flavor), at its defaults: VitePress and Rspress with one sidebar per
# top-level section (their fastest reasonable form), Docusaurus with the classic preset.
# Each peer is installed once under PEERS_DIR (npm, about a minute each). Each run builds them
# in turn, interleaved, so the machine's noise hits all of them alike, after removing every
# output and cache (cold), and checks that every source page came out as an HTML file.
# Prints a line per run, then the medians and the ratios (peer time / docsgen time).
set -euo pipefail
PAGES=${1:-120}; RUNS=${2:-3}; PEERS=${3:-vitepress,rspress,docusaurus}
ROOT=$(pwd)
DIR=${PEERS_DIR:-/tmp/docsgen-peers}
W=$DIR/work-$PAGES
[ -f "$ROOT/bin/docsgen.js" ] || { echo "run this from the docsgen repository root" >&2; exit 2; }
[ -f "$ROOT/dist/cli.js" ] || { echo "compile docsgen first: npm install (or node scripts/compile.mjs)" >&2; exit 2; }
command -v /usr/bin/time >/dev/null || { echo "needs GNU time (/usr/bin/time): apt-get install time" >&2; exit 2; }
has() { [[ ",$PEERS," == *",$1,"* ]]; }

# install NAME PACKAGE@VERSION...: npm-install the packages into $DIR/NAME unless already there.
install() {
  local dir=$DIR/$1; shift
  local wanted; wanted=$(printf '%s\n' "$@" | sort | tr '\n' ' ')
  [ -f "$dir/.installed" ] && [ "$(cat "$dir/.installed")" = "$wanted" ] && return
  rm -rf "$dir"; mkdir -p "$dir"
  printf '{ "name": "peer-%s", "private": true, "type": "module" }\n' "$(basename "$dir")" >"$dir/package.json"
  (cd "$dir" && npm install --no-audit --no-fund --loglevel=error "$@" >/dev/null)
  echo "$wanted" >"$dir/.installed"
}
has vitepress && install vitepress vitepress@1.6.4
has rspress && install rspress @rspress/core@2.0.22
has docusaurus && install docusaurus @docusaurus/core@3.10.2 @docusaurus/preset-classic@3.10.2 react@19 react-dom@19

rm -rf "$W"; mkdir -p "$W"
corpus() { node "$ROOT/scripts/peer-corpus.mjs" --pages "$PAGES" --out "$W/$1" --flavor "$2" "${@:3}" >/dev/null; }
corpus dg docusaurus
mkdir -p "$W/dg/site" && mv "$W/dg/docs" "$W/dg/site/pages"
printf 'title: Bench\nurl: https://bench.example\n' >"$W/dg/site/config.yaml"
if has vitepress; then corpus vp vitepress --sidebar-per-section; ln -sfn "$DIR/vitepress/node_modules" "$W/vp/node_modules"; fi
if has rspress; then corpus rs rspress --sidebar-per-section; ln -sfn "$DIR/rspress/node_modules" "$W/rs/node_modules"; fi
if has docusaurus; then corpus du docusaurus; ln -sfn "$DIR/docusaurus/node_modules" "$W/du/node_modules"; fi

# missing SRC OUT STYLE: source pages (SRC/**/*.md) without an HTML page in OUT, where a.md is
# a/index.html (STYLE dir: docsgen, Docusaurus) or a.html (STYLE html: VitePress, Rspress).
missing() {
  local n=0 rel f
  while IFS= read -r rel; do
    rel=${rel%.md}
    if [ "$rel" = index ]; then f=$2/index.html
    elif [ "$3" = dir ]; then f=$2/$rel/index.html
    else f=$2/$rel.html; fi
    [ -f "$f" ] || n=$((n + 1))
  done < <(cd "$1" && find . -name '*.md' | sed 's|^\./||')
  echo "$n"
}
check() {
  local m; m=$(missing "$2" "$3" "$4")
  [ "$m" = 0 ] || { echo "$1 built no HTML for $m of its $PAGES pages (see $3)" >&2; exit 1; }
}
# timed NAME DIR CMD...: run CMD in DIR under GNU time; append "seconds MB" to $W/NAME.times.
timed() {
  local name=$1 dir=$2; shift 2
  (cd "$dir" && /usr/bin/time -o "$W/t" -f '%e %M' "$@" >"$W/$name.log" 2>&1) \
    || { echo "$name failed: $(tail -n 5 "$W/$name.log")" >&2; exit 1; }
  awk '{printf "%s %d\n", $1, $2 / 1024}' "$W/t" >>"$W/$name.times"
}
last() { tail -n 1 "$W/$1.times" | awk '{print $1}'; }

for i in $(seq "$RUNS"); do
  line="run $i:"
  rm -rf "$W/dg/node_modules" "$W/dg/out"   # docsgen's cache lives in node_modules/.cache
  timed docsgen "$W/dg" node "$ROOT/bin/docsgen.js" build --site site --out out
  check docsgen "$W/dg/site/pages" "$W/dg/out" dir
  line+=" docsgen $(last docsgen) s"
  if has vitepress; then
    rm -rf "$W/vp/docs/.vitepress/cache" "$W/vp/docs/.vitepress/dist"
    timed vitepress "$W/vp" ./node_modules/.bin/vitepress build docs
    check VitePress "$W/vp/docs" "$W/vp/docs/.vitepress/dist" html
    line+=", VitePress $(last vitepress) s"
  fi
  if has rspress; then
    # Rspress keeps a persistent Rspack cache (and compiled config) in the shared node_modules.
    rm -rf "$W/rs/doc_build" "$DIR/rspress/node_modules/.cache" "$DIR/rspress/node_modules/.rspress"
    timed rspress "$W/rs" ./node_modules/.bin/rspress build
    check Rspress "$W/rs/docs" "$W/rs/doc_build" html
    line+=", Rspress $(last rspress) s"
  fi
  if has docusaurus; then
    # Its webpack cache is .cache beside the config (the corpus has no package.json), else node_modules/.cache.
    rm -rf "$W/du/build" "$W/du/.docusaurus" "$W/du/.cache" "$DIR/docusaurus/node_modules/.cache"
    timed docusaurus "$W/du" ./node_modules/.bin/docusaurus build
    check Docusaurus "$W/du/docs" "$W/du/build" dir
    line+=", Docusaurus $(last docusaurus) s"
  fi
  echo "$line"
done

med() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
median_of() { awk "{print \$$2}" "$W/$1.times" | med; }
d=$(median_of docsgen 1)
summary="$PAGES pages, cold, median of $RUNS: docsgen $d s ($(median_of docsgen 2) MB)"
for peer in vitepress:VitePress rspress:Rspress docusaurus:Docusaurus; do
  name=${peer%%:*}; label=${peer#*:}
  has "$name" || continue
  t=$(median_of "$name" 1)
  summary+=", $label $t s ($(median_of "$name" 2) MB, $(echo "scale=1; $t / $d" | bc)x)"
done
echo "$summary"
