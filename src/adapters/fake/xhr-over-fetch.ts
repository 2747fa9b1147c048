/**
 * Just enough of XMLHttpRequest for the HTTP image upload adapter, carried by a fetch function instead
 * of a socket (the demo host's edge, the in-process server's `app.request`): one progress event, then
 * the answer.
 */
type Fetch = (path: string, init: RequestInit) => Promise<Response>;

export const xhrOverFetch = (fetch: Fetch) => (): XMLHttpRequest => {
  let method = 'GET';
  let url = '';
  const headers = new Headers();
  const xhr = {
    withCredentials: false,
    timeout: 0,
    status: 0,
    responseText: '',
    upload: { onprogress: null as ((e: ProgressEvent) => void) | null },
    onload: null as (() => void) | null,
    onerror: null as (() => void) | null,
    onabort: null as (() => void) | null,
    ontimeout: null as (() => void) | null,
    open(m: string, u: string) {
      method = m;
      url = u;
    },
    setRequestHeader(name: string, value: string) {
      headers.set(name, value);
    },
    abort() {
      xhr.onabort?.();
    },
    send(body: FormData) {
      fetch(url, { method, headers, body }).then(
        async (response) => {
          xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 } as ProgressEvent);
          xhr.status = response.status;
          xhr.responseText = await response.text();
          xhr.onload?.();
        },
        () => xhr.onerror?.(),
      );
    },
  };
  return xhr as unknown as XMLHttpRequest;
};
