import { styled } from '@linaria/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import type { NewsItem } from '../../../contract/competitions';
import { relativeTime } from '../../../domain/relative-time';
import { COMPETITION_TEXT } from '../../../domain/text/competition';
import { COMPETITION_UI_TEXT as T } from '../../../domain/text/competition-pages';
import { Button, ListSkeleton, Spinner, visuallyHidden } from '../../components';
// The article home's sentinel hook; it belongs in src/ui/hooks once the lists settle on main.
import { useNearEnd } from '../../pages/article-home/use-near-end';
import { color, fontSize, fontWeight, media, radius, space } from '../../theme/tokens';
import { Status } from './competitions.styles';
import { useCompetitionMachines } from './use-competition-machines';

const List = styled.ul`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CardLink = styled.a`
  display: flex;
  gap: ${space.lg};
  padding: ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  color: inherit;
  text-decoration: none;

  &:hover strong {
    text-decoration: underline;
  }
`;

const Picture = styled.img`
  flex: none;
  width: 120px;
  height: 68px;
  border-radius: ${radius.md};
  background: ${color.bgMuted};
  object-fit: cover;

  ${media.mobile} {
    width: 96px;
    height: 54px;
  }
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  min-width: 0;
`;

const Source = styled.span`
  color: ${color.textTertiary};
  font-size: ${fontSize.xs};
`;

const Title = styled.strong`
  font-size: ${fontSize.base};
  font-weight: ${fontWeight.semibold};
  line-height: 1.45;
  overflow-wrap: anywhere;
`;

const NewsCard = ({ item, now }: { item: NewsItem; now: Date }) => (
  <li>
    <CardLink href={item.contentUrl} target="_blank" rel="noopener noreferrer">
      {item.imageUrl ? <Picture src={item.imageUrl} alt="" loading="lazy" decoding="async" /> : null}
      <Text>
        <Source>
          {item.source} · <time dateTime={item.createdAt}>{relativeTime(item.createdAt, now)}</time>
        </Source>
        <Title>{item.title}</Title>
        <span className={visuallyHidden}>{T.opensInNewTab}</span>
      </Text>
    </CardLink>
  </li>
);

/** The youth news: an infinite list (spec section 2) whose cards open the article in a new tab. */
export const NewsList = () => {
  const list = useActorRef(useCompetitionMachines().newsList, { input: { params: {} } });
  const state = useSelector(list, (s) => s.value);
  const items = useSelector(list, (s) => s.context.items);
  const sentinel = useRef<HTMLDivElement>(null);
  useNearEnd(sentinel, state === 'ready' || state === 'failedMore', () =>
    list.send({ type: 'list.nearEnd' }),
  );
  const now = new Date();
  return (
    <div aria-busy={state === 'loading' || state === 'loadingMore'}>
      <List>
        {items.map((item) => (
          <NewsCard key={item.id} item={item} now={now} />
        ))}
      </List>
      {/* The first page keeps the room of five cards until it is there (issue 13). */}
      {state === 'loading' && items.length === 0 ? (
        <ListSkeleton rows={5} rowHeight={94} testId="news-skeleton" />
      ) : null}
      <div ref={sentinel} aria-hidden="true" />
      {state === 'loading' || state === 'loadingMore' ? (
        <Status role="status">
          <Spinner size={16} />
          {state === 'loading' ? T.newsLoading : T.newsLoadingMore}
        </Status>
      ) : state === 'end' ? (
        <Status>{items.length === 0 ? T.newsEmpty : COMPETITION_TEXT.allNewsViewed}</Status>
      ) : state === 'failed' || state === 'failedMore' ? (
        <Status role="alert">
          {T.newsFailed}
          <Button size="sm" variant="secondary" onClick={() => list.send({ type: 'list.retry' })}>
            {T.retry}
          </Button>
        </Status>
      ) : null}
    </div>
  );
};
