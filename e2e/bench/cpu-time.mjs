// CPU time spent by the parts of a measured run, from /proc (Linux): the server's processes, every
// PostgreSQL process and this one. On a machine where all three share the cores, their sum per
// operation says how many operations a second the cores allow at most, the floor a rate is held to.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

let ticksPerSecond;
const tick = () => {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
};

// The fields of a /proc/<pid>/stat line after the command name (which may hold spaces): state is
// [0], ppid [1], utime [11], stime [12], cutime [13], cstime [14].
const fieldsOf = (stat) => stat.slice(stat.lastIndexOf(')') + 2).split(' ');

function statFields(pid) {
  try {
    return fieldsOf(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null; // gone
  }
}

const pids = () => readdirSync('/proc').filter((name) => /^\d+$/.test(name));

function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

// A process and all its descendants (a cluster script's nodes).
function processTree(root) {
  const children = new Map();
  for (const pid of pids()) {
    const fields = statFields(pid);
    if (!fields) continue;
    const list = children.get(fields[1]) ?? [];
    list.push(pid);
    children.set(fields[1], list);
  }
  const tree = [];
  const stack = [String(root)];
  while (stack.length) {
    const pid = stack.pop();
    tree.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return tree;
}

// CPU seconds (user + system) of these processes so far.
function cpuOf(list, { children = false } = {}) {
  let ticks = 0;
  for (const pid of list) {
    const fields = statFields(pid);
    if (!fields) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
    if (children) ticks += Number(fields[13]) + Number(fields[14]);
  }
  return ticks / tick();
}

// Backends that exit (pgbench's, at its end) are counted in the postmaster's children's time.
const postgresCpu = () =>
  cpuOf(
    pids().filter((pid) => commandOf(pid) === 'postgres'),
    { children: true },
  );
const ownCpu = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

// Starts counting; `.stop()` gives the CPU seconds each part spent since.
export function cpuMeter(serverPid) {
  const server = serverPid ? processTree(serverPid) : [];
  const start = { server: cpuOf(server), postgres: postgresCpu(), bench: ownCpu() };
  return {
    stop: () => ({
      server: cpuOf(server) - start.server,
      postgres: postgresCpu() - start.postgres,
      bench: ownCpu() - start.bench,
    }),
  };
}

// CPU seconds that the child processes of a shell command spent, read from the shell itself once
// they have exited (a pgbench run).
export const childrenCpuScript = (command) => `${command}; cat /proc/$$/stat`;
export function childrenCpuFrom(output) {
  const fields = fieldsOf(output.trim().split('\n').pop() ?? '');
  return (Number(fields[13]) + Number(fields[14])) / tick();
}

export const cores = availableParallelism();

// "server 210 µs + PostgreSQL 150 µs + load 60 µs = 420 µs a bet: 2 cores allow 4,762/s at most".
export function describeCpu(spent, count, what) {
  const us = (seconds) => (seconds / count) * 1e6;
  const parts = Object.entries(spent).filter(([, seconds]) => seconds > 0);
  const total = parts.reduce((sum, [, seconds]) => sum + seconds, 0);
  const ceiling = (cores * count) / total;
  return {
    ceiling,
    text: `${parts.map(([name, seconds]) => `${name} ${us(seconds).toFixed(0)} µs`).join(' + ')} = ${us(total).toFixed(0)} µs of CPU ${what}: ${cores} cores allow ${ceiling.toFixed(0)}/s at most`,
  };
}
