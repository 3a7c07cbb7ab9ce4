export {
  rememberAutoSubmit,
  shouldAutoSubmitPayment,
  wasAutoSubmitted,
} from "./payment-auto-submit.ts";
export { paymentRedirectUrl } from "./payment-redirect.ts";
