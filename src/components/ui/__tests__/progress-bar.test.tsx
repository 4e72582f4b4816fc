import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from '../progress-bar';

describe('ProgressBar', () => {
  it('is a labelled progressbar with the values MUI LinearProgress gave (0 to 100, the current percentage)', () => {
    const { rerender } = render(<ProgressBar value={34} label="Upload progress" />);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '34');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    rerender(<ProgressBar value={100} label="Upload progress" />);
    expect(bar).toHaveAttribute('aria-valuenow', '100');
  });
});
