import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'wouter';
import { guardianStandingQuery } from '../../../application/guardian/guardian.queries';
import { paths } from '../../../domain/paths';
import { MINORS_TEXT as M } from '../../../domain/text/minors';
import { useServices } from '../../hooks/use-services';
import { Hint, Section, SectionHeading } from './settings.styles';

/**
 * 연령대 (issue 23): the member's age band, never the date of birth; a member waiting for a guardian's
 * consent is led to the guardian step.
 */
export const MyAgeBand = () => {
  const { guardianApi } = useServices();
  const query = useQuery(guardianStandingQuery(guardianApi));
  const headingId = useId();
  if (!query.data) return null;
  const { ageBand, pending } = query.data;
  return (
    <Section aria-labelledby={headingId} data-testid="my-age-band">
      <SectionHeading id={headingId}>{M.ageBandLabel}</SectionHeading>
      <Hint>{M.ageBand[ageBand]}</Hint>
      {pending ? <Link href={paths.guardian()}>{M.pendingBannerLink}</Link> : null}
    </Section>
  );
};
