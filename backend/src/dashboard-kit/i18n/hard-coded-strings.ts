/**
 * Strings Vendure's dashboard 3.7 writes without its i18n (the sidebar's "Administration" section heading), as JSX in
 * its sources. The dashboard build (vite.config.mts) wraps each in the component's own `i18n.t`, so vendure.id.po
 * translates it like the rest of the navigation; src/dashboard-i18n.spec.ts checks each is still there.
 */
export const HARD_CODED_VENDURE_STRINGS = [
    { file: 'src/lib/components/layout/nav-main.tsx', jsx: '<SidebarGroupLabel>Administration</SidebarGroupLabel>' },
];

/** The JSX with its text looked up in the catalogues (the component has `i18n` from useLingui in scope). */
export const translatedJsx = (jsx: string) =>
    jsx.replace(/>([^<]+)</, (_, text: string) => `>{i18n.t(${JSON.stringify(text)})}<`);

/** The English text of a hard-coded string's JSX. */
export const textOf = (jsx: string) => /<[^>]+>([^<]+)</.exec(jsx)?.[1] ?? jsx;
