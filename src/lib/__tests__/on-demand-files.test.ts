import { describe, expect, it } from 'vitest';
import { onDemandFiles } from '../on-demand-files';

const manifest = {
  'views/staff/pstools-app.tsx -> ./ps-booking-form': {
    files: ['static/css/a.css', 'static/chunks/shared.js', 'static/chunks/form.js'],
  },
  'views/staff/pstools-app.tsx -> @/features/pstools/components/customer-lookup': {
    files: ['static/chunks/shared.js', 'static/chunks/lookup.js'],
  },
  'components/ui/toast-host.tsx -> ./toaster': { files: ['static/chunks/toaster.js'] },
  'views/staff/pstools-view.tsx -> ./pstools-app': { files: ['static/chunks/app.js'] },
  'views/staff/pstools-app.tsx.bak -> ./other': { files: ['static/chunks/other.js'] },
};

describe('onDemandFiles', () => {
  it("lists the named importers' on-demand files once each, as URLs, and nothing of other importers", () => {
    expect(onDemandFiles(manifest, ['views/staff/pstools-app.tsx', 'components/ui/toast-host.tsx'])).toEqual([
      '/_next/static/css/a.css',
      '/_next/static/chunks/shared.js',
      '/_next/static/chunks/form.js',
      '/_next/static/chunks/lookup.js',
      '/_next/static/chunks/toaster.js',
    ]);
  });

  it('is empty without a manifest entry (a development server has none)', () => {
    expect(onDemandFiles({}, ['views/staff/pstools-app.tsx'])).toEqual([]);
  });
});
