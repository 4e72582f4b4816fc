/**
 * The idempotency key of one checkout (placePurchaseOrder): created once per active order and kept for the tab's
 * life, so a double click, a retry after a lost answer or a reload mid-request all answer the same order.
 */
export function checkoutKey(orderCode: string): string {
  const storageKey = `alva-checkout-key:${orderCode}`;
  try {
    const existing = window.sessionStorage.getItem(storageKey);
    if (existing) return existing;
    const key = crypto.randomUUID();
    window.sessionStorage.setItem(storageKey, key);
    return key;
  } catch {
    return fallbackKey(orderCode);
  }
}

const memory = new Map<string, string>();
function fallbackKey(orderCode: string): string {
  const key = memory.get(orderCode) ?? crypto.randomUUID();
  memory.set(orderCode, key);
  return key;
}
