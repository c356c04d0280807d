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
  cities: ServedCity[];
  sameAs: string[];
}

/** A city the business serves: its name in the page's language and the absolute address of its page. */
export interface ServedCity {
  name: string;
  url: string;
}

/** schema.org `areaServed`: the cities, each with its landing page. */
function areaServed(cities: ServedCity[]) {
  return cities.map(({ name, url }) => ({ '@type': 'City', name, url }));
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
    areaServed: areaServed(info.cities),
    ...(info.sameAs.length ? { sameAs: info.sameAs } : {}),
  };
}

/** A price as schema.org wants it: the amount in euros (the lowest of a range), and whether it is a lower bound. */
export interface OfferPrice {
  amount: number;
  from: boolean;
}

export interface ServiceOffer {
  name: string;
  description: string;
  price: OfferPrice | null;
  /** Absolute address where the offer is booked. */
  url: string;
}

export interface ServiceInfo extends ServiceOffer {
  offers: ServiceOffer[];
}

function offer({ name, description, price, url }: ServiceOffer): Record<string, unknown> | null {
  if (!price) return null;
  const amount = String(price.amount);
  return {
    '@type': 'Offer',
    name,
    ...(description ? { description } : {}),
    url,
    price: amount,
    priceCurrency: 'EUR',
    // "ab 1.500 €": 1,500 EUR is the least it costs.
    ...(price.from
      ? { priceSpecification: { '@type': 'PriceSpecification', minPrice: amount, priceCurrency: 'EUR' } }
      : {}),
  };
}

/**
 * schema.org Service nodes for the services page: each service with its offers (one per tariff,
 * else the service's own starting price), the cities served and the business as provider.
 */
export function servicesJsonLd(
  business: { origin: string; siteName: string; cities: ServedCity[] },
  services: ServiceInfo[],
  pageUrl: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@graph': services.map((service) => {
      const offers = (service.offers.length > 0 ? service.offers : [service]).map(offer).filter((o) => o !== null);
      return {
        '@type': 'Service',
        name: service.name,
        description: service.description,
        url: pageUrl,
        serviceType: service.name,
        provider: {
          '@type': ['ProfessionalService', 'Photographer'],
          '@id': `${business.origin}/#business`,
          name: business.siteName,
        },
        areaServed: areaServed(business.cities),
        ...(offers.length > 0 ? { offers } : {}),
      };
    }),
  };
}
