import { spawnSync } from 'node:child_process';

/** Installs a Debian package with apt-get (the caller checks it runs as root); throws when apt-get fails. */
export function aptInstall(debianPackage) {
  console.log(`▸ ${debianPackage} is not installed: apt-get install -y ${debianPackage}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', debianPackage]]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit code ${result.status})`);
  }
}
