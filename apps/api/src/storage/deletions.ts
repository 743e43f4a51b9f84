import { unlink } from 'node:fs/promises';

/**
 * Uploaded files are removed through here. While a backup copies the uploads, removals wait, so that a
 * picture the database snapshot names is still there when the uploads are copied after it.
 */
class DeferredDeletions {
  private holds = 0;
  private waiting: string[] = [];

  /** Holds removals until the function answered is called. */
  hold(): () => Promise<void> {
    this.holds += 1;
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      this.holds -= 1;
      if (this.holds > 0) return;
      const files = this.waiting;
      this.waiting = [];
      await Promise.all(files.map((file) => unlink(file).catch(() => undefined)));
    };
  }

  async remove(file: string): Promise<void> {
    if (this.holds > 0) {
      this.waiting.push(file);
      return;
    }
    await unlink(file).catch(() => undefined);
  }
}

export const uploadDeletions = new DeferredDeletions();
