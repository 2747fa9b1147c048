import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import type { OwnProfile } from '../../../contract/user';
import { VISIBILITY_LISTS, VISIBILITY_SETTINGS, type VisibilityList } from '../../../domain/profile';
import { VISIBILITY_TEXT as T } from '../../../domain/text/account-settings';
import { useToast } from '../../components';
import { Hint, Section, SectionHeading, SwitchButton, SwitchList, SwitchRow } from './settings.styles';
import { useVisibilityToggleMachine } from './use-settings-machines';

/** One switch: saves at once on click (its own PATCH), flips back with a Korean reason on failure. */
const VisibilitySwitch = ({ list, visible }: { list: VisibilityList; visible: boolean }) => {
  const machine = useVisibilityToggleMachine();
  const actor = useActorRef(machine, { input: { list, visible } });
  const on = useSelector(actor, (s) => s.context.visible);
  const pending = useSelector(actor, (s) => s.matches('saving'));
  const toast = useToast();
  const labelId = useId();

  useEffect(() => {
    const failed = actor.on('failed', (e) => toast.show({ type: 'error', message: e.text }));
    return () => failed.unsubscribe();
  }, [actor, toast]);
  // The own profile reloads after every save: take its setting (ignored while a change is on its way).
  useEffect(() => actor.send({ type: 'visibility.sync', visible }), [actor, visible]);

  return (
    <SwitchRow>
      <span id={labelId}>{T.labels[list]}</span>
      <SwitchButton
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-busy={pending || undefined}
        onClick={() => actor.send({ type: 'visibility.toggle' })}
      >
        <span aria-hidden="true">{on ? T.on : T.off}</span>
        <span data-track="" aria-hidden="true" />
      </SwitchButton>
    </SwitchRow>
  );
};

/** The five lists a member can hide from others (the owner always sees them). */
export const VisibilitySwitches = ({ profile }: { profile: OwnProfile }) => (
  <Section aria-labelledby="visibility-heading">
    <SectionHeading id="visibility-heading">{T.legend}</SectionHeading>
    <Hint>{T.hint}</Hint>
    <SwitchList>
      {VISIBILITY_LISTS.map((list) => (
        <VisibilitySwitch key={list} list={list} visible={profile[VISIBILITY_SETTINGS[list]]} />
      ))}
    </SwitchList>
  </Section>
);
