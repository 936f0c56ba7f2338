import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DisclosureMenu } from './disclosure-menu';

const onPick = jest.fn();

function renderMenu() {
  render(
    <>
      <DisclosureMenu label="Profile">
        {(close) => (
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                onPick();
              }}
            >
              Pick
            </button>
          </li>
        )}
      </DisclosureMenu>
      <button type="button">Elsewhere</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Profile' });
}

beforeEach(() => onPick.mockClear());

it('shows its list on a press, tied to the button by aria-controls and aria-expanded', async () => {
  const button = renderMenu();
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('list')).toHaveAttribute('id', button.getAttribute('aria-controls'));
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

it('closes on Escape and gives focus back to its button', async () => {
  const button = renderMenu();
  await userEvent.click(button);
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Pick' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
});

it('closes on a press outside, leaving focus where it was put', async () => {
  const button = renderMenu();
  await userEvent.click(button);
  await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
});

it('lets an item close it after its action', async () => {
  const button = renderMenu();
  await userEvent.click(button);
  await userEvent.click(screen.getByRole('button', { name: 'Pick' }));
  expect(onPick).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(button).toHaveAttribute('aria-expanded', 'false');
});
