import { styled } from '@linaria/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { myBlocksQuery, unblockMutation } from '../../../application/blocks/blocks.queries';
import { failureText } from '../../../application/failure-text';
import type { BlockEntry } from '../../../contract/blocks';
import { paths } from '../../../domain/paths';
import { relativeTime } from '../../../domain/relative-time';
import { BLOCK_TEXT as T } from '../../../domain/text/blocks';
import { Avatar, Button, useToast } from '../../components';
import { useServices } from '../../hooks/use-services';
import { color, fontSize, space } from '../../theme/tokens';
import { Hint, Section, SectionHeading } from './settings.styles';
import { QueryList } from '../../components/query-list';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: ${space.xxs} ${space.sm};
    padding: ${space.sm} 0;
    border-bottom: 1px solid ${color.border};
    font-size: ${fontSize.sm};
  }
  a,
  span[data-name] {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${color.text};
  }
  small {
    grid-column: 2 / -1;
    color: ${color.textTertiary};
  }
`;

const PAGE_SIZE = 20;

/** A block's name: the member, or for an anonymous block only where it was made from. */
const nameOf = (b: BlockEntry) => (b.user ? b.user.nickname : T.anonymousAuthor);

/** 차단한 사용자: the member's blocks, newest first, each undone with one button (issue 22). */
export const MyBlocks = () => {
  const { blocksApi } = useServices();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const query = useQuery(myBlocksQuery(blocksApi, page, PAGE_SIZE));
  const unblock = useMutation({
    ...unblockMutation(blocksApi),
    onSuccess: () => toast.show({ type: 'success', message: T.unblocked }),
    onError: (error) => toast.show({ type: 'error', message: failureText(error, T.unblockFailed) }),
  });
  const headingId = useId();
  const now = new Date();
  return (
    <Section aria-labelledby={headingId} data-testid="my-blocks">
      <SectionHeading id={headingId}>{T.listTitle}</SectionHeading>
      <QueryList
        query={query}
        failed={T.listFailed}
        empty={T.listEmpty}
        List={List}
        Note={Hint}
        page={page}
        onPage={setPage}
        keyOf={(b) => b.id}
      >
        {(b) => (
          <li key={b.id}>
            <Avatar src={b.user?.profileImageUrl ?? null} alt="" size={28} />
            {b.user ? (
              <Link href={paths.user(b.user.id)}>{b.user.nickname}</Link>
            ) : (
              <span data-name="">{T.anonymousAuthor}</span>
            )}
            <Button
              variant="secondary"
              size="sm"
              aria-label={T.unblockLabel(nameOf(b))}
              pending={unblock.isPending && unblock.variables === b.id}
              onClick={() => {
                if (!unblock.isPending) unblock.mutate(b.id);
              }}
            >
              {T.unblock}
            </Button>
            <small>
              {b.anonymous ? `${T.anonymousSource(b.excerpt)} · ` : null}
              <time dateTime={b.createdAt}>{T.blockedAt(relativeTime(b.createdAt, now))}</time>
            </small>
          </li>
        )}
      </QueryList>
    </Section>
  );
};
