import path from 'node:path';
import type { NextConfig } from 'next';
import { securityHeaders } from './src/config/security-headers';
import { CompileHintsPlugin } from './src/config/compile-hints-plugin';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Bundled on the server too (not required from node_modules at run time), so the server renders with the same
  // format-only message runtime as the browser (the alias below).
  transpilePackages: ['next-intl', 'use-intl'],
  // Each lazily loaded part brings its own CSS, in the order its modules import it (issue 19). Next's CSS chunking
  // merged the CSS of every lazy form on the site into one ~28 kB file that each of them loaded, and in that file a
  // shared component's rules (the native button, the notice) came after the rules that adjust them (the staff
  // sign-out button's grey border, the purchase notice's margin), which they then overrode.
  experimental: { cssChunking: false },
  productionBrowserSourceMaps: process.env.ANALYZE === '1',
  // Next's own i18n routing: `/` is English, `/id/...` Indonesian. With detection on, a visit to `/` goes to the
  // language in the NEXT_LOCALE cookie (set by the language switcher) or, failing that, Accept-Language.
  i18n: { locales: ['en', 'id'], defaultLocale: 'en' },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders() }];
  },
  webpack(config, { isServer, dev, webpack }) {
    // Each graphql() call becomes its own generated document, so a chunk carries only the documents it uses.
    config.module.rules.push({
      test: /\.tsx?$/,
      include: path.resolve('src'),
      exclude: path.resolve('src/graphql/generated'),
      enforce: 'pre',
      use: [path.resolve('scripts/graphql-documents-loader.cjs')],
    });
    // Messages arrive compiled (loadMessages): use-intl formats them with its format-only runtime, on the server as
    // in the browser, and intl-messageformat's parser stays out of the bundles (next-intl's `precompile` does the same).
    config.resolve.alias = {
      ...config.resolve.alias,
      'use-intl/format-message$': 'use-intl/format-message/format-only',
    };
    if (!isServer) {
      // next-firebase-auth's browser build require()s firebase's CommonJS copy while our code imports the
      // ESM copy, which makes two Firebase apps ("No Firebase App '[DEFAULT]'"). Point both at the ESM files.
      config.resolve.alias = {
        ...config.resolve.alias,
        'firebase/app$': path.resolve('node_modules/firebase/app/dist/esm/index.esm.js'),
        'firebase/auth$': path.resolve('node_modules/firebase/auth/dist/esm/index.esm.js'),
      };
      // V8 compiles each chunk's functions in the background while it downloads (src/config/compile-hints-plugin.ts).
      if (!dev) config.plugins.push(new CompileHintsPlugin(webpack));
    }
    return config;
  },
};

export default nextConfig;
