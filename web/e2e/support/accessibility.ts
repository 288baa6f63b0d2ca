import type { Page } from 'playwright-core';

/**
 * Structural accessibility checks run in the page, alongside the axe-core scan (./axe.ts): named
 * controls, labelled form fields, one visible h1, exactly one main landmark, lang, image alt,
 * unique ids and, with `contrast`, WCAG AA text contrast on solid backgrounds. Stricter than axe
 * on a few house rules (one h1, one <main>) and cheap enough to run on every public screen.
 */
export async function accessibilityProblems(
  page: Page,
  { contrast = false }: { contrast?: boolean } = {},
): Promise<string[]> {
  return page.evaluate((checkContrast) => {
    const problems: string[] = [];
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && rect.width > 0 && rect.height > 0;
    };
    const name = (el: Element) =>
      (el.getAttribute('aria-label') ?? '').trim() ||
      (el.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim() ||
      (el.textContent ?? '').trim() ||
      (el.getAttribute('title') ?? '').trim();
    if (!document.documentElement.lang) problems.push('html has no lang');
    if (document.querySelectorAll('main').length !== 1)
      problems.push(`expected one <main>, found ${document.querySelectorAll('main').length}`);
    const h1s = [...document.querySelectorAll('h1')].filter(visible);
    if (h1s.length !== 1) problems.push(`expected one visible h1, found ${h1s.length}`);
    for (const el of document.querySelectorAll('button, a[href], [role="button"], [role="tab"], [role="menuitem"]')) {
      if (visible(el) && !name(el)) problems.push(`unnamed control: ${el.outerHTML.slice(0, 120)}`);
    }
    for (const el of document.querySelectorAll('input:not([type="hidden"]), select, textarea')) {
      const field = el as HTMLInputElement;
      if (!visible(el)) continue;
      if (
        (field.labels?.length ?? 0) === 0 &&
        !field.getAttribute('aria-label') &&
        !field.getAttribute('aria-labelledby')
      ) {
        problems.push(`unlabelled field: ${el.outerHTML.slice(0, 120)}`);
      }
    }
    for (const img of document.querySelectorAll('img')) {
      if (!img.hasAttribute('alt')) problems.push(`img without alt: ${img.outerHTML.slice(0, 120)}`);
    }
    if (checkContrast) {
      // Text contrast (WCAG AA) where the colours are known: the element's own text colour
      // against the nearest opaque background colour behind it. Gradients and images are
      // skipped (their elements get no opaque background-color).
      const rgba = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
      const luminance = ([r, g, b]: number[]) => {
        const lin = (c: number) => {
          const v = c / 255;
          return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
      };
      const backgroundOf = (start: Element): number[] | null => {
        for (let node: Element | null = start; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.backgroundImage !== 'none') return null;
          const bg = rgba(style.backgroundColor);
          if (bg.length >= 3 && (bg[3] ?? 1) === 1) return bg;
          if (bg.length >= 4 && bg[3]! > 0) return null; // translucent layer: unknown result
        }
        return [255, 255, 255];
      };
      const textElements = [...document.querySelectorAll('body *')].filter(
        (el) =>
          visible(el) &&
          [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== ''),
      );
      for (const el of textElements) {
        const style = getComputedStyle(el);
        const fg = rgba(style.color);
        if ((fg[3] ?? 1) < 1 || Number(style.opacity) < 1) continue;
        const bg = backgroundOf(el);
        if (!bg) continue;
        const [hi, lo] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
        const ratio = (hi! + 0.05) / (lo! + 0.05);
        const size = parseFloat(style.fontSize);
        const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
        if (ratio < (large ? 3 : 4.5))
          problems.push(`contrast ${ratio.toFixed(2)}:1 for "${(el.textContent ?? '').trim().slice(0, 40)}"`);
      }
    }
    const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
    const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
    if (duplicates.length) problems.push(`duplicate ids: ${[...new Set(duplicates)].join(', ')}`);
    return problems;
  }, contrast);
}
