import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const serverRoot = path.resolve(import.meta.dirname, '../..');

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  kill: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/**
 * Starts a server as a real child process (src/main.ts, or another entry such as a test
 * fixture) and waits for the line that announces its address.
 */
export async function spawnServer(
  env: Record<string, string>,
  entry = 'src/main.ts',
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: serverRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no address after ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const check = () => {
      const match = output.match(/running at (http:\/\/\S+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', check);
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
  return {
    url,
    child,
    output: () => output,
    exited,
    kill: (signal = 'SIGTERM') => {
      child.kill(signal);
      return exited;
    },
  };
}

/** Starts a server process that is expected to fail; resolves with its exit code and output. */
export async function runFailingServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { code, output };
}

export type StartedService = {
  child: ChildProcess;
  output: () => string;
  /** Resolves once the process `npm start` runs has ended. */
  exited: Promise<number | null>;
  /** Signals every process of the service at once, as a service manager stopping it does. */
  kill: (signal: NodeJS.Signals) => Promise<number | null>;
};

/**
 * Starts the server as `npm start` does (scripts/start.mjs: the compiled server, built first if
 * its sources changed), in a process group of its own so that a kill reaches the launcher and
 * the server together. Resolves once the launcher is spawned; wait for /graphql to answer.
 */
export function spawnStart(env: Record<string, string>): StartedService {
  const child = spawn(process.execPath, [path.resolve(serverRoot, '../../scripts/start.mjs')], {
    cwd: path.resolve(serverRoot, '../..'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return {
    child,
    output: () => output,
    exited,
    kill: (signal) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // The group has already gone.
      }
      return exited;
    },
  };
}
