import { styled } from '@linaria/react';
import { color, fontSize, radius, space } from '../theme/tokens';
import { Button } from './button';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md};
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

const Track = styled.div`
  flex: 1 1 160px;
  max-width: 320px;
  height: 6px;
  overflow: hidden;
  border-radius: ${radius.pill};
  background: ${color.bgMuted};
`;

const Fill = styled.div`
  height: 100%;
  background: ${color.brand};
  transition: width 120ms linear;
`;

/**
 * A running upload (an editor's image, a profile picture): a bar with its percentage, said as it
 * moves, and a cancel button. `label` is the Korean "uploading N%" text of the place it is used.
 */
export const UploadProgress = ({
  percent,
  label,
  cancelLabel,
  onCancel,
}: {
  percent: number;
  label: string;
  cancelLabel: string;
  onCancel: () => void;
}) => (
  <Row>
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <Fill style={{ width: `${percent}%` }} />
    </Track>
    <span aria-live="polite">{label}</span>
    <Button variant="ghost" size="sm" onClick={onCancel}>
      {cancelLabel}
    </Button>
  </Row>
);
