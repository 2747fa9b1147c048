import { Link } from 'wouter';
import { LEVELS, levelColor, levelFromLikes, likesToNextLevel } from '../../../domain/level';
import { LEVEL_GUIDE_TEXT } from '../../../domain/text/main-pages';
import { StyledButton } from '../../components/button.styles';
import { Spinner } from '../../components';
import { useCurrentPath } from '../../hooks/use-current-path';
import { readableTextOn } from '../../theme/contrast';
import { type SessionView, useSession } from '../../hooks/use-session';
import { LevelCell, LevelName, MyLevel, Needs, NextTitle, Table } from './level.styles';
import { paths } from '../../../domain/paths';

const T = LEVEL_GUIDE_TEXT;

/** Own-profile levels 1..10 wear the colour of band n - 1 (spec section 9). */
const LevelMark = ({ level, size }: { level: number; size: number }) => (
  <span
    aria-hidden="true"
    style={{
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flex: 'none',
      width: size,
      height: size,
      borderRadius: '50%',
      background: levelColor(level),
      color: readableTextOn(levelColor(level)),
      fontWeight: 700,
      fontSize: Math.round(size * 0.42),
    }}
  >
    {level}
  </span>
);

const Mine = ({ session }: { session: SessionView }) => {
  const from = useCurrentPath();
  if (session.status === 'loading')
    return (
      <MyLevel aria-busy="true">
        <Spinner label={T.loading} />
      </MyLevel>
    );
  if (!session.profile) {
    return (
      <MyLevel>
        <p>{T.loginPrompt}</p>
        <Link href={paths.signIn()} state={{ from }} asChild>
          <StyledButton as="a" data-variant="primary" data-size="md">
            {T.loginAction}
          </StyledButton>
        </Link>
      </MyLevel>
    );
  }
  const { receivedPostLikes: post, receivedCommentLikes: comment } = session.profile;
  const level = levelFromLikes(post, comment);
  const need = likesToNextLevel(post, comment);
  const row = LEVELS[level - 1];
  return (
    <MyLevel aria-label={T.myLevel}>
      <LevelMark level={level} size={64} />
      <div>
        <LevelName>
          <span>{T.levelNumber(level)}</span>
          {row?.name}
        </LevelName>
        <p>{T.received(post, comment)}</p>
        {need ? (
          <>
            <NextTitle>{T.toNext(need.next)}</NextTitle>
            <Needs>
              <div>
                <dt>{T.postLikes}</dt>
                <dd>{T.count(need.postLikes)}</dd>
              </div>
              <div>
                <dt>{T.commentLikes}</dt>
                <dd>{T.count(need.commentLikes)}</dd>
              </div>
            </Needs>
          </>
        ) : (
          <p>{T.maxLevel}</p>
        )}
      </div>
    </MyLevel>
  );
};

/** The viewer's level (or the sign-in prompt) and the table of all ten (spec sections 2 and 9). */
export const LevelGuide = () => {
  const session = useSession();
  const current = session.profile
    ? levelFromLikes(session.profile.receivedPostLikes, session.profile.receivedCommentLikes)
    : null;
  return (
    <>
      <Mine session={session} />
      <h2 style={{ marginBottom: 12 }}>{T.tableTitle}</h2>
      <Table>
        <caption>{T.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.colLevel}</th>
            <th scope="col">{T.colName}</th>
            <th scope="col">{T.colPostLikes}</th>
            <th scope="col">{T.colCommentLikes}</th>
          </tr>
        </thead>
        <tbody>
          {LEVELS.map((row) => (
            <tr key={row.level} aria-current={row.level === current ? 'true' : undefined}>
              <td>
                <LevelCell>
                  <LevelMark level={row.level} size={24} />
                  {T.levelNumber(row.level)}
                </LevelCell>
              </td>
              <td>{row.name}</td>
              <td>{T.count(row.postLikes)}</td>
              <td>{T.count(row.commentLikes)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
};
