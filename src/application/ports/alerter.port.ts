/** A blocking browser alert (spec sections 4 and 7: logout notice, failed query). */
export interface Alerter {
  alert(message: string): void;
}
