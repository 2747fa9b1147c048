import { useState } from 'react';
import { COMMENT_TEXT as T } from '../../../domain/text/comments';
import { AutoGrowTextarea, Button } from '../../components';
import { FormRow } from './comment.styles';

export interface CommentFormProps {
  readonly label: string;
  readonly placeholder: string;
  readonly submitLabel: string;
  readonly maxHeight: number;
  readonly pending: boolean;
  readonly onSubmit: (content: string) => void;
  /** Controlled text (the main box, cleared after a comment is written); else the form keeps its own. */
  readonly value?: string;
  readonly onChange?: (value: string) => void;
  readonly initial?: string;
  readonly onCancel?: () => void;
}

/**
 * A comment, reply or edit box. Enter makes a new line and the button sends, so a Hangul syllable
 * still composing can never be cut off by a send (DESIGN section 2).
 */
export const CommentForm = (props: CommentFormProps) => {
  const [own, setOwn] = useState(props.initial ?? '');
  const value = props.value ?? own;
  const setValue = props.onChange ?? setOwn;
  return (
    <FormRow
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit(value);
      }}
    >
      <AutoGrowTextarea
        aria-label={props.label}
        placeholder={props.placeholder}
        maxHeight={props.maxHeight}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      {props.onCancel ? (
        <Button variant="ghost" size="sm" onClick={props.onCancel}>
          {T.cancel}
        </Button>
      ) : null}
      <Button type="submit" size="sm" pending={props.pending}>
        {props.submitLabel}
      </Button>
    </FormRow>
  );
};
