import { object, string } from 'yup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useMemo } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { FormTextField } from '../native-fields';
import { RulesForm, useRulesForm } from '../rules-form';

const schema = object({ name: string().required('REQUIRED') });

function NameForm({ onRender, onValid }: { onRender: () => void; onValid: (v: { name: string }) => void }) {
  const form = useRulesForm<{ name: string }>(schema, { name: '' });
  // A form's body kept as an element, as the heavy forms do (BookingForm): only its fields' own state renders it.
  const body = useMemo(
    () => (
      <>
        <CountedField onRender={onRender} />
        <button type="submit">Send</button>
      </>
    ),
    [onRender],
  );
  return (
    <RulesForm form={form} idPrefix="t" onValid={onValid}>
      {body}
    </RulesForm>
  );
}

/** The field with a Profiler around it: onRender is called for each commit in which the field rendered. */
function CountedField({ onRender }: { onRender: () => void }) {
  return (
    <Profiler id="name" onRender={onRender}>
      <FormTextField name="name" label="Name" />
    </Profiler>
  );
}

function renderForm() {
  const onRender = vi.fn();
  const onValid = vi.fn();
  renderWithProviders(<NameForm onRender={onRender} onValid={onValid} />);
  return { onRender, onValid };
}

describe('RulesForm', () => {
  it('mounts a kept body once: the form becoming ready does not render the fields again (issue 19)', async () => {
    const { onRender } = renderForm();
    await screen.findByLabelText(/Name/);
    expect(onRender).toHaveBeenCalledTimes(1);
  });

  it('still shows a field its error and submits its value (the field reads its own state)', async () => {
    const { onValid } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText(/Name/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(/Name/)).toHaveAccessibleDescription('Name is required.');
    await userEvent.type(screen.getByLabelText(/Name/), 'Ayu');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Ayu' }, expect.anything()));
  });
});
