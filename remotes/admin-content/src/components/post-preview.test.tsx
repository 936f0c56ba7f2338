// The editor's preview draws the body as the blog's post page does: both call the contract's
// sanitizer (@agency/contract/sanitize), so each policy case shows the same markup in both (the
// blog's side is its post-body test).
import { render, screen } from '@testing-library/react';
import { postDisplayCases, postHtmlCases } from '@agency/contract/post-html/cases';
import { sanitizePostHtml } from '@agency/contract/sanitize';
import PostPreview from './post-preview';

describe('PostPreview', () => {
  it.each([...postHtmlCases, ...postDisplayCases])(
    "draws the body the blog's post page draws: $name",
    ({ html }) => {
      render(<PostPreview title="Preview" content={html} />);
      const body = screen
        .getByRole('article', { name: 'Post preview' })
        .querySelector('.ck-content');
      expect(body?.innerHTML).toBe(sanitizePostHtml(html, window));
    },
  );

  it('turns a level-1 heading into level 2 and loads images lazily, as the post page does', () => {
    render(<PostPreview title="Preview" content={postDisplayCases[0]!.html} />);
    const preview = screen.getByRole('article', { name: 'Post preview' });
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeInTheDocument();
    expect(preview.querySelector('.ck-content h1')).toBeNull();
    expect(preview.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(preview.querySelector('img')).toHaveAttribute('alt', '');
    expect(preview.querySelector('video')).toHaveAttribute('controls');
  });

  it('says so when the body is empty', () => {
    render(<PostPreview title="" content="" />);
    expect(screen.getByText('This post has no content yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Untitled post' })).toBeInTheDocument();
  });
});
