import type { CDPSession } from '@playwright/test';

/** 한글 and 축구, syllable by syllable. */
export const HANGUL = {
  han: ['ㅎ', '하', '한'],
  geul: ['ㄱ', '그', '글'],
  chuk: ['ㅊ', '추', '축'],
  gu: ['ㄱ', '구'],
} as const;

/** Grows a composition jamo by jamo (ㅎ, 하, 한) without committing it. */
export const composeSteps = async (cdp: CDPSession, steps: readonly string[]): Promise<void> => {
  for (const text of steps) {
    await cdp.send('Input.imeSetComposition', {
      text,
      selectionStart: text.length,
      selectionEnd: text.length,
    });
  }
};

/**
 * Types one Hangul syllable the way an input method does: the composition grows jamo by jamo
 * (ㅎ, 하, 한) and is then committed. Driven through the DevTools protocol, as a real IME would.
 */
export const composeSyllable = async (
  cdp: CDPSession,
  steps: readonly string[],
  commit: string,
): Promise<void> => {
  await composeSteps(cdp, steps);
  await cdp.send('Input.insertText', { text: commit });
};

/**
 * An Enter key event for `Input.dispatchKeyEvent`: key code 229 is the Enter an input method consumes
 * while composing, 13 a plain Enter (its keyDown carries the '\r' it types).
 */
export const enterKey = (type: 'rawKeyDown' | 'keyDown' | 'keyUp', keyCode: 229 | 13) => ({
  type,
  key: 'Enter',
  code: 'Enter',
  windowsVirtualKeyCode: keyCode,
  ...(type === 'keyUp' ? {} : { nativeVirtualKeyCode: keyCode }),
  ...(type === 'keyDown' ? { text: '\r' } : {}),
});
