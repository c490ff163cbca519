export interface StoredFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** Uploaded documents, keyed by folder path (e.g. candidates/documents/100234/) and file name. */
export class FileStore {
  private readonly files = new Map<string, StoredFile>();

  put(folder: string, file: StoredFile): void {
    this.files.set(folder + file.filename, file);
  }

  get(folder: string, filename: string): StoredFile | undefined {
    return this.files.get(folder + filename);
  }

  /** Every file with its key (folder and name), for snapshots. */
  entries(): Array<[string, StoredFile]> {
    return [...this.files];
  }

  /** Puts a file back under the key `entries` gave it. */
  restore(key: string, file: StoredFile): void {
    this.files.set(key, file);
  }

  clear(): void {
    this.files.clear();
  }
}
