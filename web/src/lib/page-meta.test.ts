import { describe, expect, it } from 'vitest';
import { buildPageMeta } from './page-meta';

describe('page metadata helper (spec §2: title, description, social tags, canonical, structured data)', () => {
  const meta = buildPageMeta({ title: 'FAQ', description: 'Answers.', path: '/faq' }, 'https://oneway.example');

  it('suffixes the site name to the title and builds the canonical URL', () => {
    expect(meta.title).toBe('FAQ | Oneway');
    expect(meta.canonical).toBe('https://oneway.example/faq');
    expect(buildPageMeta({ title: 'Oneway', description: 'x', path: '/' }, 'https://oneway.example').title).toBe(
      'Oneway',
    );
  });

  it('emits description, Open Graph and Twitter tags', () => {
    const byKey = Object.fromEntries(meta.tags.map((t) => [t.name ?? t.property, t.content]));
    expect(byKey).toMatchObject({
      description: 'Answers.',
      'og:title': 'FAQ | Oneway',
      'og:description': 'Answers.',
      'og:url': 'https://oneway.example/faq',
      'og:type': 'website',
      'twitter:card': 'summary',
      'twitter:title': 'FAQ | Oneway',
    });
    expect(byKey.robots).toBeUndefined();
    expect(buildPageMeta({ title: 'x', description: 'y', path: '/x', noIndex: true }, '').tags).toContainEqual({
      name: 'robots',
      content: 'noindex',
    });
  });

  it('always includes the WebSite structured data with the site search at /search?q={term}', () => {
    expect(meta.structuredData[0]).toMatchObject({
      '@type': 'WebSite',
      potentialAction: { '@type': 'SearchAction', target: 'https://oneway.example/search?q={search_term_string}' },
    });
  });
});
