#!/usr/bin/env bash
# generate_compare.sh -- generation rates of `nonet generate` per target,
# side by side with Debian's `qqwing --generate` in the same run.
#
# usage: bench/generate_compare.sh NONET_BINARY [SCALE] [levels]
#
# levels (third argument): only the levels and SE bands, not the
# --requires rows (a few minutes instead of a quarter of an hour).
#
# Each row times whole processes: CPU seconds (user + system) with --jobs
# 1, CPU and wall seconds with --jobs 2; rates are puzzles per second (of
# CPU, and of wall time for --jobs 2). Rows: the levels, SE rating bands,
# and every technique --requires can ask for (aic and grouped_aic with
# the discontinuous nice loops left out: they find every AIC first).
# qqwing makes its puzzles with `--generate N --difficulty D --one-line`
# (Easy against nonet's Easy, intermediate against Medium). SCALE (default
# 1) multiplies every count. Not a test: the machine's load moves the
# wall times.
set -eu
[ $# -ge 1 ] || { echo "usage: $0 NONET_BINARY [SCALE]" >&2; exit 2; }
nonet=$1
scale=${2:-1}
only_levels=${3:-}
qqwing=$(command -v qqwing || echo /usr/games/qqwing)

# run LABEL COUNT CMD...: one row: label, count, CPU s and rate (jobs 1),
# CPU s, wall s and wall rate (jobs 2).
row() {
    label=$1 count=$2
    shift 2
    TIMEFORMAT='%3U %3S %3R'
    t1=$( { time "$@" --jobs 1 > /dev/null 2>&1; } 2>&1 )
    t2=$( { time "$@" --jobs 2 > /dev/null 2>&1; } 2>&1 )
    echo "$t1 $t2" | awk -v l="$label" -v n="$count" '{ c = $1 + $2; c2 = $4 + $5; w = $6;
        printf "| %s | %d | %.2f | %.1f | %.2f | %.2f | %.1f |\n", l, n, c, n / c, c2, w, n / w }'
}

# qq LABEL DIFFICULTY COUNT: qqwing's row (one process, no --jobs).
qq() {
    TIMEFORMAT='%3U %3S %3R'
    t=$( { time "$qqwing" --generate "$3" --difficulty "$2" --one-line > /dev/null 2>&1; } 2>&1 )
    echo "$t" | awk -v l="$1" -v n="$3" '{ c = $1 + $2; printf "| %s | %d | %.2f | %.1f | - | - | - |\n", l, n, c, n / c }'
}

n() { echo $(( $1 * scale )); }

echo "| target | puzzles | CPU s (1 job) | puzzles/CPU s | CPU s (2 jobs) | wall s (2 jobs) | puzzles/wall s (2 jobs) |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"
qq "qqwing easy" easy "$(n 100)"
row "nonet --level Easy" "$(n 2000)" "$nonet" generate --seed 1 --count "$(n 2000)" --level Easy
qq "qqwing intermediate" intermediate "$(n 100)"
row "nonet --level Medium" "$(n 1000)" "$nonet" generate --seed 1 --count "$(n 1000)" --level Medium
qq "qqwing expert" expert "$(n 100)"
row "nonet --level Hard" "$(n 500)" "$nonet" generate --seed 1 --count "$(n 500)" --level Hard
row "nonet --level Unfair" "$(n 50)" "$nonet" generate --seed 1 --count "$(n 50)" --level Unfair
row "nonet --level Extreme" "$(n 50)" "$nonet" generate --seed 1 --count "$(n 50)" --level Extreme
for band in 1.0-1.9 2.0-2.9 3.0-3.9 4.0-4.9 5.0-5.9 6.0-6.9 7.0-7.1 7.2-7.3 7.4-7.5 7.6-7.9 8.0-8.4 8.5-8.9 \
    9.0-9.4; do
    lo=${band%-*} hi=${band#*-}
    c=$(n 10)
    row "nonet --min-er $lo --max-er $hi" "$c" "$nonet" generate --seed 1 --count "$c" --min-er "$lo" --max-er "$hi"
done
[ "$only_levels" = levels ] && exit 0
# Every technique but the singles and the two AICs, then those with the loops left out.
all=$("$nonet" techniques | awk '{ print $1 }' | grep -v -x -e backtracking)
for t in $(echo "$all" | grep -v -x -e full_house -e naked_single -e hidden_single -e aic -e grouped_aic); do
    c=$(n 5)
    row "nonet --requires $t" "$c" "$nonet" generate --seed 1 --count "$c" --requires "$t"
done
no_loops=$(echo "$all" | grep -v -x -e discontinuous_nice_loop -e grouped_discontinuous_nice_loop | paste -sd,)
for t in aic grouped_aic; do
    c=$(n 5)
    row "nonet --requires $t (no discontinuous loops)" "$c" "$nonet" generate --seed 1 --count "$c" --requires "$t" \
        --techniques "$no_loops"
done
