/**
 * Spec §2/§3: initials are the first letters of the name's words, at most 2 ('Ada Obi' → 'AO',
 * 'Ada Chioma Obi' → 'AC'), from the username when there is no name, else 'U'.
 */
export function initialsOf(fullName: string | null | undefined, username?: string | null): string {
  const source = (fullName ?? '').trim() || (username ?? '').trim();
  if (!source) return 'U';
  return source
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** Spec §2: rating to one decimal; 'New' before any review. */
export function ratingText(rating: number | null | undefined): string {
  return typeof rating === 'number' ? rating.toFixed(1) : 'New';
}
