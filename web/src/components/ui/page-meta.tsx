import { buildPageMeta, type PageMetaInput } from '@/lib/page-meta';

function currentOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/**
 * Page metadata. React 19 hoists <title>, <meta> and <link> into the document head and
 * removes them when the page unmounts; JSON-LD stays in the body, which search engines read.
 * Rendered outside a browser (the landing page prerendered at build time) it is nothing: that
 * HTML goes into the body, and the app adds the page's metadata when it renders.
 */
export function PageMeta(props: PageMetaInput) {
  if (typeof window === 'undefined') return null;
  const meta = buildPageMeta(props, currentOrigin());
  return (
    <>
      <title>{meta.title}</title>
      {meta.tags.map((tag) => (
        <meta key={tag.name ?? tag.property} name={tag.name} property={tag.property} content={tag.content} />
      ))}
      <link rel="canonical" href={meta.canonical} />
      {meta.structuredData.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
        />
      ))}
    </>
  );
}
