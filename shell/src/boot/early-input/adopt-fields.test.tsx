import { waitFor } from '@testing-library/react';
import { act, useState, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useKeepEarlyInput } from '../../layout/keep-early-input';
import { adoptFieldValues } from './adopt-fields';
import { recordEarlyPresses, stopRecordingEarlyPresses } from './presses';

interface Values {
  name: string;
  password: string;
  letter: string;
  position: string;
  consent: boolean;
  contact: string;
  resume: File | null;
}

const describeValues = (values: Values) =>
  [
    values.name,
    values.password,
    values.letter,
    values.position,
    values.consent,
    values.contact,
    values.resume?.name ?? 'no file',
  ].join('|');

/** A form that keeps every field in one object and spreads its last rendered state on each
 * change, as the site's contact and application forms do; it records what it sends. */
function ApplicationForm({ keep, onSent }: { keep: boolean; onSent?: (values: string) => void }) {
  const [values, setValues] = useState<Values>({
    name: '',
    password: '',
    letter: '',
    position: 'marketing-specialist',
    consent: false,
    contact: 'email',
    resume: null,
  });
  const change = (field: keyof Values, value: Values[keyof Values]) =>
    setValues({ ...values, [field]: value });
  /** A text field's value and change handler. */
  const text = (field: 'name' | 'password' | 'letter' | 'position') => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => change(field, e.target.value),
  });
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSent?.(describeValues(values));
  };
  return (
    <form aria-label="Application" onSubmit={send} noValidate>
      <input aria-label="Name" {...text('name')} />
      <input aria-label="Password" type="password" {...text('password')} />
      <textarea aria-label="Cover letter" {...text('letter')} />
      <select aria-label="Position" {...text('position')}>
        <option value="">Select a job</option>
        <option value="marketing-specialist">Marketing Specialist</option>
      </select>
      <input
        aria-label="I agree"
        type="checkbox"
        checked={values.consent}
        onChange={(e) => change('consent', e.target.checked)}
      />
      {['email', 'phone'].map((way) => (
        <input
          key={way}
          aria-label={`By ${way}`}
          type="radio"
          name="contact"
          value={way}
          checked={values.contact === way}
          onChange={(e) => change('contact', e.target.value)}
        />
      ))}
      <input
        aria-label="Resume"
        type="file"
        onChange={(e) => change('resume', e.target.files?.[0] ?? null)}
      />
      <button type="submit">Submit</button>
      <output>{describeValues(values)}</output>
      {keep && <Keeper />}
    </form>
  );
}

function Keeper() {
  useKeepEarlyInput();
  return null;
}

const resume = new File(['%PDF-1.4'], 'dana-ortiz.pdf', { type: 'application/pdf' });

/** Server HTML, every kind of field filled in before hydration (a file chosen too), optionally
 * sent, then hydrated. */
async function fillBeforeHydration(
  keep: boolean,
  { send = false, onSent }: { send?: boolean; onSent?: (values: string) => void } = {},
) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ApplicationForm keep={keep} />);
  document.body.replaceChildren(container);
  recordEarlyPresses();
  const field = <T extends Element>(label: string) =>
    container.querySelector<T>(`[aria-label="${label}"]`)!;
  field<HTMLInputElement>('Name').value = 'Dana Ortiz';
  field<HTMLInputElement>('Password').value = 'typed-fast';
  field<HTMLTextAreaElement>('Cover letter').value = 'Hello';
  field<HTMLSelectElement>('Position').value = '';
  field<HTMLInputElement>('I agree').checked = true;
  field<HTMLInputElement>('By phone').checked = true;
  // What the browser's file picker leaves on the element (jsdom cannot set `files` itself).
  Object.defineProperty(field('Resume'), 'files', { value: [resume], configurable: true });
  if (send) container.querySelector('button')!.click();
  stopRecordingEarlyPresses();
  await act(async () => {
    hydrateRoot(container, <ApplicationForm keep={keep} onSent={onSent} />);
  });
  return container;
}

const everythingEntered = 'Dana Ortiz|typed-fast|Hello||true|phone|dana-ortiz.pdf';

describe('useKeepEarlyInput', () => {
  afterEach(() => delete window.__earlyInput);

  it("hands text, a textarea, a select, a box, a radio and a file entered before hydration to the fields' state", async () => {
    const container = await fillBeforeHydration(true);
    await waitFor(() =>
      expect(container.querySelector('output')?.textContent).toBe(everythingEntered),
    );
    expect(container.querySelector('input')?.value).toBe('Dana Ortiz');
    expect(container.querySelector<HTMLInputElement>('[aria-label="By phone"]')?.checked).toBe(
      true,
    );
  });

  it('sends a form submitted before hydration once, with everything entered, the file included', async () => {
    const sent = jest.fn();
    await fillBeforeHydration(true, { send: true, onSent: sent });
    await waitFor(() => expect(sent).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent.mock.calls).toEqual([[everythingEntered]]);
  });

  it('loses no key pressed while it hands the fields over', async () => {
    const container = await fillBeforeHydration(false);
    const password = container.querySelectorAll('input')[1]!;
    // The visitor's next key: an event in a task of its own, as a key press is, due as soon as
    // the fields start being handed over.
    setTimeout(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
        password,
        `${password.value}!`,
      );
      password.dispatchEvent(new Event('input', { bubbles: true }));
    }, 0);
    await act(() => adoptFieldValues(container));
    await waitFor(() =>
      expect(container.querySelector('output')?.textContent).toBe(
        'Dana Ortiz|typed-fast!|Hello||true|phone|dana-ortiz.pdf',
      ),
    );
  });

  it('is what keeps it: without it the state holds the server values and no file', async () => {
    const container = await fillBeforeHydration(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('output')?.textContent).toBe(
      '|||marketing-specialist|false|email|no file',
    );
  });
});
