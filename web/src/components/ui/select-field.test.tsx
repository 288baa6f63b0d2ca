import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { SelectField } from './select-field';

const options = [
  { value: '', label: 'Any size' },
  { value: 'small', label: 'Small' },
  { value: 'large', label: 'Large' },
];

const select = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Size' });

describe('select field', () => {
  it('renders the options in order with their labels and selects the value', () => {
    renderWithProviders(
      <SelectField aria-label="Size" name="size" value="small" onChange={() => {}} options={options} />,
    );
    const rendered = screen.getAllByRole<HTMLOptionElement>('option');
    expect(rendered.map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Any size'],
      ['small', 'Small'],
      ['large', 'Large'],
    ]);
    expect(select().name).toBe('size');
    expect(select().value).toBe('small');
    expect(select().disabled).toBe(false);
  });

  it('choosing an option calls onChange with the new value', () => {
    const onChange = vi.fn((e: { target: { value: string } }) => e.target.value);
    renderWithProviders(<SelectField aria-label="Size" value="small" onChange={onChange} options={options} />);
    fireEvent.change(select(), { target: { value: 'large' } });
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange.mock.results[0]?.value).toBe('large');
  });

  it('disabled disables the select', () => {
    renderWithProviders(<SelectField aria-label="Size" value="" onChange={() => {}} options={options} disabled />);
    expect(select().disabled).toBe(true);
  });

  it('grouped options render under their optgroup', () => {
    renderWithProviders(
      <SelectField
        aria-label="Size"
        value="b"
        onChange={() => {}}
        options={[
          { value: 'a', label: 'A' },
          { group: 'More', options: [{ value: 'b', label: 'B' }] },
        ]}
      />,
    );
    const group = screen.getByRole('group', { name: 'More' });
    expect(group.textContent).toBe('B');
    expect(select().value).toBe('b');
  });
});
