import { styled } from '@linaria/react';
import { Link } from 'wouter';
import { competitionCardDetail } from '../../../domain/competition-dates';
import { ChevronRightIcon } from '../../components';
import { color, fontSize, fontWeight, radius, space } from '../../theme/tokens';

const CardLink = styled.a`
  display: flex;
  align-items: center;
  gap: ${space.md};
  padding: ${space.lg};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.bg};
  color: inherit;
  text-decoration: none;

  &:hover {
    border-color: ${color.borderStrong};
    background: ${color.bgSubtle};
  }
  & > svg {
    flex: none;
    color: ${color.textTertiary};
  }
`;

const Body = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${space.xxs};
  min-width: 0;
`;

const Name = styled.strong`
  font-size: ${fontSize.base};
  font-weight: ${fontWeight.bold};
  overflow-wrap: anywhere;
`;

const Detail = styled.span`
  color: ${color.textTertiary};
  font-size: ${fontSize.sm};
`;

const Badge = styled.span`
  flex: none;
  padding: ${space.xxs} ${space.sm};
  border-radius: ${radius.pill};
  background: ${color.brandSoft};
  color: ${color.brandText};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.bold};
`;

export interface CompetitionCardProps {
  readonly name: string;
  readonly place: string | null;
  readonly start: string;
  readonly end: string;
  readonly ageGroup: string;
  readonly href: string;
}

/** A cup or league: name, place and days, leading to its matches or its table (spec section 2 "cup cards"). */
export const CompetitionCard = ({ name, place, start, end, ageGroup, href }: CompetitionCardProps) => (
  <li>
    <Link href={href} asChild>
      <CardLink>
        <Badge>{ageGroup}</Badge>
        <Body>
          <Name>{name}</Name>
          <Detail>{competitionCardDetail(place, start, end)}</Detail>
        </Body>
        <ChevronRightIcon size={18} aria-hidden="true" />
      </CardLink>
    </Link>
  </li>
);
