import {
  DocumentHeadTags,
  type DocumentHeadTagsProps,
  documentGetInitialProps,
} from '@mui/material-nextjs/v15-pagesRouter';
import { type DocumentContext, type DocumentProps, Head, Html, Main, NextScript } from 'next/document';
import { brandColors } from '@/config/brand';

/** `<html lang>` comes from Next's i18n routing (en or id). MUI's styles are collected for server rendering. */
export default function Document(props: DocumentProps & DocumentHeadTagsProps) {
  return (
    <Html>
      <Head>
        <meta name="theme-color" content={brandColors.magenta} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <DocumentHeadTags {...props} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

Document.getInitialProps = async (ctx: DocumentContext) => documentGetInitialProps(ctx);
