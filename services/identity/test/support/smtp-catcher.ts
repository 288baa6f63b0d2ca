// The catcher moved to @oneway/testing (messaging's e-mail tests use it too).
export { SmtpCatcher, mailText, tokenFromMail, type CaughtMail } from '@oneway/testing';
