import { EDITOR_TEXT as T } from '../../../domain/text/editor';
import { Button } from '../../components';
import { UploadFill, UploadRow, UploadTrack } from './editor.styles';

/** The running upload: a bar with its percentage and a cancel button. */
export const UploadProgress = ({ percent, onCancel }: { percent: number; onCancel: () => void }) => (
  <UploadRow>
    <UploadTrack
      role="progressbar"
      aria-label={T.uploading(percent)}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <UploadFill style={{ width: `${percent}%` }} />
    </UploadTrack>
    <span aria-live="polite">{T.uploading(percent)}</span>
    <Button variant="ghost" size="sm" onClick={onCancel}>
      {T.uploadCancel}
    </Button>
  </UploadRow>
);
