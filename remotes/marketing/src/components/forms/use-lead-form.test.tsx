import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLeadForm, type LeadFormOptions, type SendResult } from './use-lead-form';

interface Values {
  name: string;
  city: string;
}

const validate = (values: Values) => ({
  ...(values.name.trim() ? {} : { name: 'Name is required' }),
  ...(values.city.trim() ? {} : { city: 'City is required' }),
});

function LeadForm(props: Pick<LeadFormOptions<Values>, 'send' | 'sending'>) {
  const form = useLeadForm<Values>({
    initialValues: { name: '', city: '' },
    fieldOrder: ['name', 'city'],
    validate,
    replyError: (error) =>
      error === 'bad city' ? { field: 'city', message: 'No such city' } : { message: 'Failed' },
    ...props,
  });
  if (form.done) return <p role="status">Thanks</p>;
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate>
      {(['name', 'city'] as const).map((field) => (
        <p key={field}>
          <input
            aria-label={field}
            name={field}
            value={form.values[field]}
            onChange={(event) => form.change(field, event.target.value)}
          />
          {form.errors[field] && <span role="alert">{form.errors[field]}</span>}
        </p>
      ))}
      <button type="button" onClick={() => form.setFieldError('city', 'Checked at once')}>
        Check city
      </button>
      {form.submitError && <p role="alert">{form.submitError}</p>}
      <button type="submit">Send</button>
    </form>
  );
}

const sent = (result: SendResult) => jest.fn<Promise<SendResult>, [Values]>(async () => result);

async function fill(name: string, city: string) {
  if (name) await userEvent.type(screen.getByRole('textbox', { name: 'name' }), name);
  if (city) await userEvent.type(screen.getByRole('textbox', { name: 'city' }), city);
}

it('says nothing until a send is tried, then shows every error and focuses the first', async () => {
  const send = sent({ data: null });
  render(<LeadForm send={send} sending={false} />);
  await fill('', 'Oslo');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Name is required');
  expect(screen.getByRole('textbox', { name: 'name' })).toHaveFocus();
  expect(send).not.toHaveBeenCalled();
});

it('after a try, errors follow the input so a fixed field clears at once', async () => {
  render(<LeadForm send={sent({ data: null })} sending={false} />);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getAllByRole('alert')).toHaveLength(2);
  await fill('Ann', '');
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
    'City is required',
  ]);
});

it('sends valid values and is done once the server takes them', async () => {
  const send = sent({ data: { ok: true } });
  render(<LeadForm send={send} sending={false} />);
  await fill('Ann', 'Oslo');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(send).toHaveBeenCalledWith({ name: 'Ann', city: 'Oslo' });
  expect(await screen.findByRole('status')).toHaveTextContent('Thanks');
});

it('keeps what was typed and says why when the server refuses the form', async () => {
  render(<LeadForm send={sent({ error: 'down' })} sending={false} />);
  await fill('Ann', 'Oslo');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed');
  expect(screen.getByRole('textbox', { name: 'name' })).toHaveValue('Ann');
});

it('puts a refusal of one field on that field and focuses it', async () => {
  render(<LeadForm send={sent({ error: 'bad city' })} sending={false} />);
  await fill('Ann', 'Atlantis');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No such city');
  expect(screen.getByRole('textbox', { name: 'city' })).toHaveFocus();
});

it('sends nothing more while a send is under way', async () => {
  const send = sent({ data: null });
  render(<LeadForm send={send} sending />);
  await fill('Ann', 'Oslo');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(send).not.toHaveBeenCalled();
});

it('sets one field error on demand, before any try', async () => {
  render(<LeadForm send={sent({ data: null })} sending={false} />);
  await userEvent.click(screen.getByRole('button', { name: 'Check city' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Checked at once');
});
