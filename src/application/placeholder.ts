import { fromPromise } from 'xstate';

/** A named actor the composition root (or a test) must provide; it fails loudly if nobody did. */
export const placeholder = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`${name} is provided by the composition root`)));
