/**
 * Counts as Korean readers write them (1,234). One formatter for every count in the catalog: building
 * an ICU number format is the costly part of `toLocaleString('ko-KR')`, which did it on every call, on
 * every card of a list, on a phone's main thread.
 */
const COUNT = new Intl.NumberFormat('ko-KR');

export const formatCount = (n: number): string => COUNT.format(n);
