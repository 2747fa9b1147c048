import { useId, useRef } from 'react';
import { EDITOR_TEXT as T } from '../../../domain/text/editor';
import { Button } from '../../components';
import { Field, HiddenFile, Hint, Label, Thumb, ThumbActions } from './editor.styles';
import { UploadProgress } from './upload-progress';
import { useImageUpload } from './use-image-upload';

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

export interface ThumbnailFieldProps {
  readonly url: string | null;
  readonly onChange: (url: string | null) => void;
}

/** The article's thumbnail: choose, upload with progress, preview, replace or remove. */
export const ThumbnailField = ({ url, onChange }: ThumbnailFieldProps) => {
  const inputId = useId();
  const hintId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const upload = useImageUpload('article', 'thumbnail', onChange);
  return (
    <Field>
      <Label htmlFor={inputId}>{T.thumbnailLabel}</Label>
      <Hint id={hintId}>{T.thumbnailHint}</Hint>
      <HiddenFile
        ref={fileRef}
        id={inputId}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-describedby={hintId}
        data-testid="thumbnail-input"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) upload.start(file);
        }}
      />
      <Thumb>
        {url ? <img src={url} alt={T.thumbnailAlt} /> : null}
        <ThumbActions>
          <Button
            variant="secondary"
            size="sm"
            disabled={upload.uploading}
            onClick={() => fileRef.current?.click()}
          >
            {url ? T.thumbnailChange : T.thumbnailChoose}
          </Button>
          {url && !upload.uploading ? (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
              {T.thumbnailRemove}
            </Button>
          ) : null}
        </ThumbActions>
      </Thumb>
      {upload.uploading ? <UploadProgress percent={upload.percent} onCancel={upload.cancel} /> : null}
    </Field>
  );
};
