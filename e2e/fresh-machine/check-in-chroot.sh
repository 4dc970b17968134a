#!/usr/bin/env bash
# The README's promise, checked: a fresh clone's `npm test` passes on a Debian machine that has only
# Node 20, npm and git, as root (e2e/prepare-machine.mjs installs and starts Chromium, the fonts,
# nginx, docker-compose, PostgreSQL and Redis itself). Run as root on a Debian host, by hand; no test
# calls it, it takes the whole suite's time (about 20 minutes on 2 cores) and downloads Debian's
# packages and the npm registry's.
#
#   e2e/fresh-machine/check-in-chroot.sh [repo] [command]    (defaults: this clone, bash .ci/run)
#
# The root is a fresh `debootstrap --variant=minbase` of bookworm, given the host's node binary and
# npm (Debian's own nodejs is 18), git, and the host's extra CA certificates (a proxy that re-signs
# TLS needs them, as the host does). It runs in a network namespace of its own, so its loopback is
# its own: the host's PostgreSQL and Redis on 5432 and 6379 are not there to be found, and the run
# must start its own. Traffic leaves through a veth pair and the host's NAT, to the registries only.
set -euo pipefail
REPO=$(cd "${1:-$(dirname "$0")/../..}" && pwd)
COMMAND=${2:-bash .ci/run}
WORK=${FRESH_MACHINE_DIR:-/var/tmp/fresh-machine}
ROOT=$WORK/root
NS=freshmachine
UPLINK=$(ip route show default | awk '{print $5; exit}')

cleanup() {
  for p in /proc/[0-9]*; do [ "$(readlink "$p/root" 2>/dev/null)" = "$ROOT" ] && kill -9 "${p#/proc/}" 2>/dev/null; done
  umount -R "$ROOT/proc" "$ROOT/sys" "$ROOT/dev" 2>/dev/null || true
  ip netns del "$NS" 2>/dev/null || true
  iptables -t nat -D POSTROUTING -s 10.231.0.0/30 -o "$UPLINK" -j MASQUERADE 2>/dev/null || true
}
trap cleanup EXIT
cleanup

command -v debootstrap >/dev/null || apt-get install -y -qq debootstrap iptables
rm -rf "$ROOT" && mkdir -p "$ROOT"
debootstrap --variant=minbase bookworm "$ROOT" http://deb.debian.org/debian >"$WORK/debootstrap.log"
cp "$(command -v node)" "$ROOT/usr/bin/node"
mkdir -p "$ROOT/usr/lib/node_modules" && cp -a "$(dirname "$(readlink -f "$(command -v npm)")")/.." "$ROOT/usr/lib/node_modules/npm"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$ROOT/usr/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$ROOT/usr/bin/npx"
cp /etc/resolv.conf "$ROOT/etc/resolv.conf"
for f in /etc/npmrc "$HOME/.npmrc"; do [ -f "$f" ] && cp "$f" "$ROOT${f/#$HOME//root}"; done

ip netns add "$NS"
ip link add vh-fresh type veth peer name vc-fresh
ip link set vc-fresh netns "$NS"
ip addr add 10.231.0.1/30 dev vh-fresh && ip link set vh-fresh up
ip netns exec "$NS" ip addr add 10.231.0.2/30 dev vc-fresh
ip netns exec "$NS" ip link set vc-fresh up
ip netns exec "$NS" ip link set lo up
ip netns exec "$NS" ip route add default via 10.231.0.1
sysctl -qw net.ipv4.ip_forward=1
iptables -t nat -A POSTROUTING -s 10.231.0.0/30 -o "$UPLINK" -j MASQUERADE

mount -t proc proc "$ROOT/proc" && mount --rbind /sys "$ROOT/sys" && mount --rbind /dev "$ROOT/dev"
inside() {
  ip netns exec "$NS" chroot "$ROOT" /usr/bin/env -i HOME=/root LANG=C.UTF-8 CI=true \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt /bin/bash -c "$1"
}
# git, and the CA certificates the host trusts beyond Debian's (what a fresh machine on this network has).
inside 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq git ca-certificates >/dev/null'
cp /usr/local/share/ca-certificates/*.crt "$ROOT/usr/local/share/ca-certificates/" 2>/dev/null || true
inside 'update-ca-certificates >/dev/null'
git clone -q "$REPO" "$ROOT/repo"
echo "fresh Debian root: $(inside 'node -v; command -v chromium-headless-shell nginx psql redis-server python3 gcc || true' | tr '\n' ' ')"
inside "cd /repo && $COMMAND"
