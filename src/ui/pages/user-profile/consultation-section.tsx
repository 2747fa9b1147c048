import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { consultationsQuery } from '../../../application/profile/profile.queries';
import type { Consultation } from '../../../contract/profile';
import { CONSULTATION_TYPE_LABEL } from '../../../domain/catalog';
import { paths } from '../../../domain/paths';
import type { ConsultationBox } from '../../../domain/profile';
import { relativeTime } from '../../../domain/relative-time';
import { PROFILE_PAGE_TEXT } from '../../../domain/text/profile-page';
import { ListSkeleton } from '../../components';
import { useServices } from '../../hooks/use-services';
import { ConsultationAnswerForm } from './consultation-answer-form';
import { Answer, Card, Chip, Message, Muted, Top } from './consultation.styles';
import { SectionFrame, SectionPaging } from './profile-list-section';
import { Items, ListMessage } from './user-profile.styles';

const T = PROFILE_PAGE_TEXT;

/** The other party: linked to their profile unless the account is gone. */
const Party = ({ party, label }: { party: Consultation['sender']; label: (name: string) => string }) =>
  party.id === null ? (
    <span>{label(party.name)}</span>
  ) : (
    <Link href={paths.user(party.id)}>{label(party.name)}</Link>
  );

/** One consultation: type, status, the other party, date, message, and the answer or the reply form. */
const ConsultationItem = ({ c, box, now }: { c: Consultation; box: ConsultationBox; now: Date }) => (
  <Card>
    <Top>
      <Chip>{CONSULTATION_TYPE_LABEL[c.consultationType]}</Chip>
      <Chip data-status={c.status}>{T.counsel.status[c.status]}</Chip>
      {box === 'received' ? (
        <Party party={c.sender} label={T.counsel.from} />
      ) : (
        <Party party={c.recipient} label={T.counsel.to} />
      )}
      <time dateTime={c.createdAt}>{relativeTime(c.createdAt, now)}</time>
    </Top>
    <Message>{c.message}</Message>
    {c.status === 'ANSWERED' && c.answer !== null ? (
      <Answer>
        <h3>{T.counsel.answerHeading}</h3>
        <p>{c.answer}</p>
      </Answer>
    ) : null}
    {c.status === 'DECLINED' && box === 'sent' ? <Muted>{T.counsel.declinedNote}</Muted> : null}
    {c.status === 'REQUESTED' && box === 'sent' ? <Muted>{T.counsel.waiting}</Muted> : null}
    {c.status === 'REQUESTED' && box === 'received' ? <ConsultationAnswerForm consultationId={c.id} /> : null}
  </Card>
);

/** The owner's consultations received or sent, newest first, ten a page. */
export const ConsultationSection = ({
  userId,
  box,
  page,
  onPage,
}: {
  userId: number;
  box: ConsultationBox;
  page: number;
  onPage: (page: number) => void;
}) => {
  const { profileApi } = useServices();
  const { data, isPending, isError } = useQuery({
    ...consultationsQuery(profileApi, userId, box, page),
    placeholderData: keepPreviousData,
  });
  const now = new Date();
  let body: ReactNode;
  if (isPending) body = <ListSkeleton rows={2} rowHeight={120} testId={`profile-${box}-skeleton`} />;
  else if (isError || !data) body = <ListMessage>{T.listFailed}</ListMessage>;
  else if (data.data.length === 0) body = <ListMessage>{T.sections[box].empty}</ListMessage>;
  else
    body = (
      <Items>
        {data.data.map((c) => (
          <ConsultationItem key={c.id} c={c} box={box} now={now} />
        ))}
      </Items>
    );
  return (
    <SectionFrame id={`profile-${box}`} title={T.sections[box].title} busy={isPending}>
      {body}
      {data ? <SectionPaging page={page} totalPages={data.pageInfo.totalPages} onPage={onPage} /> : null}
    </SectionFrame>
  );
};
