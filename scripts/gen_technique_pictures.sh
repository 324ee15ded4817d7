#!/usr/bin/env bash
# Draws the picture of each technique page's worked example with nonet itself,
# and writes the index of the pages (and the Chinese index, docs/techniques/zh/README.md).
#
#   scripts/gen_technique_pictures.sh [--check] [NONET]
#
# Every page docs/techniques/ID.md (ID a technique id; README.md is the index)
# names its example in two comment lines:
#
#   <!-- picture-position: :0300:3:9.....+5+6+1..:...::313 314::   -->
#   <!-- picture-step: X-Wing: 3 r37 c34 => r1c34,r4c34,r5c34<>3 -->
#
# The script runs `nonet find ID --svg DIR` on the position, takes the
# instance whose line is the step, and writes its picture (the position
# before the step, the pattern highlighted) to docs/techniques/images/ID.svg.
# A page without the two lines, or whose step nonet does not find, is an
# error: every page gets its picture. The table between the "index" markers
# of docs/techniques/README.md is rewritten from `nonet techniques`, in
# pipeline order, one row per page.
#
# A page of a technique that has no picture of its own (backtracking, which
# nonet find does not run) says why in one line instead:
#
#   <!-- picture-none: backtracking is not a pattern; explain --svg draws it -->
#
# --check writes nothing: it exits 1 when a picture or the index differs from
# what would be written (a test runs it). NONET is the command to use
# (default build/nonet).
set -euo pipefail
cd "$(dirname "$0")/.."

check=no
if [[ ${1:-} == --check ]]; then
  check=yes
  shift
fi
nonet=${1:-build/nonet}
pages=docs/techniques
images=$pages/images
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0

fail() {
  echo "gen_technique_pictures: $*" >&2
  status=1
}

# The value of a "<!-- NAME: value -->" line of a page, or nothing.
marker() {
  sed -n "s/^<!-- $2: \(.*\) -->\$/\1/p" "$1" | head -n 1
}

# Install a generated file, or in --check mode compare it with the one there.
deliver() {
  local made=$1 target=$2
  if [[ $check == yes ]]; then
    cmp -s "$made" "$target" || fail "$target is not what the script makes (run scripts/gen_technique_pictures.sh)"
  else
    mkdir -p "$(dirname "$target")"
    cp "$made" "$target"
  fi
}

# One page: find its step among the instances and deliver its picture.
picture() {
  local page=$1 id position step
  id=$(basename "$page" .md)
  [[ -n $(marker "$page" picture-none) ]] && return
  position=$(marker "$page" picture-position)
  step=$(marker "$page" picture-step)
  if [[ -z $position || -z $step ]]; then
    fail "$page: no picture-position or picture-step line"
    return
  fi
  rm -rf "$work/svg"
  printf '%s\n' "$position" | "$nonet" find --svg "$work/svg" "$id" - >"$work/found" 2>"$work/err" || true
  local instance
  instance=$(awk -v want="$step" 'NR > 1 && $0 == want { print NR - 1; exit }' "$work/found")
  if [[ -z $instance ]]; then
    fail "$page: nonet find $id does not report '$step' ($(head -c 300 "$work/err"))"
    return
  fi
  deliver "$work/svg/1-$instance.svg" "$images/$id.svg"
  grep -q "](images/$id.svg)" "$page" || fail "$page does not show images/$id.svg"
}

# The index rows: "| [Name](id.md) | id | SE | HoDoKu | picture |" for each
# page, in pipeline order (`nonet techniques`: id, rating, HoDoKu score and
# level, name, then "  [notes]").
index_rows() {
  "$nonet" techniques | sed 's/  \[.*//' |
    while read -r id rating score level name; do
      if [[ -f $pages/$id.md && -n $(marker "$pages/$id.md" picture-none) ]]; then
        printf '| [%s](%s.md) | `%s` | %s | %s %s | (none) |\n' "$name" "$id" "$id" "$rating" "$score" "$level"
      elif [[ -f $pages/$id.md ]]; then
        printf '| [%s](%s.md) | `%s` | %s | %s %s | <img src="images/%s.svg" width="140" alt="%s"> |\n' \
          "$name" "$id" "$id" "$rating" "$score" "$level" "$id" "$name"
      fi
    done
}

# Rewrite the table between the index markers of the README.
index() {
  local readme=$pages/README.md
  {
    sed '/^<!-- index: begin -->$/q' "$readme"
    # The count, made here so that no other file need say it (README.md
    # links to this line).
    echo "$("$nonet" techniques --format json | grep -c '"fallback":false') techniques and the backtracking fallback, easiest first:"
    echo
    echo '| technique | id | SE | HoDoKu | picture |'
    echo '| --- | --- | --- | --- | --- |'
    index_rows
    sed -n '/^<!-- index: end -->$/,$p' "$readme"
  } >"$work/README.md"
  grep -q '^<!-- index: end -->$' "$readme" || fail "$readme has no index markers"
  deliver "$work/README.md" "$readme"
}

# The Chinese index's rows, as index_rows: a technique's Chinese name is its
# zh page's title (the English name, linked to the English page, until it
# has one), HoDoKu's level in Chinese.
zh_index_rows() {
  local -A level=([Easy]=简单 [Medium]=中等 [Hard]=困难 [Unfair]=非常困难 [Extreme]=极难)
  "$nonet" techniques | sed 's/  \[.*//' |
    while read -r id rating score lvl name; do
      [[ -f $pages/$id.md ]] || continue
      local link="../$id.md" zh=$pages/zh/$id.md
      if [[ -f $zh ]]; then
        link="$id.md"
        name=$(sed -n 's/^# \(.*\)（`.*$/\1/p' "$zh" | head -1)
      fi
      local shown="${level[$lvl]:-$lvl}"
      if [[ -n $(marker "$pages/$id.md" picture-none) ]]; then
        printf '| [%s](%s) | `%s` | %s | %s %s | （无） |\n' "$name" "$link" "$id" "$rating" "$score" "$shown"
      else
        printf '| [%s](%s) | `%s` | %s | %s %s | <img src="../images/%s.svg" width="140" alt="%s"> |\n' \
          "$name" "$link" "$id" "$rating" "$score" "$shown" "$id" "$name"
      fi
    done
}

# Rewrite the table between the index markers of the Chinese index.
zh_index() {
  local readme=$pages/zh/README.md
  [[ -f $readme ]] || return 0
  grep -q '^<!-- index: end -->$' "$readme" || fail "$readme has no index markers"
  {
    sed '/^<!-- index: begin -->$/q' "$readme"
    echo '| 技巧 | id | SE | HoDoKu | 图 |'
    echo '| --- | --- | --- | --- | --- |'
    zh_index_rows
    sed -n '/^<!-- index: end -->$/,$p' "$readme"
  } >"$work/zh-README.md"
  deliver "$work/zh-README.md" "$readme"
}

[[ -x $nonet ]] || { echo "gen_technique_pictures: no command at $nonet (build first)" >&2; exit 2; }
for page in "$pages"/*.md; do
  [[ $(basename "$page") == README.md ]] && continue
  picture "$page"
done
for image in "$images"/*.svg; do
  [[ -e $image ]] || continue
  [[ -f $pages/$(basename "$image" .svg).md ]] || fail "$image has no page"
done
index
zh_index
exit $status
