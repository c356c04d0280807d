export type NavKey = 'home' | 'portfolio' | 'about' | 'services' | 'reviews' | 'blog' | 'contact' | 'booking';

export const NAV_LINKS: { key: NavKey; to: string }[] = [
  { key: 'home', to: '/' },
  { key: 'portfolio', to: '/portfolio' },
  { key: 'about', to: '/about' },
  { key: 'services', to: '/services' },
  { key: 'reviews', to: '/reviews' },
  { key: 'blog', to: '/blog' },
  { key: 'contact', to: '/contact' },
  { key: 'booking', to: '/booking' },
];
