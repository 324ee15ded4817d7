#!/usr/bin/env bash
# hosts_test.sh -- `nonet grade` rated over GNU parallel on three ssh hosts
# (docs/cli.md, "Past one machine"), tested for real on this machine: each
# host is a Linux network namespace running its own sshd (Debian's
# openssh-server) on its own port, reached over a veth pair from a fourth
# namespace where parallel runs. It shows
#   (a) the output of `parallel --pipepart --keep-order --sshlogin ...` equals a
#       one-machine run's, byte for byte;
#   (b) a host stopped in the middle (every process in its namespace killed
#       while it runs a job, then the namespace deleted) loses nothing: after
#       a second run with --resume-failed and the same --joblog on the hosts
#       left, the output assembled from --results equals the one-machine
#       run's, byte for byte, and only the lost jobs were run again.
# The namespaces share this machine's file system, so the "remote" nonet is
# the same binary at the same path (a real cluster installs it on each host).
# Nothing outside the temporary directory and the namespaces is changed: the
# host key, the client key, sshd's and ssh's configuration and known_hosts are
# made there (ssh -F), never in /etc/ssh or ~/.ssh. The one exception is
# sshd's privilege separation directory /run/sshd, which sshd needs and
# Debian's service makes at boot: made if missing and removed again.
#
# usage: tests/hosts_test.sh NONET_BINARY SOURCE_DIR
# Exits 77 (skipped) when GNU parallel, ssh or sshd is missing or network
# namespaces cannot be made here (not root, or no permission in a container).
set -euo pipefail
nonet=$(realpath "$1")
src=$2
skip() { echo "hosts_test: skipped: $*" >&2; exit 77; }
command -v parallel > /dev/null || skip "GNU parallel is not installed"
command -v ip > /dev/null || skip "ip (iproute2) is not installed"
sshd=$(command -v sshd || echo /usr/sbin/sshd)
[ -x "$sshd" ] || skip "sshd is not installed (Debian: openssh-server)"
command -v ssh > /dev/null && command -v ssh-keygen > /dev/null \
    || skip "ssh is not installed (Debian: openssh-client)"

hosts=3
tag=nnh$$ # namespace names unique to this run (ctest may run several builds)
ctl=${tag}c
work=$(mktemp -d)
made_run_sshd=no
cleanup() {
    local ns p
    for ns in "$ctl" $(seq -f "${tag}h%g" 1 $hosts); do
        ip netns list 2> /dev/null | grep -qw "^$ns" || continue
        for p in $(ip netns pids "$ns" 2> /dev/null); do kill -9 "$p" 2> /dev/null || true; done
        ip netns del "$ns" 2> /dev/null || true
    done
    [ $made_run_sshd = no ] || rmdir /run/sshd 2> /dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 1' HUP INT TERM PIPE # so that the cleanup runs then too
ip netns add "$ctl" 2> /dev/null || skip "cannot make a network namespace here (ip netns add needs root)"
fail() { echo "hosts_test: $*" >&2; exit 1; }

# ---- the hosts: namespace, veth pair to the client's namespace, sshd ----
if [ ! -d /run/sshd ]; then mkdir -m 755 /run/sshd; made_run_sshd=yes; fi
ssh-keygen -q -t ed25519 -N '' -C nonet-test-host -f "$work/host_key"
ssh-keygen -q -t ed25519 -N '' -C nonet-test-client -f "$work/client_key"
cp "$work/client_key.pub" "$work/authorized_keys"
: > "$work/empty"
user=$(id -un)
ip -n "$ctl" link set lo up
cat > "$work/ssh_config" << EOF
Host *
    User $user
    IdentityFile $work/client_key
    IdentitiesOnly yes
    UserKnownHostsFile $work/known_hosts
    GlobalKnownHostsFile /dev/null
    StrictHostKeyChecking yes
    BatchMode yes
    ConnectTimeout 5
    ServerAliveInterval 2
    ServerAliveCountMax 2
    LogLevel ERROR
EOF
start_host() {
    local i=$1 ns=${tag}h$1 addr=10.77.$1.2 port=$((2200 + $1))
    ip netns add "$ns"
    ip -n "$ctl" link add "v$i" type veth peer name eth0 netns "$ns"
    ip -n "$ctl" addr add "10.77.$i.1/24" dev "v$i"
    ip -n "$ctl" link set "v$i" up
    ip -n "$ns" addr add "$addr/24" dev eth0
    ip -n "$ns" link set eth0 up
    ip -n "$ns" link set lo up
    cat > "$work/sshd_config$i" << EOF
Port $port
ListenAddress $addr
HostKey $work/host_key
PidFile $work/sshd$i.pid
AuthorizedKeysFile $work/authorized_keys
PermitRootLogin prohibit-password
PubkeyAuthentication yes
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
StrictModes no
PrintMotd no
PrintLastLog no
X11Forwarding no
EOF
    # A fresh host has no start-up files of this machine's: an empty file
    # bind-mounted over ~/.bashrc in the host's own mount namespace (made by
    # ip netns exec, not seen outside) keeps one (a pyenv init costing 2 s a
    # job on the machine where this was written) from every session's shell.
    ip netns exec "$ns" sh -c 'if [ -f "$HOME/.bashrc" ]; then mount --bind "$1" "$HOME/.bashrc"; fi
                                exec "$2" -f "$3" -E "$4"' sh "$work/empty" "$sshd" "$work/sshd_config$i" "$work/sshd$i.log" \
        || fail "sshd did not start on host $i: $(cat "$work/sshd$i.log")"
    echo "[$addr]:$port $(cut -d' ' -f1-2 "$work/host_key.pub")" >> "$work/known_hosts"
    printf 'Host h%s\n    HostName %s\n    Port %s\n' "$i" "$addr" "$port" >> "$work/ssh_config"
}
for i in $(seq 1 $hosts); do start_host "$i"; done
in_ctl() { ip netns exec "$ctl" "$@"; }
for i in $(seq 1 $hosts); do
    for try in 1 2 3 4 5 6 7 8 9 10; do
        in_ctl ssh -F "$work/ssh_config" "h$i" true 2> "$work/ssh.err" && break
        [ "$try" -lt 10 ] || fail "cannot reach host $i over ssh: $(cat "$work/ssh.err")"
        sleep 0.2
    done
done

# ---- the batch: one puzzle a line, every one rated well inside --max-time ----
# (a timeout's lower bound would depend on the host's speed), with bad and
# multi-solution lines among them: their results are printed too and make
# nonet's exit status 1, which the command below counts as done, so that a
# failed job is one that did not finish (ssh's 255, a signal, nonet's 2).
cat "$src"/puzzles/magictour-sample.txt "$src"/puzzles/invalid.txt "$src"/puzzles/diabolical-sample.txt \
    "$src"/puzzles/multiple-sample.txt | grep -v '^#' | grep -v '^$' > "$work/input.txt"
"$nonet" grade < "$work/input.txt" > "$work/one.txt" 2> /dev/null || [ $? -eq 1 ] || fail "the one-machine run failed"
[ -s "$work/one.txt" ] || fail "the one-machine run printed nothing"
command="$(printf %q "$nonet") grade; test \$? -le 1"

# rate LOGINS OUT [PARALLEL OPTIONS...]: the batch over the hosts named;
# the options say how it is cut into jobs and what is logged.
rate() {
    local logins=$1 out=$2
    shift 2
    in_ctl parallel --will-cite --ssh "ssh -F $work/ssh_config" -S "$logins" \
        "$@" "$command" > "$out" 2> /dev/null
}
# assemble DIR LOG: the jobs' standard outputs kept by --results, in job
# order, once the joblog's last entry for every job says it finished.
assemble() {
    local s
    jobs=$(awk -F'\t' 'NR > 1 { ok[$1] = ($7 == 0 && $8 == 0); if ($1 > n) n = $1 }
                        END { for (s = 1; s <= n; s++) if (!ok[s]) exit 1; print n }' "$2") \
        || fail "a job is not done by the joblog $2"
    for s in $(seq 1 "$jobs"); do
        [ -f "$1/$s" ] || fail "job $s left no output"
        cat "$1/$s"
    done
}
same() {
    cmp -s "$work/one.txt" "$2" || { diff "$work/one.txt" "$2" | head -20 >&2 || true; fail "$1: the output differs from one machine's"; }
    echo "hosts_test: $1: $(wc -l < "$2") lines, same as one machine's"
}

# (a) all hosts up: the output in input order (--keep-order) is one machine's.
# Chunks of about 1 kB cut at line ends, as docs/cli.md's recipe does on a
# million (--pipepart reads the file itself).
rate 1/h1,1/h2,1/h3 "$work/many.txt" --pipepart -a "$work/input.txt" --block 1k --keep-order \
    --joblog "$work/log_a" || fail "the distributed run failed"
same "three hosts" "$work/many.txt"
for i in $(seq 1 $hosts); do
    grep -q "	h$i	" "$work/log_a" || fail "host $i ran no job"
done

# (b) host 1 stopped while it rates: kill everything in its namespace (sshd,
# the session, the nonet job) as soon as a nonet runs there, then delete it.
# Jobs of 10 lines (--pipe -N): with --pipepart, GNU parallel 20221122's
# --resume-failed gives the jobs it reruns other jobs' chunks (this test
# found it: the output held a chunk twice), so a resumable run uses --pipe.
resumable=(--pipe -N 10 --joblog "$work/log_b" --results "$work/res_b/{#}" --resume-failed)
rate 1/h1,1/h2,1/h3 "$work/first.txt" "${resumable[@]}" < "$work/input.txt" &
runner=$!
stopped=no
for _ in $(seq 1 3000); do # up to a minute
    for p in $(ip netns pids "${tag}h1" 2> /dev/null); do
        if [ "$(cat "/proc/$p/comm" 2> /dev/null)" = nonet ]; then stopped=yes; fi
    done
    [ $stopped = no ] || break
    sleep 0.02
done
[ $stopped = yes ] || fail "no job ran on host 1 to stop"
for p in $(ip netns pids "${tag}h1"); do kill -9 "$p" 2> /dev/null || true; done
ip netns del "${tag}h1"
if wait $runner; then fail "the run with a host stopped reported no failed job"; fi
# A job is done when it exited 0 and no signal ended it (as assemble reads
# the joblog): a job killed with host 1 may be logged exit 0, signal 9, and
# --resume-failed reruns it.
lost=$(awk -F'\t' 'NR > 1 && ($7 != 0 || $8 != 0) { n++ } END { print n + 0 }' "$work/log_b")
[ "$lost" -gt 0 ] || fail "stopping host 1 failed no job"
done_first=$(awk -F'\t' 'NR > 1 && $7 == 0 && $8 == 0 { n++ } END { print n + 0 }' "$work/log_b")
# The second run: the same command line (--resume-failed from the first: a
# missing joblog is a first run) on the hosts left.
rate 1/h2,1/h3 "$work/second.txt" "${resumable[@]}" < "$work/input.txt" \
    || fail "the resumed run failed"
assemble "$work/res_b" "$work/log_b" > "$work/resumed.txt"
same "host 1 stopped ($lost of $jobs jobs lost), resumed" "$work/resumed.txt"
rerun=$(( $(wc -l < "$work/log_b") - 1 - done_first - lost ))
[ "$rerun" -eq $((jobs - done_first)) ] \
    || fail "the resumed run ran $rerun jobs, not the $((jobs - done_first)) unfinished ones"
echo "hosts_test: the resumed run ran only the $rerun jobs not done"
