/**
 * The headers every served file carries: never cached by a shared cache or kept by the
 * browser, and never content-sniffed into something else (the type was sniffed at upload).
 */
export function privateFileHeaders(contentType: string, size: number): Record<string, string> {
  return {
    'content-type': contentType,
    'content-length': String(size),
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    'content-disposition': 'inline',
  };
}
