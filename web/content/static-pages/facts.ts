/** Response times the static pages promise (docs/product.md#constants). */
export const SUPPORT_REPLY_HOURS = 24;
export const PRIVACY_REPLY_DAYS = 30;
