// Part of `npm test`: the browser suite drives Chromium. When it is missing, install Debian's package the way CI
// does (as root, with apt), or stop at once with the one command to run.
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasApt() {
  try {
    execFileSync('apt-get', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

if (!isExecutable(chromium)) {
  if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH=${chromium} is not an executable file: point it at Chromium, or unset it to use /usr/bin/chromium.`);
    process.exit(1);
  }
  if (process.getuid?.() !== 0 || !hasApt()) {
    console.error('Chromium is missing for the browser tests: run `sudo apt-get install -y chromium` (or set CHROMIUM_PATH), then npm test again.');
    process.exit(1);
  }
  console.log('Chromium is missing for the browser tests: installing Debian\'s package (apt-get install chromium)...');
  const apt = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  execFileSync('apt-get', ['update', '-qq'], apt);
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], apt);
  if (!isExecutable(chromium)) {
    console.error(`apt-get installed chromium but ${chromium} is not there: set CHROMIUM_PATH to it.`);
    process.exit(1);
  }
}
