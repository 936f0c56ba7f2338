import { act, renderHook } from '@testing-library/react';
import { downloadFile } from '../api';
import { useDownload } from './use-download';

jest.mock('../api', () => ({ downloadFile: jest.fn() }));
const fetchFile = jest.mocked(downloadFile);

test('is busy while the file comes, and clears the earlier error as it starts', async () => {
  let arrive = () => {};
  fetchFile.mockReturnValue(new Promise<void>((resolve) => (arrive = resolve)));
  const setError = jest.fn();
  const { result } = renderHook(() => useDownload(setError, 'It failed.'));

  let done!: Promise<void>;
  act(() => {
    done = result.current[1]('/inbox/t/leads.csv', 'leads.csv', { status: 'New' });
  });
  expect(result.current[0]).toBe(true);
  expect(setError).toHaveBeenCalledWith(null);
  expect(fetchFile).toHaveBeenCalledWith('/inbox/t/leads.csv', 'leads.csv', { status: 'New' });

  await act(async () => {
    arrive();
    await done;
  });
  expect(result.current[0]).toBe(false);
  expect(setError).toHaveBeenCalledTimes(1);
});

test('says the failure when the file does not arrive, and is no longer busy', async () => {
  fetchFile.mockRejectedValue(new Error('The download failed (500).'));
  const setError = jest.fn();
  const { result } = renderHook(() => useDownload(setError, 'It failed.'));

  await act(() => result.current[1]('/people/t/export', 'person.zip', {}, { email: 'a@b.c' }));

  expect(setError).toHaveBeenLastCalledWith('It failed.');
  expect(result.current[0]).toBe(false);
});
