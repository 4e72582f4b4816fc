import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../file-size';

describe('formatFileSize', () => {
  it('shows small files in KB, not as 0.0 MB (issue 21)', () => {
    expect(formatFileSize(29 * 1024, 'en')).toBe('29 kB');
    expect(formatFileSize(29 * 1024, 'id')).toBe('29 kB');
  });
  it('uses bytes below 1 KB and MB with one decimal above 1 MB, in the locale style', () => {
    expect(formatFileSize(512, 'en')).toBe('512 byte');
    expect(formatFileSize(2.5 * 1024 * 1024, 'en')).toBe('2.5 MB');
    expect(formatFileSize(2.5 * 1024 * 1024, 'id')).toBe('2,5 MB');
  });
});
