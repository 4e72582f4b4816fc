// The page baseline, imported by _app for its side effect.
declare module '@/styles/global.css';
