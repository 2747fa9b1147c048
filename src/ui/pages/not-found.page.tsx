import { Link } from 'wouter';
import { PAGE_TEXT } from '../../domain/text/pages';
import { StyledButton } from '../components/button.styles';
import { PageFrame, PendingContent } from './page-frame';

const T = PAGE_TEXT.notFound;

export const NotFoundPage = () => (
  <PageFrame title={T.title} width="narrow">
    <PendingContent
      title="404"
      description={T.description}
      action={
        <Link href="/" asChild>
          <StyledButton as="a" data-variant="primary" data-size="md">
            {T.home}
          </StyledButton>
        </Link>
      }
    />
  </PageFrame>
);
