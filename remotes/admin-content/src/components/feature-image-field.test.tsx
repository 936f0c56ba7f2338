import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { PostInput } from '@agency/shared-state';
import { nextXhr, withFakeXhr } from '../test/fake-network';
import { signInAsAdmin } from '../test/admin-pages';
import { FeatureImageField } from './feature-image-field';

type FeatureImage = PostInput['featureImage'];

const photo = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'bay.png', { type: 'image/png' });

/** The field as the editor holds it: its value in state, the busy flag recorded. */
function Harness({ initial, busy }: { initial: FeatureImage; busy: boolean[] }) {
  const [value, setValue] = useState<FeatureImage>(initial);
  return (
    <>
      <FeatureImageField value={value} onChange={setValue} onBusyChange={(b) => busy.push(b)} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const shown = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as FeatureImage;

withFakeXhr();
signInAsAdmin();

test('an image chosen is uploaded with progress, shown, and described', async () => {
  const user = userEvent.setup();
  const busy: boolean[] = [];
  const { container } = render(<Harness initial={null} busy={busy} />);
  expect(screen.getByText(/No picture: the blog draws a cover/)).toBeInTheDocument();
  expect(screen.queryByLabelText('Image description')).not.toBeInTheDocument();

  await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, photo());
  const xhr = await nextXhr(0);
  expect(xhr.url).toBe('http://localhost:4000/api/v1/media/revline/upload');
  expect(((xhr.body as FormData).get('file') as File).name).toBe('bay.png');
  expect(busy).toEqual([true]);
  act(() => xhr.progress(50, 100));
  expect(await screen.findByText('Uploading the image... 50%')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Choose an image' })).toHaveAttribute(
    'aria-busy',
    'true',
  );

  xhr.respond(201, { url: 'http://localhost:4000/media/bay.png' });
  await waitFor(() =>
    expect(shown()).toEqual({ url: 'http://localhost:4000/media/bay.png', alt: '' }),
  );
  expect(busy).toEqual([true, false]);
  await user.type(screen.getByLabelText('Image description'), 'A clean service bay');
  expect(shown()).toEqual({
    url: 'http://localhost:4000/media/bay.png',
    alt: 'A clean service bay',
  });
  expect(screen.getByRole('button', { name: 'Replace image' })).toBeInTheDocument();
});

test('a failed upload says so and keeps the picture there was', async () => {
  const user = userEvent.setup();
  const before = { url: 'http://localhost:4000/media/old.png', alt: 'Old' };
  const { container } = render(<Harness initial={before} busy={[]} />);
  await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, photo());
  (await nextXhr(0)).respond(500, { message: 'boom' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload the image.');
  expect(shown()).toEqual(before);
});

test('Remove image clears the picture', async () => {
  const user = userEvent.setup();
  render(<Harness initial={{ url: 'http://localhost:4000/media/a.png', alt: 'A' }} busy={[]} />);
  await user.click(screen.getByRole('button', { name: 'Remove image' }));
  expect(shown()).toBeNull();
  expect(screen.getByRole('button', { name: 'Choose an image' })).toBeInTheDocument();
});
