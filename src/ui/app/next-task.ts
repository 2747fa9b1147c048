/**
 * Resolves in a later task: the browser can paint and handle input before the work that follows.
 * Start-up and the font switch are cut in such pieces so that none of them is a long task (a slow
 * phone feels one as a frozen page, and Lighthouse counts it as blocking time).
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
