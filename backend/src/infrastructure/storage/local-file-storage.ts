import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Uploaded files under the data directory. Writes go to a temporary name first and are renamed
 * into place, so a crash never leaves half a file where a user's logo should be.
 */
export class LocalFileStorage {
  constructor(private readonly root: string) {}

  async save(folder: string, name: string, content: Buffer): Promise<void> {
    const dir = join(this.root, folder);
    await mkdir(dir, { recursive: true });
    const temporary = join(dir, `.${name}.${randomBytes(4).toString('hex')}.tmp`);
    await writeFile(temporary, content, { mode: 0o644 });
    await rename(temporary, join(dir, name));
  }

  async remove(folder: string, name: string): Promise<void> {
    await rm(join(this.root, folder, name), { force: true });
  }

  pathOf(folder: string, name: string): string {
    return join(this.root, folder, name);
  }
}

export const FILE_STORAGE = Symbol('FileStorage');
