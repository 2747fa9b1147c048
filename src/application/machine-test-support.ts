import { BadRequest, Network } from './errors';

/** A promise the test settles by hand, to observe a machine while a call is on its way. */
export const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

/** Lets settled promises reach the machine (promise actors report on a later microtask). */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export const badRequest = (message: string) => new BadRequest({ text: message, body: { message }, message });

export const dropped = () => new Network({ text: 'network', body: null, status: null });
