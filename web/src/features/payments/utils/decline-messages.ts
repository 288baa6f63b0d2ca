// The decline texts are one module shared with the payments service (spec §8: the default and
// unknown-code texts verbatim, a dedicated message and hint per code), so the page and the
// server never disagree. It is a pure module with no imports; the web reaches it by a relative
// path because @oneway/contracts' package entry is its zod-laden index
// (docs/decisions/web-payments-screens.md).
// eslint-disable-next-line @nx/enforce-module-boundaries -- a pure, import-free module shared on purpose (decision above)
export {
  CARD_DECLINE_CODES,
  DECLINE_MESSAGES,
  DEFAULT_DECLINE_MESSAGE,
  declineMessageFor,
  unknownDeclineMessage,
  type CardDeclineCode,
  type DeclineMessage,
} from '../../../../../libs/contracts/src/events/payments/decline-messages';
