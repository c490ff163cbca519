export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  size: number;
  data: Buffer;
}

/** A request as every adapter hands it to the pipeline: text values as received, nothing coerced. */
export interface RawRequest {
  method: string;
  /** The URL path as received, for the request log. */
  url: string;
  pathParams: Record<string, string>;
  query: Record<string, string | string[]>;
  headers: Record<string, string | undefined>;
  contentType?: string;
  /** Parsed JSON, text, or multipart fields (strings). Undefined when there was no body. */
  body?: unknown;
  files: UploadedFile[];
}
