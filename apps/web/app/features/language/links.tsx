import { type Language, localePath } from '@app/contracts';
import { forwardRef } from 'react';
import { type LinkProps, type NavLinkProps, Link as RouterLink, NavLink as RouterNavLink, type To } from 'react-router';
import { useLanguage } from '../../i18n';

function localizeTo(lang: Language, to: To): To {
  if (typeof to === 'string') return localePath(lang, to);
  return to.pathname ? { ...to, pathname: localePath(lang, to.pathname) } : to;
}

/**
 * React Router's Link for public pages: a site path is written in German (`/portfolio`) and
 * leads to the address in the page's language (`/ru/portfolio` on Russian pages).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const lang = useLanguage();
  return <RouterLink ref={ref} to={localizeTo(lang, to)} {...props} />;
});

/** NavLink with the same language rule as Link. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  const lang = useLanguage();
  return <RouterNavLink ref={ref} to={localizeTo(lang, to)} {...props} />;
});
