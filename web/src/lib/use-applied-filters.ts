import { useState, type FormEvent } from 'react';

/**
 * A list's filter form: what is typed (`form`) stays apart from what the list is queried with
 * (`applied`) until the form is submitted; applying or clearing goes back to page 1.
 */
export function useAppliedFilters<F extends Record<string, string>>(empty: F) {
  const [form, setForm] = useState<F>(empty);
  const [applied, setApplied] = useState<F>(empty);
  const [page, setPage] = useState(1);
  const set = (key: keyof F, value: string) => setForm((f) => ({ ...f, [key]: value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setApplied(form);
  };
  const clear = () => {
    setForm(empty);
    setApplied(empty);
    setPage(1);
  };
  return { form, set, applied, page, setPage, apply, clear };
}
