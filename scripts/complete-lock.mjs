#!/usr/bin/env node
// Adds lock entries for optional platform packages the registry mirror here cannot serve (it answers 404 for
// e.g. Tailwind's Android, macOS and Windows bindings, so `npm install` leaves them out and `npm ci` then refuses
// the lock as out of sync). Each entry carries the os/cpu that npm uses to skip it on other platforms; a machine
// of that platform fetches it by version from its registry. Run after `npm install` changes the lock.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const osNames = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openharmony', 'netbsd', 'openbsd', 'sunos', 'aix'];
const cpuNames = ['arm64', 'x64', 'ia32', 'arm', 'wasm32', 'ppc64', 's390x', 'riscv64', 'loong64'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => osNames.includes(p));
  const cpu = parts.find((p) => cpuNames.includes(p));
  const libc = parts.find((p) => p === 'musl' || p === 'gnu' || p === 'gnueabihf');
  if (!cpu || (!os && cpu !== 'wasm32')) return undefined;
  return {
    ...(os ? { os: [os] } : {}),
    cpu: [cpu],
    ...(os === 'linux' && libc ? { libc: [libc === 'musl' ? 'musl' : 'glibc'] } : {}),
  };
}

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [dependency, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${dependency}`;
    if (lock.packages[key] || lock.packages[`${path}/${key}`]) continue;
    const platform = platformOf(dependency);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    lock.packages[key] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lock: ${added} optional platform entries added`);
