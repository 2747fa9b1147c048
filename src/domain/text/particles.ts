import { josa } from 'es-hangul';

/*
 * Korean particles after a word the text does not know in advance (a title, a name): 을/를, 이/가,
 * 은/는, 와/과 and 으로/로 depend on whether the word's last syllable has a final consonant (and 로
 * also follows ㄹ). They are chosen by es-hangul, never by hand. Only message builders import this
 * module (the server, the demo backend and the lazy /alarm chunk), so the library stays out of the
 * first page's JavaScript.
 */

export type ParticlePair = '을/를' | '이/가' | '은/는' | '와/과' | '으로/로';

/** The particle of `pair` that follows `word`. */
export const particleAfter = (word: string, pair: ParticlePair): string => josa.pick(word, pair);

/** `word` followed by its particle. */
export const withParticle = (word: string, pair: ParticlePair): string =>
  `${word}${particleAfter(word, pair)}`;

/** `"title"` followed by its particle: the closing quote does not change how the title is read. */
export const quotedWithParticle = (title: string, pair: ParticlePair): string =>
  `"${title}"${particleAfter(title, pair)}`;
