import { EDITOR_TEXT as T } from '../../../domain/text/editor';
import { UploadProgress as Progress } from '../../components/upload-progress';

/** The running upload of an editor image: a bar with its percentage and a cancel button. */
export const UploadProgress = ({ percent, onCancel }: { percent: number; onCancel: () => void }) => (
  <Progress percent={percent} label={T.uploading(percent)} cancelLabel={T.uploadCancel} onCancel={onCancel} />
);
