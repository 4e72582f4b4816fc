import type { EmotionCache } from '@emotion/react';
import { createContext } from 'react';

/**
 * The request's emotion cache while the server renders (made by `_document`'s documentGetInitialProps, which collects
 * MUI's styles into the HTML); `_app` provides it to MuiScope. In the browser there is none (MuiScope makes the one
 * cache there). Its own file so that `_app` imports no emotion code (issue 19).
 */
export const ServerEmotionCache = createContext<EmotionCache | undefined>(undefined);
