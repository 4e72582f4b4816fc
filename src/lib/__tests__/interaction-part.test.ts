import { describe, expect, it } from 'vitest';
import { handoffShowsUse, withHandoff } from '../interaction-part';

const handoff = (values: Record<string, string | boolean>, submit = false) => ({ values, submit, focusedId: null });

describe('what a form takes over from its shell', () => {
  it('counts typing or a submit as use, not a pointer that only passed over the empty shell', () => {
    expect(handoffShowsUse(null)).toBe(false);
    expect(handoffShowsUse(handoff({ fullName: '', phone: '', consent: false }))).toBe(false);
    expect(handoffShowsUse(handoff({ fullName: 'Siti', phone: '' }))).toBe(true);
    expect(handoffShowsUse(handoff({ consent: true }))).toBe(true);
    expect(handoffShowsUse(handoff({ fullName: '' }, true))).toBe(true);
  });

  it("puts what was typed over the form's defaults, nested names included, without changing the defaults", () => {
    const defaults = { name: '', address: { city: '', zip: '' } };
    expect(withHandoff(defaults, handoff({ name: 'Rina', 'address.city': 'Bandung' }))).toEqual({
      name: 'Rina',
      address: { city: 'Bandung', zip: '' },
    });
    expect(defaults).toEqual({ name: '', address: { city: '', zip: '' } });
    expect(withHandoff(defaults, null)).toBe(defaults);
  });
});
