/** Spec §2 traveler card: initials are the first 2 letters of the name's words ('Ada Obi' → 'AO'); 'U' without a name. */
export function travelerInitials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return letters || 'U';
}

/** Spec §2: rating to one decimal; 'New' before the traveler has any review. */
export function travelerRating(rating: number | null | undefined): string {
  return typeof rating === 'number' ? rating.toFixed(1) : 'New';
}
