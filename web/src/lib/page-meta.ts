export type PageMetaInput = {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. '/faq'. */
  path: string;
  structuredData?: Record<string, unknown>;
  noIndex?: boolean;
};

export const SITE_NAME = 'Oneway';

export type PageMeta = {
  title: string;
  description: string;
  canonical: string;
  tags: Array<{ name?: string; property?: string; content: string }>;
  structuredData: Record<string, unknown>[];
};

/** The site's own structured data: organization plus the site search at /search?q={term}. */
export function siteStructuredData(origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: `${origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: `${origin}/search?q={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  };
}

/** Pure builder for the page metadata: title, description, social tags, canonical, JSON-LD. */
export function buildPageMeta(input: PageMetaInput, origin: string): PageMeta {
  const title = input.title === SITE_NAME ? SITE_NAME : `${input.title} | ${SITE_NAME}`;
  const canonical = `${origin}${input.path}`;
  const tags: PageMeta['tags'] = [
    { name: 'description', content: input.description },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: canonical },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
  ];
  if (input.noIndex) tags.push({ name: 'robots', content: 'noindex' });
  const structuredData = [siteStructuredData(origin)];
  if (input.structuredData) structuredData.push({ '@context': 'https://schema.org', ...input.structuredData });
  return { title, description: input.description, canonical, tags, structuredData };
}
