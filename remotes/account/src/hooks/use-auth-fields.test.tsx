import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from '@agency/ui/field';
import { useAuthFields } from './use-auth-fields';

function Form() {
  const { values, bind, check } = useAuthFields({ username: '', password: '' }, [
    'username',
    'password',
  ]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        check({
          ...(values.username ? {} : { username: 'Username is required' }),
          ...(values.password ? {} : { password: 'Password is required' }),
        });
      }}
      noValidate
    >
      <TextField label="Username" {...bind('username')} />
      <TextField label="Password" type="password" {...bind('password')} />
      <button type="submit">Send</button>
    </form>
  );
}

it('shows the errors found and focuses the first field in error', async () => {
  render(<Form />);
  await userEvent.type(screen.getByLabelText('Username'), 'jordan');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByLabelText('Password')).toHaveFocus();
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
  expect(screen.getByLabelText('Username')).not.toHaveAccessibleDescription();
});

it('clears a field’s error as that field changes, and only that one', async () => {
  render(<Form />);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByLabelText('Username')).toHaveFocus();
  await userEvent.type(screen.getByLabelText('Username'), 'j');
  expect(screen.getByLabelText('Username')).toHaveValue('j');
  expect(screen.getByLabelText('Username')).not.toHaveAccessibleDescription();
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
});
