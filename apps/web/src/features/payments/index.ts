export {
  rememberAutoSubmit,
  shouldAutoSubmitPayment,
  wasAutoSubmitted,
} from "./payment-auto-submit.ts";

/**
 * The payment endpoint's address for a saved invoice page (payment-redirect.ts): its code comes
 * when a payment is made, not with every form page (DESIGN §5 form route).
 */
export const paymentRedirectUrl = async (
  ...args: Parameters<typeof import("./payment-redirect.ts").paymentRedirectUrl>
) => (await import("./payment-redirect.ts")).paymentRedirectUrl(...args);
