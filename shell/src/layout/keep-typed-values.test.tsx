import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useKeepTypedValues } from './keep-typed-values';

function LoginForm({ keep }: { keep: boolean }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form aria-label="Login">
      <input aria-label="Username" value={username} onChange={(e) => setUsername(e.target.value)} />
      <input
        aria-label="Password"
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <input aria-label="Remember me" type="checkbox" defaultChecked={false} />
      <output>{`${username}|${password}`}</output>
      {keep && <Keeper />}
    </form>
  );
}

function Keeper() {
  useKeepTypedValues();
  return null;
}

/** Server HTML, typed into before hydration, then hydrated. */
async function typeBeforeHydration(keep: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<LoginForm keep={keep} />);
  document.body.replaceChildren(container);
  const [username, password] = container.querySelectorAll('input');
  username!.value = 'early-bird';
  password!.value = 'typed-fast';
  await act(async () => {
    hydrateRoot(container, <LoginForm keep={keep} />);
  });
  return container;
}

describe('useKeepTypedValues', () => {
  it("hands text typed before hydration to the fields' state", async () => {
    const container = await typeBeforeHydration(true);
    expect(container.querySelector('output')?.textContent).toBe('early-bird|typed-fast');
    expect(container.querySelector('input')?.value).toBe('early-bird');
  });

  it('is what keeps it: without it the state holds the server value', async () => {
    const container = await typeBeforeHydration(false);
    expect(container.querySelector('output')?.textContent).toBe('|');
  });
});
