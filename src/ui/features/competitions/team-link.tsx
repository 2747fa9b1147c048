import { styled } from '@linaria/react';
import { Link } from 'wouter';
import { paths } from '../../../domain/paths';
import { color } from '../../theme/tokens';

const Anchor = styled.a`
  color: inherit;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${color.brand};
    outline-offset: 2px;
  }
`;

/** A team's name leading to its page (issue 27); plain text when the team has no id (0). */
export const TeamLink = ({ id, name }: { id: number; name: string }) =>
  id > 0 ? (
    <Link href={paths.competitionTeam(id)} asChild>
      <Anchor>{name}</Anchor>
    </Link>
  ) : (
    name
  );
