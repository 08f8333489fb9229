import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Shaka Packager from the `shaka-packager` npm package. Its `index.js` wrapper always exits 0, even when the
 * packager fails, so the platform binary under bin/ is spawned directly and its exit status checked.
 */
const BINARIES: Record<string, Record<string, string>> = {
  linux: { x64: 'packager-linux-x64', arm64: 'packager-linux-arm64' },
  darwin: { x64: 'packager-osx-x64', arm64: 'packager-osx-arm64' },
  win32: { x64: 'packager-win-x64.exe' },
};

/** The packager binary for this platform and architecture (an Error where the npm package ships none). */
export function packagerBinary(platform: string = process.platform, arch: string = process.arch): string {
  const name = BINARIES[platform]?.[arch];
  if (!name) throw new Error(`shaka-packager has no binary for ${platform}/${arch}`);
  const packageJson = createRequire(import.meta.url).resolve('shaka-packager/package.json');
  return join(dirname(packageJson), 'bin', name);
}

export interface PackagerRun {
  stdout: string;
  stderr: string;
}

/** The packager's stderr is chatty on success too; an error message keeps its tail. */
const STDERR_TAIL = 4000;

/**
 * Runs the packager with `args` in `cwd`; resolves with its output on exit status 0 and rejects with an Error
 * carrying stderr otherwise (also when it cannot be started or is killed by a signal).
 */
export function runPackager(
  args: string[],
  options: { cwd?: string; binary?: string } = {},
): Promise<PackagerRun> {
  const binary = options.binary ?? packagerBinary();
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, {
      cwd: options.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      windowsHide: true,
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) =>
      reject(new Error(`shaka-packager could not start (${binary}): ${error.message}`)),
    );
    child.on('close', (code, signal) => {
      const stdout = Buffer.concat(out).toString('utf8');
      const stderr = Buffer.concat(err).toString('utf8');
      if (code === 0) resolve({ stdout, stderr });
      else
        reject(
          new Error(
            `shaka-packager failed (${signal ? `signal ${signal}` : `exit ${code}`}): ${stderr.slice(-STDERR_TAIL).trim()}`,
          ),
        );
    });
  });
}

let version: Promise<string> | undefined;

/** "v3.4.2-c819dea-release": part of a package's stamp, so a packager upgrade repackages. */
export function packagerVersion(): Promise<string> {
  version ??= runPackager(['--version']).then(({ stdout, stderr }) => {
    const match = /v\d+\.\d+\.\d+\S*/.exec(`${stdout}\n${stderr}`);
    if (!match) throw new Error(`shaka-packager --version printed no version: ${stdout}${stderr}`);
    return match[0];
  });
  version.catch(() => {
    version = undefined;
  });
  return version;
}
