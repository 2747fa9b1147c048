import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components';
import { PageFrameTitle } from '../page-title';
import { AuthCard, AuthSubtitle, AuthTitle, Form, FormError, Switch } from './auth-form.styles';
import { TextField, type TextFieldProps } from './text-field';
import type { AuthForm } from './use-auth-form';
import { useOriginPath } from './use-auth-success';

/** One input of an auth form: its name in the form's values and the input's own attributes. */
export type AuthFieldSpec<F extends string> = Omit<TextFieldProps, 'name' | 'value' | 'error' | 'onValue'> & {
  readonly name: F;
};

/** A TextField bound to one field of an auth form's values and errors. */
export const FormField = <F extends string>({
  form,
  field,
}: {
  form: AuthForm<F>;
  field: AuthFieldSpec<F>;
}) => (
  <TextField
    {...field}
    value={form.values[field.name]}
    error={form.errors[field.name]}
    onValue={form.set(field.name)}
  />
);

export type AuthFormCardProps<F extends string> = {
  readonly title: string;
  readonly subtitle: string;
  readonly form: AuthForm<F>;
  readonly fields: readonly AuthFieldSpec<F>[];
  readonly submitLabel: string;
  /** The line under the card leading to the other auth page, which receives the origin path too. */
  readonly switchText?: string;
  readonly switchLabel?: string;
  readonly switchHref?: string;
  /** Between the fields and the submit button: the consent boxes of sign-up. */
  readonly beforeSubmit?: ReactNode;
  /** Under the submit button: links such as 비밀번호 찾기, the social login buttons. */
  readonly after?: ReactNode;
};

/** The frame of /signIn and /signUp: title, form-level error, the fields, submit and the switch link. */
export const AuthFormCard = <F extends string>(props: AuthFormCardProps<F>) => {
  const {
    title,
    subtitle,
    form,
    fields,
    submitLabel,
    switchText,
    switchLabel,
    switchHref,
    after,
    beforeSubmit,
  } = props;
  const origin = useOriginPath();
  return (
    <AuthCard>
      <PageFrameTitle title={title} />
      <AuthTitle>{title}</AuthTitle>
      <AuthSubtitle>{subtitle}</AuthSubtitle>
      <Form noValidate onSubmit={form.onSubmit} aria-label={title}>
        {form.formError ? <FormError role="alert">{form.formError}</FormError> : null}
        {fields.map((field) => (
          <FormField key={field.name} form={form} field={field} />
        ))}
        {beforeSubmit}
        <Button type="submit" size="lg" block pending={form.pending}>
          {submitLabel}
        </Button>
      </Form>
      {after}
      {switchHref ? (
        <Switch>
          {switchText}
          <Link href={switchHref} state={origin ? { from: origin } : undefined}>
            {switchLabel}
          </Link>
        </Switch>
      ) : null}
    </AuthCard>
  );
};
