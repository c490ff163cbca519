export interface StoredFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** What the store holds against its limit (GET /__mock/usage). */
export interface FileUsage {
  bytes: number;
  limitBytes: number;
  files: number;
}

/** The default total for a world's stored files (MOCK_STORAGE_LIMIT): 256 MB. */
export const DEFAULT_STORAGE_LIMIT_BYTES = 256 * 1024 * 1024;

/**
 * Uploaded documents, keyed by folder path (e.g. candidates/documents/100234/) and file name, within a total
 * of bytes: a file that would take the total past the limit is refused (`put` answers false) and nothing
 * already stored changes. A file put under a key that holds one replaces it, so only the difference counts.
 */
export class FileStore {
  private readonly files = new Map<string, StoredFile>();
  private bytes = 0;

  constructor(readonly limitBytes = DEFAULT_STORAGE_LIMIT_BYTES) {}

  /** Stores the file unless the total would pass the limit; false when refused. */
  put(folder: string, file: StoredFile): boolean {
    const key = folder + file.filename;
    const replaced = this.files.get(key)?.data.length ?? 0;
    if (this.bytes - replaced + file.data.length > this.limitBytes) return false;
    this.set(key, file);
    return true;
  }

  get(folder: string, filename: string): StoredFile | undefined {
    return this.files.get(folder + filename);
  }

  /** Forgets every file in the folder; answers how many. */
  deleteFolder(folder: string): number {
    let deleted = 0;
    for (const [key, file] of this.files) {
      if (!key.startsWith(folder)) continue;
      this.files.delete(key);
      this.bytes -= file.data.length;
      deleted += 1;
    }
    return deleted;
  }

  usage(): FileUsage {
    return { bytes: this.bytes, limitBytes: this.limitBytes, files: this.files.size };
  }

  /** Every file with its key (folder and name), for snapshots. */
  entries(): Array<[string, StoredFile]> {
    return [...this.files];
  }

  /** Puts a file back under the key `entries` gave it (a snapshot is restored whole, even past the limit). */
  restore(key: string, file: StoredFile): void {
    this.set(key, file);
  }

  clear(): void {
    this.files.clear();
    this.bytes = 0;
  }

  private set(key: string, file: StoredFile): void {
    this.bytes += file.data.length - (this.files.get(key)?.data.length ?? 0);
    this.files.set(key, file);
  }
}
