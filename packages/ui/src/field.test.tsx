import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Field, TextField, type TextFieldProps } from './field';

function Controlled(props: Omit<TextFieldProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return <TextField {...props} value={value} onChange={setValue} />;
}

describe('TextField', () => {
  it('labels its input, with an id of its own or the one given', () => {
    render(
      <>
        <TextField label="Username" name="username" value="" onChange={() => undefined} />
        <TextField id="contact-email" label="Email" type="email" value="" onChange={jest.fn()} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('name', 'username');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('id', 'contact-email');
  });

  it('hands the typed text to onChange', async () => {
    const onChange = jest.fn();
    render(<TextField label="Name" value="" onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Name'), 'J');
    expect(onChange).toHaveBeenCalledWith('J');
  });

  it('announces its error and reads it before the hint', () => {
    render(
      <TextField
        id="pw"
        label="New Password"
        type="password"
        value=""
        onChange={jest.fn()}
        hint="At least 8 characters."
        error="New password is required."
      />,
    );
    const input = screen.getByLabelText('New Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'pw-error pw-hint');
    expect(input).toHaveAccessibleDescription('New password is required. At least 8 characters.');
    expect(screen.getByRole('alert')).toHaveTextContent('New password is required.');
  });

  it('is valid and described by its hint alone while there is no error', () => {
    render(<TextField id="pw" label="Password" value="" onChange={jest.fn()} hint="8+" />);
    const input = screen.getByLabelText('Password');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('8+');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('passes the input attributes through: required, autocomplete, disabled', () => {
    render(
      <TextField
        label="Email"
        type="email"
        value=""
        onChange={jest.fn()}
        required
        autoComplete="email"
        disabled
      />,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toBeDisabled();
  });

  it('shows and hides a password with its own button, named for the field', async () => {
    render(<Controlled label="Password" type="password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('has no Show button when a password is not revealable, nor on other fields', () => {
    render(
      <>
        <TextField label="Token" type="password" revealable={false} value="" onChange={jest.fn()} />
        <TextField label="Name" value="" onChange={jest.fn()} />
      </>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says "(optional)" after the label of an optional field', () => {
    render(<TextField label="Company" optional value="" onChange={jest.fn()} />);
    expect(screen.getByLabelText('Company (optional)')).toBeInTheDocument();
  });
});

describe('Field', () => {
  it("gives its control the id and the description's ids", () => {
    render(
      <Field label="Position" error="Please select a job" hint="One of the openings">
        {(describedBy, id) => (
          <select id={id} aria-describedby={describedBy}>
            <option value="">Select a job</option>
          </select>
        )}
      </Field>,
    );
    expect(screen.getByRole('combobox', { name: 'Position' })).toHaveAccessibleDescription(
      'Please select a job One of the openings',
    );
  });
});
