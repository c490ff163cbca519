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

  clear(): void {
    this.files.clear();
  }
}
