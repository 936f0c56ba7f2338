import { act, screen, waitFor } from '@testing-library/react';
import { renderShell } from '../test/render-shell';

function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

describe('scroll position', () => {
  beforeEach(() => scrolledTo(0));
  afterEach(() => scrolledTo(0));

  it('a new page starts at the top; Back and Forward return to where the visitor was', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    const { router } = await renderShell('/first-page');
    await screen.findByRole('navigation', { name: 'Main' });

    scrolledTo(640);
    await act(() => router.navigate('/second-page'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrolledTo(120);
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/first-page');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);

    scrolledTo(0);
    await act(() => router.navigate(1));
    expect(router.state.location.pathname).toBe('/second-page');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });
});

describe('the live page', () => {
  it('starts once, when every part of the layout is live', async () => {
    const start = jest.fn();
    await renderShell('/first-page', undefined, start);
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  });
});
