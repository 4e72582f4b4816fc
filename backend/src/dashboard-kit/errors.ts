/** The GraphQL error's own message, without the transport's prefix. */
export function errorText(e: unknown): string {
    const message = e instanceof Error ? e.message : String(e);
    return message.replace(/^(\[GraphQL\]|GraphQL Request Error:)\s*/i, '');
}
