export {
  rememberAutoSubmit,
  shouldAutoSubmitPayment,
  wasAutoSubmitted,
} from "./payment-auto-submit.ts";
export { paymentRedirectUrl, paymentReturnUrl } from "./payment-redirect.ts";
