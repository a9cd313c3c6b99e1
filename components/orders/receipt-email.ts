'use client';

/**
 * The e-mail a guest typed at checkout, remembered for that order in this tab (the provider's page
 * and the way back stay in the tab): the order page's receipt form is filled with it. This tab's
 * session only, never the device's storage: a shared phone does not keep anyone's address.
 */
const key = (orderId: string) => `ordering.receiptEmail.${orderId}`;

export function rememberReceiptEmail(orderId: string, email: string | null | undefined): void {
  if (!email) return;
  try {
    sessionStorage.setItem(key(orderId), email.slice(0, 254));
  } catch {
    // Storage refused: the form is simply empty.
  }
}

export function rememberedReceiptEmail(orderId: string): string | null {
  try {
    const value = sessionStorage.getItem(key(orderId));
    return value && value.length <= 254 && value.includes('@') ? value : null;
  } catch {
    return null;
  }
}
