import { CONTENT_TAGS, type ContentTag, TAG_LABEL } from '../../../domain/catalog';
import { EDITOR_TEXT as T } from '../../../domain/text/editor';
import { toggleTag } from '../../../application/drafts/draft-rules';
import { Pill, useToast } from '../../components';
import { Field, Hint } from './editor.styles';
import { styled } from '@linaria/react';
import { space } from '../../theme/tokens';

const Pills = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

export interface TagChooserProps {
  readonly value: readonly ContentTag[];
  readonly onChange: (tags: readonly ContentTag[]) => void;
  /** The kind's limit: three tags for articles; one category (swapped on a click) for Q&A posts. */
  readonly max: number;
  readonly label: string;
}

/** Up to `max` of the twelve content tags, as toggle pills; one too many is refused with a toast. */
export const TagChooser = ({ value, onChange, max, label }: TagChooserProps) => {
  const toast = useToast();
  return (
    <Field role="group" aria-labelledby="editor-tags-label">
      <span id="editor-tags-label">
        <strong>{label}</strong>
      </span>
      {max > 1 ? <Hint>{T.tagsHint(value.length, max)}</Hint> : null}
      <Pills>
        {CONTENT_TAGS.map((tag) => (
          <Pill
            key={tag}
            type="button"
            aria-pressed={value.includes(tag)}
            onClick={() => {
              const next = toggleTag(value, tag, max);
              if (next) onChange(next);
              else toast.show({ type: 'warning', message: T.tagsFull(max) });
            }}
          >
            {TAG_LABEL[tag]}
          </Pill>
        ))}
      </Pills>
    </Field>
  );
};
