import { CONTENT_TAGS, type ContentTag, TAG_LABEL } from '../../../domain/catalog';
import { EDITOR_TEXT as T } from '../../../domain/text/editor';
import { MAX_TAGS, toggleTag } from '../../../application/article-editor/draft-rules';
import { Pill, useToast } from '../../components';
import { Field, Hint } from './article-editor.styles';
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
}

/** Up to three of the twelve content tags, as toggle pills; a fourth is refused with a toast. */
export const TagChooser = ({ value, onChange }: TagChooserProps) => {
  const toast = useToast();
  return (
    <Field role="group" aria-labelledby="editor-tags-label">
      <span id="editor-tags-label">
        <strong>{T.tagsLabel}</strong>
      </span>
      <Hint>{T.tagsHint(value.length, MAX_TAGS)}</Hint>
      <Pills>
        {CONTENT_TAGS.map((tag) => (
          <Pill
            key={tag}
            type="button"
            aria-pressed={value.includes(tag)}
            onClick={() => {
              const next = toggleTag(value, tag);
              if (next) onChange(next);
              else toast.show({ type: 'warning', message: T.tagsFull(MAX_TAGS) });
            }}
          >
            {TAG_LABEL[tag]}
          </Pill>
        ))}
      </Pills>
    </Field>
  );
};
