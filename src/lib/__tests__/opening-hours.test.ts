import { describe, expect, it } from 'vitest';
import { formatOpeningHours } from '../opening-hours';

describe('formatOpeningHours', () => {
  it('shows the seeded English text in Indonesian', () => {
    expect(formatOpeningHours('Mon–Sun 10:00–21:00', 'id')).toBe('Sen–Min 10.00–21.00');
    expect(formatOpeningHours('Mon–Sat 09:00–18:00', 'id')).toBe('Sen–Sab 09.00–18.00');
  });

  it('keeps English readable and normalised', () => {
    expect(formatOpeningHours('Mon-Fri 9:00-17:00; Sat 09:00-13:00', 'en')).toBe(
      'Mon–Fri 09:00–17:00; Sat 09:00–13:00',
    );
  });

  it('shows text in any other shape as written', () => {
    expect(formatOpeningHours('By appointment', 'id')).toBe('By appointment');
    expect(formatOpeningHours('Mon–Sun 10:00–21:00; closed on holidays', 'id')).toBe(
      'Mon–Sun 10:00–21:00; closed on holidays',
    );
  });
});
