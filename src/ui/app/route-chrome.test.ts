import { describe, expect, it } from 'vitest';
import { activeSection, competitionTab, isCompetitionPath, topBarKind } from './route-chrome';

describe('route chrome', () => {
  it('picks the top bar per path', () => {
    expect(topBarKind('/article/3')).toBe('none');
    expect(topBarKind('/article')).toBe('standard');
    expect(topBarKind('/signIn')).toBe('simple');
    expect(topBarKind('/signUp')).toBe('simple');
    expect(topBarKind('/password/forgot')).toBe('simple');
    expect(topBarKind('/password/reset?token=abc')).toBe('simple');
    expect(topBarKind('/level')).toBe('none');
    expect(topBarKind('/')).toBe('standard');
    expect(topBarKind('/board/home?board=post')).toBe('standard');
    expect(topBarKind('/whatever')).toBe('standard');
  });

  it('highlights the section by first segment, articles on / and article*', () => {
    expect(activeSection('/')).toBe('articles');
    expect(activeSection('/article?tag=TACTICS')).toBe('articles');
    expect(activeSection('/articlePost')).toBe('articles');
    expect(activeSection('/articleDraft/2')).toBe('articles');
    expect(activeSection('/clip')).toBe('clips');
    expect(activeSection('/board/qna/5')).toBe('community');
    expect(activeSection('/competition/league')).toBe('competition');
    expect(activeSection('/users/3')).toBeNull();
    expect(activeSection('/boardPost')).toBeNull();
  });

  it('takes the competition tab from the second segment', () => {
    expect(isCompetitionPath('/competition/home')).toBe(true);
    expect(isCompetitionPath('/board/home')).toBe(false);
    expect(competitionTab('/competition/home')).toBe('home');
    expect(competitionTab('/competition/match?age=U12')).toBe('match');
    expect(competitionTab('/competition/league')).toBe('league');
    expect(competitionTab('/competition/club')).toBeNull();
  });
});
