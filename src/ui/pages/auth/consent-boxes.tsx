import { styled } from '@linaria/react';
import { paths } from '../../../domain/paths';
import { POLICY_DOCUMENTS, type PolicyDocument } from '../../../domain/policies';
import { POLICY_TEXT as T } from '../../../domain/text/policies';
import { UI_MAIN_TEXT } from '../../../domain/text/ui-main';
import { visuallyHidden } from '../../components/visually-hidden';
import { color, fontSize, space } from '../../theme/tokens';
import { FieldError } from './auth-form.styles';

const Boxes = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  border: 0;
  font-size: ${fontSize.md};

  legend {
    margin-bottom: ${space.xs};
    font-weight: 600;
  }
  .row {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: ${space.sm};
  }
  label {
    display: flex;
    align-items: flex-start;
    gap: ${space.sm};
  }
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin-top: 1px;
    accent-color: ${color.brand};
  }
  a {
    flex: none;
    color: ${color.textSecondary};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

export type ConsentErrors = Partial<Record<PolicyDocument, string>>;

/**
 * The consent boxes of sign-up and onboarding (issue 23): each document its own unticked box, the
 * required ones marked [필수], each with a link to its page (a new tab, so the form keeps its values).
 */
export const ConsentBoxes = ({
  id,
  ticked,
  errors,
  onChange,
}: {
  /** Prefix of the boxes' ids, unique on the page. */
  id: string;
  ticked: readonly PolicyDocument[];
  errors: ConsentErrors;
  onChange: (ticked: PolicyDocument[]) => void;
}) => (
  <Boxes>
    <legend>{T.consentsLegend}</legend>
    {POLICY_DOCUMENTS.map((document) => {
      const boxId = `${id}-${document}`;
      const error = errors[document];
      return (
        <div key={document}>
          <div className="row">
            <label htmlFor={boxId}>
              <input
                id={boxId}
                type="checkbox"
                checked={ticked.includes(document)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...ticked, document]
                      : ticked.filter((other) => other !== document),
                  )
                }
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${boxId}-error` : undefined}
              />
              <span>{T.consentLabels[document]}</span>
            </label>
            <a href={paths.policy(document)} target="_blank" rel="noopener">
              {T.view}
              <span className={visuallyHidden}>{` ${T.titles[document]} ${UI_MAIN_TEXT.footer.newTab}`}</span>
            </a>
          </div>
          {error ? (
            <FieldError id={`${boxId}-error`} role="alert">
              {error}
            </FieldError>
          ) : null}
        </div>
      );
    })}
  </Boxes>
);
