import { refusalText } from './refusals';

/** The GraphQL error's own message as the server gave it, without the transport's prefix. */
export function serverWords(e: unknown): string {
    const message = e instanceof Error ? e.message : String(e);
    return message.replace(/^(\[GraphQL\]|GraphQL Request Error:)\s*/i, '');
}

/** The GraphQL error's own message in the staff member's language when known (refusalText), else as given. */
export function errorText(e: unknown): string {
    return refusalText(serverWords(e));
}
