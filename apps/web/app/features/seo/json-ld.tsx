/** Structured data for search engines; `<` is escaped so the JSON cannot end the script element. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped, not HTML
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

export interface BusinessInfo {
  origin: string;
  siteName: string;
  description: string;
  email: string;
  phone: string;
  address: string;
  image?: string;
  cities: string[];
  sameAs: string[];
}

/** schema.org description of the photographer's business, serving the active locations. */
export function businessJsonLd(info: BusinessInfo, pageUrl?: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': ['ProfessionalService', 'Photographer'],
    '@id': `${info.origin}/#business`,
    name: info.siteName,
    description: info.description,
    url: pageUrl ?? `${info.origin}/`,
    email: info.email,
    telephone: info.phone,
    address: { '@type': 'PostalAddress', streetAddress: info.address },
    ...(info.image ? { image: info.image.startsWith('http') ? info.image : `${info.origin}${info.image}` } : {}),
    areaServed: info.cities.map((name) => ({ '@type': 'City', name })),
    ...(info.sameAs.length ? { sameAs: info.sameAs } : {}),
  };
}
