/** The host API request answering one file's bytes. */
export interface FileRequest {
  /** The API URL answering the file. */
  url: string;
  /** Accept and other headers the API needs; credentials excluded. Names are lower-case. */
  headers: Record<string, string>;
  /**
   * How the answer body becomes the file's bytes: as is; base64 text; a JSON object whose
   * `content` is base64 (Gitea's contents API); base64 text from Gerrit, without a safety prefix.
   */
  decode: 'raw' | 'base64' | 'json-content-base64' | 'gerrit-base64';
}
