/** A stand-in for XMLHttpRequest: the upload adapter's network boundary. Each sent request is
 * recorded; the test then plays the server (progress, reply, network error). */
type Listener = (event: Record<string, unknown>) => void;

class ListenerMap {
  private listeners = new Map<string, Listener[]>();

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  emit(type: string, event: Record<string, unknown> = {}): void {
    for (const listener of this.listeners.get(type) ?? []) listener({ type, ...event });
  }
}

export class FakeXhr extends ListenerMap {
  static sent: FakeXhr[] = [];

  method = '';
  url = '';
  async = true;
  headers: Record<string, string> = {};
  body: unknown;
  responseType = '';
  status = 0;
  response: unknown = null;
  aborted = false;
  readonly upload = new ListenerMap();

  open(method: string, url: string, async = true): void {
    this.method = method;
    this.url = url;
    this.async = async;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: unknown): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort(): void {
    this.aborted = true;
    this.emit('abort');
  }

  // What the test does as the server:
  progress(loaded: number, total: number): void {
    this.upload.emit('progress', { lengthComputable: true, loaded, total });
  }

  respond(status: number, body: unknown): void {
    this.status = status;
    // responseType 'json' gives null for a body that is not JSON.
    this.response = this.responseType === 'json' && typeof body === 'string' ? null : body;
    this.emit('load');
  }

  networkError(): void {
    this.emit('error');
  }
}

/** Replaces XMLHttpRequest until the returned function is called. */
export function installFakeXhr(): () => void {
  const original = globalThis.XMLHttpRequest;
  FakeXhr.sent = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return () => {
    globalThis.XMLHttpRequest = original;
  };
}

/** Each test of the file runs against a fresh fake XMLHttpRequest, the real one back after it. */
export function withFakeXhr(): void {
  let restore = () => {};
  beforeEach(() => {
    restore = installFakeXhr();
  });
  afterEach(() => restore());
}

/** The last request sent, waiting for it if the code under test is still reading the file. */
export async function nextXhr(index = FakeXhr.sent.length): Promise<FakeXhr> {
  for (let tries = 0; tries < 200; tries += 1) {
    const xhr = FakeXhr.sent[index];
    if (xhr) return xhr;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('No upload request was sent.');
}

/**
 * The test environment's File is Node's (so FormData bodies behave as in a browser), which
 * jsdom's FileReader refuses. CKEditor reads an image before uploading it; this reader
 * understands any Blob. Returns the function that puts the original back.
 */
export function installBlobFileReader(): () => void {
  const original = window.FileReader;
  class BlobFileReader {
    result: string | null = null;
    error: unknown = null;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    onprogress: ((event: { loaded: number }) => void) | null = null;

    readAsDataURL(blob: Blob): void {
      void blob.arrayBuffer().then(
        (buffer) => {
          this.result = `data:${blob.type};base64,${Buffer.from(buffer).toString('base64')}`;
          this.onprogress?.({ loaded: blob.size });
          this.onload?.();
        },
        (error: unknown) => {
          this.error = error;
          this.onerror?.();
        },
      );
    }

    abort(): void {
      this.onabort?.();
    }
  }
  window.FileReader = BlobFileReader as unknown as typeof FileReader;
  return () => {
    window.FileReader = original;
  };
}
