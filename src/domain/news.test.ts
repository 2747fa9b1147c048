import { describe, expect, it } from 'vitest';
import { dedupeNews, newsLinkKey, newsTitleKey } from './news';

describe('news keys', () => {
  it('treats copies of one link as the same', () => {
    const key = newsLinkKey('https://News.example/youth/12/?utm_source=rss&b=2&a=1#top');
    expect(key).toBe('news.example/youth/12?a=1&b=2');
    expect(newsLinkKey('http://news.example/youth/12?a=1&b=2&fbclid=x')).toBe(key);
    expect(newsLinkKey('https://news.example/')).toBe('news.example');
    expect(newsLinkKey('javascript:alert(1)')).toBeNull();
    expect(newsLinkKey('not a url')).toBeNull();
  });

  it('folds headlines to their letters and digits', () => {
    expect(newsTitleKey('[속보] U-17 대표팀, 결승 진출!')).toBe(newsTitleKey('[속보]U-17 대표팀 결승 진출'));
    expect(newsTitleKey('ＵＳＡ Cup')).toBe('usacup');
    expect(newsTitleKey('…')).toBe('');
  });

  it('keeps the first item of each link and each headline', () => {
    const items = [
      { title: '화랑대기 개막', contentUrl: 'https://a.example/1' },
      { title: '화랑대기 개막!', contentUrl: 'https://b.example/9' },
      { title: '금석배 결승', contentUrl: 'https://a.example/1?utm_medium=feed' },
      { title: '백운기 8강', contentUrl: 'https://a.example/2' },
      { title: '---', contentUrl: 'https://a.example/3' },
    ];
    expect(dedupeNews(items).map((i) => i.title)).toEqual(['화랑대기 개막', '백운기 8강']);
  });
});
