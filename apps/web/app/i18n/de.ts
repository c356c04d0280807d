/** German texts: the reference dictionary. `ru.ts` must have every key (checked by the compiler). */
export const de = {
  meta: {
    siteName: 'Lichtblick Fotografie',
    homeTitle: 'Hochzeits- und Porträtfotograf in Thüringen und Sachsen',
    homeDescription:
      'Hochzeits-, Porträt- und Eventfotografie in Gera, Leipzig, Jena, Erfurt, Chemnitz und Zwickau. Natürliche Bilder, persönliche Begleitung.',
    notFoundTitle: 'Seite nicht gefunden',
  },
  language: {
    label: 'Sprache',
    switchTo: 'Sprache wechseln zu',
    de: 'Deutsch',
    ru: 'Русский',
  },
  home: {
    eyebrow: 'Fotografie in Thüringen und Sachsen',
    placeholderBody: 'Die neue Website entsteht gerade. Portfolio, Leistungen und Buchung folgen in Kürze.',
    serverNote: 'Diese Seite wurde auf dem Server gerendert.',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    body: 'Die angeforderte Seite existiert nicht oder wurde verschoben.',
    home: 'Zur Startseite',
  },
  common: {
    loading: 'Wird geladen …',
    skipToContent: 'Zum Inhalt springen',
  },
  nav: {
    home: 'Startseite',
    portfolio: 'Portfolio',
    about: 'Über mich',
    services: 'Leistungen',
    reviews: 'Bewertungen',
    blog: 'Blog',
    contact: 'Kontakt',
    booking: 'Buchen',
    locations: 'Standorte',
    mainNav: 'Hauptnavigation',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
  },
  footer: {
    quickLinks: 'Schnellzugriff',
    contact: 'Kontakt',
    legal: 'Rechtliches',
    follow: 'Folgen Sie mir',
    impressum: 'Impressum',
    privacy: 'Datenschutz',
    terms: 'AGB',
    cookieSettings: 'Cookie-Einstellungen',
    rights: 'Alle Rechte vorbehalten.',
    notSet: 'noch nicht verknüpft',
    whatsapp: 'Per WhatsApp schreiben',
  },
};
