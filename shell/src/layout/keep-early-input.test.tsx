import { waitFor } from '@testing-library/react';
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { adoptTypedValues, useKeepEarlyInput } from './keep-early-input';

/** A form that keeps every field in one object and spreads its last rendered state on each
 * change, as the site's contact and application forms do. */
function ApplicationForm({ keep }: { keep: boolean }) {
  const [values, setValues] = useState({
    name: '',
    password: '',
    position: 'marketing-specialist',
    consent: false,
  });
  const change = (field: keyof typeof values, value: string | boolean) =>
    setValues({ ...values, [field]: value });
  return (
    <form aria-label="Application">
      <input
        aria-label="Name"
        value={values.name}
        onChange={(e) => change('name', e.target.value)}
      />
      <input
        aria-label="Password"
        type="password"
        value={values.password}
        onChange={(e) => change('password', e.target.value)}
      />
      <select
        aria-label="Position"
        value={values.position}
        onChange={(e) => change('position', e.target.value)}
      >
        <option value="">Select a job</option>
        <option value="marketing-specialist">Marketing Specialist</option>
      </select>
      <input
        aria-label="I agree"
        type="checkbox"
        checked={values.consent}
        onChange={(e) => change('consent', e.target.checked)}
      />
      <output>{`${values.name}|${values.password}|${values.position}|${values.consent}`}</output>
      {keep && <Keeper />}
    </form>
  );
}

function Keeper() {
  useKeepEarlyInput();
  return null;
}

/** Server HTML, filled in before hydration, then hydrated. */
async function fillBeforeHydration(keep: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ApplicationForm keep={keep} />);
  document.body.replaceChildren(container);
  const [name, password] = container.querySelectorAll('input');
  name!.value = 'Dana Ortiz';
  password!.value = 'typed-fast';
  container.querySelector('select')!.value = '';
  container.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked = true;
  await act(async () => {
    hydrateRoot(container, <ApplicationForm keep={keep} />);
  });
  return container;
}

describe('useKeepEarlyInput', () => {
  it("hands text typed, options chosen and boxes ticked before hydration to the fields' state", async () => {
    const container = await fillBeforeHydration(true);
    await waitFor(() =>
      expect(container.querySelector('output')?.textContent).toBe('Dana Ortiz|typed-fast||true'),
    );
    expect(container.querySelector('input')?.value).toBe('Dana Ortiz');
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
    await act(() => adoptTypedValues(container));
    await waitFor(() =>
      expect(container.querySelector('output')?.textContent).toBe('Dana Ortiz|typed-fast!||true'),
    );
  });

  it('is what keeps it: without it the state holds the server value', async () => {
    const container = await fillBeforeHydration(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('output')?.textContent).toBe('||marketing-specialist|false');
  });
});
