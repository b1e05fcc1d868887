import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { assertStorageKey, type Storage } from './storage.ts';

/** Files in a folder of this machine, spread over subfolders by the key's first two characters. */
export async function createLocalStorage(dir: string): Promise<Storage> {
  await fs.promises.mkdir(dir, { recursive: true });
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(dir, key.slice(0, 2).toLowerCase(), key);
  };
  return {
    kind: 'local',
    put: async (key, body) => {
      const target = pathOf(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Written beside its place, then renamed: a reader never sees half an object.
      const temporary = `${target}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await fs.promises.writeFile(temporary, body, { flag: 'wx' });
        await fs.promises.rename(temporary, target);
      } catch (error) {
        await fs.promises.rm(temporary, { force: true });
        throw error;
      }
    },
    get: async (key) => {
      const file = pathOf(key);
      const handle = await fs.promises.open(file, 'r').catch(ifMissing(undefined));
      if (!handle) return undefined;
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), size };
    },
    head: async (key) => {
      const stat = await fs.promises.stat(pathOf(key)).catch(ifMissing(undefined));
      return stat && { size: stat.size };
    },
    delete: async (key) => {
      await fs.promises.rm(pathOf(key), { force: true });
    },
    close: async () => {},
  };
}

function ifMissing<T>(value: T) {
  return (error: NodeJS.ErrnoException): T => {
    if (error.code === 'ENOENT') return value;
    throw error;
  };
}
