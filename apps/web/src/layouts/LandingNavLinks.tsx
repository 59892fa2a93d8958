import { ROUTES } from '@mentor/validation/plain';
import { Link, useLocation } from 'react-router';

/** The landing header's links: in-page sections of the landing page, and the public sessions explainer. */
const LANDING_LINKS = [
  { label: 'How it works', hash: '#how' },
  { label: 'Sessions', to: ROUTES.howSessionsWork },
  { label: 'Mentor types', hash: '#personas' },
  { label: 'Pricing', hash: '#pricing' },
  { label: 'FAQ', hash: '#faq' },
] as const;

function isLandingPath(pathname: string): boolean {
  return pathname !== ROUTES.howSessionsWork && pathname !== '/sign-in' && pathname !== ROUTES.inspiration;
}

interface LandingNavLinksProps {
  className: string | undefined;
  onNavigate?: () => void;
}

/** The landing header's links, in the bar and in the mobile menu. */
export function LandingNavLinks({ className, onNavigate }: LandingNavLinksProps) {
  const { pathname } = useLocation();
  // On the landing page a section link scrolls in place; elsewhere it opens the landing page at that section.
  const prefix = isLandingPath(pathname) ? '' : '/';
  return LANDING_LINKS.map((link) =>
    'to' in link ? (
      <Link
        key={link.label}
        to={link.to}
        className={className}
        data-active={pathname === link.to || undefined}
        onClick={onNavigate}
      >
        {link.label}
      </Link>
    ) : (
      <a key={link.label} href={`${prefix}${link.hash}`} className={className} onClick={onNavigate}>
        {link.label}
      </a>
    ),
  );
}
