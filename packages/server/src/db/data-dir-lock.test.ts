import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const children: ChildProcess[] = [];
const folders: string[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

function folderWithLock(owner: object): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'specboard-lock-'));
  folders.push(folder);
  fs.writeFileSync(path.join(folder, 'server.lock'), JSON.stringify(owner));
  return folder;
}

const lockOwner = (folder: string) =>
  JSON.parse(fs.readFileSync(path.join(folder, 'server.lock'), 'utf8')) as { pid: number };

/** Runs a shell line in a child and resolves with the first line it prints. */
function firstLine(script: string): Promise<{ child: ChildProcess; line: string }> {
  const child = spawn('sh', ['-c', script], { stdio: ['ignore', 'pipe', 'ignore'] });
  children.push(child);
  return new Promise((resolve) => {
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes('\n')) resolve({ child, line: output.split('\n')[0]!.trim() });
    });
  });
}

const startTime = (pid: number) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};

const onLinux = process.platform === 'linux';

describe('the embedded data folder lock', () => {
  it('refuses a second open of a folder this process holds', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'specboard-lock-'));
    folders.push(folder);
    const unlock = await lockDataDir(folder);
    await expect(lockDataDir(folder)).rejects.toBeInstanceOf(DataDirLockedError);
    await unlock();
    await (await lockDataDir(folder))();
  });

  it('takes over a lock naming this process, left by an earlier one given the same pid (a restarted container)', async () => {
    const folder = folderWithLock({ pid: process.pid, host: os.hostname() });
    const unlock = await lockDataDir(folder);
    expect(lockOwner(folder).pid).toBe(process.pid);
    await unlock();
  });

  it.runIf(onLinux)(
    'takes over a lock whose killed owner is not yet reaped (a zombie holds nothing)',
    async () => {
      // sh starts a child that ends a second later, then becomes `sleep`, which never reaps it:
      // a zombie.
      const { line } = await firstLine('sleep 1 & echo $!; exec sleep 30');
      const zombie = Number(line);
      // The child ends after its second; a loaded machine takes longer than poll's default 1 s.
      await expect
        .poll(() => fs.readFileSync(`/proc/${zombie}/stat`, 'utf8').split(') ')[1]?.[0], {
          timeout: 15_000,
        })
        .toBe('Z');
      const folder = folderWithLock({
        pid: zombie,
        host: os.hostname(),
        started: startTime(zombie),
      });
      const unlock = await lockDataDir(folder);
      expect(lockOwner(folder).pid).toBe(process.pid);
      await unlock();
    },
  );

  it.runIf(onLinux)(
    'refuses a lock held by a live process, and takes over one whose pid a later process reuses',
    async () => {
      const { child } = await firstLine('echo started; exec sleep 30');
      const pid = child.pid!;
      const held = folderWithLock({ pid, host: os.hostname(), started: startTime(pid) });
      await expect(lockDataDir(held)).rejects.toThrow(
        `in use by another server process (pid ${pid})`,
      );

      const reused = folderWithLock({ pid, host: os.hostname(), started: '1' });
      const unlock = await lockDataDir(reused);
      expect(lockOwner(reused).pid).toBe(process.pid);
      await unlock();
    },
  );

  it('treats a lock written on another host as held', async () => {
    const folder = folderWithLock({ pid: process.pid, host: `not-${os.hostname()}` });
    await expect(lockDataDir(folder)).rejects.toBeInstanceOf(DataDirLockedError);
  });
});
