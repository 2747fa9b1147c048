import { useId, useRef } from 'react';
import { PROFILE_EDIT_TEXT as T } from '../../../domain/text/account-settings';
import { Avatar, Button } from '../../components';
import { UploadProgress } from '../../components/upload-progress';
import { FieldError, Label } from '../auth/auth-form.styles';
import { HiddenFile, Hint, PictureActions, PictureRow } from './settings.styles';

export const PICTURE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

export interface PictureFieldProps {
  readonly url: string | null;
  readonly name: string;
  readonly uploading: boolean;
  /** 0..100 */
  readonly percent: number;
  readonly error?: string;
  readonly disabled: boolean;
  readonly onChoose: (file: File) => void;
  readonly onCancel: () => void;
  readonly onRemove: () => void;
}

/** The profile picture: preview, choose (checked before upload), progress with cancel, remove. */
export const PictureField = ({
  url,
  name,
  uploading,
  percent,
  error,
  disabled,
  onChoose,
  onCancel,
  onRemove,
}: PictureFieldProps) => {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <div>
      <Label htmlFor={inputId}>{T.pictureLabel}</Label>
      <Hint id={hintId}>{T.pictureHint}</Hint>
      <HiddenFile
        ref={fileRef}
        id={inputId}
        type="file"
        accept={PICTURE_ACCEPT}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        data-testid="profile-picture-input"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) onChoose(file);
        }}
      />
      <PictureRow>
        <Avatar src={url} alt={url ? T.pictureAlt : name} size={88} />
        <PictureActions>
          <Button
            variant="secondary"
            size="sm"
            disabled={uploading || disabled}
            onClick={() => fileRef.current?.click()}
          >
            {url ? T.pictureChange : T.pictureChoose}
          </Button>
          {url && !uploading ? (
            <Button variant="ghost" size="sm" disabled={disabled} onClick={onRemove}>
              {T.pictureRemove}
            </Button>
          ) : null}
        </PictureActions>
      </PictureRow>
      {uploading ? (
        <UploadProgress
          percent={percent}
          label={T.pictureUploading(percent)}
          cancelLabel={T.pictureCancel}
          onCancel={onCancel}
        />
      ) : null}
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </div>
  );
};
