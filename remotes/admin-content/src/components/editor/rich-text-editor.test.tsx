import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUserFixture, storeSession } from '@agency/testing';
import { installBlobFileReader, installFakeXhr, nextXhr } from '../../test/fake-network';
import RichTextEditor, { type UploadState } from './rich-text-editor';
import { toolbarItems } from './editor-config';

// The real CKEditor 5 in jsdom: its toolbar, the upload picker, the adapter and the saved HTML.
let restore: (() => void)[] = [];
beforeEach(() => {
  restore = [installFakeXhr(), installBlobFileReader()];
  storeSession(adminUserFixture, 'admin-token');
});
afterEach(() => {
  restore.forEach((undo) => undo());
  localStorage.clear();
});

function renderEditor(initialData = '') {
  const onChange = jest.fn<void, [string]>();
  const onUploadChange = jest.fn<void, [UploadState]>();
  const result = render(
    <RichTextEditor
      initialData={initialData}
      label="Post Content"
      onChange={onChange}
      onUploadChange={onUploadChange}
    />,
  );
  return { ...result, onChange, onUploadChange, lastData: () => onChange.mock.lastCall?.[0] };
}

async function editable() {
  return screen.findByRole('textbox', { name: /Post Content/ });
}

/** The editor holding `initialData`, once ready, with `file` picked in its file picker. */
async function pickInEditor(initialData: string, file: File) {
  const user = userEvent.setup();
  const editor = renderEditor(initialData);
  await editable();
  await user.upload(editor.container.querySelector<HTMLInputElement>('input[type=file]')!, file);
  return editor;
}

test('shows the placeholder and every toolbar button', async () => {
  const { container } = renderEditor();
  const area = await editable();
  expect(area.querySelector('[data-placeholder]')).toHaveAttribute(
    'data-placeholder',
    'Write your blog content here...',
  );
  const toolbar = container.querySelector('.ck-toolbar');
  for (const name of [
    'Heading',
    'Font Family',
    'Font Size',
    'Bold',
    'Italic',
    'Underline',
    'Strikethrough',
    'Block quote',
    'Numbered List',
    'Bulleted List',
    'Link',
    'Upload image or video',
    'Text alignment',
    'Remove Format',
  ]) {
    expect(
      toolbar?.querySelector(`[data-cke-tooltip-text^="${name}"], [aria-label^="${name}"]`),
    ).not.toBeNull();
  }
  expect(toolbarItems.filter((item) => item !== '|')).toHaveLength(16);
});

test('the picker accepts image and video files only', async () => {
  const { container } = renderEditor();
  await editable();
  const inputs = container.querySelectorAll<HTMLInputElement>('input[type=file]');
  expect(inputs).toHaveLength(1);
  expect(inputs[0]).toHaveAttribute('accept', 'image/*,video/*');
});

test('uploads a picked image with progress and inserts the returned url', async () => {
  const { onUploadChange, lastData } = await pickInEditor(
    '<p>Intro</p>',
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shop.png', { type: 'image/png' }),
  );

  const xhr = await nextXhr(0);
  expect(xhr.url).toBe('http://localhost:4000/api/v1/media/revline/upload');
  expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
  await waitFor(() =>
    expect(onUploadChange).toHaveBeenLastCalledWith(expect.objectContaining({ active: true })),
  );
  xhr.progress(50, 100);
  await waitFor(() =>
    expect(onUploadChange).toHaveBeenLastCalledWith({ active: true, percent: 50 }),
  );

  xhr.respond(201, { url: 'http://localhost:4000/media/shop.png' });
  await waitFor(() =>
    expect(lastData()).toContain('<img src="http://localhost:4000/media/shop.png"'),
  );
  expect(lastData()).toContain('<p>Intro</p>');
  await waitFor(() =>
    expect(onUploadChange).toHaveBeenLastCalledWith(expect.objectContaining({ active: false })),
  );
});

test('a failed upload removes the placeholder and alerts the upload failure message', async () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  const { lastData } = await pickInEditor(
    '<p>Intro</p>',
    new File(['x'], 'a.gif', { type: 'image/gif' }),
  );
  (await nextXhr(0)).respond(500, { message: 'Server error' });

  await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to upload the image.'));
  await waitFor(() => expect(lastData()).toBe('<p>Intro</p>'));
});

test('uploads a picked video and inserts it as a playable media embed', async () => {
  const { lastData } = await pickInEditor(
    '<p>Watch this</p>',
    new File(['x'], 'tour.mp4', { type: 'video/mp4' }),
  );
  const xhr = await nextXhr(0);
  expect((xhr.body as FormData).get('file')).toHaveProperty('name', 'tour.mp4');
  xhr.respond(201, { url: 'http://localhost:4000/media/tour.mp4' });

  await waitFor(() =>
    expect(lastData()).toContain(
      '<figure class="media"><div data-oembed-url="http://localhost:4000/media/tour.mp4">' +
        '<video controls="" preload="metadata" src="http://localhost:4000/media/tour.mp4"></video></div></figure>',
    ),
  );
  expect(lastData()).toContain('<p>Watch this</p>');
});

test('a failed video upload alerts the upload failure message and inserts nothing', async () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  const { onChange } = await pickInEditor(
    '<p>Watch this</p>',
    new File(['x'], 'tour.webm', { type: 'video/webm' }),
  );
  (await nextXhr(0)).networkError();
  await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to upload the image.'));
  expect(onChange).not.toHaveBeenCalled();
});
