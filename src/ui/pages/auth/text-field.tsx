import { type InputHTMLAttributes, useId, useState } from 'react';
import { AUTH_TEXT } from '../../../domain/text/auth';
import { Field, FieldError, Input, InputRow, Label, Toggle } from './auth-form.styles';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  readonly label: string;
  readonly value: string;
  readonly error?: string;
  readonly onValue: (value: string) => void;
  /** A password input with a show/hide toggle. */
  readonly password?: boolean;
}

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export const TextField = ({ label, value, error, onValue, password = false, ...rest }: TextFieldProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  const [visible, setVisible] = useState(false);
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <InputRow>
        <Input
          {...rest}
          id={id}
          type={password ? (visible ? 'text' : 'password') : (rest.type ?? 'text')}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-with-toggle={password ? 'true' : undefined}
        />
        {password ? (
          <Toggle
            type="button"
            aria-pressed={visible}
            aria-label={visible ? AUTH_TEXT.hidePassword : AUTH_TEXT.showPassword}
            onClick={() => setVisible((s) => !s)}
          >
            {visible ? AUTH_TEXT.hide : AUTH_TEXT.show}
          </Toggle>
        ) : null}
      </InputRow>
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Field>
  );
};
