import { Link, NavLink } from 'react-router';
import { paths } from '@agency/shared-state';

export interface SiteLink {
  to: string;
  label: string;
  /** Marked current on this path only, not on the paths below it (Home). */
  end?: boolean;
}

/** The header's and the More menu's pages, in the order they are shown. */
export const siteLinks = {
  home: { to: paths.home, label: 'Home', end: true },
  about: { to: paths.about, label: 'About' },
  services: { to: paths.services, label: 'Services' },
  portfolio: { to: paths.portfolio, label: 'Portfolio' },
  contact: { to: paths.contact, label: 'Contact' },
  blog: { to: paths.blog, label: 'Tech & Tranquility' },
} satisfies Record<string, SiteLink>;

/**
 * A list's items of site links, one `<li>` each. With `navClass` each is a NavLink styled by
 * whether it is the current page (the header); without, a plain link (the footer, the More menu).
 */
export function LinkItems({
  links,
  navClass,
}: {
  links: readonly SiteLink[];
  navClass?: (state: { isActive: boolean }) => string;
}) {
  return links.map((link) => (
    <li key={link.to}>
      {navClass ? (
        <NavLink to={link.to} end={link.end} className={navClass}>
          {link.label}
        </NavLink>
      ) : (
        <Link to={link.to}>{link.label}</Link>
      )}
    </li>
  ));
}
